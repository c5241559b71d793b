import { describe, expect, it } from "vitest";
import {
  effectivePriceMinor,
  formatMoney,
  fromMinor,
  maxMinor,
  toDecimalString,
  toMinor,
  US_DOLLARS,
} from "./money";

describe("money", () => {
  it("parses decimal strings to the currency's minor units exactly", () => {
    expect(toMinor("12.5", "USD")).toBe(1250);
    expect(toMinor("0.1", "USD")).toBe(10);
    expect(toMinor("19.99", "USD")).toBe(1999);
    expect(toMinor("7", "USD")).toBe(700);
    expect(toMinor("1200", "JPY")).toBe(1200);
    expect(toMinor("3.25", "KWD")).toBe(3250);
    expect(toMinor("99.5", "INR")).toBe(9950);
    expect(() => toMinor("1.234", "USD")).toThrow("More decimals than USD has");
    expect(() => toMinor("1200.5", "JPY")).toThrow("More decimals than JPY has");
    expect(() => toMinor("1.2345", "KWD")).toThrow();
    expect(() => toMinor("-1", "USD")).toThrow();
  });
  it("reads the database's three decimals in any currency", () => {
    expect(toDecimalString("12.500", "USD")).toBe("12.50");
    expect(toDecimalString("1200.000", "JPY")).toBe("1200");
    expect(toDecimalString("3.250", "KWD")).toBe("3.250");
  });
  it("adds without float drift", () => {
    expect(fromMinor(toMinor("0.10", "USD") + toMinor("0.20", "USD"), "USD")).toBe("0.30");
    expect(formatMoney(toMinor("19.99", "USD") * 3, US_DOLLARS)).toBe("$59.97");
    expect(fromMinor(toMinor("0.001", "KWD") * 3, "KWD")).toBe("0.003");
  });
  it("writes each currency with its own decimals, in the store's locale", () => {
    expect(formatMoney("12.5", US_DOLLARS)).toBe("$12.50");
    expect(formatMoney(123456, US_DOLLARS)).toBe("$1,234.56");
    expect(formatMoney(-500, US_DOLLARS)).toBe("-$5.00");
    expect(formatMoney(1200, { currency: "JPY", locale: "ja-JP" })).toBe("￥1,200");
    expect(formatMoney(125050, { currency: "INR", locale: "hi-IN" })).toBe("₹1,250.50");
    expect(formatMoney("3.25", { currency: "KWD", locale: "en-US" })).toBe("KWD\u00a03.250");
    expect(formatMoney("1234.5", { currency: "EUR", locale: "de-DE" })).toBe("1.234,50\u00a0€");
    // IDR keeps ISO's two decimals, though the locale data would show none.
    expect(formatMoney("10.5", { currency: "IDR", locale: "en-US" })).toBe("IDR\u00a010.50");
  });
  it("caps every currency at 8 whole digits", () => {
    expect(fromMinor(maxMinor("USD"), "USD")).toBe("99999999.99");
    expect(fromMinor(maxMinor("JPY"), "JPY")).toBe("99999999");
    expect(fromMinor(maxMinor("KWD"), "KWD")).toBe("99999999.999");
  });
  it("uses the discount price when present", () => {
    expect(effectivePriceMinor({ price: "10.00", discountPrice: "7.50" }, "USD")).toBe(750);
    expect(effectivePriceMinor({ price: "10.00", discountPrice: null }, "USD")).toBe(1000);
    // An older row whose "discount" is above the price is sold at the price, never above it.
    expect(effectivePriceMinor({ price: "10.00", discountPrice: "50.00" }, "USD")).toBe(1000);
    expect(effectivePriceMinor({ price: "10.00", discountPrice: "10.00" }, "USD")).toBe(1000);
    expect(effectivePriceMinor({ price: "1200", discountPrice: "999" }, "JPY")).toBe(999);
  });
});

describe("money arithmetic", () => {
  it("reads numbers and padded text, names a bad value in its error", () => {
    expect(toMinor(12.5, "USD")).toBe(1250);
    expect(toMinor(" 3.1 ", "USD")).toBe(310);
    expect(() => toMinor("1,50", "USD")).toThrow("Not an amount: 1,50");
  });

  it("writes negative amounts with a sign and rounds stray fractions of a cent", () => {
    expect(fromMinor(-1250, "USD")).toBe("-12.50");
    expect(fromMinor(-5, "USD")).toBe("-0.05");
    expect(fromMinor(1234.6, "USD")).toBe("12.35");
    expect(fromMinor(0, "USD")).toBe("0.00");
  });

  it("normalises stored numerics and formats for display", () => {
    expect(toDecimalString("12.5", "USD")).toBe("12.50");
    expect(toDecimalString("7", "USD")).toBe("7.00");
    expect(formatMoney("4.5", US_DOLLARS)).toBe("$4.50");
    expect(formatMoney(1999, US_DOLLARS)).toBe("$19.99");
    // A blank discount column is no discount.
    expect(effectivePriceMinor({ price: "10.00", discountPrice: "" }, "USD")).toBe(1000);
  });
});
