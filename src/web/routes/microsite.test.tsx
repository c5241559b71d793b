import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import { STORE_UNAVAILABLE, STORE_UNAVAILABLE_DETAIL } from "#contracts/store-status";
import { STORE_UNREACHABLE_MESSAGE } from "#contracts/store-unreachable";
import { heldReply, mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { COFFEE, CRISPS, DRINKS, SNACKS, TEA, testMerchant, testStore, WATER } from "#tests/web/storefront";
import { cartKey } from "#web/lib/cart-storage";
import { Route, Routes } from "#web/lib/router";
import MicrositePage from "./microsite";

const STORE = "GET /api/microsite/corner-shop";

const renderStore = (search = "") =>
  renderApp(
    <Routes>
      <Route path="/microsite/:slug" element={<MicrositePage />} />
    </Routes>,
    { path: `/microsite/corner-shop${search}` },
  );

/** The browser's back button: the router hears the popstate a moment later. */
const goBack = () => act(() => window.history.back());

/** The bar at the bottom of browsing views, once it says this count and total. */
const cartBar = async (count: string, total: string) => {
  const bar = await screen.findByRole("button", { name: new RegExp(`^${count}`) });
  expect(bar.textContent).toBe(`${count}${total}`);
  return bar;
};
const header = () => within(screen.getByRole("banner"));
// A view's code loads when it is first opened; on a busy machine its first transform takes a while.
const heading = (name: string) => screen.findByRole("heading", { level: 1, name }, { timeout: 5000 });

describe("the microsite's loading, error and not-found states", () => {
  it("says it is loading until the store arrives", async () => {
    const store = heldReply();
    mockFetch({ [STORE]: store.reply });
    renderStore();
    expect(screen.getByRole("status").textContent).toBe("Loading storefront...");
    store.release({ json: testStore() });
    expect(await screen.findByRole("heading", { name: "Featured Products" })).toBeTruthy();
    expect(screen.queryByText("Loading storefront...")).toBeNull();
  });

  it("a store that is gone says so and offers the other stores", async () => {
    mockFetch({ [STORE]: { status: 404, body: { message: "Store not found" } } });
    renderStore();
    expect(await heading("Store Not Found")).toBeTruthy();
    screen.getByText("This store is not available or has been moved");
    expect(screen.getByRole("link", { name: "Browse other stores" }).getAttribute("href")).toBe(
      "/microsite/marketplace",
    );
    expect(document.title).toContain("Store Not Found");
  });

  it("a suspended store (410) says it is temporarily unavailable, in the contract's words, and offers the other stores", async () => {
    mockFetch({ [STORE]: { status: 410, body: { message: STORE_UNAVAILABLE } } });
    renderStore();
    expect(await heading(STORE_UNAVAILABLE)).toBeTruthy();
    screen.getByText(STORE_UNAVAILABLE_DETAIL);
    expect(screen.getByRole("link", { name: "Browse other stores" }).getAttribute("href")).toBe(
      "/microsite/marketplace",
    );
    expect(screen.queryByText("Store Not Found")).toBeNull();
    expect(screen.queryByRole("button", { name: "Try Again" })).toBeNull();
    expect(document.title).toContain(STORE_UNAVAILABLE);
  });

  it("a server error offers to try again, and trying again shows the store", async () => {
    let calls = 0;
    mockFetch({
      [STORE]: () => (++calls === 1 ? { status: 500, body: "boom" } : { json: testStore() }),
    });
    const { user } = renderStore();
    expect(await heading("Couldn't load this store")).toBeTruthy();
    screen.getByText("Something went wrong on our side. Please try again in a moment.");
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Featured Products" })).toBeTruthy();
  });

  it("while the store's database is away (503), says the server's sentence", async () => {
    mockFetch({ [STORE]: { status: 503, body: { message: STORE_UNREACHABLE_MESSAGE } } });
    renderStore();
    expect(await heading("Couldn't load this store")).toBeTruthy();
    screen.getByText(STORE_UNREACHABLE_MESSAGE);
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it("a dropped connection asks the shopper to check it", async () => {
    mockFetch({
      [STORE]: () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderStore();
    expect(await heading("Couldn't load this store")).toBeTruthy();
    screen.getByText("Check your internet connection and try again.");
  });
});

describe("the microsite's home", () => {
  it("shows the store's name, its products, the way to all products and the footer", async () => {
    mockFetch({ [STORE]: { json: testStore() } });
    renderStore();
    expect(await screen.findByRole("heading", { name: "Featured Products" })).toBeTruthy();
    expect(header().getByText("Corner Shop")).toBeTruthy();
    expect(header().queryByRole("button", { name: "Back to store home" })).toBeNull();
    expect(header().getByRole("button", { name: "Cart, 0 items" })).toBeTruthy();
    screen.getByRole("button", { name: "View All Products (5)" });
    expect(screen.getByRole("contentinfo").textContent).toBe(
      `© ${new Date().getFullYear()} Corner Shop · Powered by StoreLaunch`,
    );
    expect(document.title).toContain("Corner Shop");
  });

  it("says under the store's name when a closed store opens, and when an open one closes", async () => {
    // The server works the times out in the store's time zone; the page says them.
    const paused = testMerchant({
      timeZone: "America/New_York",
      pausedUntil: "2999-01-01T14:00:00Z",
      openNow: false,
      opensAt: { day: 2, time: "09:00" },
    });
    mockFetch({ [STORE]: { json: testStore({ merchant: paused }) } });
    renderStore();
    expect(await screen.findByText("Closed · opens Tue 9:00 AM")).toBeTruthy();
  });

  it("says when an open store closes", async () => {
    const open = testMerchant({
      openingHours: [{ day: 3, opens: "11:00", closes: "22:00" }],
      closesAt: { day: 3, time: "22:00" },
    });
    mockFetch({ [STORE]: { json: testStore({ merchant: open }) } });
    renderStore();
    expect(await screen.findByText("Open now · closes 10:00 PM")).toBeTruthy();
  });

  it("says nothing of hours for a store open around the clock", async () => {
    mockFetch({ [STORE]: { json: testStore() } });
    renderStore();
    expect(await screen.findByRole("heading", { name: "Featured Products" })).toBeTruthy();
    expect(screen.queryByText(/^(Open now|Closed)/)).toBeNull();
  });

  it("shows the custom display name where there is one", async () => {
    mockFetch({ [STORE]: { json: testStore({ merchant: testMerchant({ customDisplayName: "Shop 24" }) }) } });
    renderStore();
    expect(await screen.findByRole("heading", { name: "Featured Products" })).toBeTruthy();
    expect(header().getByText("Shop 24")).toBeTruthy();
    expect(screen.getByRole("contentinfo").textContent).toContain("Shop 24 ·");
  });
});

describe("switching views", () => {
  it("home → category → all products → cart → checkout → order placed, then home with an empty cart", async () => {
    const { requests } = mockFetch({
      [STORE]: { json: testStore() },
      "POST /api/orders": {
        json: { id: "0b6c2f1e-1111-4222-8333-94445555abcd", trackingCode: "TRACK123", status: "pending" },
      },
    });
    const { user } = renderStore();
    await screen.findByRole("heading", { name: "Featured Products" });

    await user.click(within(screen.getByRole("navigation", { name: "Categories" })).getByText("Snacks"));
    expect(await heading("Snacks")).toBeTruthy();
    expect(screen.getByText("2 products")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Tea" })).toBeNull();
    await user.click(header().getByRole("button", { name: "Back to store home" }));

    await user.click(await screen.findByRole("button", { name: "View All Products (5)" }));
    expect(await heading("All Products")).toBeTruthy();
    expect(screen.getByText("5 products")).toBeTruthy();
    const teaCard = screen.getByRole("link", { name: "Tea" }).closest("article")!;
    await user.click(within(teaCard).getByRole("button", { name: "Quick Add Tea" }));
    await user.click(within(teaCard).getByRole("button", { name: "Add More" }));
    // The bar at the bottom of a browsing view: one tap to the cart.
    await user.click(await cartBar("View Cart · 2 items", "$9.00"));

    expect(await heading("Shopping Cart")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /View Cart/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Proceed to Checkout" }));

    expect(await heading("Checkout")).toBeTruthy();
    await user.type(screen.getByLabelText("Full Name *"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Phone Number *"), "555 010 0199");
    await user.type(screen.getByLabelText("Delivery Address *"), "12 Analytical Street, London");
    await user.click(screen.getByRole("button", { name: "Place Order - $9.00" }));

    expect(await heading("Order Placed!")).toBeTruthy();
    screen.getByText("#5555ABCD");
    expect(screen.getByRole("link", { name: "Follow your order" }).getAttribute("href")).toBe(
      "/microsite/corner-shop/track/TRACK123",
    );
    expect(header().getByRole("button", { name: "Cart, 0 items" })).toBeTruthy();
    expect(requests.find((r) => r.method === "POST")?.body).toEqual({
      merchantSlug: "corner-shop",
      customer: { name: "Ada Lovelace", phone: "555 010 0199", address: "12 Analytical Street, London" },
      items: [{ productId: TEA.id, quantity: 2 }],
      fulfilment: "delivery",
      scheduledFor: null,
      paymentMethod: "cash",
      // The page's language: the customer's mails come in it (issue 45).
      language: "en",
    });

    await user.click(screen.getByRole("button", { name: "Continue Shopping" }));
    expect(await screen.findByRole("heading", { name: "Featured Products" })).toBeTruthy();
    expect(header().queryByRole("button", { name: "Back to store home" })).toBeNull();
  });

  it("the browser's back button steps back one view at a time", async () => {
    mockFetch({ [STORE]: { json: testStore() } });
    const { user } = renderStore();
    await user.click(await screen.findByRole("button", { name: "View All Products (5)" }));
    await heading("All Products");
    await user.click(header().getByRole("button", { name: "Cart, 0 items" }));
    expect(await heading("Shopping Cart")).toBeTruthy();
    screen.getByText("Your cart is empty");

    await goBack();
    expect(await heading("All Products")).toBeTruthy();
    await goBack();
    expect(await screen.findByRole("heading", { name: "Featured Products" })).toBeTruthy();
  });

  it("a link to a view the store does not have says 'Page not found' and leads back to the store", async () => {
    mockFetch({ [STORE]: { json: testStore() } });
    const { user } = renderStore("?view=specials");
    expect(await screen.findByText("Page not found")).toBeTruthy();
    screen.getByText("This page of Corner Shop does not exist or has been moved.");
    // Not a browsing view: no cart bar, and a way back in the header.
    expect(header().getByRole("button", { name: "Back to store home" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Back to the store" }));
    expect(await screen.findByRole("heading", { name: "Featured Products" })).toBeTruthy();
  });

  it("a link to a category the store does not have is not found either", async () => {
    mockFetch({ [STORE]: { json: testStore() } });
    renderStore("?view=category&category=gone");
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });

  it("prescription orders are a page only for a store that takes them", async () => {
    mockFetch({ [STORE]: { json: testStore() } });
    renderStore("?view=prescription-order");
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });

  it("a store that takes prescriptions opens its prescription form from home", async () => {
    mockFetch({
      [STORE]: { json: testStore({ merchant: testMerchant({ acceptsPrescriptions: true }) }) },
    });
    const { user } = renderStore();
    await user.click(await screen.findByRole("button", { name: /Order using Prescription/ }));
    expect(await heading("Order using Prescription")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send Prescription" })).toHaveProperty("disabled", true);
  });

  it("the success screen without its order shows the store's home", async () => {
    mockFetch({ [STORE]: { json: testStore() } });
    renderStore("?view=order-success");
    expect(await screen.findByRole("heading", { name: "Featured Products" })).toBeTruthy();
    expect(screen.queryByText("Page not found")).toBeNull();
  });

  it("a reloaded success screen shows the order from its address", async () => {
    mockFetch({ [STORE]: { json: testStore() } });
    renderStore("?view=order-success&order=0b6c2f1e-aaaa-bbbb-cccc-000011112222&code=ABCD1234");
    expect(await heading("Order Placed!")).toBeTruthy();
    screen.getByText("#11112222");
  });
});

describe("search and filters", () => {
  it("going home clears the search and the filters of all products", async () => {
    mockFetch({ [STORE]: { json: testStore() } });
    const { user } = renderStore();
    await user.click(await screen.findByRole("button", { name: "View All Products (5)" }));
    await heading("All Products");
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "zzz");
    expect(await screen.findByText('No products found matching "zzz"')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Availability"), "in-stock");

    await user.click(header().getByRole("button", { name: "Back to store home" }));
    await screen.findByRole("heading", { name: "Featured Products" });
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveProperty("value", "");

    await user.click(screen.getByRole("button", { name: "View All Products (5)" }));
    await heading("All Products");
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveProperty("value", "");
    expect(screen.getByLabelText("Availability")).toHaveProperty("value", "all");
    expect(screen.getByText("5 products")).toBeTruthy();
  });

  it("searches home in place, and opening a category starts its search afresh", async () => {
    mockFetch({ [STORE]: { json: testStore() } });
    const { user } = renderStore();
    await screen.findByRole("heading", { name: "Featured Products" });
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "litre");
    expect(await screen.findByRole("heading", { name: "Search results" })).toBeTruthy();
    expect(screen.getByRole("link", { name: WATER.name })).toBeTruthy();

    await user.click(within(screen.getByRole("navigation", { name: "Categories" })).getByText("Drinks"));
    expect(await heading("Drinks")).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveProperty("value", "");
    expect(screen.getByText("2 products")).toBeTruthy();
  });
});

describe("the stored cart", () => {
  const store = (lines: unknown) => localStorage.setItem(cartKey("corner-shop"), JSON.stringify(lines));

  it("comes back with its count, follows the store's prices, and drops what the store no longer sells", async () => {
    store([
      { product: { ...TEA, price: "3.00" }, quantity: 2 },
      { product: { ...TEA, id: "p-gone", name: "Discontinued" }, quantity: 1 },
    ]);
    mockFetch({ [STORE]: { json: testStore() } });
    const { user } = renderStore();
    await screen.findByRole("heading", { name: "Featured Products" });
    await waitFor(() => header().getByRole("button", { name: "Cart, 2 items" }));
    await user.click(await cartBar("View Cart · 2 items", "$9.00"));
    expect(await heading("Shopping Cart")).toBeTruthy();
    expect(screen.queryByText("Discontinued")).toBeNull();
    expect(screen.getByTestId("cart-total").textContent).toBe("$9.00");
  });

  it("holds no more than the stock", async () => {
    store([{ product: TEA, quantity: 25 }]);
    mockFetch({ [STORE]: { json: testStore() } });
    renderStore("?view=cart");
    expect(await heading("Shopping Cart")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Only 10 available")).toBeTruthy());
    expect(screen.getByTestId("cart-total").textContent).toBe("$45.00");
  });
});

/**
 * Issue 26: a store larger than its first page. Its page brings Tea, Coffee and Water, and says it
 * has 1,204 products: counts, category pages, searches, filters and the cart ask the server.
 */
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

  it("a search the server cannot answer (its database away) says the server's sentence", async () => {
    mockFetch({
      [STORE]: { json: bigStore() },
      [`${PRODUCTS}?q=pretzel&limit=60`]: { status: 503, body: { message: STORE_UNREACHABLE_MESSAGE } },
    });
    const { user } = renderStore();
    await screen.findByRole("heading", { name: "Featured Products" });
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "pretzel");
    expect((await screen.findByRole("alert")).textContent).toContain(STORE_UNREACHABLE_MESSAGE);
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

describe("the microsite in the shopper's language (issue 45 item 3)", () => {
  const multilingual = testMerchant({ languages: ["en", "es", "ar"], description: null });
  // The page sets <html lang dir>: the next test starts in English again.
  afterEach(() => {
    document.documentElement.lang = "en";
    document.documentElement.dir = "ltr";
  });

  it("reads in Spanish when the address asks for it, the store's own words as written", async () => {
    mockFetch({ [STORE]: { json: testStore({ merchant: multilingual }) } });
    renderStore("?lang=es");
    expect(await screen.findByRole("heading", { name: "Productos destacados" })).toBeTruthy();
    expect(header().getByText("Corner Shop")).toBeTruthy();
    expect(header().getByRole("button", { name: "Carrito, 0 artículos" })).toBeTruthy();
    expect(screen.getByText("Productos de calidad, excelente servicio")).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Buscar productos" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ver todos los productos (5)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Agregar Tea" })).toBeTruthy();
    expect(screen.getByRole("contentinfo").textContent).toContain("Con la tecnología de StoreLaunch");
    // Set by an effect, which Preact runs a moment after the page shows.
    await waitFor(() => expect(document.documentElement.lang).toBe("es"));
  });

  it("reads right to left in Arabic, each count in the form Arabic gives it", async () => {
    mockFetch({ [STORE]: { json: testStore({ merchant: multilingual }) } });
    renderStore("?lang=ar");
    expect(await screen.findByRole("heading", { name: "منتجات مميزة" })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    expect(header().getByRole("button", { name: "السلة، لا منتجات" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "عرض كل المنتجات (5)" })).toBeTruthy();
  });

  it("a suspended store (410) says it is unavailable in the language asked for, right to left", async () => {
    mockFetch({ [STORE]: { status: 410, body: { message: STORE_UNAVAILABLE } } });
    renderStore("?lang=ar");
    expect(await heading("هذا المتجر غير متاح مؤقتًا")).toBeTruthy();
    screen.getByText("يُرجى العودة لاحقًا.");
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
  });

  describe("the merchant's own translations (issue 45 item 5)", () => {
    const tea = {
      ...TEA,
      description: "Black tea",
      translations: { es: { name: "Té", description: "Té negro" } },
    };
    const drinks = { ...DRINKS, translations: { es: { name: "Bebidas", description: "Frías y calientes" } } };
    const translated = () =>
      testStore({
        merchant: multilingual,
        products: [tea, COFFEE, CRISPS, WATER],
        categories: [drinks, SNACKS],
      });

    it("a Spanish page shows them where the merchant wrote them, and the original where not", async () => {
      mockFetch({ [STORE]: { json: translated() } });
      renderStore("?lang=es");
      expect(await screen.findByRole("link", { name: "Té" })).toBeTruthy();
      expect(screen.getByText("Té negro")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Agregar Té" })).toBeTruthy();
      expect(screen.queryByRole("link", { name: "Tea" })).toBeNull();
      expect(screen.queryByText("Black tea")).toBeNull();
      // No Spanish words for these: as written.
      expect(screen.getByRole("link", { name: "Coffee" })).toBeTruthy();
      expect(screen.getAllByText("Snacks").length).toBeGreaterThan(0);
      // The category chips and cards.
      expect(screen.getAllByText("Bebidas").length).toBe(2);
      expect(screen.queryByText("Drinks")).toBeNull();
    });

    it("a category's own page has its Spanish name and description", async () => {
      mockFetch({ [STORE]: { json: translated() } });
      renderStore(`?view=category&category=${DRINKS.id}&lang=es`);
      expect(await heading("Bebidas")).toBeTruthy();
      expect(screen.getByText("Frías y calientes")).toBeTruthy();
      expect(screen.getByRole("link", { name: "Té" })).toBeTruthy();
    });

    it("a restaurant's menu sections and tabs are in Spanish where the merchant wrote it", async () => {
      mockFetch({
        [STORE]: {
          json: testStore({
            merchant: { ...multilingual, businessType: "restaurant" },
            products: [tea, CRISPS],
            categories: [drinks, SNACKS],
          }),
        },
      });
      renderStore("?lang=es");
      const section = within(await screen.findByRole("region", { name: "Bebidas" }));
      expect(section.getByText("Frías y calientes")).toBeTruthy();
      expect(section.getByRole("link", { name: "Té" })).toBeTruthy();
      expect(screen.getByRole("region", { name: "Snacks" })).toBeTruthy();
      const tabs = screen.getAllByRole("navigation").find((nav) => within(nav).queryByText("Bebidas"));
      expect(tabs && within(tabs).getByRole("button", { name: "Snacks" })).toBeTruthy();
    });

    it("a page in a language the merchant wrote nothing in shows the original", async () => {
      mockFetch({ [STORE]: { json: translated() } });
      renderStore("?lang=ar");
      expect(await screen.findByRole("link", { name: "Tea" })).toBeTruthy();
      expect(screen.getByText("Black tea")).toBeTruthy();
      expect(screen.getAllByText("Drinks").length).toBe(2);
      expect(screen.queryByText("Té")).toBeNull();
    });

    it("the cart's lines read in the page's language too, a cart saved before translations included", async () => {
      const { translations: _none, ...saved } = tea;
      localStorage.setItem(cartKey("corner-shop"), JSON.stringify([{ product: saved, quantity: 1 }]));
      mockFetch({ [STORE]: { json: translated() } });
      renderStore("?view=cart&lang=es");
      const line = await screen.findByTestId("cart-line", {}, { timeout: 5000 });
      await waitFor(() => expect(within(line).getByRole("link", { name: "Té" })).toBeTruthy());
    });
  });
});
