import { describe, expect, it } from "vitest";
import { CARD_FEW_LEFT_MAX, fewLeft, isOutOfStock, PAGE_FEW_LEFT_MAX } from "./stock";

describe("stock, as customers see it", () => {
  it("is out of stock when unavailable or when tracked stock is 0; untracked stock never runs out", () => {
    expect(isOutOfStock({ isAvailable: true, quantity: 0 })).toBe(true);
    expect(isOutOfStock({ isAvailable: false, quantity: 50 })).toBe(true);
    expect(isOutOfStock({ isAvailable: false, quantity: null })).toBe(true);
    expect(isOutOfStock({ isAvailable: true, quantity: null })).toBe(false);
    expect(isOutOfStock({ isAvailable: true, quantity: 1 })).toBe(false);
  });

  it("has few left from 1 to 9 on cards and 1 to 5 on the product page; never when untracked or 0", () => {
    expect([0, 1, 9, 10].map((q) => fewLeft(q, CARD_FEW_LEFT_MAX))).toEqual([false, true, true, false]);
    expect([0, 1, 5, 6].map((q) => fewLeft(q, PAGE_FEW_LEFT_MAX))).toEqual([false, true, true, false]);
    expect(fewLeft(null, CARD_FEW_LEFT_MAX)).toBe(false);
  });
});
