import { describe, expect, it } from "vitest";
import { testProduct as product } from "#tests/helpers/test-product";
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
    expect(parseCart(storedCartText("shop", store))).toEqual(lines);
    expect(storedCartText("other-shop", store)).toBeNull();
  });

  it("ignores text that is not a cart", () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart("")).toEqual([]);
    expect(parseCart("{not json")).toEqual([]);
    expect(parseCart('{"product":{}}')).toEqual([]);
    expect(parseCart("42")).toEqual([]);
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
    expect(parseCart(raw)).toEqual([good]);
  });

  it("merges the same product twice and fills missing optional fields", () => {
    const { description: _d, imageUrl: _i, ...partial } = product();
    const raw = JSON.stringify([
      { product: partial, quantity: 1 },
      { product: partial, quantity: 2 },
    ]);
    const [line, ...rest] = parseCart(raw);
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
});
