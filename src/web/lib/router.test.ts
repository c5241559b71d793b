import { describe, expect, it } from "vitest";
import { STOREFRONT_ROUTES, storefrontPage } from "#contracts/storefront-pages";
import { matchPath, resolveTo } from "./router";

describe("router paths", () => {
  it("matches static paths exactly and gives parameters decoded", () => {
    expect(matchPath("/", "/")).toEqual({});
    expect(matchPath("/auth", "/auth")).toEqual({});
    expect(matchPath("/auth", "/auth/")).toEqual({});
    expect(matchPath("/auth", "/dashboard")).toBeNull();
    expect(matchPath("/microsite/:slug", "/microsite/green%20leaf")).toEqual({ slug: "green leaf" });
    expect(matchPath("/microsite/:slug/product/:productId", "/microsite/a/product/b")).toEqual({
      slug: "a",
      productId: "b",
    });
    expect(matchPath("/microsite/:slug", "/microsite/a/product/b")).toBeNull();
    expect(matchPath("/microsite/:slug", "/microsite")).toBeNull();
  });

  it("lets '*' match anything, and refuses a parameter that is not valid percent-encoding", () => {
    expect(matchPath("*", "/no/such/page")).toEqual({});
    expect(matchPath("/microsite/:slug", "/microsite/%E0%A4%A")).toBeNull();
  });

  it("resolves a path, a query on the current path, and objects that keep what they leave out", () => {
    const from = { pathname: "/microsite/a", search: "?view=cart" };
    expect(resolveTo("/auth?tab=login", from)).toBe("/auth?tab=login");
    expect(resolveTo("?view=checkout", from)).toBe("/microsite/a?view=checkout");
    expect(resolveTo({ search: "" }, from)).toBe("/microsite/a");
    expect(resolveTo({ search: "view=home" }, from)).toBe("/microsite/a?view=home");
    expect(resolveTo({ pathname: "/microsite/b" }, from)).toBe("/microsite/b");
    expect(resolveTo({ pathname: "/microsite/b", search: "?view=cart" }, from)).toBe(
      "/microsite/b?view=cart",
    );
    expect(resolveTo({ hash: "top" }, from)).toBe("/microsite/a?view=cart#top");
  });
});

describe("the storefront's routes and the server's reading of them", () => {
  it("agree on which screen each path is", () => {
    const routed = (path: string) =>
      // The web router tries them in this order (web/router.tsx): the marketplace before any store.
      (["marketplace", "store", "product"] as const).find((screen) =>
        matchPath(STOREFRONT_ROUTES[screen], path),
      ) ?? null;
    for (const path of [
      "/microsite/marketplace",
      "/microsite/bella-napoli",
      "/microsite/bella-napoli/product/abc",
      "/microsite/bella-napoli/track/XYZ",
      "/dashboard",
    ]) {
      expect(routed(path), path).toBe(storefrontPage(path)?.screen ?? null);
    }
  });
});
