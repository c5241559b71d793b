import { describe, expect, it } from "vitest";
import { DEFAULT_ACCENT_COLOR, DEFAULT_THEME_COLOR, findTheme, STORE_THEMES } from "./themes";

describe("store themes", () => {
  it("has the spec's six themes, with the ids the API accepts, in order", () => {
    expect(STORE_THEMES.map((t) => [t.id, t.name])).toEqual([
      ["blue", "Ocean Blue"],
      ["green", "Nature Green"],
      ["purple", "Royal Purple"],
      ["red", "Bold Red"],
      ["orange", "Warm Orange"],
      ["pink", "Modern Pink"],
    ]);
  });
  it("every theme has a description and #RRGGBB colours", () => {
    for (const theme of STORE_THEMES) {
      expect(theme.description.length).toBeGreaterThan(0);
      expect(theme.primary).toMatch(/^#[0-9A-F]{6}$/);
      expect(theme.accent).toMatch(/^#[0-9A-F]{6}$/);
    }
  });
  it("falls back to the default colours", () => {
    expect(findTheme(undefined)).toMatchObject({
      primary: DEFAULT_THEME_COLOR,
      accent: DEFAULT_ACCENT_COLOR,
    });
    expect(findTheme("no-such-theme").id).toBe("blue");
    expect(findTheme("red").name).toBe("Bold Red");
  });
});
