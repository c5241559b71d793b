import { describe, expect, it } from "vitest";
import { messageOf } from "#tests/helpers/zod-message";
import {
  isImageUrl,
  ZBulkUploadRequest,
  ZCreateCategoryRequest,
  ZCreateProductRequest,
  ZUpdateCategoryRequest,
  ZUpdateProductRequest,
} from "./catalog";
import { CATALOG_MESSAGES, MAX_STOCK, MAX_STOCK_TEXT } from "./catalog-messages";

const product = (patch: Record<string, unknown>) =>
  ZCreateProductRequest("USD").safeParse({ name: "Tea", price: "4.50", ...patch });

describe("product quantity", () => {
  it("takes whole numbers up to 1,000,000, as numbers or padded text", () => {
    expect(MAX_STOCK).toBe(1_000_000);
    // Written out in the messages: it must say the same number.
    expect(MAX_STOCK_TEXT).toBe(MAX_STOCK.toLocaleString("en-US"));
    expect(product({ quantity: 1000000 }).data?.quantity).toBe(1000000);
    expect(product({ quantity: "1000000" }).data?.quantity).toBe(1000000);
    expect(product({ quantity: " 7 " }).data?.quantity).toBe(7);
    expect(product({ quantity: "+3" }).data?.quantity).toBe(3);
    expect(product({ quantity: "4.00" }).data?.quantity).toBe(4);
    expect(product({ quantity: 0 }).data?.quantity).toBe(0);
    expect(product({ quantity: "0" }).data?.quantity).toBe(0);
  });

  it("refuses one past 1,000,000 (saying the limit), negatives and fractions with their messages", () => {
    expect(CATALOG_MESSAGES.quantityTooLarge).toBe("Quantity must be at most 1,000,000");
    expect(messageOf(product({ quantity: 1000001 }))).toBe(CATALOG_MESSAGES.quantityTooLarge);
    expect(messageOf(product({ quantity: "1000001" }))).toBe(CATALOG_MESSAGES.quantityTooLarge);
    expect(messageOf(product({ quantity: 2147483648 }))).toBe(CATALOG_MESSAGES.quantityTooLarge);
    expect(messageOf(product({ quantity: -1 }))).toBe(CATALOG_MESSAGES.quantityNegative);
    expect(messageOf(product({ quantity: "-1" }))).toBe(CATALOG_MESSAGES.quantityNegative);
    expect(messageOf(product({ quantity: "1.5" }))).toBe(CATALOG_MESSAGES.quantityWhole);
    expect(messageOf(product({ quantity: "1e3" }))).toBe(CATALOG_MESSAGES.quantityWhole);
    expect(messageOf(product({ quantity: "3 units" }))).toBe(CATALOG_MESSAGES.quantityWhole);
    expect(messageOf(product({ quantity: "x3" }))).toBe(CATALOG_MESSAGES.quantityWhole);
    expect(messageOf(product({ quantity: true }))).toBe(CATALOG_MESSAGES.quantityWhole);
  });

  it("blank or missing is 0 on create and 'not given' on update; null is untracked stock", () => {
    expect(product({}).data?.quantity).toBe(0);
    expect(product({ quantity: "" }).data?.quantity).toBe(0);
    expect(product({ quantity: "   " }).data?.quantity).toBe(0);
    expect(product({ quantity: null }).data?.quantity).toBeNull();
    expect(ZUpdateProductRequest("USD").parse({ quantity: "" })).toEqual({});
    expect(ZUpdateProductRequest("USD").parse({ quantity: null })).toEqual({ quantity: null });
    expect(ZUpdateProductRequest("USD").parse({ quantity: "12" })).toEqual({ quantity: 12 });
  });
});

describe("category sort order", () => {
  const category = (sortOrder: unknown) => ZCreateCategoryRequest.safeParse({ name: "Drinks", sortOrder });

  it("takes whole numbers within PostgreSQL's integer range; blank or missing on a new one is null: after the store's last (issue 42)", () => {
    expect(category(2147483647).data?.sortOrder).toBe(2147483647);
    expect(category(-2147483647).data?.sortOrder).toBe(-2147483647);
    expect(category(" 5 ").data?.sortOrder).toBe(5);
    expect(category("").data?.sortOrder).toBeNull();
    expect(category(undefined).data?.sortOrder).toBeNull();
    expect(category(null).data?.sortOrder).toBeNull();
    expect(ZUpdateCategoryRequest.parse({ sortOrder: "-2" })).toEqual({ sortOrder: -2 });
  });

  it("refuses one past the integer maximum either way, fractions and words", () => {
    for (const bad of [2147483648, "2147483648", -2147483649, 1.5, "first", true]) {
      expect(messageOf(category(bad)), String(bad)).toBe(CATALOG_MESSAGES.sortOrderWhole);
    }
  });
});

describe("image URLs", () => {
  it("accepts uploaded paths and http or https URLs, in any case", () => {
    for (const url of [
      "/uploads/a.png",
      "http://example.com/a.png",
      "https://example.com/a.png",
      "HTTPS://X.COM/A.PNG",
    ]) {
      expect(isImageUrl(url), url).toBe(true);
      expect(product({ imageUrl: url }).data?.imageUrl).toBe(url);
    }
  });

  it("refuses script, data and protocol-relative URLs, and control characters", () => {
    for (const url of [
      "javascript://%0aalert(1)",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/a.png",
      "uploads/a.png",
      "ftp://example.com/a.png",
      "https://example.com/a\u0007.png",
    ]) {
      expect(isImageUrl(url), url).toBe(false);
      expect(messageOf(product({ imageUrl: url })), url).toBe(CATALOG_MESSAGES.imageUrl);
    }
  });

  it("trims, turns blank into null and caps the length at 2000", () => {
    expect(product({ imageUrl: "  /uploads/a.png  " }).data?.imageUrl).toBe("/uploads/a.png");
    expect(product({ imageUrl: "  " }).data?.imageUrl).toBeNull();
    expect(product({ imageUrl: null }).data?.imageUrl).toBeNull();
    const long = `https://example.com/${"a".repeat(2000 - 20)}`;
    expect(long).toHaveLength(2000);
    expect(product({ imageUrl: long }).data?.imageUrl).toBe(long);
    expect(messageOf(product({ imageUrl: `${long}a` }))).toBe(CATALOG_MESSAGES.imageUrl);
  });
});

describe("product fields", () => {
  it("reads every field of a product, trimmed and normalised", () => {
    expect(
      ZCreateProductRequest("USD").parse({
        name: " Green Tea ",
        description: " Loose leaf ",
        price: "4.5",
        discountPrice: 4,
        imageUrl: "/uploads/t.png",
        categoryId: "0F8FAD5B-D9CB-469F-A165-70867728950E",
        quantity: "12",
        isAvailable: false,
        maxPerOrder: " 6 ",
      }),
    ).toEqual({
      name: "Green Tea",
      description: "Loose leaf",
      price: "4.50",
      discountPrice: "4.00",
      imageUrl: "/uploads/t.png",
      categoryId: "0f8fad5b-d9cb-469f-a165-70867728950e",
      quantity: 12,
      isAvailable: false,
      maxPerOrder: 6,
      optionGroups: [],
      translations: {},
    });
    expect(ZUpdateProductRequest("USD").parse({ name: " Tea ", description: "" })).toEqual({
      name: "Tea",
      description: null,
    });
    expect(ZCreateCategoryRequest.parse({ name: " Drinks ", description: " Cold " })).toEqual({
      name: "Drinks",
      description: "Cold",
      sortOrder: null,
      translations: {},
    });
  });

  it("names the field in its length messages", () => {
    expect(messageOf(product({ name: "x".repeat(201) }))).toBe("Product name must be at most 200 characters");
    expect(product({ name: "x".repeat(200) }).success).toBe(true);
    expect(messageOf(product({ name: " " }))).toBe(CATALOG_MESSAGES.productName);
    expect(messageOf(product({ description: "x".repeat(5001) }))).toBe("Must be at most 5000 characters");
    expect(messageOf(ZCreateCategoryRequest.safeParse({ name: "x".repeat(101) }))).toBe(
      "Category name must be at most 100 characters",
    );
    expect(messageOf(ZCreateCategoryRequest.safeParse({ name: "" }))).toBe(CATALOG_MESSAGES.categoryName);
    expect(messageOf(ZUpdateCategoryRequest.safeParse({ description: "x".repeat(1001) }))).toBe(
      "Must be at most 1000 characters",
    );
  });

  it("takes the bulk upload's CSV text", () => {
    expect(ZBulkUploadRequest.parse({ csvData: "name,price" })).toEqual({ csvData: "name,price" });
    expect(messageOf(ZBulkUploadRequest.safeParse({}))).toBe("csvData must be the CSV text");
  });

  it("reads a quantity given as a huge number by its size, not its written form", () => {
    expect(messageOf(product({ quantity: 1e21 }))).toBe(CATALOG_MESSAGES.quantityTooLarge);
    expect(messageOf(product({ quantity: -1e21 }))).toBe(CATALOG_MESSAGES.quantityNegative);
  });

  it("lower-cases the category id, clears a blank one and refuses one that is not a uuid", () => {
    expect(product({ categoryId: " 0F8FAD5B-D9CB-469F-A165-70867728950E " }).data?.categoryId).toBe(
      "0f8fad5b-d9cb-469f-a165-70867728950e",
    );
    expect(product({ categoryId: "" }).data?.categoryId).toBeNull();
    expect(messageOf(product({ categoryId: 5 }))).toBe(CATALOG_MESSAGES.categoryNotFound);
    // Checked here, once: the server looks up only an id that can be one.
    expect(messageOf(product({ categoryId: "abc" }))).toBe(CATALOG_MESSAGES.categoryNotFound);
  });

  it("defaults availability to true and refuses a non-boolean", () => {
    expect(product({}).data?.isAvailable).toBe(true);
    expect(product({ isAvailable: false }).data?.isAvailable).toBe(false);
    expect(messageOf(product({ isAvailable: "no" }))).toBe("isAvailable must be true or false");
  });

  it("checks the discount against the price on update only when both are given", () => {
    expect(ZUpdateProductRequest("USD").safeParse({ discountPrice: "50" }).success).toBe(true);
    const both = ZUpdateProductRequest("USD").safeParse({ price: "10", discountPrice: "10" });
    expect(messageOf(both)).toBe(CATALOG_MESSAGES.discountNotLower);
    expect(both.error?.issues[0]?.path).toEqual(["discountPrice"]);
  });
});

describe("a merchant's own translations (issue 45 item 5)", () => {
  const category = (translations: unknown) =>
    ZCreateCategoryRequest.safeParse({ name: "Drinks", translations });

  it("keeps each offered language's name and description, trimmed; blanks and empty languages dropped", () => {
    expect(
      product({
        translations: {
          es: { name: " Té verde ", description: " Hojas sueltas " },
          hi: { name: "हरी चाय", description: "" },
          ar: { name: "  ", description: null },
          en: {},
        },
      }).data?.translations,
    ).toEqual({ es: { name: "Té verde", description: "Hojas sueltas" }, hi: { name: "हरी चाय" } });
    expect(product({}).data?.translations).toEqual({});
    expect(product({ translations: null }).data?.translations).toEqual({});
    // Left out of an edit: kept as it is; null: removed.
    expect(ZUpdateProductRequest("USD").parse({ name: "Tea" })).not.toHaveProperty("translations");
    expect(ZUpdateProductRequest("USD").parse({ translations: null })).toEqual({ translations: {} });
    expect(ZUpdateCategoryRequest.parse({ translations: { es: { name: "Bebidas" } } })).toEqual({
      translations: { es: { name: "Bebidas" } },
    });
  });

  it("refuses a language the storefront does not offer, a text too long or not text, and a wrong shape", () => {
    expect(messageOf(product({ translations: { fr: { name: "Thé" } } }))).toBe(
      "Please write translations only for English, Spanish, Hindi or Arabic",
    );
    expect(messageOf(product({ translations: { es: { name: "x".repeat(201) } } }))).toBe(
      "A translated name can be at most 200 characters",
    );
    expect(product({ translations: { es: { name: "x".repeat(200) } } }).success).toBe(true);
    expect(messageOf(product({ translations: { es: { description: "x".repeat(5001) } } }))).toBe(
      "A translated description can be at most 5000 characters",
    );
    expect(messageOf(category({ es: { name: "x".repeat(101) } }))).toBe(
      "A translated name can be at most 100 characters",
    );
    expect(messageOf(category({ es: { description: "x".repeat(1001) } }))).toBe(
      "A translated description can be at most 1000 characters",
    );
    expect(messageOf(product({ translations: { es: { name: 5 } } }))).toBe(CATALOG_MESSAGES.translationText);
    expect(messageOf(product({ translations: { es: { name: "Té\u0000" } } }))).toBe(
      "Text must not contain control characters",
    );
    for (const shape of ["es", ["es"], { es: "Té" }, { es: null }]) {
      expect(messageOf(product({ translations: shape }))).toBe(CATALOG_MESSAGES.translationsShape);
    }
    const refused = product({ translations: { es: { name: "x".repeat(201) } } });
    expect(refused.error?.issues[0]?.path).toEqual(["translations", "es", "name"]);
  });
});

describe("the issues a 400 lists", () => {
  const issueOf = (result: { success: boolean; error?: { issues: object[] } }) => {
    const { code, path, message } = result.error!.issues[0] as {
      code: string;
      path: unknown;
      message: string;
    };
    return { code, path, message };
  };

  it("name the field and the rule, as the API returns them", () => {
    expect(issueOf(product({ quantity: "x" }))).toEqual({
      code: "custom",
      path: ["quantity"],
      message: CATALOG_MESSAGES.quantityWhole,
    });
    expect(issueOf(product({ quantity: -1 }))).toEqual({
      code: "custom",
      path: ["quantity"],
      message: CATALOG_MESSAGES.quantityNegative,
    });
    expect(issueOf(product({ quantity: 2147483648 }))).toEqual({
      code: "custom",
      path: ["quantity"],
      message: CATALOG_MESSAGES.quantityTooLarge,
    });
    expect(issueOf(product({ price: "x" }))).toEqual({
      code: "custom",
      path: ["price"],
      message: CATALOG_MESSAGES.priceInvalid,
    });
    expect(issueOf(product({ price: " " }))).toEqual({
      code: "custom",
      path: ["price"],
      message: CATALOG_MESSAGES.priceRequired,
    });
    expect(issueOf(product({ price: "10", discountPrice: "12" }))).toEqual({
      code: "custom",
      path: ["discountPrice"],
      message: CATALOG_MESSAGES.discountNotLower,
    });
    expect(issueOf(ZCreateCategoryRequest.safeParse({ name: "Drinks", sortOrder: 0.5 }))).toEqual({
      code: "custom",
      path: ["sortOrder"],
      message: CATALOG_MESSAGES.sortOrderWhole,
    });
  });
});
