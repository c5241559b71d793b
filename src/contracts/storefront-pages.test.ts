import { describe, expect, it } from "vitest";
import { STOREFRONT_ROUTES, storefrontPage, storefrontPaths } from "./storefront-pages";

describe("storefront pages", () => {
  it("names the marketplace, a store and a product, trailing slashes aside", () => {
    expect(storefrontPage("/microsite/marketplace")).toEqual({ screen: "marketplace" });
    expect(storefrontPage("/microsite/marketplace/")).toEqual({ screen: "marketplace" });
    expect(storefrontPage("/microsite/bella-napoli")).toEqual({ screen: "store", slug: "bella-napoli" });
    expect(storefrontPage("/microsite/bella-napoli//")).toEqual({ screen: "store", slug: "bella-napoli" });
    expect(storefrontPage("/microsite/bella-napoli/product/p%201")).toEqual({
      screen: "product",
      slug: "bella-napoli",
      productId: "p 1",
    });
  });

  it("is null for every other path, the tracking page included", () => {
    for (const path of [
      "/",
      "/microsite",
      "/microsite/",
      "/dashboard",
      "/microsite/a/track/XYZ",
      "/microsite/a/b",
    ]) {
      expect(storefrontPage(path), path).toBeNull();
    }
  });

  it("reads a malformed escape as no store's and no product's", () => {
    expect(storefrontPage("/microsite/%E0%A4%A")).toEqual({ screen: "store", slug: "" });
    expect(storefrontPage("/microsite/shop/product/%zz")).toEqual({
      screen: "product",
      slug: "shop",
      productId: "",
    });
  });

  it("builds addresses that read back as the same page, escaping every segment", () => {
    expect(storefrontPaths.marketplace()).toBe(STOREFRONT_ROUTES.marketplace);
    expect(storefrontPaths.store("a/b")).toBe("/microsite/a%2Fb");
    expect(storefrontPage(storefrontPaths.store("a/b"))).toEqual({ screen: "store", slug: "a/b" });
    expect(storefrontPage(storefrontPaths.product("shop", "x?y"))).toEqual({
      screen: "product",
      slug: "shop",
      productId: "x?y",
    });
  });
});
