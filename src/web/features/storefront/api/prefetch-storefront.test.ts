import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchStorefront } from "./prefetch-storefront";
import { storefrontKeys } from "./query-keys";

afterEach(() => vi.unstubAllGlobals());

/** The page as the server sent it: with its data inline (the JSON script), or without. */
function onPage(inline: { path: string; data: unknown; store?: unknown } | null) {
  vi.stubGlobal("document", {
    getElementById: (id: string) =>
      id === "storefront-data" && inline ? { textContent: JSON.stringify(inline) } : null,
  });
}

function requestedUrls(pathname: string, client = new QueryClient()): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response("{}", { status: 200 });
    }),
  );
  prefetchStorefront(client, pathname);
  return urls;
}

describe("prefetchStorefront", () => {
  it("asks for a store's data on its page", () => {
    onPage(null);
    expect(requestedUrls("/microsite/bella-napoli")).toEqual(["/api/microsite/bella-napoli"]);
  });
  it("asks for the product and its store on a product page, and the directory on the marketplace", () => {
    onPage(null);
    expect(requestedUrls("/microsite/bella-napoli/product/abc")).toEqual([
      "/api/microsite/bella-napoli/product/abc",
      "/api/microsite/bella-napoli",
    ]);
    expect(requestedUrls("/microsite/marketplace")).toEqual(["/api/marketplace"]);
  });
  it("asks for nothing elsewhere", () => {
    onPage(null);
    expect(requestedUrls("/dashboard")).toEqual([]);
    expect(requestedUrls("/")).toEqual([]);
  });
  it("takes the page's data from the HTML instead of asking, when it is this page's", () => {
    const store = { merchant: { businessName: "Bella Napoli" }, products: [] };
    onPage({ path: "/microsite/bella-napoli", data: store });
    const client = new QueryClient();
    expect(requestedUrls("/microsite/bella-napoli/", client)).toEqual([]);
    expect(client.getQueryData(storefrontKeys.store("bella-napoli"))).toEqual(store);
  });
  it("takes a product page's product from the HTML and asks only for its store's header data", () => {
    const product = { id: "abc", name: "Margherita" };
    onPage({ path: "/microsite/bella-napoli/product/abc", data: product });
    expect(requestedUrls("/microsite/bella-napoli/product/abc")).toEqual(["/api/microsite/bella-napoli"]);
  });
  it("asks for nothing on a product page that came with its store too", () => {
    const store = { merchant: { businessName: "Bella Napoli" }, products: [] };
    onPage({ path: "/microsite/bella-napoli/product/abc", data: { id: "abc" }, store });
    const client = new QueryClient();
    expect(requestedUrls("/microsite/bella-napoli/product/abc", client)).toEqual([]);
    expect(client.getQueryData(storefrontKeys.store("bella-napoli"))).toEqual(store);
  });
  it("asks anyway when the inline data is another page's or unreadable", () => {
    onPage({ path: "/microsite/other-store", data: {} });
    expect(requestedUrls("/microsite/bella-napoli")).toEqual(["/api/microsite/bella-napoli"]);
    vi.stubGlobal("document", { getElementById: () => ({ textContent: "{not json" }) });
    expect(requestedUrls("/microsite/bella-napoli")).toEqual(["/api/microsite/bella-napoli"]);
  });
});
