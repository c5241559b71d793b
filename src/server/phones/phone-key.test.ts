import { describe, expect, it } from "vitest";
import { internationalNumber, phoneKey } from "./phone-key";

describe("phoneKey: one key for every way of writing one number", () => {
  it.each([
    // The three ways of one US number, and more, in a US store.
    ["US", "+1 212 555 7777"],
    ["US", "(212) 555-7777"],
    ["US", "001 212 555 7777"],
    ["US", "011 1 212 555 7777"],
    ["US", "1-212-555-7777"],
    ["US", "212.555.7777"],
    // Written with its country code, it is the same number in any store, or one without a country.
    ["IN", "+1 (212) 555-7777"],
    ["GB", "001 212 555 7777"],
    [null, "+1 212 555 7777"],
    [null, "001 212 555 7777"],
  ])("%s: %s -> +12125557777", (country, phone) => {
    expect(phoneKey(phone, country)).toBe("+12125557777");
  });

  it.each([
    ["98765 43210"],
    ["098765 43210"],
    ["+91 98765 43210"],
    ["+91 098765-43210"],
    ["0091 98765 43210"],
    ["919876543210"],
  ])("IN: %s -> +919876543210", (phone) => {
    expect(phoneKey(phone, "IN")).toBe("+919876543210");
  });

  it.each([["07911 123456"], ["+44 7911 123456"], ["+44 (0)7911 123456"], ["0044 7911 123456"]])(
    "GB: %s -> +447911123456",
    (phone) => {
      expect(phoneKey(phone, "GB")).toBe("+447911123456");
    },
  );

  it("reads a national number in the store's country: the same digits are another number elsewhere", () => {
    expect(phoneKey("020 7946 0958", "GB")).toBe("+442079460958");
    expect(phoneKey("98765 43210", "US")).not.toBe(phoneKey("98765 43210", "IN"));
  });

  it("keeps the digits of what is no valid number, or a national number without a country", () => {
    expect(phoneKey("+1 555 0100", "US")).toBe("15550100");
    expect(phoneKey("555-0100 ext", "US")).toBe("5550100");
    expect(phoneKey("(212) 555-7777", null)).toBe("2125557777");
    expect(phoneKey("(212) 555-7777", "ZZ")).toBe("2125557777");
    // A digits key never meets an E.164 one.
    expect(phoneKey("+1 555 0100", "US").startsWith("+")).toBe(false);
  });
});

describe("internationalNumber", () => {
  it("is null for what is no number, and for a national one without a country", () => {
    for (const junk of [null, undefined, "", "abc", "00", "0000000000", "+999 1234 5678"]) {
      expect(internationalNumber(junk, "US"), String(junk)).toBeNull();
    }
    expect(internationalNumber("(212) 555-7777", null)).toBeNull();
  });
});
