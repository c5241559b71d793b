import { describe, expect, it } from "vitest";
import type { AppError } from "#server/errors";
import { byProductId, PLACE_ORDER_MESSAGES, priceLines, refusalNow, stockProblem } from "./place-order";

describe("stockProblem", () => {
  it("allows untracked stock whatever is asked, and tracked stock up to exactly what is left", () => {
    expect(stockProblem("Pizza", { quantity: null, isAvailable: true }, 1_000_000)).toBeNull();
    expect(stockProblem("Soap", { quantity: 5, isAvailable: true }, 5)).toBeNull();
    expect(stockProblem("Soap", { quantity: 5, isAvailable: true }, 1)).toBeNull();
  });

  it("names the product and what is left when there is too little", () => {
    expect(stockProblem("Soap", { quantity: 5, isAvailable: true }, 6)).toBe('"Soap" has only 5 left');
    expect(stockProblem("Soap", { quantity: 1, isAvailable: true }, 2)).toBe('"Soap" has only 1 left');
    expect(stockProblem("Soap", { quantity: 0, isAvailable: true }, 1)).toBe('"Soap" is out of stock');
  });

  it("refuses an unavailable product before looking at its stock, tracked or not", () => {
    expect(stockProblem("Soap", { quantity: 5, isAvailable: false }, 1)).toBe(
      '"Soap" is no longer available',
    );
    expect(stockProblem("Pizza", { quantity: null, isAvailable: false }, 1)).toBe(
      '"Pizza" is no longer available',
    );
  });
});

const product = (id: string, name: string, quantity: number | null, isAvailable = true) => ({
  id,
  name,
  price: "2.50",
  discountPrice: null,
  quantity,
  isAvailable,
  optionGroups: [],
});

describe("priceLines", () => {
  it("prices each line at the product's price from the database, with its name", () => {
    const sale = { ...product("b", "Syrup", null), discountPrice: "1.99" };
    expect(
      priceLines(
        [
          { productId: "a", quantity: 2, optionIds: [] },
          { productId: "b", quantity: 1, optionIds: [] },
        ],
        [sale, product("a", "Soap", 5)],
      ),
    ).toEqual([
      { productId: "a", productName: "Soap", quantity: 2, unitCents: 250, options: [], variantId: null },
      { productId: "b", productName: "Syrup", quantity: 1, unitCents: 199, options: [], variantId: null },
    ]);
  });

  it("refuses the order at the first line that cannot be had, with a 409 and its reason", () => {
    const refusal = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return { code: (err as AppError).code, message: (err as AppError).message };
      }
      return undefined;
    };
    expect(
      refusal(() => priceLines([{ productId: "a", quantity: 6, optionIds: [] }], [product("a", "Soap", 5)])),
    ).toEqual({
      code: "CONFLICT",
      message: '"Soap" has only 5 left',
    });
    expect(
      refusal(() => priceLines([{ productId: "x", quantity: 1, optionIds: [] }], [product("a", "Soap", 5)])),
    ).toEqual({
      code: "CONFLICT",
      message: PLACE_ORDER_MESSAGES.productGone,
    });
  });
});

describe("refusalNow", () => {
  it("explains a refused order with the first line the products' current state refuses", () => {
    const items = [
      { productId: "a", quantity: 3, optionIds: [] },
      { productId: "b", quantity: 3, optionIds: [] },
    ];
    expect(refusalNow(items, [product("a", "Soap", 9), product("b", "Syrup", 1)])).toBe(
      '"Syrup" has only 1 left',
    );
    expect(refusalNow(items, [product("a", "Soap", 0), product("b", "Syrup", 1)])).toBe(
      '"Soap" is out of stock',
    );
    expect(refusalNow(items, [product("a", "Soap", 9, false), product("b", "Syrup", 9)])).toBe(
      '"Soap" is no longer available',
    );
  });

  it("says a product is gone when it no longer exists, and asks to try again when nothing refuses any more", () => {
    const items = [{ productId: "a", quantity: 3, optionIds: [] }];
    expect(refusalNow(items, [])).toBe(PLACE_ORDER_MESSAGES.productGone);
    expect(refusalNow(items, [product("a", "Soap", 9)])).toBe(PLACE_ORDER_MESSAGES.retry);
  });
});

describe("byProductId", () => {
  it("orders lines by product id, so every order locks product rows in one order", () => {
    const ids = ["c", "a", "b", "a"].map((productId) => ({ productId }));
    expect([...ids].sort(byProductId).map((l) => l.productId)).toEqual(["a", "a", "b", "c"]);
    expect(byProductId({ productId: "a" }, { productId: "b" })).toBe(-1);
    expect(byProductId({ productId: "b" }, { productId: "a" })).toBe(1);
    expect(byProductId({ productId: "a" }, { productId: "a" })).toBe(0);
  });
});
