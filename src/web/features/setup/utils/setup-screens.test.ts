import { describe, expect, it } from "vitest";
import { testProduct } from "#tests/helpers/test-product";
import { testCategory } from "#tests/web/storefront";
import {
  distanceKm,
  distanceUnit,
  exampleGroups,
  knownType,
  screenAfter,
  screenOf,
  stepBefore,
} from "./setup-screens";

describe("the first-run path's screens", () => {
  it("opens the step asked for, else the next to do, else the end", () => {
    expect(screenOf("hours", { next: "catalog" })).toBe("hours");
    expect(screenOf("nonsense", { next: "catalog" })).toBe("catalog");
    expect(screenOf(null, { next: null })).toBe("live");
    expect(screenOf("live", { next: "type" })).toBe("live");
  });

  it("goes through the steps in order, the live screen last", () => {
    expect(screenAfter("type")).toBe("catalog");
    expect(screenAfter("payments")).toBe("live");
    expect(stepBefore("type")).toBeNull();
    expect(stepBefore("catalog")).toBe("type");
    expect(stepBefore("live")).toBe("payments");
  });

  it("reads an unknown business type as a shop", () => {
    expect(knownType("pharmacy")).toBe("pharmacy");
    expect(knownType("bakery")).toBe("retail");
  });
});

describe("a delivery distance", () => {
  it("is in miles where road signs are, else in kilometres", () => {
    expect(distanceUnit("US")).toBe("mi");
    expect(distanceUnit("GB")).toBe("mi");
    expect(distanceUnit("IN")).toBe("km");
    expect(distanceUnit(null)).toBe("km");
  });

  it("is sent in kilometres, and only when it is one", () => {
    expect(distanceKm("3", "km")).toBe(3);
    expect(distanceKm("2,5", "km")).toBe(2.5);
    expect(distanceKm("2", "mi")).toBe(3.219);
    for (const bad of ["", " ", "0", "-1", "three", "Infinity"]) expect(distanceKm(bad, "km")).toBeNull();
  });
});

describe("the example products by category", () => {
  it("follows the categories' order, leaves out the merchant's own, and puts the uncategorised last", () => {
    const mains = testCategory({ id: "c2", name: "Mains" });
    const starters = testCategory({ id: "c1", name: "Starters" });
    const soup = testProduct({ id: "p1", name: "Soup", categoryId: "c1", isExample: true });
    const stew = testProduct({ id: "p2", name: "Stew", categoryId: "c2", isExample: true });
    const loose = testProduct({ id: "p3", name: "Water", categoryId: null, isExample: true });
    const own = testProduct({ id: "p4", name: "Wine", categoryId: "c2", isExample: false });
    expect(exampleGroups([soup, stew, loose, own], [starters, mains])).toEqual([
      { id: "c1", name: "Starters", products: [soup] },
      { id: "c2", name: "Mains", products: [stew] },
      { id: "", name: "Other", products: [loose] },
    ]);
    expect(exampleGroups([own], [starters, mains])).toEqual([]);
  });
});
