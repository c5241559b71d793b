import { describe, expect, it } from "vitest";
import { readSitemap } from "#tests/helpers/sitemap-rules";
import { parseSitemapFile, parseStoreSitemapFile } from "./service";
import { sitemapPaths } from "./sitemap-paths";
import { escapeXml, sitemapIndexXml, urlsetXml } from "./sitemap-xml";

describe("sitemap XML", () => {
  it("escapes the five XML characters of a loc, and the document still reads as the address", () => {
    const loc = 'https://shop.example.com/a?x=1&y=<2>&q="it\'s"';
    expect(escapeXml(loc)).toBe("https://shop.example.com/a?x=1&amp;y=&lt;2&gt;&amp;q=&quot;it&apos;s&quot;");
    const xml = urlsetXml([{ loc: "https://shop.example.com/a?x=1&y=2" }]);
    expect(xml).toContain("<loc>https://shop.example.com/a?x=1&amp;y=2</loc>");
    expect(readSitemap(xml, "urlset")).toEqual([
      { loc: "https://shop.example.com/a?x=1&y=2", lastmod: null },
    ]);
  });

  it("writes a page's lastmod", () => {
    const xml = urlsetXml([{ loc: "https://a.example/", lastmod: "2025-01-02T03:04:05Z" }]);
    expect(readSitemap(xml, "urlset")[0]!.lastmod).toBe("2025-01-02T03:04:05Z");
  });

  it("is refused by the rules when it is not well-formed or not in the protocol's namespace", () => {
    const good = urlsetXml([{ loc: "https://a.example/" }]);
    expect(() => readSitemap(good.replace("</urlset>", ""), "urlset")).toThrow();
    expect(() =>
      readSitemap(good.replace("<loc>https://a.example/", "<loc>https://a.example/?a&b"), "urlset"),
    ).toThrow();
    expect(() => readSitemap(good.replace(/ xmlns="[^"]+"/, ""), "urlset")).toThrow();
    expect(() => readSitemap(good.replace("https://a.example/", "/relative"), "urlset")).toThrow();
  });

  it("writes an index of sitemaps", () => {
    const xml = sitemapIndexXml(["https://a.example/sitemaps/pages.xml"]);
    expect(readSitemap(xml, "sitemapindex")).toEqual([
      { loc: "https://a.example/sitemaps/pages.xml", lastmod: null },
    ]);
  });
});

describe("sitemap addresses", () => {
  it("reads back every address it writes, and a store's later part is never another store's", () => {
    expect(parseStoreSitemapFile("shop.xml")).toEqual({ slug: "shop", part: 1 });
    expect(parseStoreSitemapFile("shop.2.xml")).toEqual({ slug: "shop", part: 2 });
    expect(parseStoreSitemapFile("shop-2.xml")).toEqual({ slug: "shop-2", part: 1 });
    expect(sitemapPaths.store("shop", 12)).toBe("/sitemaps/store/shop.12.xml");
    expect(parseSitemapFile("index-3.xml")).toEqual({ kind: "index", part: 3 });
    expect(parseSitemapFile("pages.xml")).toEqual({ kind: "pages" });
  });

  it("names part 1 one way only, and nothing else", () => {
    for (const file of [
      "shop.1.xml",
      "shop.02.xml",
      "Shop.xml",
      "shop",
      "shop.xml.gz",
      "../x.xml",
      "%00.xml",
    ])
      expect(parseStoreSitemapFile(file), file).toBeNull();
    for (const file of ["index-1.xml", "index-01.xml", "index.xml", "sitemap.xml", "pages"])
      expect(parseSitemapFile(file), file).toBeNull();
  });
});
