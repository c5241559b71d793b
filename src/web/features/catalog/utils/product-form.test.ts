import { describe, expect, it } from "vitest";
import { type TProduct, ZCreateProductRequest } from "#contracts/catalog";
import { categoryNameOf, toProductFormValues, toProductPayload } from "./product-form";

const product: TProduct = {
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
  createdAt: "",
  updatedAt: "",
};

const messages = (values: unknown) =>
  ZCreateProductRequest.safeParse(values).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

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

  it("turns blanks into nulls and a blank quantity into 0 for a new product", () => {
    const values = ZCreateProductRequest.parse({ ...toProductFormValues(null), name: "Tea", price: "4.5" });
    expect(toProductPayload(values, "", null)).toMatchObject({
      price: "4.50",
      discountPrice: null,
      quantity: 0,
      categoryId: null,
      imageUrl: null,
      description: null,
    });
  });

  it("keeps untracked stock untracked when the quantity stays blank in an edit", () => {
    const form = toProductFormValues(product);
    expect(form.quantity).toBe("");
    const values = ZCreateProductRequest.parse(form);
    expect(toProductPayload(values, "", product).quantity).toBeNull();
    expect(
      toProductPayload(ZCreateProductRequest.parse({ ...form, quantity: "3" }), "3", product).quantity,
    ).toBe(3);
  });

  it("names the product's category", () => {
    const categories = [
      { id: "c1", merchantId: "m1", name: "Drinks", description: null, sortOrder: 0, createdAt: "" },
    ];
    expect(categoryNameOf(product, categories)).toBe("Drinks");
    expect(categoryNameOf({ categoryId: null }, categories)).toBe("Uncategorized");
  });
});
