import { describe, expect, it } from "vitest";
import { currencyChoices, formatsPreview, localeChoices, proposedFormats } from "./format-choices";

describe("a store's currency and formats, as the forms offer them", () => {
  it("proposes the currency of the browser's country and its language written as there", () => {
    expect(proposedFormats("Asia/Tokyo", "ja-JP")).toEqual({ currency: "JPY", locale: "ja-JP" });
    expect(proposedFormats("Asia/Kolkata", "en-GB")).toEqual({ currency: "INR", locale: "en-IN" });
    expect(proposedFormats("America/Mexico_City", "es-419")).toEqual({ currency: "MXN", locale: "es-MX" });
    // Nothing known (a test browser in UTC): a US dollar store, as before.
    expect(proposedFormats("UTC", "en-US")).toEqual({ currency: "USD", locale: "en-US" });
    expect(proposedFormats(undefined, undefined)).toEqual({ currency: "USD", locale: "en-US" });
  });

  it("names currencies and formats in English, keeping the store's own among them", () => {
    expect(currencyChoices()).toContainEqual({ value: "JPY", label: "Japanese Yen (JPY)" });
    expect(localeChoices("gu-IN")).toContainEqual({ value: "gu-IN", label: "Gujarati (India)" });
    expect(localeChoices().find((c) => c.value === "ja-JP")?.label).toBe("Japanese (Japan)");
  });

  it("shows how money, a time and a day will read", () => {
    expect(formatsPreview("USD", "en-US")).toBe("$1,234.50 · 10:30 PM · Sun, Nov 29");
    expect(formatsPreview("JPY", "ja-JP")).toBe("¥1,235 · 22:30 · Sun, Nov 29");
    expect(formatsPreview("KWD", "ar-KW")).toBe("KWD\u00a01,234.500 · 10:30 PM · Sun, Nov 29");
  });
});
