import { describe, expect, it } from "vitest";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import { MAX_LINE_QUANTITY } from "#contracts/orders";
import { testProduct as product } from "#tests/helpers/test-product";
import { PIZZA, PIZZA_EXTRAS, PIZZA_SIZE, TSHIRT, TSHIRT_SIZE } from "#tests/web/storefront";
import {
  addToCart,
  cartItemCount,
  cartTotalMinor,
  heldAgainst,
  limitNoteFor,
  limitRoomFor,
  lineKey,
  lineMaxQuantity,
  lineOptions,
  lineTotalMinor,
  lineUnitMinor,
  MAX_UNTRACKED_QUANTITY,
  maxQuantity,
  quantityInCart,
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
    expect(cartTotalMinor(lines, "USD")).toBe(1398 + 30 + 5997);
    expect(formatMoney(cartTotalMinor(lines, "USD"), US_DOLLARS)).toBe("$74.25");
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
    const next = reconcileCart(stored, current, "USD");
    expect(next).toEqual([
      { product: current[0], quantity: 2 },
      { product: current[2], quantity: 2 },
    ]);
    expect(sameCart(next, reconcileCart(next, current, "USD"))).toBe(true);
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
    expect(reconcileCart(lines, [loaded], "USD", firstPageOnly).map((l) => l.product.id)).toEqual(["a", "z"]);
    expect(reconcileCart(lines, [loaded], "USD").map((l) => l.product.id)).toEqual(["a"]);
    // Asked for by id and not answered: the store no longer sells it.
    expect(reconcileCart(lines, [loaded], "USD", { covers: () => true }).map((l) => l.product.id)).toEqual([
      "a",
    ]);
  });
});

describe("cart maths with options (issue 28)", () => {
  const large = "o-large";
  const small = "o-small";
  const cheese = "o-cheese";

  it("keeps one line per product and choice: two sizes are two lines, the same choice merges", () => {
    let lines = addToCart([], PIZZA, 1, [large, cheese]);
    lines = addToCart(lines, PIZZA, 2, [small]);
    lines = addToCart(lines, PIZZA, 1, [cheese, large]);
    expect(lines).toEqual([
      { product: PIZZA, quantity: 2, optionIds: [large, cheese] },
      { product: PIZZA, quantity: 2, optionIds: [small] },
    ]);
    expect(lines.map(lineKey)).toEqual(["p-pizza:o-cheese,o-large", "p-pizza:o-small"]);
    expect(quantityInCart(lines, PIZZA.id)).toBe(4);
    expect(cartItemCount(lines)).toBe(4);
  });

  it("prices a line as the effective price plus its options' changes, times its quantity", () => {
    const discounted = { ...PIZZA, discountPrice: "9.00" };
    const line = { product: discounted, quantity: 3, optionIds: [large, cheese] };
    expect(lineOptions(line)).toEqual([
      { group: "Size", name: "Large", priceDelta: "4.50" },
      { group: "Extra toppings", name: "Cheese", priceDelta: "1.50" },
    ]);
    expect(lineUnitMinor(line, "USD")).toBe(900 + 450 + 150);
    expect(lineTotalMinor(line, "USD")).toBe(3 * 1500);
    const lines = [
      line,
      { product: PIZZA, quantity: 1, optionIds: [small] },
      { product: TEA_LIKE, quantity: 2 },
    ];
    expect(cartTotalMinor(lines, "USD")).toBe(4500 + 1000 + 2 * 450);
    expect(formatMoney(cartTotalMinor(lines, "USD"), US_DOLLARS)).toBe("$64.00");
  });

  it("caps a variant at its own stock, and a sold-out variant adds nothing", () => {
    const m = "o-m";
    const l = "o-l";
    let lines = addToCart([], TSHIRT, 5, [l]);
    expect(lines).toEqual([{ product: TSHIRT, quantity: 2, optionIds: [l] }]);
    expect(remainingQuantity(lines, TSHIRT, [l])).toBe(0);
    expect(addToCart(lines, TSHIRT, 1, [l])).toBe(lines);
    expect(addToCart(lines, TSHIRT, 1, [m])).toBe(lines);
    // Another size draws on its own stock; before a size is picked, the product's (their sum).
    lines = addToCart(lines, TSHIRT, 3, ["o-s"]);
    expect(remainingQuantity(lines, TSHIRT, ["o-s"])).toBe(5);
    expect(heldAgainst(lines, TSHIRT)).toBe(5);
    expect(remainingQuantity(lines, TSHIRT)).toBe(5);
  });

  it("counts every line of a product without variants against the product's stock", () => {
    const pizza = { ...PIZZA, quantity: 5 };
    let lines = addToCart([], pizza, 3, [large]);
    lines = addToCart(lines, pizza, 9, [small]);
    expect(lines.map((line) => line.quantity)).toEqual([3, 2]);
    expect(lineMaxQuantity(lines, lines[0]!)).toBe(3);
    expect(setLineQuantity(lines, lineKey(lines[0]!), 9).map((line) => line.quantity)).toEqual([3, 2]);
    expect(setLineQuantity(lines, lineKey(lines[1]!), 1).map((line) => line.quantity)).toEqual([3, 1]);
    expect(setLineQuantity(lines, lineKey(lines[0]!), 0)).toEqual([lines[1]]);
  });

  it("a card's control sets the product's one line whatever its choice, and leaves several alone", () => {
    const one = [{ product: PIZZA, quantity: 2, optionIds: [large] }];
    expect(setCartQuantity(one, PIZZA, 1)).toEqual([{ product: PIZZA, quantity: 1, optionIds: [large] }]);
    expect(setCartQuantity(one, PIZZA, 0)).toEqual([]);
    const two = [...one, { product: PIZZA, quantity: 1, optionIds: [small] }];
    expect(setCartQuantity(two, PIZZA, 5)).toBe(two);
  });

  it("reconciles: refreshed prices and options, a choice no longer valid dropped, stock shared and capped", () => {
    // The pizza now costs more, has 3 left in all, and Olives are switched off.
    const current = {
      ...PIZZA,
      price: "11.00",
      quantity: 3,
      optionGroups: [
        PIZZA_SIZE,
        {
          ...PIZZA_EXTRAS,
          options: PIZZA_EXTRAS.options.map((o) => (o.id === "o-olives" ? { ...o, isAvailable: false } : o)),
        },
      ],
    };
    const shirts = {
      ...TSHIRT,
      optionGroups: [
        {
          ...TSHIRT_SIZE,
          options: TSHIRT_SIZE.options.map((o) => (o.id === "o-l" ? { ...o, quantity: 1 } : o)),
        },
      ],
    };
    const stored = [
      { product: PIZZA, quantity: 2, optionIds: [large, cheese] },
      { product: PIZZA, quantity: 1, optionIds: [small, "o-olives"] },
      { product: PIZZA, quantity: 1, optionIds: ["o-gone"] },
      // Saved before the pizza had sizes: its required size is missing now.
      { product: { ...PIZZA, optionGroups: undefined }, quantity: 1 },
      { product: PIZZA, quantity: 4, optionIds: [small] },
      { product: TSHIRT, quantity: 2, optionIds: ["o-l"] },
    ];
    const next = reconcileCart(stored, [current, shirts], "USD");
    expect(next.map((line) => [lineKey(line), line.quantity])).toEqual([
      ["p-pizza:o-cheese,o-large", 2],
      // The three pizzas left are shared by every line of the pizza.
      ["p-pizza:o-small", 1],
      ["p-tshirt:o-l", 1],
    ]);
    expect(next[0]!.product).toBe(current);
    expect(lineUnitMinor(next[0]!, "USD")).toBe(1100 + 450 + 150);
    expect(sameCart(next, reconcileCart(next, [current, shirts], "USD"))).toBe(true);
  });

  it("sends each line's picked options with the order", () => {
    const lines = [
      { product: PIZZA, quantity: 2, optionIds: [large, cheese] },
      { product: TEA_LIKE, quantity: 1 },
    ];
    expect(toOrderItems(lines)).toEqual([
      { productId: "p-pizza", quantity: 2, optionIds: [large, cheese] },
      { productId: "p1", quantity: 1 },
    ]);
  });
});

const TEA_LIKE = product();

describe("the store's limits on one order (issue 40)", () => {
  const limits = { maxPerProduct: 3, maxUnitsPerOrder: 5 };
  const tea = product({ id: "tea", quantity: 50 });
  const mug = product({ id: "mug", quantity: null, maxPerOrder: 10 });

  it("stops a product at its maximum (its own, else the store's) and the order at its units", () => {
    expect(addToCart([], tea, 9, [], limits)).toEqual([{ product: tea, quantity: 3 }]);
    expect(remainingQuantity([], tea, [], limits)).toBe(3);
    // The product's own maximum replaces the store's, but the order's units still bound it.
    const mugs = addToCart([], mug, 9, [], limits);
    expect(mugs).toEqual([{ product: mug, quantity: 5 }]);
    expect(remainingQuantity(mugs, tea, [], limits)).toBe(0);
    expect(setCartQuantity([{ product: tea, quantity: 2 }], tea, 7, limits)).toEqual([
      { product: tea, quantity: 3 },
    ]);
    const both = [
      { product: tea, quantity: 3 },
      { product: mug, quantity: 1 },
    ];
    expect(lineMaxQuantity(both, both[1]!, limits)).toBe(2);
    expect(setLineQuantity(both, lineKey(both[1]!), 4, limits)[1]!.quantity).toBe(2);
    // A stored cart above the limits is brought down to them.
    expect(reconcileCart([{ product: tea, quantity: 8 }], [tea], "USD", { limits })).toEqual([
      { product: tea, quantity: 3 },
    ]);
    // Without known limits, only the stock counts.
    expect(remainingQuantity([], tea)).toBe(50);
  });

  it("says which limit stops the selector", () => {
    expect(limitNoteFor(limits, tea, 3, 3)).toBe("At most 3 per order");
    expect(limitNoteFor(limits, mug, 5, 5)).toBe("At most 5 items per order");
    expect(limitNoteFor(limits, tea, 2, 2)).toBeNull();
    expect(limitNoteFor(null, tea, 99, 99)).toBeNull();
    expect(limitRoomFor(limits, tea, 1, 4)).toBe(1);
  });
});
