import { describe, expect, it } from "vitest";
import { descriptionOf, fromVariants, type ImportVariant, imageOf, stockOf } from "./import-table";

const variant = (values: string[], price: string, extra: Partial<ImportVariant> = {}): ImportVariant => ({
  row: 2,
  values,
  price,
  compareAt: "",
  quantity: null,
  isAvailable: true,
  ...extra,
});

describe("fromVariants", () => {
  it("prices from the cheapest variant, the others as price changes; its compare-at makes the discount pair", () => {
    const built = fromVariants(
      ["Size"],
      [
        variant(["M"], "12.00", { compareAt: "15.00", quantity: 2 }),
        variant(["S"], "10.00", { compareAt: "13.00", quantity: 5 }),
      ],
      "USD",
      "Options",
    );
    expect(built).toEqual({
      ok: true,
      fields: {
        price: "13.00",
        discountPrice: "10.00",
        quantity: null,
        optionGroups: [
          {
            name: "Size",
            selection: "single",
            required: true,
            tracksStock: true,
            options: [
              { name: "M", priceDelta: "2.00", quantity: 2, isAvailable: true },
              { name: "S", priceDelta: "0.00", quantity: 5, isAvailable: true },
            ],
          },
        ],
      },
    });
  });

  it("makes one group per dimension when the variants are a full grid at one price without stock", () => {
    const grid = ["S", "M"].flatMap((size) => ["Red", "Blue"].map((colour) => variant([size, colour], "9")));
    const built = fromVariants(["Size", "Colour"], grid, "USD", "Options");
    expect(built.ok && built.fields.optionGroups?.map((g) => [g.name, g.options.map((o) => o.name)])).toEqual(
      [
        ["Size", ["S", "M"]],
        ["Colour", ["Red", "Blue"]],
      ],
    );
  });

  it("makes one combined group when the variants are not a full grid, or price or count differently", () => {
    const partial = [variant(["S", "Red"], "9"), variant(["M", "Blue"], "9")];
    const built = fromVariants(["Size", "Colour"], partial, "USD", "Options");
    expect(built.ok && built.fields.optionGroups?.map((g) => [g.name, g.options.map((o) => o.name)])).toEqual(
      [["Size / Colour", ["S / Red", "M / Blue"]]],
    );
  });

  it("counts stock only when every variant counts it", () => {
    const built = fromVariants(
      ["Size"],
      [variant(["S"], "1", { quantity: 3 }), variant(["M"], "1")],
      "USD",
      "x",
    );
    expect(built.ok && built.fields.optionGroups?.[0]?.tracksStock).toBe(false);
  });

  it("takes a single variant as the product itself, without a group", () => {
    expect(fromVariants(["Size"], [variant(["One size"], "5", { quantity: 4 })], "USD", "x")).toEqual({
      ok: true,
      fields: { price: "5.00", discountPrice: null, quantity: 4, optionGroups: [] },
    });
  });

  it("names the variant and row whose price is not an amount; a compare-at at or below the price is no discount", () => {
    expect(
      fromVariants(["Size"], [variant(["S"], "1"), variant(["M"], "abc", { row: 7 })], "USD", "x"),
    ).toEqual({
      ok: false,
      error: 'Please enter a valid price (variant "M", row 7)',
    });
    expect(fromVariants([], [variant([], "")], "USD", "x")).toEqual({
      ok: false,
      error: "Price is required",
    });
    const built = fromVariants([], [variant([], "$5.00", { compareAt: "5.00" })], "USD", "x");
    expect(built.ok && built.fields.discountPrice).toBeNull();
  });

  it("reads prices in the store's currency", () => {
    const built = fromVariants(["Size"], [variant(["S"], "1200"), variant(["L"], "1500")], "JPY", "x");
    expect(built.ok && [built.fields.price, built.fields.optionGroups?.[0]?.options[1]?.priceDelta]).toEqual([
      "1200",
      "300",
    ]);
  });
});

describe("cells", () => {
  it("reads stock: blank is not counted, below zero is none, decimals round down", () => {
    expect([stockOf(""), stockOf("-3"), stockOf("4.7"), stockOf("12"), stockOf("many")]).toEqual([
      null,
      0,
      4,
      12,
      null,
    ]);
  });

  it("keeps web addresses as images, not a file's name or a script", () => {
    expect(imageOf("https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
    expect(imageOf("a.jpg")).toBeNull();
    expect(imageOf("javascript:alert(1)")).toBeNull();
  });

  it("cuts a description past 5,000 characters at a word, with an ellipsis", () => {
    const text = descriptionOf(`<p>${"word ".repeat(2000)}</p>`);
    expect(text.length).toBeLessThanOrEqual(5000);
    expect(text.endsWith("word…")).toBe(true);
  });
});
