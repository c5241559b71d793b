import { describe, expect, it } from "vitest";
import { type TProduct, ZCreateProductRequest } from "#contracts/catalog";
import {
  categoryNameOf,
  TRACKED_QUANTITY_REQUIRED,
  toProductFormValues,
  toProductPayload,
  tracksStock,
} from "./product-form";

const product: TProduct = {
  currency: "USD",
  id: "p1",
  merchantId: "m1",
  categoryId: "c1",
  name: "Tea",
  description: null,
  price: "4.50",
  discountPrice: null,
  imageUrl: null,
  quantity: null,
  isAvailable: false,
  maxPerOrder: null,
  translations: {},
  isExample: false,
  createdAt: "",
  updatedAt: "",
};

const messages = (values: unknown) =>
  ZCreateProductRequest("USD")
    .safeParse(values)
    .error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("product form", () => {
  it("starts empty and available for a new product", () => {
    expect(toProductFormValues(null)).toEqual({
      name: "",
      description: "",
      price: "",
      discountPrice: "",
      quantity: "",
      categoryId: "",
      imageUrl: "",
      isAvailable: true,
      maxPerOrder: "",
      translations: {},
    });
  });

  it("shows the spec's validation messages for the empty form and bad values", () => {
    expect(messages(toProductFormValues(null))).toEqual([
      "name: Product name is required",
      "price: Price is required",
    ]);
    expect(messages({ ...toProductFormValues(null), name: "Tea", price: "1.234", quantity: "-1" })).toEqual([
      "price: Please enter a valid price",
      "quantity: Quantity cannot be negative",
    ]);
  });

  it("turns blanks into nulls; with Track stock on, a quantity must be given", () => {
    const values = ZCreateProductRequest("USD").parse({
      ...toProductFormValues(null),
      name: "Tea",
      price: "4.5",
    });
    expect(tracksStock(null)).toBe(true);
    // A restaurant's new dish is cooked to order: counting it is asked for, not assumed (issue 42).
    expect(tracksStock(null, "restaurant")).toBe(false);
    expect(tracksStock(null, "pharmacy")).toBe(true);
    expect(toProductPayload(values, "", true)).toEqual({ quantityError: TRACKED_QUANTITY_REQUIRED });
    expect(toProductPayload(values, "  ", true)).toEqual({ quantityError: TRACKED_QUANTITY_REQUIRED });
    const given = ZCreateProductRequest("USD").parse({
      ...toProductFormValues(null),
      name: "Tea",
      price: "4.5",
      quantity: "0",
    });
    expect(toProductPayload(given, "0", true)).toEqual({
      data: expect.objectContaining({
        price: "4.50",
        discountPrice: null,
        quantity: 0,
        categoryId: null,
        imageUrl: null,
        description: null,
      }),
    });
  });

  it("with Track stock off, saves the stock as not tracked whatever the quantity field held", () => {
    const values = ZCreateProductRequest("USD").parse({
      ...toProductFormValues(null),
      name: "Tea",
      price: "4.5",
      quantity: "7",
    });
    expect(toProductPayload(values, "7", false)).toEqual({
      data: expect.objectContaining({ quantity: null }),
    });
    expect(toProductPayload(values, "", false)).toEqual({
      data: expect.objectContaining({ quantity: null }),
    });
  });

  it("with a group tracking stock, saves its variants' sum whatever the quantity field or switch held", () => {
    const values = ZCreateProductRequest("USD").parse({
      ...toProductFormValues(null),
      name: "Tee",
      price: "20",
    });
    for (const trackStock of [true, false])
      expect(toProductPayload(values, "", trackStock, 10)).toEqual({
        data: expect.objectContaining({ quantity: 10 }),
      });
    expect(toProductPayload(values, "3", true, 0)).toEqual({
      data: expect.objectContaining({ quantity: 0 }),
    });
  });

  it("opens an untracked product with Track stock off and a tracked one with it on", () => {
    expect(tracksStock(product)).toBe(false);
    expect(toProductFormValues(product).quantity).toBe("");
    expect(tracksStock({ ...product, quantity: 0 })).toBe(true);
    expect(toProductFormValues({ ...product, quantity: 0 }).quantity).toBe("0");
  });

  it("opens an example with Available on: saving it publishes it (issue 48)", () => {
    expect(toProductFormValues({ ...product, isAvailable: false, isExample: true }).isAvailable).toBe(true);
    expect(toProductFormValues({ ...product, isAvailable: false }).isAvailable).toBe(false);
  });

  it("names the product's category", () => {
    const categories = [
      {
        id: "c1",
        merchantId: "m1",
        name: "Drinks",
        description: null,
        sortOrder: 0,
        translations: {},
        isExample: false,
        createdAt: "",
      },
    ];
    expect(categoryNameOf(product, categories)).toBe("Drinks");
    expect(categoryNameOf({ categoryId: null }, categories)).toBe("Uncategorized");
  });
});
