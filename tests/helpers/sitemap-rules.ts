import { JSDOM } from "jsdom";
import { expect } from "vitest";

/** The namespace both of the protocol's documents are in (sitemaps.org/protocol.html). */
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The protocol's W3C datetime forms: a date, or a date and time with a zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

const { DOMParser } = new JSDOM("").window;

/**
 * The entries of a sitemap (`urlset`) or sitemap index (`sitemapindex`), after checking it against
 * the schema's rules: well-formed UTF-8 XML, the root and every entry in the protocol's namespace,
 * each entry one absolute http(s) `loc` of at most 2,048 characters (escaped: the parser read it),
 * an optional W3C datetime `lastmod` and nothing else of note, at most 50,000 entries and 50 MB.
 */
export function readSitemap(xml: string, root: "urlset" | "sitemapindex"): SitemapEntry[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(50 * 1024 * 1024);
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  const top = doc.documentElement;
  expect([top.localName, top.namespaceURI]).toEqual([root, NAMESPACE]);
  const entryName = root === "urlset" ? "url" : "sitemap";
  const allowed = root === "urlset" ? ["loc", "lastmod", "changefreq", "priority"] : ["loc", "lastmod"];
  const entries = [...top.children].map((entry) => {
    expect([entry.localName, entry.namespaceURI]).toEqual([entryName, NAMESPACE]);
    const fields = [...entry.children];
    for (const field of fields) {
      expect(field.namespaceURI).toBe(NAMESPACE);
      expect(allowed).toContain(field.localName);
    }
    const text = (name: string) => {
      const found = fields.filter((f) => f.localName === name);
      expect(found.length).toBeLessThanOrEqual(1);
      return found[0]?.textContent ?? null;
    };
    const loc = text("loc");
    expect(loc).not.toBeNull();
    expect(loc!.length).toBeLessThanOrEqual(2048);
    const url = new URL(loc!);
    expect(["http:", "https:"]).toContain(url.protocol);
    // Already in the form a URL parser writes it: nothing left unescaped.
    expect(url.href).toBe(loc);
    const lastmod = text("lastmod");
    if (lastmod !== null) expect(lastmod).toMatch(W3C_DATETIME);
    return { loc: loc!, lastmod };
  });
  expect(entries.length).toBeLessThanOrEqual(50_000);
  return entries;
}
