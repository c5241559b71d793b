import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify } from "./slug";

describe("slugify (spec section 5)", () => {
  it.each([
    ["Sunrise Pharmacy", "sunrise-pharmacy"],
    ["Joe's Café & Bar", "joes-caf-bar"],
    ["  Many   Spaces  ", "many-spaces"],
    ["a -- b", "a-b"],
    ["UPPER case 123", "upper-case-123"],
    ["-edge-", "edge"],
    ["!!!", ""],
  ])("%s -> %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("always yields a valid slug or nothing", () => {
    for (const name of ["Ünïcødé Shop", "100% Organic!", "a_b_c", "tab\tseparated"]) {
      const slug = slugify(name);
      expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });

  it("the slug pattern refuses anything but lowercase letters, digits and hyphens, anywhere in the slug", () => {
    expect(SLUG_PATTERN.test("corner-shop-2")).toBe(true);
    for (const bad of ["corner shop", "shop!", "!shop", "Shop", ""])
      expect(SLUG_PATTERN.test(bad), bad).toBe(false);
  });
});
