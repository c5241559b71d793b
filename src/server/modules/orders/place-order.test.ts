import { describe, expect, it } from "vitest";
import { byProductId, PLACE_ORDER_MESSAGES, refusedTakeMessage, stockProblem } from "./place-order";

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

describe("refusedTakeMessage", () => {
  it("explains a refused decrement with the product's current state", () => {
    expect(refusedTakeMessage("Soap", { quantity: 1, isAvailable: true }, 3)).toBe('"Soap" has only 1 left');
    expect(refusedTakeMessage("Soap", { quantity: 0, isAvailable: true }, 3)).toBe('"Soap" is out of stock');
    expect(refusedTakeMessage("Soap", { quantity: 9, isAvailable: false }, 3)).toBe(
      '"Soap" is no longer available',
    );
  });

  it("says the product is gone when it no longer exists, or when its state no longer explains the refusal", () => {
    expect(refusedTakeMessage("Soap", undefined, 3)).toBe(PLACE_ORDER_MESSAGES.productGone);
    expect(refusedTakeMessage("Soap", { quantity: 9, isAvailable: true }, 3)).toBe(
      PLACE_ORDER_MESSAGES.productGone,
    );
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
