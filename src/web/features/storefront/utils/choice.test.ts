import { describe, expect, it } from "vitest";
import { englishText } from "#contracts/i18n/english";
import { PIZZA, PIZZA_EXTRAS, PIZZA_SIZE, TSHIRT } from "#tests/web/storefront";
import {
  groupProblems,
  pickedDeltaMinor,
  pickedOptions,
  pricedWith,
  stillOffered,
  togglePick,
} from "./choice";

const option = (group: typeof PIZZA_SIZE, id: string) => group.options.find((o) => o.id === id)!;

describe("a shopper's picks on the product page and in the chooser", () => {
  it("a single choice replaces the group's pick; an optional one's None clears it", () => {
    let picked = togglePick([], PIZZA_SIZE, option(PIZZA_SIZE, "o-small"));
    picked = togglePick([...picked, "o-cheese"], PIZZA_SIZE, option(PIZZA_SIZE, "o-large"));
    expect(picked).toEqual(["o-cheese", "o-large"]);
    expect(togglePick(picked, PIZZA_SIZE, null)).toEqual(["o-cheese"]);
  });

  it("a multiple choice ticks on and off, and takes no more than its maximum", () => {
    let picked = togglePick(["o-large"], PIZZA_EXTRAS, option(PIZZA_EXTRAS, "o-cheese"));
    picked = togglePick(picked, PIZZA_EXTRAS, option(PIZZA_EXTRAS, "o-olives"));
    expect(togglePick(picked, PIZZA_EXTRAS, option(PIZZA_EXTRAS, "o-basil"))).toEqual(picked);
    expect(togglePick(picked, PIZZA_EXTRAS, option(PIZZA_EXTRAS, "o-cheese"))).toEqual([
      "o-large",
      "o-olives",
    ]);
  });

  it("names each group that still needs something, and nothing once it is fine", () => {
    expect(groupProblems(PIZZA, ["o-cheese"], englishText)).toEqual(new Map([["g-size", "Choose one"]]));
    expect(groupProblems(PIZZA, ["o-small"], englishText)).toEqual(new Map());
  });

  it("prices the picks on top of the price and the discount price", () => {
    const options = pickedOptions(PIZZA, ["o-cheese", "o-large", "o-unknown"]);
    expect(options.map((o) => o.name)).toEqual(["Large", "Cheese"]);
    expect(pickedDeltaMinor(options, "USD")).toBe(600);
    expect(pricedWith({ price: "10.00", discountPrice: "8.00" }, 600, "USD")).toEqual({
      price: "16.00",
      discountPrice: "14.00",
    });
    const plain = { price: "10.00", discountPrice: null };
    expect(pricedWith(plain, 0, "USD")).toBe(plain);
  });

  it("a chooser starts from the picks still offered", () => {
    expect(stillOffered(TSHIRT, ["o-m", "o-l"])).toEqual(["o-l"]);
    expect(stillOffered(PIZZA, ["o-truffle", "o-small"])).toEqual(["o-small"]);
  });
});
