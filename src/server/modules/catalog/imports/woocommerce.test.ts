import { describe, expect, it } from "vitest";
import { importFixture } from "#tests/fixtures/imports/fixtures";
import { readCatalogFile } from "./read-catalog-file";
import { WOO_SKIPS } from "./woocommerce";

const read = () => readCatalogFile(importFixture("woocommerce"), "USD");
const product = (name: string) => {
  const record = read().records.find((r) => r.name === name);
  if (!record?.ok) throw new Error(`${name}: ${JSON.stringify(record)}`);
  return record;
};

describe("WooCommerce's product CSV", () => {
  it("is recognised by its header; simple and variable products become products, variations join them", () => {
    const file = read();
    expect(file.format).toBe("woocommerce");
    expect(file.records.map((r) => [r.row, r.name, r.ok])).toEqual([
      [2, "Beanie", true],
      [3, "Hoodie with Logo", true],
      [7, "Secret Tote", true],
      [11, "Multi-line Mug", true],
    ]);
  });

  it("reads a simple product: sale price as the discount, the first category of the path, the first image", () => {
    expect(product("Beanie")).toMatchObject({
      categoryName: "Clothing",
      input: {
        price: "20.00",
        discountPrice: "18.00",
        quantity: 12,
        isAvailable: true,
        imageUrl: "https://example.com/wp-content/uploads/beanie.jpg",
        // The exporter's escaped line breaks are line breaks again; its descriptive attributes are no choice.
        description: "Warm & soft.\nOne size fits most.",
        optionGroups: [],
      },
    });
  });

  it("joins variations by id:N or the parent's SKU into a stock group, an unpublished one unavailable", () => {
    const { input } = product("Hoodie with Logo");
    expect(input).toMatchObject({ price: "45.00", discountPrice: "42.00" });
    expect(input.optionGroups).toEqual([
      expect.objectContaining({
        name: "Color",
        tracksStock: true,
        options: [
          { name: "Blue", priceDelta: "0.00", quantity: 4, isAvailable: true },
          { name: "Green", priceDelta: "3.00", quantity: 0, isAvailable: true },
          { name: "Red", priceDelta: "6.00", quantity: 7, isAvailable: false },
        ],
      }),
    ]);
  });

  it("reads a draft as not available, out of stock without a count as none left, a quoted multi-line description", () => {
    expect(product("Secret Tote").input).toMatchObject({ isAvailable: false, quantity: null });
    expect(product("Multi-line Mug").input).toMatchObject({
      quantity: 0,
      description: 'Line one, with a comma\nLine "two"',
    });
  });

  it("passes over grouped and external products and variations without their parent", () => {
    expect(read().skipped).toEqual([
      { row: 8, name: "Gift Set", reason: WOO_SKIPS.grouped },
      { row: 9, name: "Affiliate Book", reason: WOO_SKIPS.external },
      { row: 10, name: "Lost Variation", reason: WOO_SKIPS.noParent("id:999") },
    ]);
  });
});
