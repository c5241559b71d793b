import { describe, expect, it } from "vitest";
import { formatMoney } from "#contracts/money";
import { MAX_LINE_QUANTITY } from "#contracts/orders";
import { testProduct as product } from "#tests/helpers/test-product";
import {
  addToCart,
  cartItemCount,
  cartTotalCents,
  MAX_UNTRACKED_QUANTITY,
  maxQuantity,
  reconcileCart,
  remainingQuantity,
  sameCart,
  setCartQuantity,
  setLineQuantity,
  toOrderItems,
} from "./cart";

describe("cart maths", () => {
  it("keeps the untracked limit equal to the API's per-line limit", () => {
    expect(MAX_UNTRACKED_QUANTITY).toBe(MAX_LINE_QUANTITY);
  });

  it("knows how many units may be held", () => {
    expect(maxQuantity(product({ quantity: 3 }))).toBe(3);
    expect(maxQuantity(product({ quantity: null }))).toBe(MAX_UNTRACKED_QUANTITY);
    expect(maxQuantity(product({ quantity: 0 }))).toBe(0);
  });

  it("adds, merges and caps at the tracked stock", () => {
    const tea = product({ quantity: 3 });
    let lines = addToCart([], tea);
    expect(lines).toEqual([{ product: tea, quantity: 1 }]);
    lines = addToCart(lines, tea, 5);
    expect(lines).toEqual([{ product: tea, quantity: 3 }]);
    expect(remainingQuantity(lines, tea)).toBe(0);
    expect(addToCart(lines, tea)).toBe(lines);
    expect(addToCart([], product({ quantity: 0 }))).toEqual([]);
  });

  it("refreshes the product data of an existing line when adding", () => {
    const old = product({ price: "5.00" });
    const fresh = product({ price: "6.00" });
    expect(addToCart([{ product: old, quantity: 1 }], fresh)).toEqual([{ product: fresh, quantity: 2 }]);
  });

  it("sets quantities: 0 or below removes the line, above the stock is capped", () => {
    const a = product({ id: "a", quantity: 4 });
    const b = product({ id: "b" });
    const lines = [
      { product: a, quantity: 1 },
      { product: b, quantity: 1 },
    ];
    expect(setLineQuantity(lines, "a", 9)[0]).toEqual({ product: a, quantity: 4 });
    expect(setLineQuantity(lines, "a", 0)).toEqual([{ product: b, quantity: 1 }]);
    expect(setLineQuantity(lines, "a", -2)).toEqual([{ product: b, quantity: 1 }]);
    expect(setLineQuantity(lines, "missing", 3)).toBe(lines);
  });

  it("a card sets the cart's quantity of its product: the first unit adds the line, 0 removes it", () => {
    const tea = product({ id: "tea", quantity: 4 });
    let lines = setCartQuantity([], tea, 1);
    expect(lines).toEqual([{ product: tea, quantity: 1 }]);
    lines = setCartQuantity(lines, tea, 3);
    expect(lines).toEqual([{ product: tea, quantity: 3 }]);
    expect(setCartQuantity(lines, tea, 9)).toEqual([{ product: tea, quantity: 4 }]);
    expect(setCartQuantity(lines, tea, 0)).toEqual([]);
    expect(setCartQuantity([], tea, 0)).toEqual([]);
  });

  it("totals in cents with the effective price", () => {
    const lines = [
      { product: product({ id: "a", price: "8.99", discountPrice: "6.99" }), quantity: 2 },
      { product: product({ id: "b", price: "0.10" }), quantity: 3 },
      { product: product({ id: "c", price: "19.99" }), quantity: 3 },
    ];
    expect(cartItemCount(lines)).toBe(8);
    expect(cartTotalCents(lines)).toBe(1398 + 30 + 5997);
    expect(formatMoney(cartTotalCents(lines))).toBe("$74.25");
    expect(toOrderItems(lines)).toEqual([
      { productId: "a", quantity: 2 },
      { productId: "b", quantity: 3 },
      { productId: "c", quantity: 3 },
    ]);
  });

  it("reconciles a stored cart with the store's current products", () => {
    const stored = [
      { product: product({ id: "a", price: "5.00" }), quantity: 2 },
      { product: product({ id: "gone" }), quantity: 1 },
      { product: product({ id: "sold-out" }), quantity: 1 },
      { product: product({ id: "low", quantity: 10 }), quantity: 5 },
    ];
    const current = [
      product({ id: "a", price: "4.00" }),
      product({ id: "sold-out", quantity: 0 }),
      product({ id: "low", quantity: 2 }),
    ];
    const next = reconcileCart(stored, current);
    expect(next).toEqual([
      { product: current[0], quantity: 2 },
      { product: current[2], quantity: 2 },
    ]);
    expect(sameCart(next, reconcileCart(next, current))).toBe(true);
    expect(sameCart(stored, next)).toBe(false);
  });

  it("keeps lines whose product is not on a large store's first page", () => {
    const loaded = product({ id: "a", quantity: 5 });
    const later = product({ id: "z", name: "On page two" });
    const lines = [
      { product: loaded, quantity: 2 },
      { product: later, quantity: 1 },
    ];
    const firstPageOnly = { covers: (id: string) => id === "a" };
    expect(reconcileCart(lines, [loaded], firstPageOnly).map((l) => l.product.id)).toEqual(["a", "z"]);
    expect(reconcileCart(lines, [loaded]).map((l) => l.product.id)).toEqual(["a"]);
    // Asked for by id and not answered: the store no longer sells it.
    expect(reconcileCart(lines, [loaded], { covers: () => true }).map((l) => l.product.id)).toEqual(["a"]);
  });
});
