import { describe, expect, it } from "vitest";
import { testProduct } from "#tests/helpers/test-product";
import { EXAMPLE_MESSAGES, publishRequest } from "./example-edits";

const SOUP = testProduct({ id: "p1", name: "Soup", price: "6.00", isExample: true });
const STEW = testProduct({ id: "p2", name: "Stew", price: "12.00", isExample: true });

describe("the catalog step's publish request", () => {
  it("names every kept example and sends each change once, as the currency writes it", () => {
    expect(
      publishRequest(
        [SOUP, STEW],
        { p1: { name: "  Tomato soup " }, p2: { name: "Stew", price: "$13,5" } },
        "USD",
      ),
    ).toEqual({
      request: {
        ids: ["p1", "p2"],
        changes: [
          { id: "p1", name: "Tomato soup" },
          { id: "p2", price: "13.50" },
        ],
      },
    });
  });

  it("sends no changes when a field was typed back to what it was", () => {
    expect(publishRequest([SOUP], { p1: { name: "Soup", price: "6" } }, "USD")).toEqual({
      request: { ids: ["p1"] },
    });
  });

  it("says what is wrong with each field instead", () => {
    expect(publishRequest([SOUP, STEW], { p1: { name: " " }, p2: { price: "12.345" } }, "USD")).toEqual({
      errors: { p1: { name: EXAMPLE_MESSAGES.name }, p2: { price: EXAMPLE_MESSAGES.price("USD") } },
    });
    expect(EXAMPLE_MESSAGES.price("JPY")).toBe("Enter a price of 0 or more, no decimals");
  });
});
