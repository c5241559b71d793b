import { describe, expect, it } from "vitest";
import type { TOptionGroup } from "#contracts/product-options";
import type { AppError } from "#server/errors";
import {
  byLine,
  byProductId,
  PLACE_ORDER_MESSAGES,
  priceLines,
  refusalNow,
  stockProblem,
} from "./place-order";

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
  maxPerOrder: null,
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
        "USD",
      ),
    ).toEqual([
      { productId: "a", productName: "Soap", quantity: 2, unitMinor: 250, options: [], variantId: null },
      { productId: "b", productName: "Syrup", quantity: 1, unitMinor: 199, options: [], variantId: null },
    ]);
  });

  it("refuses the order at the first line that cannot be had, with a 409 and its reason", () => {
    expect(
      refusal(() =>
        priceLines([{ productId: "a", quantity: 6, optionIds: [] }], [product("a", "Soap", 5)], "USD"),
      ),
    ).toEqual({
      code: "CONFLICT",
      message: '"Soap" has only 5 left',
    });
    expect(
      refusal(() =>
        priceLines([{ productId: "x", quantity: 1, optionIds: [] }], [product("a", "Soap", 5)], "USD"),
      ),
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
    expect(refusalNow(items, [product("a", "Soap", 9), product("b", "Syrup", 1)], "USD")).toBe(
      '"Syrup" has only 1 left',
    );
    expect(refusalNow(items, [product("a", "Soap", 0), product("b", "Syrup", 1)], "USD")).toBe(
      '"Soap" is out of stock',
    );
    expect(refusalNow(items, [product("a", "Soap", 9, false), product("b", "Syrup", 9)], "USD")).toBe(
      '"Soap" is no longer available',
    );
  });

  it("says a product is gone when it no longer exists, and asks to try again when nothing refuses any more", () => {
    const items = [{ productId: "a", quantity: 3, optionIds: [] }];
    expect(refusalNow(items, [], "USD")).toBe(PLACE_ORDER_MESSAGES.productGone);
    expect(refusalNow(items, [product("a", "Soap", 9)], "USD")).toBe(PLACE_ORDER_MESSAGES.retry);
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

/** A T-shirt in S, M and L with their own stock (L costs 2.00 more), and an optional Print add-on. */
const tee = (s: number, m: number, l: number, overrides: Partial<ReturnType<typeof product>> = {}) => {
  const size: TOptionGroup = {
    id: "g-size",
    name: "Size",
    selection: "single",
    required: true,
    minSelect: 1,
    maxSelect: 1,
    tracksStock: true,
    options: [
      { id: "s", name: "S", priceDelta: "0.00", quantity: s, isAvailable: true },
      { id: "m", name: "M", priceDelta: "0.00", quantity: m, isAvailable: true },
      { id: "l", name: "L", priceDelta: "2.00", quantity: l, isAvailable: true },
    ],
  };
  const print: TOptionGroup = {
    id: "g-print",
    name: "Print",
    selection: "multiple",
    required: false,
    minSelect: 0,
    maxSelect: 1,
    tracksStock: false,
    options: [{ id: "p", name: "Logo", priceDelta: "1.25", quantity: null, isAvailable: true }],
  };
  return { ...product("t", "Tee", s + m + l), optionGroups: [size, print], ...overrides };
};

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return { code: (err as AppError).code, message: (err as AppError).message };
  }
  return undefined;
};

describe("priceLines with options", () => {
  it("adds the picks' price changes to the unit price and names the variant each line takes", () => {
    expect(
      priceLines(
        [
          { productId: "t", quantity: 2, optionIds: ["p", "l"] },
          { productId: "t", quantity: 1, optionIds: ["s"] },
        ],
        [tee(1, 1, 2)],
        "USD",
      ),
    ).toEqual([
      {
        productId: "t",
        productName: "Tee",
        quantity: 2,
        unitMinor: 250 + 200 + 125,
        options: [
          { group: "Size", name: "L", priceDelta: "2.00", groupId: "g-size", optionId: "l" },
          { group: "Print", name: "Logo", priceDelta: "1.25", groupId: "g-print", optionId: "p" },
        ],
        variantId: "l",
      },
      {
        productId: "t",
        productName: "Tee",
        quantity: 1,
        unitMinor: 250,
        options: [{ group: "Size", name: "S", priceDelta: "0.00", groupId: "g-size", optionId: "s" }],
        variantId: "s",
      },
    ]);
  });

  it("refuses a choice the groups do not allow with a 400 naming the group", () => {
    expect(
      refusal(() => priceLines([{ productId: "t", quantity: 1, optionIds: ["p"] }], [tee(1, 1, 1)], "USD")),
    ).toEqual({ code: "VALIDATION", message: 'Choose one Size for "Tee"' });
  });

  it("sums the cart's demand on a variant and on the product before comparing it with their stock", () => {
    const lines = [
      { productId: "t", quantity: 2, optionIds: ["m", "p"] },
      { productId: "t", quantity: 1, optionIds: ["m"] },
    ];
    expect(refusal(() => priceLines(lines, [tee(9, 2, 9)], "USD"))).toEqual({
      code: "CONFLICT",
      message: '"Tee (M)" has only 2 left',
    });
    expect(refusal(() => priceLines(lines, [tee(9, 0, 9)], "USD"))?.message).toBe(
      '"Tee (M)" is out of stock',
    );
    expect(refusal(() => priceLines(lines, [tee(9, 3, 9)], "USD"))).toBeUndefined();
    // A hidden product is refused as a whole, before its options are looked at.
    expect(refusal(() => priceLines(lines, [tee(9, 3, 9, { isAvailable: false })], "USD"))?.message).toBe(
      '"Tee" is no longer available',
    );
  });

  it("explains a refusal at the write with the variant's state now", () => {
    const items = [{ productId: "t", quantity: 2, optionIds: ["m"] }];
    expect(refusalNow(items, [tee(5, 1, 5)], "USD")).toBe('"Tee (M)" has only 1 left');
    expect(refusalNow(items, [tee(5, 5, 5)], "USD")).toBe(PLACE_ORDER_MESSAGES.retry);
  });
});

describe("byLine", () => {
  it("orders lines by product, then by choice whatever the order of its ids", () => {
    const lines = [
      { productId: "b", optionIds: [] },
      { productId: "a", optionIds: ["y", "x"] },
      { productId: "a", optionIds: ["w"] },
    ];
    expect([...lines].sort(byLine)).toEqual([lines[2], lines[1], lines[0]]);
    expect(byLine({ productId: "a", optionIds: ["x", "y"] }, { productId: "a", optionIds: ["y", "x"] })).toBe(
      0,
    );
  });
});
