import { describe, expect, it } from "vitest";
import { localized } from "./localized";

const tea = {
  name: "Tea",
  description: "Black tea",
  translations: { es: { name: "Té", description: "Té negro" }, hi: { name: "चाय" } },
};

describe("a merchant's words in the page's language", () => {
  it("shows the merchant's translation for the page's language", () => {
    expect(localized(tea, "es")).toEqual({ name: "Té", description: "Té negro" });
  });

  it("falls back to the original, part by part, where there is none", () => {
    expect(localized(tea, "hi")).toEqual({ name: "चाय", description: "Black tea" });
    expect(localized(tea, "ar")).toEqual({ name: "Tea", description: "Black tea" });
    expect(localized(tea, "en")).toEqual({ name: "Tea", description: "Black tea" });
  });

  it("reads items without translations (a cart saved before them, a menu's own section)", () => {
    expect(localized({ name: "More", description: null }, "es")).toEqual({ name: "More", description: null });
    expect(localized({ name: "Tea", description: null, translations: { es: { name: "" } } }, "es")).toEqual({
      name: "Tea",
      description: null,
    });
  });
});
