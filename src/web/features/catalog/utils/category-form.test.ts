import { describe, expect, it } from "vitest";
import { ZCreateCategoryRequest } from "#contracts/catalog";
import { toCategoryFormValues } from "./category-form";

describe("category form", () => {
  it("starts empty, its sort order too (after the last category), and requires a name", () => {
    const values = toCategoryFormValues(null);
    expect(values).toEqual({ name: "", description: "", sortOrder: "", translations: {} });
    expect(ZCreateCategoryRequest.parse({ ...values, name: "Drinks" }).sortOrder).toBeNull();
    expect(ZCreateCategoryRequest.safeParse(values).error?.issues[0]?.message).toBe(
      "Category name is required",
    );
  });

  it("edits an existing category and parses it back", () => {
    const values = toCategoryFormValues({
      id: "c1",
      merchantId: "m1",
      name: "Snacks",
      description: null,
      sortOrder: 3,
      translations: { es: { name: "Aperitivos" }, ar: { description: "وجبات" } },
      isExample: false,
      createdAt: "",
    });
    expect(values.translations).toEqual({
      es: { name: "Aperitivos", description: "" },
      ar: { name: "", description: "وجبات" },
    });
    expect(ZCreateCategoryRequest.parse(values)).toEqual({
      name: "Snacks",
      description: null,
      sortOrder: 3,
      translations: { es: { name: "Aperitivos" }, ar: { description: "وجبات" } },
    });
  });
});
