import { describe, expect, it } from "vitest";
import { ZCreateProductRequest, ZUpdateProductRequest } from "./catalog";
import { ZOptionGroupsInput } from "./product-options-request";

const ID = "00000000-0000-4000-8000-000000000001";
const parse = (groups: unknown) => ZOptionGroupsInput("USD").safeParse(groups);
const messageOf = (groups: unknown) => parse(groups).error?.issues[0]?.message;
const option = (name: string, extra: object = {}) => ({ name, ...extra });

describe("a product's option groups as the merchant sends them", () => {
  it("normalises a single choice, a multiple one and a stock group, with defaults", () => {
    const result = parse([
      {
        name: " Size ",
        tracksStock: true,
        options: [option("S", { quantity: 4 }), option("L", { priceDelta: 3 })],
      },
      {
        name: "Extra",
        selection: "multiple",
        options: [option("Cheese", { priceDelta: "1.5" }), option("Olives")],
      },
      { id: ID, name: "Sauce", required: true, options: [option("Tomato", { quantity: 7 })] },
    ]);
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual([
      {
        id: undefined,
        name: "Size",
        selection: "single",
        required: true,
        minSelect: 1,
        maxSelect: 1,
        tracksStock: true,
        options: [
          { id: undefined, name: "S", priceDelta: "0.00", quantity: 4, isAvailable: true },
          { id: undefined, name: "L", priceDelta: "3.00", quantity: 0, isAvailable: true },
        ],
      },
      {
        id: undefined,
        name: "Extra",
        selection: "multiple",
        required: false,
        minSelect: 0,
        maxSelect: 2,
        tracksStock: false,
        options: [
          { id: undefined, name: "Cheese", priceDelta: "1.50", quantity: null, isAvailable: true },
          { id: undefined, name: "Olives", priceDelta: "0.00", quantity: null, isAvailable: true },
        ],
      },
      {
        id: ID,
        name: "Sauce",
        selection: "single",
        required: true,
        minSelect: 1,
        maxSelect: 1,
        tracksStock: false,
        options: [{ id: undefined, name: "Tomato", priceDelta: "0.00", quantity: null, isAvailable: true }],
      },
    ]);
  });

  it("refuses inconsistent rules with a message naming the group", () => {
    expect(messageOf([{ name: "Size", options: [] }])).toBe('"Size" needs at least one option');
    expect(messageOf([{ name: "Size", options: [option("S"), option("s")] }])).toBe(
      '"Size" has two options called "s"',
    );
    expect(
      messageOf([{ name: "Size", selection: "multiple", tracksStock: true, options: [option("S")] }]),
    ).toBe('"Size" tracks stock, so it must be a single, required choice');
    expect(
      messageOf([
        { name: "Extra", selection: "multiple", minSelect: 3, maxSelect: 2, options: [option("A")] },
      ]),
    ).toBe('"Extra": the minimum number of picks (3) is more than the maximum (2)');
    expect(messageOf([{ name: "Extra", selection: "multiple", minSelect: 2, options: [option("A")] }])).toBe(
      '"Extra": the minimum number of picks (2) is more than the maximum (1)',
    );
    expect(
      messageOf([
        { name: "Extra", selection: "multiple", minSelect: 2, maxSelect: 5, options: [option("A")] },
      ]),
    ).toBe('"Extra": customers must pick at least 2, but it has only 1 option');
    expect(
      messageOf([
        { name: "Extra", selection: "multiple", required: true, minSelect: 0, options: [option("A")] },
      ]),
    ).toBe('"Extra" is required, so customers must pick at least 1');
    expect(
      messageOf([
        { name: "Size", tracksStock: true, options: [option("S")] },
        { name: "Colour", tracksStock: true, options: [option("Red")] },
      ]),
    ).toBe("Only one option group per product can track stock");
    expect(
      messageOf([
        { name: "Size", options: [option("S")] },
        { name: "size", options: [option("M")] },
      ]),
    ).toBe('Two option groups are both called "size"');
    expect(messageOf([{ name: "", options: [option("S")] }])).toBe("Option group name is required");
    expect(messageOf([{ name: "Size", options: [option("S", { priceDelta: "-1" })] }])).toBe(
      "Price change must be an amount from 0 to 99999999.99, with at most 2 decimals",
    );
    expect(messageOf([{ name: "Size", options: [option("S", { quantity: -1 })] }])).toBe(
      "Quantity cannot be negative",
    );
    expect(messageOf("nope")).toBe("optionGroups must be a list of option groups");
    expect(messageOf(Array.from({ length: 11 }, (_, i) => ({ name: `G${i}`, options: [option("A")] })))).toBe(
      "A product can have at most 10 option groups",
    );
  });

  it("drops an id that is not a uuid (the server then makes a new one)", () => {
    expect(parse([{ id: "x", name: "Size", options: [option("S", { id: 5 })] }]).data?.[0]).toMatchObject({
      id: undefined,
      options: [{ id: undefined }],
    });
  });

  it("is optional on a product: none on create, kept on update", () => {
    expect(ZCreateProductRequest("USD").parse({ name: "P", price: "1" }).optionGroups).toEqual([]);
    expect(ZUpdateProductRequest("USD").parse({ name: "P" }).optionGroups).toBeUndefined();
    expect(ZUpdateProductRequest("USD").parse({ optionGroups: [] }).optionGroups).toEqual([]);
  });
});
