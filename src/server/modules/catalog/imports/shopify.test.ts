import { describe, expect, it } from "vitest";
import { importFixture } from "#tests/fixtures/imports/fixtures";
import { readCatalogFile } from "./read-catalog-file";
import { SHOPIFY_SKIPS } from "./shopify";

const read = () => readCatalogFile(importFixture("shopify"), "USD");
const product = (name: string) => {
  const record = read().records.find((r) => r.name === name);
  if (!record?.ok) throw new Error(`${name}: ${JSON.stringify(record)}`);
  return record;
};

describe("Shopify's product CSV", () => {
  it("is recognised by its header (with a BOM and CRLF) and keeps the file's order", () => {
    const file = read();
    expect(file.format).toBe("shopify");
    expect(file.records.map((r) => [r.row, r.name, r.ok])).toEqual([
      [2, "Example T-Shirt", true],
      [5, "Coffee Mug", true],
      [6, "Hoodie", true],
      [11, "Sticker", true],
      [12, "Broken Price", false],
      [14, "Old Poster", true],
    ]);
  });

  it("joins a Handle's rows: variants with their own price and tracked stock make one stock group", () => {
    const { input, categoryName } = product("Example T-Shirt");
    expect(input).toMatchObject({
      // The cheapest variant's compare-at price above its price is the discount pair.
      price: "24.99",
      discountPrice: "19.99",
      isAvailable: true,
      imageUrl: "https://cdn.shopify.com/s/files/1/tshirt-front.jpg",
      description:
        "Soft cotton tee & a classic fit.\n• 100% cotton\n• Machine wash\nMade in Portugal — since 1990\nFits true to size",
    });
    expect(categoryName).toBe("Shirts");
    expect(input.optionGroups).toEqual([
      expect.objectContaining({
        name: "Size / Colour",
        tracksStock: true,
        options: [
          expect.objectContaining({ name: "S / Red", priceDelta: "0.00", quantity: 5 }),
          expect.objectContaining({ name: "M / Red", priceDelta: "0.00", quantity: 3 }),
          // Shopify's oversold -2 is none left.
          expect.objectContaining({ name: "L / Red", priceDelta: "2.00", quantity: 0 }),
        ],
      }),
    ]);
  });

  it("makes a full grid at one price without stock two choices, its image from an image-only row", () => {
    const { input } = product("Hoodie");
    expect(input.optionGroups.map((g) => [g.name, g.options.map((o) => o.name)])).toEqual([
      ["Size", ["S", "M"]],
      ["Colour", ["Black", "Grey"]],
    ]);
    expect(input.imageUrl).toBe("https://cdn.shopify.com/s/files/1/hoodie.jpg");
    expect(input.quantity).toBeNull();
  });

  it("reads Default Title as no options; draft, archived or unpublished as not available; the first tag as category", () => {
    expect(product("Coffee Mug")).toMatchObject({
      categoryName: "Kitchen",
      input: {
        optionGroups: [],
        isAvailable: false,
        quantity: null,
        description: "Plain text body\nwith its own line break",
      },
    });
    expect(product("Sticker").input).toMatchObject({ isAvailable: false, quantity: 100, imageUrl: null });
    expect(product("Old Poster").input.isAvailable).toBe(false);
  });

  it("refuses a bad price and passes over gift cards and rows without a Handle, each with its row and reason", () => {
    const file = read();
    expect(file.records.find((r) => r.name === "Broken Price")).toMatchObject({
      ok: false,
      error: "Please enter a valid price",
    });
    expect(file.skipped).toEqual([
      { row: 10, name: "Gift Card", reason: SHOPIFY_SKIPS.giftCard },
      { row: 13, name: "Orphan Row", reason: SHOPIFY_SKIPS.noHandle },
    ]);
  });

  it("reads the newer export's headers (URL handle, Price, Compare-at price, Product image URL)", () => {
    const csv = [
      "Title,URL handle,Description,Status,Option1 name,Option1 value,Price,Compare-at price,Inventory tracker,Inventory quantity,Product image URL",
      "Cap,cap,<p>A cap</p>,active,Colour,Red,10,12,shopify,4,https://cdn.shopify.com/cap.jpg",
      ",cap,,,,Blue,11,,shopify,6,",
    ].join("\n");
    const file = readCatalogFile(csv, "USD");
    expect(file.format).toBe("shopify");
    expect(file.records[0]).toMatchObject({
      ok: true,
      input: {
        name: "Cap",
        price: "12.00",
        discountPrice: "10.00",
        imageUrl: "https://cdn.shopify.com/cap.jpg",
        optionGroups: [{ name: "Colour", options: [{ name: "Red" }, { name: "Blue", priceDelta: "1.00" }] }],
      },
    });
  });
});
