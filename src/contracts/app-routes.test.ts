import { describe, expect, it } from "vitest";
import { isAppRoute } from "./app-routes";

describe("isAppRoute", () => {
  it("knows the app's screens however their address is written, and nothing else", () => {
    for (const path of [
      "/",
      "/auth",
      "/dashboard/",
      "//products",
      "/kitchen",
      "/choose-store",
      "/microsite/marketplace",
      "/microsite/a%20b",
    ]) {
      expect(isAppRoute(path), path).toBe(true);
    }
    expect(isAppRoute("/microsite/a/product/b")).toBe(true);
    expect(isAppRoute("/microsite/a/track/XYZ")).toBe(true);
    expect(isAppRoute("/pay/test/tgs_123")).toBe(true);
    for (const path of [
      "/nonexistent",
      "/Dashboard",
      "/microsite",
      "/microsite/a/b",
      "/microsite/%E0%A4%A",
      "/pay/test",
      "/pay/stripe/x",
    ]) {
      expect(isAppRoute(path), path).toBe(false);
    }
  });
});
