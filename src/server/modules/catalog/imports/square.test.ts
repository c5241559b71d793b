import { describe, expect, it } from "vitest";
import { importFixture } from "#tests/fixtures/imports/fixtures";
import { readCatalogFile } from "./read-catalog-file";
import { SQUARE_SKIPS } from "./square";

const read = () => readCatalogFile(importFixture("square"), "USD");
const product = (name: string) => {
  const record = read().records.find((r) => r.name === name);
  if (!record?.ok) throw new Error(`${name}: ${JSON.stringify(record)}`);
  return record;
};

describe("Square's item library export", () => {
  it("is recognised by its header; an item's variations are one product", () => {
    const file = read();
    expect(file.format).toBe("square");
    expect(file.records.map((r) => [r.row, r.name])).toEqual([
      [2, "Latte"],
      [4, "Croissant"],
      [7, "Old Muffin"],
      [8, "Tea"],
    ]);
  });

  it("names the group by the item's option, prices by difference, stock from the location's Current Quantity", () => {
    expect(product("Latte")).toMatchObject({
      categoryName: "Coffee",
      input: {
        price: "4.50",
        description: "Espresso & steamed milk",
        optionGroups: [
          {
            name: "Size",
            tracksStock: true,
            options: [
              { name: "Small", priceDelta: "0.00", quantity: 20 },
              { name: "Large", priceDelta: "0.75", quantity: 15 },
            ],
          },
        ],
      },
    });
  });

  it("takes variations without options by their names, the online sale price as the discount, archived as not available", () => {
    expect(product("Tea").input.optionGroups.map((g) => [g.name, g.options.map((o) => o.name)])).toEqual([
      ["Variation", ["Green", "Black"]],
    ]);
    expect(product("Croissant").input).toMatchObject({
      price: "3.00",
      discountPrice: "2.50",
      quantity: null,
    });
    expect(product("Old Muffin").input.isAvailable).toBe(false);
  });

  it("passes over variable prices and items that are not sellable", () => {
    expect(read().skipped).toEqual([
      { row: 5, name: "Market Fish", reason: SQUARE_SKIPS.variablePrice },
      { row: 6, name: "Coffee Beans (bulk)", reason: SQUARE_SKIPS.notSellable },
    ]);
  });
});
