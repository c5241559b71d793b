import { getCountries } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "#contracts/countries";
import { countryOfTimeZone } from "#contracts/time-zone-countries";
import { storeCountry, storeWhatsappDigits, whatsappDigits } from "./whatsapp-phone";

describe("whatsappDigits: a phone as wa.me wants it", () => {
  it.each([
    ["US", "(212) 555-0142", "12125550142"],
    ["US", "+1 212-555-0142", "12125550142"],
    ["GB", "07911 123456", "447911123456"],
    ["GB", "020 7946 0958", "442079460958"],
    ["GB", "+44 20 7946 0958", "442079460958"],
    ["IN", "98765 43210", "919876543210"],
    ["IN", "+91 98765-43210", "919876543210"],
    ["DE", "0151 23456789", "4915123456789"],
    ["DE", "030 123456", "4930123456"],
    ["BR", "(11) 91234-5678", "5511912345678"],
    ["BR", "+55 11 91234 5678", "5511912345678"],
    ["AE", "050 123 4567", "971501234567"],
    ["AE", "+971 50 123 4567", "971501234567"],
  ])("%s: %s -> %s", (country, phone, digits) => {
    expect(whatsappDigits(phone, country)).toBe(digits);
  });

  it("reads an international number whatever the store's country, or without one", () => {
    expect(whatsappDigits("+44 7911 123456", "US")).toBe("447911123456");
    expect(whatsappDigits("+49 151 23456789", null)).toBe("4915123456789");
  });

  it("gives null for a national number without a country, and for what is no number", () => {
    expect(whatsappDigits("(212) 555-0142", null)).toBeNull();
    for (const junk of ["", "abc", "555 0100", "1234567", "+1 555 0100", "+999 1234 5678", "0000000000"]) {
      expect(whatsappDigits(junk, "US"), junk).toBeNull();
    }
    expect(whatsappDigits(null, "US")).toBeNull();
  });

  it("ignores a country libphonenumber does not know instead of failing", () => {
    expect(whatsappDigits("(212) 555-0142", "ZZ")).toBeNull();
    expect(whatsappDigits("+1 212 555 0142", "ZZ")).toBe("12125550142");
  });
});

describe("storeCountry: the country a store's national numbers are read in", () => {
  const store = { country: null, contactPhone: null, timeZone: "UTC" };

  it("is the one the merchant set, before any guess", () => {
    expect(storeCountry({ ...store, country: "GB", contactPhone: "+1 212 555 0142" })).toBe("GB");
  });

  it("else the store's own phone's, when written with its country code", () => {
    expect(storeCountry({ ...store, contactPhone: "+1 212-555-0142", timeZone: "Europe/Berlin" })).toBe("US");
    expect(storeCountry({ ...store, contactPhone: "+91 98765 43210" })).toBe("IN");
  });

  it("else its time zone's, old ICU names included", () => {
    expect(storeCountry({ ...store, contactPhone: "(212) 555-0142", timeZone: "America/New_York" })).toBe(
      "US",
    );
    expect(storeCountry({ ...store, timeZone: "Asia/Calcutta" })).toBe("IN");
    expect(storeCountry({ ...store, timeZone: "Asia/Kolkata" })).toBe("IN");
    expect(storeCountry({ ...store, timeZone: "America/Sao_Paulo" })).toBe("BR");
  });

  it("else none: a UTC store with a national phone gets no link", () => {
    expect(storeCountry({ ...store, contactPhone: "(212) 555-0142" })).toBeNull();
    expect(storeWhatsappDigits({ ...store, contactPhone: "(212) 555-0142" })).toBeNull();
    expect(
      storeWhatsappDigits({ ...store, contactPhone: "(212) 555-0142", timeZone: "America/Chicago" }),
    ).toBe("12125550142");
  });
});

describe("the country lists", () => {
  it("Settings offers exactly the countries libphonenumber-js reads numbers in", () => {
    expect([...COUNTRY_CODES].sort()).toEqual([...getCountries()].sort());
  });

  it("every time zone the browser lists has its country", () => {
    const missing = Intl.supportedValuesOf("timeZone").filter((zone) => !countryOfTimeZone(zone));
    expect(missing).toEqual([]);
    expect(countryOfTimeZone("UTC")).toBeNull();
    expect(countryOfTimeZone("Etc/GMT+5")).toBeNull();
  });
});
