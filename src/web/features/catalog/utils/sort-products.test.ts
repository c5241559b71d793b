import { describe, expect, it } from "vitest";
import type { TCategory, TProduct } from "#contracts/catalog";
import { nextSort, sortProducts } from "./sort-products";

const product = (name: string, patch: Partial<TProduct> = {}): TProduct => ({
  id: name,
  merchantId: "m",
  categoryId: null,
  name,
  description: null,
  price: "5.00",
  discountPrice: null,
  imageUrl: null,
  quantity: 20,
  isAvailable: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...patch,
});
const category = (id: string, name: string) => ({ id, name }) as TCategory;
const names = (list: TProduct[]) => list.map((p) => p.name);

describe("sortProducts", () => {
  const items = [
    product("item 10", { price: "3.00", quantity: null, categoryId: "b" }),
    product("Item 2", { price: "9.00", discountPrice: "1.00", quantity: 4, categoryId: "a" }),
    product("apple", { price: "2.00", quantity: 0 }),
    product("Banana", { price: "7.00", isAvailable: false, quantity: 50, categoryId: "gone" }),
  ];
  const categories = [category("a", "Zebra"), category("b", "Apples")];

  it("keeps the server's order when no column is chosen", () => {
    expect(names(sortProducts(items, categories, null))).toEqual(names(items));
  });

  it("sorts names case-blind with numbers in numeric order, both ways", () => {
    expect(names(sortProducts(items, categories, { key: "name", direction: "ascending" }))).toEqual([
      "apple",
      "Banana",
      "Item 2",
      "item 10",
    ]);
    expect(names(sortProducts(items, categories, { key: "name", direction: "descending" }))[0]).toBe(
      "item 10",
    );
  });

  it("sorts prices by what the customer pays (the discount price when there is one)", () => {
    expect(names(sortProducts(items, categories, { key: "price", direction: "ascending" }))).toEqual([
      "Item 2",
      "apple",
      "item 10",
      "Banana",
    ]);
  });

  it("puts untracked stock and Uncategorized last in both directions", () => {
    for (const direction of ["ascending", "descending"] as const) {
      expect(names(sortProducts(items, categories, { key: "stock", direction })).at(-1)).toBe("item 10");
      // "gone" is a deleted category: the row shows Uncategorized, so it sorts with them (then by name).
      expect(names(sortProducts(items, categories, { key: "category", direction })).slice(2)).toEqual([
        "apple",
        "Banana",
      ]);
    }
    expect(names(sortProducts(items, categories, { key: "stock", direction: "ascending" }))).toEqual([
      "apple",
      "Item 2",
      "Banana",
      "item 10",
    ]);
    expect(
      names(sortProducts(items, categories, { key: "category", direction: "ascending" })).slice(0, 2),
    ).toEqual(["item 10", "Item 2"]);
  });

  it("sorts status worst first: Out of Stock (sold out or unavailable), Only N left, In Stock", () => {
    expect(names(sortProducts(items, categories, { key: "status", direction: "ascending" }))).toEqual([
      "apple",
      "Banana",
      "Item 2",
      "item 10",
    ]);
  });

  it("does not change the list it was given", () => {
    const copy = [...items];
    sortProducts(items, categories, { key: "name", direction: "ascending" });
    expect(items).toEqual(copy);
  });
});

describe("nextSort", () => {
  it("starts ascending, flips on the same column, restarts on another", () => {
    expect(nextSort(null, "price")).toEqual({ key: "price", direction: "ascending" });
    expect(nextSort({ key: "price", direction: "ascending" }, "price")).toEqual({
      key: "price",
      direction: "descending",
    });
    expect(nextSort({ key: "price", direction: "descending" }, "price").direction).toBe("ascending");
    expect(nextSort({ key: "price", direction: "descending" }, "name").direction).toBe("ascending");
  });
});
