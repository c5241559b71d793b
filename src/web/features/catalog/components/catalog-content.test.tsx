import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TCategory, TProduct } from "#contracts/catalog";
import type { TBulkProductsRequest } from "#contracts/catalog-admin";
import { ALL_PRODUCTS, PRODUCTS_PAGE_SIZE, type TProductsPage } from "#contracts/catalog-page";
import { ROLE_PERMISSIONS } from "#contracts/staff";
import { testProduct } from "#tests/helpers/test-product";
import { heldReply, mockFetch, type Reply, type SentRequest, TEST_OWNER } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { atWidth } from "#tests/web/screen-width";
import { authKeys } from "#web/features/auth/api/query-keys";
import { type ProductsQuery, productsPageUrl } from "../api/get-products-page";
import { CatalogContent } from "./catalog-content";

/** `count` products, newest first as the server lists them: "Product 1" is the newest. */
const catalogOf = (count: number): TProduct[] =>
  Array.from({ length: count }, (_, i) =>
    testProduct({ id: `p-${String(i + 1).padStart(4, "0")}`, name: `Product ${i + 1}`, quantity: 20 }),
  );

const NEWEST_FIRST: ProductsQuery = { q: "", category: ALL_PRODUCTS, sort: "created", dir: "desc" };

/**
 * The catalog's API over `catalog` as the server answers it: the pages of the queries named (every
 * offset), every id, and bulk actions that change the catalog. `bulk` answers each bulk request
 * instead, when given.
 */
function catalogApi(
  catalog: TProduct[],
  {
    queries = [NEWEST_FIRST],
    bulk,
    signedIn,
    categories = [],
  }: {
    queries?: ProductsQuery[];
    categories?: TCategory[];
    bulk?: (request: SentRequest, part: number) => Reply | Promise<Reply>;
    /** GET /api/user's answer: the test owner when not given. */
    signedIn?: unknown;
  } = {},
) {
  const answer = (query: ProductsQuery, offset: number): TProductsPage => {
    const matching = catalog.filter((p) => p.name.toLowerCase().includes(query.q.toLowerCase()));
    return {
      products: matching.slice(offset, offset + PRODUCTS_PAGE_SIZE),
      total: matching.length,
      counts: { all: catalog.length, uncategorized: catalog.length, byCategory: {} },
      stats: {
        total: catalog.length,
        available: catalog.filter((p) => p.isAvailable).length,
        lowStock: 0,
      },
    };
  };
  const routes: Record<string, Reply | ((request: SentRequest) => Reply | Promise<Reply>)> = {
    "GET /api/categories": { json: categories },
    "GET /api/products/ids": () => ({ json: { ids: catalog.map((p) => p.id), total: catalog.length } }),
  };
  for (const query of queries) {
    for (let offset = 0; offset < Math.max(1, catalog.length); offset += PRODUCTS_PAGE_SIZE) {
      routes[`GET ${productsPageUrl(query, offset)}`] = () => ({ json: answer(query, offset) });
    }
  }
  if (signedIn) routes["GET /api/user"] = { json: signedIn };
  let parts = 0;
  routes["POST /api/products/bulk"] = (request) => {
    if (bulk) return bulk(request, ++parts);
    const { ids, action } = request.body as TBulkProductsRequest;
    for (const product of catalog) {
      if (ids.includes(product.id)) product.isAvailable = action === "available";
    }
    return { json: { action, productIds: ids, keptWithOrders: [], notFound: 0 } };
  };
  return mockFetch(routes);
}

const rows = () => screen.getAllByTestId("product-row");
const box = (name: string) => screen.getByRole("checkbox", { name: `Select ${name}` }) as HTMLInputElement;
const bar = () => within(screen.getByRole("region", { name: "Selected products" }));
const bulkRequests = (requests: SentRequest[]) =>
  requests.filter((r) => r.url === "/api/products/bulk").map((r) => r.body as TBulkProductsRequest);

describe("the catalog table, paged on the server", () => {
  it("gives the orders role the availability switches and nothing that edits the catalog (decision 0059)", async () => {
    atWidth(1280);
    const { requests } = catalogApi(catalogOf(3), {
      signedIn: { ...TEST_OWNER, role: "orders", permissions: ROLE_PERMISSIONS.orders },
    });
    const { user, queryClient } = renderApp(<CatalogContent />);
    await screen.findByText("Product 3");
    // Once the signed-in person is known (until then nothing that edits shows either).
    await waitFor(() => expect(queryClient.getQueryData(authKeys.user())).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Edit Product 1" })).toBeNull();
    for (const name of ["Add Product", "Bulk Upload", "Add Category"])
      expect(screen.queryByRole("button", { name: new RegExp(name) }), name).toBeNull();
    await user.click(box("Product 1"));
    expect(bar().queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(bar().queryByRole("button", { name: /Move/ })).toBeNull();
    await user.click(bar().getByRole("button", { name: "Make unavailable" }));
    await screen.findByText("1 product now not available.");
    expect(bulkRequests(requests)).toEqual([{ ids: ["p-0001"], action: "unavailable" }]);
  });

  it("keeps the selection across pages and acts on all of it, then clears it and asks again", async () => {
    atWidth(1280);
    const catalog = catalogOf(120);
    const { requests } = catalogApi(catalog);
    const { user } = renderApp(<CatalogContent />);
    await screen.findByText("Page 1 of 3");
    expect(rows()).toHaveLength(50);
    expect(screen.getByTestId("stat-totalProducts").textContent).toBe("120");

    await user.click(box("Product 1"));
    await user.click(screen.getByRole("button", { name: /Next/ }));
    await screen.findByText("Page 2 of 3");
    await user.click(await screen.findByRole("checkbox", { name: "Select Product 60" }));
    expect(bar().getByTestId("selected-count").textContent).toBe("2 selected");
    await user.click(screen.getByRole("button", { name: /Previous/ }));
    await screen.findByText("Page 1 of 3");
    expect(box("Product 1").checked).toBe(true);

    const asked = requests.length;
    await user.click(bar().getByRole("button", { name: "Make unavailable" }));
    await screen.findByText("2 products now not available.");
    expect(bulkRequests(requests)).toEqual([{ ids: ["p-0001", "p-0060"], action: "unavailable" }]);
    expect(screen.queryByRole("region", { name: "Selected products" })).toBeNull();
    await waitFor(() => expect(screen.getByTestId("stat-available").textContent).toBe("118"));
    expect(requests.slice(asked).some((r) => r.url === productsPageUrl(NEWEST_FIRST, 0))).toBe(true);
  });

  it("offers every matching product once a whole page is selected, and sends them in parts with progress", async () => {
    atWidth(1280);
    const catalog = catalogOf(1200);
    const held = [heldReply(), heldReply(), heldReply()];
    const { requests } = catalogApi(catalog, { bulk: (_request, part) => held[part - 1]!.reply() });
    const { user } = renderApp(<CatalogContent />);
    await screen.findByText("Page 1 of 24");

    await user.click(screen.getByRole("checkbox", { name: "Select all listed products" }));
    expect(bar().getByTestId("selected-count").textContent).toBe("50 selected");
    bar().getByText(/All 50 products on this page are selected/);
    await user.click(bar().getByRole("button", { name: "Select all 1,200 matching" }));
    await waitFor(() =>
      expect(bar().getByTestId("selected-count").textContent).toBe("All 1,200 matching selected"),
    );
    expect(bar().queryByRole("button", { name: /Select all/ })).toBeNull();

    await user.click(bar().getByRole("button", { name: "Make unavailable" }));
    const progress = () => bar().getByRole("progressbar", { name: "Bulk action progress" });
    await bar().findByText("Updating 0 of 1,200…");
    expect(progress().getAttribute("aria-valuenow")).toBe("0");
    const part = (ids: string[], notFound = 0): Reply => ({
      json: { action: "unavailable", productIds: ids, keptWithOrders: [], notFound },
    });
    const sent = () => bulkRequests(requests);
    held[0]!.release(part(sent()[0]!.ids));
    await bar().findByText("Updating 500 of 1,200…");
    expect(progress().getAttribute("aria-valuenow")).toBe("42");
    held[1]!.release(part(sent()[1]!.ids));
    await bar().findByText("Updating 1,000 of 1,200…");
    // One was deleted in another tab meanwhile.
    held[2]!.release(part(sent()[2]!.ids.slice(1), 1));

    await screen.findByText("1199 products now not available. 1 product no longer existed.");
    expect(sent().map((body) => body.ids.length)).toEqual([500, 500, 200]);
    expect(new Set(sent().flatMap((body) => body.ids))).toEqual(new Set(catalog.map((p) => p.id)));
    expect(screen.queryByRole("region", { name: "Selected products" })).toBeNull();
  });

  it("says how many were done when a part fails midway, and keeps the selection", async () => {
    atWidth(1280);
    const catalog = catalogOf(1200);
    catalogApi(catalog, {
      bulk: (request, part) =>
        part === 1
          ? {
              json: {
                action: "category",
                productIds: (request.body as TBulkProductsRequest).ids,
                keptWithOrders: [],
                notFound: 0,
              },
            }
          : { status: 503, body: { message: "The store is busy. Try again in a moment." } },
    });
    const { user } = renderApp(<CatalogContent />);
    await screen.findByText("Page 1 of 24");
    await user.click(screen.getByRole("checkbox", { name: "Select all listed products" }));
    await user.click(bar().getByRole("button", { name: "Select all 1,200 matching" }));
    await bar().findByText("All 1,200 matching selected");
    await user.selectOptions(bar().getByLabelText("Move to category"), "No category");
    await user.click(bar().getByRole("button", { name: "Move" }));

    await screen.findByText("Error updating product");
    screen.getByText(
      "The store is busy. Try again in a moment. 500 of 1,200 products were updated before this error; the rest were not changed.",
    );
    expect(bar().getByTestId("selected-count").textContent).toBe("All 1,200 matching selected");
    expect(bar().queryByRole("progressbar")).toBeNull();
  });

  it("searches and sorts on the server, and a new search starts a new selection", async () => {
    atWidth(1280);
    const catalog = catalogOf(120);
    const search: ProductsQuery = { ...NEWEST_FIRST, q: "Product 11" };
    const byPrice: ProductsQuery = { ...search, sort: "price", dir: "asc" };
    const { requests } = catalogApi(catalog, { queries: [NEWEST_FIRST, search, byPrice] });
    const { user } = renderApp(<CatalogContent />);
    await screen.findByText("Page 1 of 3");
    await user.click(box("Product 2"));

    await user.type(screen.getByLabelText("Search products"), "  Product 11 ");
    await screen.findByText("Showing 11 of 120 products");
    expect(rows().map((r) => within(r).getByRole("rowheader").textContent)).toContain("Product 110");
    expect(screen.queryByRole("region", { name: "Selected products" })).toBeNull();
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Price" }));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(productsPageUrl(byPrice, 0)));
    // Only the settled search went to the server, never a keystroke's.
    expect(requests.filter((r) => r.url.includes("q=")).map((r) => r.url)).toEqual([
      productsPageUrl(search, 0),
      productsPageUrl(byPrice, 0),
    ]);
  });
});

describe("the catalog on a phone", () => {
  it("adds the next page of cards with 'Show more', from the same server query", async () => {
    atWidth(390);
    catalogApi(catalogOf(120));
    const { user } = renderApp(<CatalogContent />);
    await screen.findByText("Showing the first 50 of 120");
    expect(rows()).toHaveLength(50);
    expect(screen.queryByRole("table")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show 50 more" }));
    await screen.findByText("Showing the first 100 of 120");
    await user.click(screen.getByRole("button", { name: "Show 20 more" }));
    await waitFor(() => expect(rows()).toHaveLength(120));
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });
});

describe("products with options in the catalog", () => {
  const size = {
    id: "g-size",
    name: "Size",
    selection: "single" as const,
    required: true,
    minSelect: 1,
    maxSelect: 1,
    tracksStock: true,
    options: [
      { id: "o-s", name: "S", priceDelta: "0.00", quantity: 4, isAvailable: true },
      { id: "o-m", name: "M", priceDelta: "0.00", quantity: 0, isAvailable: true },
      { id: "o-l", name: "L", priceDelta: "2.00", quantity: 6, isAvailable: true },
      { id: "o-xl", name: "XL", priceDelta: "2.00", quantity: 3, isAvailable: false },
    ],
  };
  const addOn = (name: string) => ({
    ...size,
    id: `g-${name}`,
    name,
    selection: "multiple" as const,
    required: false,
    minSelect: 0,
    tracksStock: false,
    options: [{ id: `o-${name}`, name: "Cheese", priceDelta: "1.00", quantity: null, isAvailable: true }],
  });
  const catalog = [
    testProduct({ id: "p-tee", name: "Tee", quantity: 13, optionGroups: [size, addOn("Print")] }),
    testProduct({
      id: "p-pizza",
      name: "Pizza",
      quantity: null,
      optionGroups: [addOn("Extra"), addOn("Sauce")],
    }),
    testProduct({ id: "p-tea", name: "Tea", quantity: 7 }),
  ];
  const row = (name: string) => within(rows().find((r) => r.textContent?.includes(name))!);

  it.each([1280, 390])(
    "shows each variant's stock, a sold-out one marked, and the other groups (%i px)",
    async (width) => {
      atWidth(width);
      catalogApi(catalog);
      renderApp(<CatalogContent />);
      await waitFor(() => expect(rows()).toHaveLength(3));

      const tee = row("Tee");
      expect(tee.getByTestId("product-variants").textContent).toBe(
        "Size: S 4 · M 0M sold out · L 6 · XL 3XL 3, not available",
      );
      const soldOut = tee.getByText("M sold out").parentElement!;
      expect(soldOut.className).toContain("text-red-700");
      expect(soldOut.querySelector("s")?.textContent).toBe("M 0");
      expect(tee.getByTestId("product-option-groups").textContent).toBe("Also: Print");
      // The stock shown is the product's, which is its variants' sum.
      tee.getByText(width > 768 ? "13" : "Stock: 13");

      expect(row("Pizza").queryByTestId("product-variants")).toBeNull();
      expect(row("Pizza").getByTestId("product-option-groups").textContent).toBe("Options: Extra, Sauce");
      expect(row("Tea").queryByTestId("product-option-groups")).toBeNull();
    },
  );

  it("offers the catalog as a CSV download beside Bulk Upload", async () => {
    atWidth(1280);
    catalogApi(catalog);
    renderApp(<CatalogContent />);
    const link = await screen.findByRole("link", { name: "Export CSV" });
    expect(link.getAttribute("href")).toBe("/api/products/export");
    expect(link.hasAttribute("download")).toBe(true);
  });
});

describe("a template's examples in the catalog (issue 48)", () => {
  const PIZZA: TCategory = {
    id: "c-pizza",
    merchantId: "m1",
    name: "Pizza",
    description: "Stone-baked",
    sortOrder: 0,
    translations: {},
    isExample: true,
    createdAt: "2024-01-01T00:00:00.000Z",
  };
  const catalog = () => [
    testProduct({
      id: "p-marg",
      name: "Margherita",
      categoryId: PIZZA.id,
      isAvailable: false,
      isExample: true,
    }),
    testProduct({ id: "p-own", name: "House Salad", isAvailable: false }),
  ];
  const row = (name: string) => within(rows().find((r) => r.textContent?.includes(name))!);

  it.each([1280, 390])(
    "marks the examples, hidden from shoppers, apart from the merchant's own unavailable product (%i px)",
    async (width) => {
      atWidth(width);
      catalogApi(catalog(), { categories: [PIZZA] });
      renderApp(<CatalogContent notice={<p>Examples waiting</p>} />);
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(row("Margherita").getByTestId("example-badge").textContent).toBe("Example");
      row("Margherita").getByText(/Hidden from shoppers/);
      expect(row("House Salad").queryByTestId("example-badge")).toBeNull();
      row("House Salad").getByText(/Not available/);
      const card = within(screen.getByTestId("category-card"));
      card.getByTestId("example-badge");
      // The route's notice, for whoever edits the catalog.
      screen.getByText("Examples waiting");
    },
  );

  it("offers Publish for an example in its menu, which makes it available", async () => {
    atWidth(1280);
    const { requests } = catalogApi(catalog(), { categories: [PIZZA] });
    const { user } = renderApp(<CatalogContent />);
    await user.click(await screen.findByRole("button", { name: "More actions for Margherita" }));
    await user.click(await screen.findByRole("menuitem", { name: "Publish" }));
    await waitFor(() => expect(bulkRequests(requests)).toEqual([{ ids: ["p-marg"], action: "available" }]));
    await user.click(screen.getByRole("button", { name: "More actions for House Salad" }));
    await screen.findByRole("menuitem", { name: "Make available" });
  });

  it("shows no notice to the orders role", async () => {
    atWidth(1280);
    catalogApi(catalog(), {
      categories: [PIZZA],
      signedIn: { ...TEST_OWNER, role: "orders", permissions: ROLE_PERMISSIONS.orders },
    });
    const { queryClient } = renderApp(<CatalogContent notice={<p>Examples waiting</p>} />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    await waitFor(() => expect(queryClient.getQueryData(authKeys.user())).toBeTruthy());
    expect(screen.queryByText("Examples waiting")).toBeNull();
  });
});
