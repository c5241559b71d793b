import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { COFFEE, CRISPS, DRINKS, SNACKS, TEA, testMerchant, testStore, WATER } from "#tests/web/storefront";
import { cartKey } from "#web/lib/cart-storage";
import { Route, Routes } from "#web/lib/router";
import MicrositePage from "./microsite";

/**
 * Issue 26: a store larger than its first page. Its page brings Tea, Coffee and Water, and says it
 * has 1,204 products: counts, category pages, searches, filters and the cart ask the server.
 */
const STORE = "GET /api/microsite/corner-shop";
const PRODUCTS = `${STORE}/products`;
const bigStore = () =>
  testStore({
    products: [TEA, COFFEE, WATER],
    productTotal: 1204,
    nextCursor: WATER.id,
    categories: [
      { ...DRINKS, productCount: 700 },
      { ...SNACKS, productCount: 500 },
    ],
    uncategorisedCount: 4,
  });
const page = (products: TProduct[], total: number, nextCursor: string | null = null) => ({
  json: { products, total, nextCursor },
});
const pretzels = { ...CRISPS, id: "p-pretzels", name: "Pretzels", description: "Salted, from page 9" };

const renderStore = (search = "") =>
  renderApp(
    <Routes>
      <Route path="/microsite/:slug" element={<MicrositePage />} />
    </Routes>,
    { path: `/microsite/corner-shop${search}` },
  );

describe("a store larger than its first page", () => {
  it("counts each category over the whole store on its chips and cards", async () => {
    const { requests } = mockFetch({ [STORE]: { json: bigStore() } });
    renderStore();
    const chips = within(await screen.findByRole("navigation", { name: "Categories" }));
    // (jsdom's accessible names drop the spaces between text nodes that a browser keeps.)
    expect(chips.getByRole("button", { name: /^Snacks ?500 ?items$/ })).toBeTruthy();
    expect(chips.getByRole("button", { name: /^Drinks ?700 ?items$/ })).toBeTruthy();
    const cards = within(screen.getByRole("region", { name: "Shop by Category" }));
    expect(cards.getByRole("button", { name: /^Snacks/ }).textContent).toBe("Snacks500 items");
    expect(chips.getByRole("button", { name: /^Snacks/ }).textContent).toBe("Snacks 500 items");
    expect(screen.getByRole("button", { name: "View All Products (1204)" })).toBeTruthy();
    // Nothing more is asked for until the shopper asks.
    expect(requests.map((r) => r.url)).toEqual(["/api/microsite/corner-shop"]);
  });

  it("pages a category from the server to its last product", async () => {
    mockFetch({
      [STORE]: { json: bigStore() },
      [`${PRODUCTS}?category=${SNACKS.id}&limit=60`]: page([CRISPS], 2, CRISPS.id),
      [`${PRODUCTS}?category=${SNACKS.id}&cursor=${CRISPS.id}&limit=60`]: page([pretzels], 2),
    });
    const { user } = renderStore(`?view=category&category=${SNACKS.id}`);
    expect(await screen.findByText("Showing 1 of 2 products")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Load more products" }));
    expect(await screen.findByText("2 products")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pretzels" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more products" })).toBeNull();
  });

  it("searches every product, not only the first page", async () => {
    const { requests } = mockFetch({
      [STORE]: { json: bigStore() },
      [`${PRODUCTS}?q=pretzel&limit=60`]: page([pretzels], 1),
    });
    const { user } = renderStore();
    await screen.findByRole("heading", { name: "Featured Products" });
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "pretzel");
    expect(await screen.findByRole("link", { name: "Pretzels" })).toBeTruthy();
    expect(screen.getByText("1 product")).toBeTruthy();
    expect(requests.filter((r) => r.url.includes("q=")).map((r) => r.url)).toEqual([
      `/api/microsite/corner-shop/products?q=pretzel&limit=60`,
    ]);
  });

  it("filters all products on the server, with the exact count, and Clear All brings the whole list back", async () => {
    mockFetch({
      [STORE]: { json: bigStore() },
      [`${PRODUCTS}?price=under-10&limit=60`]: page([TEA, COFFEE, WATER], 640, WATER.id),
    });
    const { user } = renderStore("?view=all-products");
    expect(await screen.findByText("Showing 3 of 1204 products")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Price"), "under-10");
    expect(await screen.findByText("Showing 3 of 640 products")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear All" }));
    expect(await screen.findByText("Showing 3 of 1204 products")).toBeTruthy();
  });

  it("keeps a cart line from a later page, at the store's current price, and drops one no longer sold", async () => {
    localStorage.setItem(
      cartKey("corner-shop"),
      JSON.stringify([
        { product: { ...pretzels, price: "1.00" }, quantity: 2 },
        { product: { ...CRISPS, id: "p-gone", name: "Discontinued" }, quantity: 1 },
      ]),
    );
    mockFetch({
      [STORE]: { json: bigStore() },
      [`${PRODUCTS}?ids=p-gone%2Cp-pretzels&limit=100`]: page([{ ...pretzels, price: "2.50" }], 1),
    });
    const { user } = renderStore();
    const bar = await screen.findByRole("button", { name: /^View Cart · 2 items/ });
    await waitFor(() => expect(bar.textContent).toBe("View Cart · 2 items$5.00"));
    await user.click(bar);
    expect(await screen.findByText("Pretzels")).toBeTruthy();
    expect(screen.queryByText("Discontinued")).toBeNull();
  });

  it("a restaurant's menu has a section for every category, and each offers its remaining dishes", async () => {
    mockFetch({
      [STORE]: {
        json: testStore({
          merchant: testMerchant({ businessType: "restaurant" }),
          products: [TEA],
          productTotal: 5,
          nextCursor: TEA.id,
          categories: [
            { ...DRINKS, productCount: 3 },
            { ...SNACKS, productCount: 2 },
          ],
          uncategorisedCount: 0,
        }),
      },
      [`${PRODUCTS}?category=${SNACKS.id}&limit=60`]: page([CRISPS, pretzels], 2),
    });
    const { user } = renderStore();
    const snacks = within(await screen.findByRole("region", { name: "Snacks" }));
    const drinks = within(screen.getByRole("region", { name: "Drinks" }));
    expect(drinks.getByRole("link", { name: "Tea" })).toBeTruthy();
    expect(drinks.getByRole("button", { name: "Show all 3 dishes" })).toBeTruthy();
    // None of its dishes came with the page: the tab and the section are there all the same.
    expect(snacks.queryAllByRole("article")).toHaveLength(0);
    expect(
      within(screen.getByRole("navigation", { name: "Menu categories" })).getByText("Snacks"),
    ).toBeTruthy();
    await user.click(snacks.getByRole("button", { name: "Show all 2 dishes" }));
    expect(await snacks.findByRole("link", { name: "Pretzels" })).toBeTruthy();
    expect(snacks.getByRole("link", { name: "Crisps" })).toBeTruthy();
    expect(snacks.queryByRole("button", { name: /Show/ })).toBeNull();
  });
});
