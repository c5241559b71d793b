import { describe, expect, it } from "vitest";
import { messageOf } from "#tests/helpers/zod-message";
import { CATALOG_MESSAGES } from "./catalog-messages";
import { maxMinor } from "./money";
import { discountProblem, ZOptionalPrice, ZPrice } from "./price";

describe("prices (spec section 5)", () => {
  it("takes padded text and numbers, always giving two decimals", () => {
    expect(ZPrice("USD").parse(" 4.5 ")).toBe("4.50");
    expect(ZPrice("USD").parse("12")).toBe("12.00");
    expect(ZPrice("USD").parse(12.5)).toBe("12.50");
    expect(ZPrice("USD").parse(0)).toBe("0.00");
    expect(ZOptionalPrice("USD").parse(" 3.25 ")).toBe("3.25");
    expect(ZOptionalPrice("USD").parse(7)).toBe("7.00");
  });

  it("takes 99999999.99 and refuses one cent more", () => {
    expect(maxMinor("USD")).toBe(9_999_999_999);
    expect(ZPrice("USD").parse("99999999.99")).toBe("99999999.99");
    expect(messageOf(ZPrice("USD").safeParse("100000000.00"))).toBe(CATALOG_MESSAGES.priceTooLarge);
    expect(messageOf(ZOptionalPrice("USD").safeParse("100000000"))).toBe(CATALOG_MESSAGES.priceTooLarge);
    expect(ZPrice("USD").safeParse("100000000").error?.issues[0]).toMatchObject({ code: "custom" });
  });

  it("says a missing price is required and anything else malformed is invalid", () => {
    for (const missing of [undefined, null, "", "   "]) {
      expect(messageOf(ZPrice("USD").safeParse(missing)), String(missing)).toBe(
        CATALOG_MESSAGES.priceRequired,
      );
    }
    for (const bad of ["abc", "1.234", "-1", -1, Number.NaN, Number.POSITIVE_INFINITY, true, {}, "1 2"]) {
      expect(messageOf(ZPrice("USD").safeParse(bad)), String(bad)).toBe(CATALOG_MESSAGES.priceInvalid);
      expect(messageOf(ZOptionalPrice("USD").safeParse(bad)), String(bad)).toBe(
        CATALOG_MESSAGES.priceInvalid,
      );
    }
  });

  it("reads a missing or blank discount as none", () => {
    for (const none of [undefined, null, "", "  "]) expect(ZOptionalPrice("USD").parse(none)).toBeNull();
  });

  it("wants a discount strictly below the price", () => {
    expect(discountProblem("10.00", "9.99", "USD")).toBeNull();
    expect(discountProblem("10.00", null, "USD")).toBeNull();
    expect(discountProblem("10.00", "10.00", "USD")).toBe(CATALOG_MESSAGES.discountNotLower);
    expect(discountProblem("10.00", "10.01", "USD")).toBe(CATALOG_MESSAGES.discountNotLower);
  });
});

describe("prices in other currencies (issue 45)", () => {
  it("keeps each currency's own decimals", () => {
    expect(ZPrice("JPY").parse("1200")).toBe("1200");
    expect(ZPrice("JPY").parse(1200)).toBe("1200");
    expect(ZPrice("INR").parse("99.5")).toBe("99.50");
    expect(ZPrice("KWD").parse("3.25")).toBe("3.250");
    expect(ZPrice("KWD").parse("99999999.999")).toBe("99999999.999");
  });

  it("refuses more decimals than the currency has, naming it", () => {
    expect(messageOf(ZPrice("JPY").safeParse("1200.5"))).toBe(
      "Please enter a valid price in JPY, with no decimals",
    );
    expect(messageOf(ZPrice("INR").safeParse("1.234"))).toBe(
      "Please enter a valid price in INR, with at most 2 decimals",
    );
    expect(messageOf(ZPrice("KWD").safeParse("1.2345"))).toBe(
      "Please enter a valid price in KWD, with at most 3 decimals",
    );
    expect(messageOf(ZPrice("JPY").safeParse("100000000"))).toBe("Price must be at most 99999999 JPY");
    // A dollar store keeps the spec's words.
    expect(messageOf(ZPrice("USD").safeParse("1.234"))).toBe(CATALOG_MESSAGES.priceInvalid);
  });
});
