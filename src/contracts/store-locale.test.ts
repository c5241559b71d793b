import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "./countries";
import { currencyOfCountry } from "./country-currencies";
import { CURRENCY_CODES, currencyDigits, isCurrencyCode } from "./currency";
import { displayLocale, storeMoneyFormat } from "./display-locale";
import { formatMoney } from "./money";
import { canonicalLocale, defaultLanguageProblem } from "./store-locale";

describe("a store's currency (issue 45)", () => {
  it("knows each circulating ISO 4217 code and its decimals", () => {
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("INR")).toBe(2);
    expect(currencyDigits("KWD")).toBe(3);
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("XYZ")).toBe(false);
    // Every code can be formatted by the runtime.
    for (const code of CURRENCY_CODES)
      expect(() => new Intl.NumberFormat("en", { style: "currency", currency: code })).not.toThrow();
  });

  it("offers a new store its country's currency", () => {
    expect(currencyOfCountry("IN")).toBe("INR");
    expect(currencyOfCountry("jp")).toBe("JPY");
    expect(currencyOfCountry("MX")).toBe("MXN");
    expect(currencyOfCountry("JO")).toBe("JOD");
    expect(currencyOfCountry("DE")).toBe("EUR");
    expect(currencyOfCountry(null)).toBeNull();
    // Every country a store can set has one, and it is one a store can choose.
    const missing = COUNTRY_CODES.filter((country) => !isCurrencyCode(currencyOfCountry(country) ?? ""));
    expect(missing).toEqual([]);
  });
});

describe("a store's locale and languages", () => {
  it("writes a locale canonically and refuses what is not one", () => {
    expect(canonicalLocale("en-us")).toBe("en-US");
    expect(canonicalLocale("ja-JP")).toBe("ja-JP");
    expect(canonicalLocale("hi-IN")).toBe("hi-IN");
    expect(canonicalLocale("not a locale!")).toBeNull();
    expect(canonicalLocale("")).toBeNull();
  });

  it("wants the default language among those offered", () => {
    expect(defaultLanguageProblem(["en", "es"], "es")).toBeNull();
    expect(defaultLanguageProblem(["en"], "ar")).not.toBeNull();
  });
});

describe("the formats a reader sees", () => {
  it("is the store's own locale in its language, else the reader's language with the store's region", () => {
    expect(displayLocale("en-US")).toBe("en-US");
    expect(displayLocale("ja-JP")).toBe("en-JP");
    expect(displayLocale("hi-IN")).toBe("en-IN");
    expect(displayLocale("hi-IN", "hi")).toBe("hi-IN");
    expect(displayLocale("en-GB", "es")).toBe("es-GB");
    expect(displayLocale("de")).toBe("en-DE");
  });

  it("writes the store's money as its region does", () => {
    expect(formatMoney("1200", storeMoneyFormat({ currency: "JPY", locale: "ja-JP" }))).toBe("¥1,200");
    expect(formatMoney("1250.5", storeMoneyFormat({ currency: "INR", locale: "hi-IN" }))).toBe("₹1,250.50");
    expect(formatMoney("12.5", storeMoneyFormat({ currency: "USD", locale: "en-US" }))).toBe("$12.50");
  });
});
