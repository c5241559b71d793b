import { describe, expect, it } from "vitest";
import { messageOf } from "#tests/helpers/zod-message";
import { CATALOG_MESSAGES } from "./catalog-messages";
import {
  effectivePriceCents,
  formatMoney,
  fromCents,
  MAX_AMOUNT_CENTS,
  toCents,
  toDecimalString,
} from "./money";
import { discountProblem, ZOptionalPrice, ZPrice } from "./price";

describe("prices (spec section 5)", () => {
  it("takes padded text and numbers, always giving two decimals", () => {
    expect(ZPrice.parse(" 4.5 ")).toBe("4.50");
    expect(ZPrice.parse("12")).toBe("12.00");
    expect(ZPrice.parse(12.5)).toBe("12.50");
    expect(ZPrice.parse(0)).toBe("0.00");
    expect(ZOptionalPrice.parse(" 3.25 ")).toBe("3.25");
    expect(ZOptionalPrice.parse(7)).toBe("7.00");
  });

  it("takes 99999999.99 and refuses one cent more", () => {
    expect(MAX_AMOUNT_CENTS).toBe(9_999_999_999);
    expect(ZPrice.parse("99999999.99")).toBe("99999999.99");
    expect(messageOf(ZPrice.safeParse("100000000.00"))).toBe(CATALOG_MESSAGES.priceTooLarge);
    expect(messageOf(ZOptionalPrice.safeParse("100000000"))).toBe(CATALOG_MESSAGES.priceTooLarge);
    expect(ZPrice.safeParse("100000000").error?.issues[0]).toMatchObject({ code: "custom" });
  });

  it("says a missing price is required and anything else malformed is invalid", () => {
    for (const missing of [undefined, null, "", "   "]) {
      expect(messageOf(ZPrice.safeParse(missing)), String(missing)).toBe(CATALOG_MESSAGES.priceRequired);
    }
    for (const bad of ["abc", "1.234", "-1", -1, Number.NaN, Number.POSITIVE_INFINITY, true, {}, "1 2"]) {
      expect(messageOf(ZPrice.safeParse(bad)), String(bad)).toBe(CATALOG_MESSAGES.priceInvalid);
      expect(messageOf(ZOptionalPrice.safeParse(bad)), String(bad)).toBe(CATALOG_MESSAGES.priceInvalid);
    }
  });

  it("reads a missing or blank discount as none", () => {
    for (const none of [undefined, null, "", "  "]) expect(ZOptionalPrice.parse(none)).toBeNull();
  });

  it("wants a discount strictly below the price", () => {
    expect(discountProblem("10.00", "9.99")).toBeNull();
    expect(discountProblem("10.00", null)).toBeNull();
    expect(discountProblem("10.00", "10.00")).toBe(CATALOG_MESSAGES.discountNotLower);
    expect(discountProblem("10.00", "10.01")).toBe(CATALOG_MESSAGES.discountNotLower);
  });
});

describe("money arithmetic", () => {
  it("reads numbers and padded text, names a bad value in its error", () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(" 3.1 ")).toBe(310);
    expect(() => toCents("1,50")).toThrow("Not a price: 1,50");
  });

  it("writes negative amounts with a sign and rounds stray fractions of a cent", () => {
    expect(fromCents(-1250)).toBe("-12.50");
    expect(fromCents(-5)).toBe("-0.05");
    expect(fromCents(1234.6)).toBe("12.35");
    expect(fromCents(0)).toBe("0.00");
  });

  it("normalises stored numerics and formats for display", () => {
    expect(toDecimalString("12.5")).toBe("12.50");
    expect(toDecimalString("7")).toBe("7.00");
    expect(formatMoney("4.5")).toBe("$4.50");
    expect(formatMoney(1999)).toBe("$19.99");
    // A blank discount column is no discount.
    expect(effectivePriceCents({ price: "10.00", discountPrice: "" })).toBe(1000);
  });
});
