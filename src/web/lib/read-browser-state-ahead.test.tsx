import { afterEach, describe, expect, it, vi } from "vitest";
import { storefrontScreenShowsCart } from "#web/router";
import { readBrowserStateAhead } from "./read-browser-state-ahead";

afterEach(() => vi.restoreAllMocks());

describe("reading the browser's state ahead of the hydration (decision 0061)", () => {
  it("reads the stored cart's area only for a screen that shows the cart", () => {
    const read = vi.spyOn(Storage.prototype, "getItem");
    readBrowserStateAhead({ cart: false });
    expect(read).not.toHaveBeenCalled();
    readBrowserStateAhead({ cart: true });
    expect(read).toHaveBeenCalledOnce();
  });

  it("does not fail where storage is blocked (some private modes throw on access)", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => readBrowserStateAhead({ cart: true })).not.toThrow();
  });

  it("knows which storefront screens show the cart at once: a store's and a product's, not the marketplace", () => {
    expect(storefrontScreenShowsCart("/microsite/bella-napoli")).toBe(true);
    expect(
      storefrontScreenShowsCart("/microsite/bella-napoli/product/5f2c6a4e-1b7d-4c1e-9a55-2f8e0c3b7d11"),
    ).toBe(true);
    expect(storefrontScreenShowsCart("/microsite/marketplace")).toBe(false);
    expect(storefrontScreenShowsCart("/dashboard")).toBe(false);
  });
});
