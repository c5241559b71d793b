import { describe, expect, it } from "vitest";
import { testProduct as product } from "#tests/helpers/test-product";
import { PIZZA } from "#tests/web/storefront";
import { type CartStore, cartKey, clearCart, parseCart, saveCart, storedCartText } from "./cart-storage";

function memoryStore(): CartStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe("cart storage", () => {
  it("uses the key cart_{slug}", () => {
    expect(cartKey("bella-napoli")).toBe("cart_bella-napoli");
  });

  it("round-trips lines", () => {
    const store = memoryStore();
    const lines = [{ product: product(), quantity: 2 }];
    expect(saveCart("shop", lines, store)).toBe(true);
    expect(store.data.has("cart_shop")).toBe(true);
    expect(parseCart(storedCartText("shop", store), "USD")).toEqual(lines);
    expect(storedCartText("other-shop", store)).toBeNull();
  });

  it("ignores text that is not a cart", () => {
    expect(parseCart(null, "USD")).toEqual([]);
    expect(parseCart("", "USD")).toEqual([]);
    expect(parseCart("{not json", "USD")).toEqual([]);
    expect(parseCart('{"product":{}}', "USD")).toEqual([]);
    expect(parseCart("42", "USD")).toEqual([]);
  });

  it("drops malformed lines and keeps the good ones", () => {
    const good = { product: product({ id: "ok" }), quantity: 1 };
    const raw = JSON.stringify([
      good,
      { product: product({ id: "q0" }), quantity: 0 },
      { product: product({ id: "qf" }), quantity: 1.5 },
      { product: { ...product({ id: "bad-price" }), price: "1.234" }, quantity: 1 },
      { product: { id: "no-name", price: "1.00" }, quantity: 1 },
      { quantity: 3 },
      null,
    ]);
    expect(parseCart(raw, "USD")).toEqual([good]);
    // Three decimals are a price in a dinar store, never in a dollar one.
    expect(parseCart(raw, "KWD").map((line) => line.product.id)).toEqual([good.product.id, "bad-price"]);
  });

  it("merges the same product twice and fills missing optional fields", () => {
    const { description: _d, imageUrl: _i, ...partial } = product();
    const raw = JSON.stringify([
      { product: partial, quantity: 1 },
      { product: partial, quantity: 2 },
    ]);
    const [line, ...rest] = parseCart(raw, "USD");
    expect(rest).toEqual([]);
    expect(line?.quantity).toBe(3);
    expect(line?.product.description).toBeNull();
    expect(line?.product.imageUrl).toBeNull();
  });

  it("clearing removes the key; blocked or full storage reports false instead of throwing", () => {
    const store = memoryStore();
    saveCart("shop", [{ product: product(), quantity: 1 }], store);
    expect(clearCart("shop", store)).toBe(true);
    expect(store.data.size).toBe(0);
    const full: CartStore = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(saveCart("shop", [{ product: product(), quantity: 1 }], full)).toBe(false);
    expect(storedCartText("shop", full)).toBeNull();
    expect(saveCart("shop", [], null)).toBe(false);
  });

  it("loads a cart saved before options existed, and stores a line without options as it did", () => {
    // As the storefront wrote it before issue 28: no optionIds, no optionGroups.
    const before =
      '[{"product":{"id":"p1","name":"Tea","price":"4.50","discountPrice":null,"quantity":10,"isAvailable":true},"quantity":2}]';
    const lines = parseCart(before, "USD");
    expect(lines).toEqual([{ product: expect.objectContaining({ id: "p1", price: "4.50" }), quantity: 2 }]);
    expect(lines[0]).not.toHaveProperty("optionIds");
    const store = memoryStore();
    saveCart("shop", [{ product: product(), quantity: 1 }], store);
    expect(JSON.parse(store.data.get("cart_shop")!)[0]).not.toHaveProperty("optionIds");
  });

  it("keeps one line per product and choice, with its options and the product's groups", () => {
    const store = memoryStore();
    const lines = [
      { product: PIZZA, quantity: 1, optionIds: ["o-large", "o-cheese"] },
      { product: PIZZA, quantity: 2, optionIds: ["o-small"] },
    ];
    saveCart("shop", lines, store);
    expect(parseCart(storedCartText("shop", store), "USD")).toEqual(lines);
    // The same choice in another order is the same line.
    const twice = JSON.stringify([
      ...lines,
      { product: PIZZA, quantity: 3, optionIds: ["o-cheese", "o-large"] },
    ]);
    expect(parseCart(twice, "USD").map((line) => line.quantity)).toEqual([4, 2]);
  });

  it("drops a line whose options or option groups are malformed", () => {
    const good = { product: PIZZA, quantity: 1, optionIds: ["o-small"] };
    const raw = JSON.stringify([
      good,
      { product: PIZZA, quantity: 1, optionIds: "o-small" },
      { product: PIZZA, quantity: 1, optionIds: [7] },
      {
        product: { ...PIZZA, optionGroups: [{ id: "g", name: "Size", minSelect: 1, maxSelect: 1 }] },
        quantity: 1,
      },
      { product: { ...PIZZA, id: "p-2", optionGroups: "none" }, quantity: 1 },
    ]);
    expect(parseCart(raw, "USD")).toEqual([good]);
  });
});
