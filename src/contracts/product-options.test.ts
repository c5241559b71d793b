import { describe, expect, it } from "vitest";
import { US_DOLLARS } from "./money";
import {
  choiceKey,
  choiceStock,
  describeChoice,
  groupPickProblem,
  groupRuleText,
  needsChoice,
  type OptionsOf,
  optionDeltaRange,
  priceDeltaText,
  resolveChoice,
  stockKey,
  type TOptionGroup,
  unitPriceMinor,
} from "./product-options";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const size: TOptionGroup = {
  id: id(1),
  name: "Size",
  selection: "single",
  required: true,
  minSelect: 1,
  maxSelect: 1,
  tracksStock: true,
  options: [
    { id: id(11), name: "Small", priceDelta: "0.00", quantity: 4, isAvailable: true },
    { id: id(12), name: "Large", priceDelta: "3.00", quantity: 0, isAvailable: true },
    { id: id(13), name: "Family", priceDelta: "6.00", quantity: 9, isAvailable: false },
  ],
};
const extras: TOptionGroup = {
  id: id(2),
  name: "Extra toppings",
  selection: "multiple",
  required: false,
  minSelect: 0,
  maxSelect: 2,
  tracksStock: false,
  options: [
    { id: id(21), name: "Cheese", priceDelta: "1.50", quantity: null, isAvailable: true },
    { id: id(22), name: "Olives", priceDelta: "1.00", quantity: null, isAvailable: true },
    { id: id(23), name: "Basil", priceDelta: "0.00", quantity: null, isAvailable: true },
  ],
};
const pizza: OptionsOf = {
  name: "Margherita",
  price: "12.00",
  discountPrice: "11.00",
  quantity: 4,
  isAvailable: true,
  optionGroups: [size, extras],
};

describe("a shopper's choice of options", () => {
  it("prices a choice as the effective price plus each option's change, in the product's order", () => {
    const choice = resolveChoice(pizza, [id(22), id(12), id(21)], "USD");
    expect(choice).toMatchObject({ ok: true, deltaMinor: 550 });
    if (!choice.ok) throw new Error("refused");
    expect(choice.options.map((o) => o.name)).toEqual(["Large", "Cheese", "Olives"]);
    expect(choice.variant?.name).toBe("Large");
    expect(unitPriceMinor(pizza, choice.deltaMinor, "USD")).toBe(1650);
  });

  it("names the group that misses a required pick or has too many", () => {
    expect(resolveChoice(pizza, [id(21)], "USD")).toEqual({
      ok: false,
      message: 'Choose one Size for "Margherita"',
      groupId: id(1),
    });
    expect(resolveChoice(pizza, [id(11), id(12)], "USD")).toMatchObject({
      message: 'Choose only one Size for "Margherita"',
    });
    expect(resolveChoice(pizza, [id(11), id(21), id(22), id(23)], "USD")).toMatchObject({
      message: 'Choose at most 2 Extra toppings for "Margherita"',
      groupId: id(2),
    });
  });

  it("refuses an unavailable option by name, an unknown id, and the same id twice", () => {
    expect(resolveChoice(pizza, [id(13)], "USD")).toMatchObject({
      message: '"Family" (Size) is no longer available for "Margherita"',
      groupId: id(1),
    });
    expect(resolveChoice(pizza, [id(11), id(99)], "USD")).toMatchObject({
      message: 'An option chosen for "Margherita" is not one of its options. Please choose again.',
    });
    expect(resolveChoice(pizza, [id(11), id(11).toUpperCase()], "USD")).toMatchObject({
      message: 'An option of "Margherita" was chosen twice',
    });
  });

  it("takes a product without groups with no picks, as before options existed", () => {
    const plain = { ...pizza, optionGroups: undefined };
    expect(resolveChoice(plain, [], "USD")).toEqual({ ok: true, options: [], variant: null, deltaMinor: 0 });
    expect(resolveChoice(plain, [id(11)], "USD")).toMatchObject({ ok: false });
    expect(needsChoice(plain)).toBe(false);
    expect(needsChoice(pizza)).toBe(true);
    expect(needsChoice({ optionGroups: [extras] })).toBe(false);
  });

  it("draws on the chosen variant's stock, or the product's before a variant is chosen", () => {
    expect(choiceStock(pizza, [id(12)])).toEqual({ isAvailable: true, quantity: 0 });
    expect(choiceStock(pizza, [id(13)])).toEqual({ isAvailable: false, quantity: 9 });
    expect(choiceStock(pizza, [id(21)])).toEqual({ isAvailable: true, quantity: 4 });
    expect(choiceStock({ ...pizza, isAvailable: false }, [id(11)])).toEqual({
      isAvailable: false,
      quantity: 4,
    });
  });

  it("keys a cart line by product and choice (order and case of the ids do not matter), and stock by variant", () => {
    const p = id(50);
    expect(choiceKey(p)).toBe(p);
    expect(choiceKey(p, [id(21), id(11)])).toBe(choiceKey(p.toUpperCase(), [id(11), id(21).toUpperCase()]));
    expect(choiceKey(p, [id(11)])).not.toBe(choiceKey(p, [id(12)]));
    const product = { id: p, optionGroups: [size, extras] };
    expect(stockKey(product, [id(11), id(21)])).toBe(stockKey(product, [id(11)]));
    expect(stockKey(product, [id(21)])).toBe(p);
  });

  it("tells the rule and what is missing at the group", () => {
    expect(groupRuleText(size)).toBe("Required · choose 1");
    expect(groupRuleText(extras)).toBe("Optional · up to 2");
    expect(groupRuleText({ ...extras, required: true, minSelect: 2, maxSelect: 2 })).toBe(
      "Required · choose 2",
    );
    expect(groupRuleText({ ...extras, required: true, minSelect: 2, maxSelect: 3 })).toBe(
      "Required · choose 2 to 3",
    );
    expect(groupPickProblem(size, 0)).toBe("Choose one");
    expect(groupPickProblem({ ...extras, minSelect: 2 }, 1)).toBe("Choose at least 2");
    expect(groupPickProblem(extras, 3)).toBe("Choose at most 2");
    expect(groupPickProblem(extras, 2)).toBeNull();
  });

  it("describes a line's choices and price changes as the cart and the orders show them", () => {
    expect(
      describeChoice([
        { group: "Size", name: "Large", priceDelta: "3.00" },
        { group: "Extra", name: "Cheese", priceDelta: "1.50" },
        { group: "Extra", name: "Olives", priceDelta: "1.00" },
      ]),
    ).toBe("Size: Large · Extra: Cheese, Olives");
    expect(describeChoice([])).toBe("");
    expect(priceDeltaText("3.00", US_DOLLARS)).toBe("+$3.00");
    expect(priceDeltaText("0.00", US_DOLLARS)).toBe("");
  });
});

describe("what a product with options costs at the least and the most (issue 42)", () => {
  it("adds each required group's cheapest option still offered, and up to each group's maximum of the dearest", () => {
    // Size: Small +0 (Large is sold out, Family switched off); extras: Cheese 1.50 + Olives 1.00.
    expect(optionDeltaRange(pizza, "USD")).toEqual({ lowest: 0, highest: 250 });
    // A product without groups has one price.
    expect(optionDeltaRange({}, "USD")).toEqual({ lowest: 0, highest: 0 });
  });

  it("counts the picks so far, and the least still needed by a group short of its minimum", () => {
    const sizes = {
      ...size,
      tracksStock: false,
      options: size.options.map((o) => ({ ...o, quantity: null, isAvailable: true })),
    };
    const product = { optionGroups: [sizes, extras] };
    // Nothing picked: the small size and no extras at the least; Family and two extras at the most.
    expect(optionDeltaRange(product, "USD")).toEqual({ lowest: 0, highest: 850 });
    // Large picked: its 3.00 at the least; with room for two extras at the most.
    expect(optionDeltaRange(product, "USD", [id(12)])).toEqual({ lowest: 300, highest: 550 });
    // Cheese picked, size not yet: the cheese and the small size at the least.
    expect(optionDeltaRange(product, "USD", [id(21)])).toMatchObject({ lowest: 150 });
  });
});
