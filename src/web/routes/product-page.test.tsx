import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import { STORE_UNAVAILABLE, STORE_UNAVAILABLE_DETAIL } from "#contracts/store-status";
import type { TMicrositeMerchant } from "#contracts/storefront";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { PIZZA, TEA, TSHIRT, testMerchant, testStore } from "#tests/web/storefront";
import { cartKey } from "#web/lib/cart-storage";
import { Route, Routes } from "#web/lib/router";
import ProductPage from "./product-page";

/** The product page of `product` at the Corner Shop, with the store's answer for its header. */
function renderProduct(product: TProduct, merchant: Partial<TMicrositeMerchant> = {}) {
  mockFetch({
    "GET /api/microsite/corner-shop": {
      json: testStore({ products: [TEA, PIZZA, TSHIRT], merchant: testMerchant(merchant) }),
    },
    [`GET /api/microsite/corner-shop/product/${product.id}`]: { json: product },
  });
  return renderApp(
    <Routes>
      <Route path="/microsite/:slug/product/:productId" element={<ProductPage />} />
    </Routes>,
    { path: `/microsite/corner-shop/product/${product.id}` },
  );
}

const group = (name: RegExp) => within(screen.getByRole("group", { name }));
const addButton = () => screen.getByRole("button", { name: /^Add to Cart|^Out of Stock|^Added/ });
const price = () => screen.getByRole("heading", { level: 1 }).parentElement!.querySelector("p")!.textContent;
const stored = () => JSON.parse(localStorage.getItem(cartKey("corner-shop")) ?? "[]") as unknown[];

describe("a product's options on its page (issue 28)", () => {
  it("shows each group with its rule, each option with its price change, and a switched-off one sold out", async () => {
    renderProduct(PIZZA);
    await screen.findByRole("heading", { level: 1, name: "Margherita" });
    const size = group(/^Size/);
    expect(screen.getByRole("group", { name: /^Size/ }).textContent).toContain("Required · choose 1");
    expect(size.getAllByRole("radio").map((r) => r.closest("label")!.textContent)).toEqual([
      "Small",
      "Medium+$2.00",
      "Large+$4.50",
    ]);
    const extras = group(/^Extra toppings/);
    expect(screen.getByRole("group", { name: /^Extra toppings/ }).textContent).toContain(
      "Optional · up to 2",
    );
    expect(extras.getAllByRole("checkbox")).toHaveLength(4);
    const truffle = extras.getByRole("checkbox", { name: /Truffle/ });
    expect(truffle).toHaveProperty("disabled", true);
    expect(truffle.closest("label")!.textContent).toBe("TruffleSold out");
  });

  it("the price and the Add to Cart total follow the choice and the quantity", async () => {
    const { user } = renderProduct(PIZZA);
    await screen.findByRole("heading", { level: 1, name: "Margherita" });
    // Before the size is picked, the least it can cost (issue 42).
    expect(price()).toBe("From $10.00");
    expect(addButton().textContent).toBe(" Add to Cart - $10.00");
    await user.click(screen.getByRole("checkbox", { name: /Cheese/ }));
    expect(price()).toBe("From $11.50");
    await user.click(screen.getByRole("checkbox", { name: /Cheese/ }));
    await user.click(screen.getByRole("radio", { name: /Large/ }));
    expect(price()).toBe("$14.50");
    await user.click(screen.getByRole("checkbox", { name: /Cheese/ }));
    expect(price()).toBe("$16.00");
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(addButton().textContent).toBe(" Add to Cart - $32.00");
    await user.click(screen.getByRole("radio", { name: /Medium/ }));
    expect(addButton().textContent).toBe(" Add to Cart - $27.00");
  });

  it("a required group left unpicked is named at the group, focused, and nothing is added", async () => {
    const { user } = renderProduct(PIZZA);
    await screen.findByRole("heading", { level: 1, name: "Margherita" });
    await user.click(screen.getByRole("checkbox", { name: /Cheese/ }));
    await user.click(addButton());
    expect(group(/^Size/).getByText("Choose one")).toBeTruthy();
    expect(screen.getByRole("group", { name: /^Size/ }).getAttribute("aria-describedby")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("radio", { name: /Small/ }));
    expect(screen.getAllByText("Choose one")).toHaveLength(1);
    expect(stored()).toEqual([]);
    expect(screen.getByRole("button", { name: "Cart, 0 items" })).toBeTruthy();

    // Picked from the keyboard: the message goes, and the line is added with its options.
    await user.keyboard(" ");
    expect(screen.getByRole("radio", { name: /Small/ })).toHaveProperty("checked", true);
    expect(screen.queryByText("Choose one")).toBeNull();
    await user.click(addButton());
    expect(addButton().textContent).toBe(" Added to Cart!");
    expect(stored()).toEqual([expect.objectContaining({ quantity: 1, optionIds: ["o-cheese", "o-small"] })]);
    expect(screen.getByRole("button", { name: "Cart, 1 item" })).toBeTruthy();
  });

  it("a multiple group takes no more ticks than its maximum", async () => {
    const { user } = renderProduct(PIZZA);
    await screen.findByRole("heading", { level: 1, name: "Margherita" });
    const extras = group(/^Extra toppings/);
    await user.click(extras.getByRole("checkbox", { name: /Cheese/ }));
    await user.click(extras.getByRole("checkbox", { name: /Olives/ }));
    expect(extras.getByRole("checkbox", { name: /Basil/ })).toHaveProperty("disabled", true);
    await user.click(extras.getByRole("checkbox", { name: /Olives/ }));
    expect(extras.getByRole("checkbox", { name: /Basil/ })).toHaveProperty("disabled", false);
  });

  it("a sold-out variant cannot be picked; the badge and the quantity's limit follow the chosen one", async () => {
    const { user } = renderProduct(TSHIRT);
    await screen.findByRole("heading", { level: 1, name: "T-shirt" });
    const m = screen.getByRole("radio", { name: /^M/ });
    expect(m).toHaveProperty("disabled", true);
    expect(m.closest("label")!.textContent).toBe("MSold out");
    // Before a size is picked: the product's own stock, the sizes' sum.
    screen.getByText("In Stock");
    screen.getByText("10 units");

    await user.click(screen.getByRole("radio", { name: /^L/ }));
    screen.getByText("Only 2 left");
    screen.getByText("2 units");
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    screen.getByText("Maximum available quantity selected");
    expect(screen.getByRole("button", { name: "Increase quantity" })).toHaveProperty("disabled", true);
    expect(addButton().textContent).toBe(" Add to Cart - $34.00");
    await user.click(addButton());
    expect(stored()).toEqual([expect.objectContaining({ quantity: 2, optionIds: ["o-l"] })]);

    // All of L is in the cart; S is still there to add.
    screen.getByText("2 units already in your cart: that is all we have.");
    expect(addButton()).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("radio", { name: /^S/ }));
    expect(addButton()).toHaveProperty("disabled", false);
    screen.getByText("8 units");
  });

  it("a product without options looks as before: no groups, its own price and stock", async () => {
    const { user } = renderProduct(TEA);
    await screen.findByRole("heading", { level: 1, name: "Tea" });
    expect(screen.queryByRole("radio")).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getAllByRole("group").map((g) => g.getAttribute("aria-label"))).toEqual(["Quantity"]);
    screen.getByText("In Stock");
    await user.click(addButton());
    expect(stored()).toEqual([{ product: expect.objectContaining({ id: TEA.id }), quantity: 1 }]);
  });
});

describe("the product page's promises (issue 42: only true promises)", () => {
  const reassurance = () =>
    Array.from(screen.getByText("Secure checkout").closest("ul")!.querySelectorAll("li")).map((li) =>
      li.textContent?.trim(),
    );

  it("promises free delivery from the store's own terms, in the spec's words where they are the spec's", async () => {
    renderProduct(TEA, { freeDeliveryOver: "60.00" });
    await screen.findByText("Free delivery on orders over $60");
    expect(reassurance()).toEqual([
      "Free delivery on orders over $60",
      "Secure checkout",
      "Quality guarantee",
    ]);
  });

  it("says the spec's line for a store that delivers free over $50", async () => {
    renderProduct(TEA, { freeDeliveryOver: "50.00" });
    await screen.findByText("Free delivery on orders over $50");
  });

  it("makes no delivery promise where delivery is not free everywhere", async () => {
    renderProduct(TEA, { freeDeliveryOver: null });
    await screen.findByRole("heading", { level: 1, name: "Tea" });
    await screen.findByText("Secure checkout");
    expect(reassurance()).toEqual(["Secure checkout", "Quality guarantee"]);
    expect(screen.queryByText(/Free delivery/)).toBeNull();
  });

  it("a product whose options do not change its price shows its one price", async () => {
    renderProduct(TEA);
    await screen.findByRole("heading", { level: 1, name: "Tea" });
    expect(price()).toBe("$4.50");
  });
});

describe("a suspended store's product page (issue 47)", () => {
  it("says the store is temporarily unavailable (410), not that the product is missing", async () => {
    const gone = { status: 410, body: { message: STORE_UNAVAILABLE } };
    mockFetch({
      "GET /api/microsite/corner-shop": gone,
      [`GET /api/microsite/corner-shop/product/${TEA.id}`]: gone,
    });
    renderApp(
      <Routes>
        <Route path="/microsite/:slug/product/:productId" element={<ProductPage />} />
      </Routes>,
      { path: `/microsite/corner-shop/product/${TEA.id}` },
    );
    expect(await screen.findByRole("heading", { level: 1, name: STORE_UNAVAILABLE })).toBeTruthy();
    screen.getByText(STORE_UNAVAILABLE_DETAIL);
    expect(screen.queryByText("Product not found")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Add to Cart/ })).toBeNull();
    expect(document.title).toContain(STORE_UNAVAILABLE);
  });
});

describe("the product page in the shopper's language (issue 45 item 3)", () => {
  /** The page of `product` at a store that offers `language` too, asked for in it (?lang=). */
  function renderIn(language: "es" | "ar", product: TProduct, merchant: Partial<TMicrositeMerchant> = {}) {
    mockFetch({
      "GET /api/microsite/corner-shop": {
        json: testStore({
          products: [TEA, PIZZA, TSHIRT],
          merchant: testMerchant({ languages: ["en", language], ...merchant }),
        }),
      },
      [`GET /api/microsite/corner-shop/product/${product.id}`]: { json: product },
    });
    return renderApp(
      <Routes>
        <Route path="/microsite/:slug/product/:productId" element={<ProductPage />} />
      </Routes>,
      { path: `/microsite/corner-shop/product/${product.id}?lang=${language}` },
    );
  }

  it("says its words in Spanish: the groups' rules and problems, quantities, the store's limits and promises", async () => {
    const { user } = renderIn("es", PIZZA, {
      freeDeliveryOver: "60.00",
      orderLimits: { maxPerProduct: 2, maxUnitsPerOrder: 100 },
    });
    const add = () => screen.getByRole("button", { name: /^Agregar al carrito|^¡Agregado/ });
    await screen.findByText("Información del producto");
    expect(screen.getByRole("group", { name: /^Size/ }).textContent).toContain("Obligatorio · elige 1");
    expect(screen.getByRole("group", { name: /^Extra toppings/ }).textContent).toContain(
      "Opcional · hasta 2",
    );
    screen.getByText("Envío gratis en pedidos de más de $60");
    screen.getByRole("group", { name: "Cantidad" });

    await user.click(add());
    expect(group(/^Size/).getByText("Elige una opción")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: /Large/ }));
    await user.click(screen.getByRole("button", { name: "Aumentar cantidad" }));
    // The store's limit of 2 of one product stops the quantity: its note is in Spanish too.
    screen.getByText("Máximo 2 por pedido");
    expect(add().textContent).toBe(" Agregar al carrito - $29.00");
    await user.click(add());
    expect(add().textContent).toBe(" ¡Agregado al carrito!");
    screen.getByText("Ya tienes 2 unidades en tu carrito.");
  });

  it("counts in Arabic with Arabic's plural forms", async () => {
    renderIn("ar", TSHIRT);
    await screen.findByText("معلومات المنتج");
    const available = screen.getByText("الكمية المتاحة").nextElementSibling!.textContent;
    expect(available).toMatch(/وحدات$/);
  });

  it("shows the merchant's own Spanish name and description, or the original where there is none (issue 45 item 5)", async () => {
    const tea = {
      ...TEA,
      description: "Black tea",
      imageUrl: "/uploads/tea.webp",
      translations: { es: { name: "Té", description: "Té negro de Assam" } },
    };
    renderIn("es", tea);
    expect(await screen.findByRole("heading", { level: 1, name: "Té" })).toBeTruthy();
    expect(screen.getByText("Té negro de Assam")).toBeTruthy();
    expect(screen.queryByText("Black tea")).toBeNull();
    expect(screen.getByRole("img", { name: "Té" })).toBeTruthy();
  });

  it("a product without Spanish words shows its own, as written", async () => {
    renderIn("es", { ...TEA, description: "Black tea", translations: { ar: { name: "شاي" } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Tea" })).toBeTruthy();
    expect(screen.getByText("Black tea")).toBeTruthy();
  });
});
