import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchStorefront } from "./prefetch-storefront";

afterEach(() => vi.unstubAllGlobals());

function requestedUrls(pathname: string): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response("{}", { status: 200 });
    }),
  );
  prefetchStorefront(new QueryClient(), pathname);
  return urls;
}

describe("prefetchStorefront", () => {
  it("asks for a store's data on its page", () => {
    expect(requestedUrls("/microsite/bella-napoli")).toEqual(["/api/microsite/bella-napoli"]);
  });
  it("asks for the product on a product page", () => {
    expect(requestedUrls("/microsite/bella-napoli/product/abc")).toEqual([
      "/api/microsite/bella-napoli/product/abc",
    ]);
  });
  it("asks for nothing elsewhere", () => {
    expect(requestedUrls("/microsite/marketplace")).toEqual([]);
    expect(requestedUrls("/dashboard")).toEqual([]);
    expect(requestedUrls("/")).toEqual([]);
  });
});
