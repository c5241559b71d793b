import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "#tests/helpers/api-suite";
import { createMerchant, createProduct } from "#tests/helpers/factories";
import { DRIVERS } from "#tests/helpers/test-database";

/** Issue 45 item 3: a storefront page comes in its shopper's language, `lang` and `dir` set on the server. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>StoreLaunch</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Stands in for the build's renderer: it shows the language it was asked to render in. */
const RENDERER = `
export async function renderFirstScreen(inline) {
  globalThis.languageRenders = (globalThis.languageRenders ?? 0) + 1;
  return "<p>" + inline.language + "</p>";
}
`;

const renders = () => (globalThis as { languageRenders?: number }).languageRenders ?? 0;
const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

describe.each(DRIVERS)("a storefront page's language on %s", (driver) => {
  const dir = mkdtempSync(path.join(tmpdir(), "page-language-"));
  mkdirSync(path.join(dir, "web"));
  mkdirSync(path.join(dir, "web-ssr"));
  writeFileSync(path.join(dir, "web", "index.html"), INDEX_HTML);
  writeFileSync(path.join(dir, "web-ssr", "entry-server.js"), RENDERER);
  const t = useTestApp(driver, { webDir: path.join(dir, "web") });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const trilingual = () =>
    createMerchant(t.database.db, { languages: ["en", "es", "ar"], defaultLanguage: "en" });

  it("is the browser's first language the store offers, else the store's default", async () => {
    const m = await trilingual();
    const url = `/microsite/${m.businessSlug}`;
    const spanish = await get(url, { "accept-language": "hi-IN,es-MX;q=0.8,en;q=0.5" });
    expect(htmlTag(spanish.body)).toBe('<html lang="es">');
    expect(rootOf(spanish.body)).toBe("<p>es</p>");
    expect(spanish.body).toContain('"language":"es"');
    // Hindi is not offered here, nor French: the store's default.
    expect(htmlTag((await get(url, { "accept-language": "hi,fr" })).body)).toBe('<html lang="en">');
    expect(htmlTag((await get(url)).body)).toBe('<html lang="en">');
  });

  it("reads right to left in Arabic", async () => {
    const m = await trilingual();
    const res = await get(`/microsite/${m.businessSlug}`, { "accept-language": "ar-JO" });
    expect(htmlTag(res.body)).toBe('<html lang="ar" dir="rtl">');
    expect(rootOf(res.body)).toBe("<p>ar</p>");
  });

  it("takes the shopper's kept choice over the browser's, and ?lang= over both", async () => {
    const m = await trilingual();
    const url = `/microsite/${m.businessSlug}`;
    const headers = { "accept-language": "es", cookie: "sid=x; lang=ar" };
    expect(htmlTag((await get(url, headers)).body)).toBe('<html lang="ar" dir="rtl">');
    const asked = await get(`${url}?lang=en`, headers);
    expect(htmlTag(asked.body)).toBe('<html lang="en">');
    // Rendered on the server like the plain address, and its own canonical address.
    expect(rootOf(asked.body)).toBe("<p>en</p>");
    expect(asked.body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${url}\\?lang=en"`));
    // A language the store does not offer is not given.
    expect(htmlTag((await get(`${url}?lang=hi`, { "accept-language": "es" })).body)).toBe('<html lang="es">');
  });

  it("links each offered language's address for search engines, the plain one as x-default", async () => {
    const m = await trilingual();
    const p = await createProduct(t.database.db, m.id, { name: "Churros" });
    const url = `/microsite/${m.businessSlug}/product/${p.id}`;
    const html = (await get(url)).body;
    for (const language of ["en", "es", "ar"])
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" hreflang="${language}" href="[^"]*${url}\\?lang=${language}">`),
      );
    expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="x-default" href="[^"]*${url}">`));
    expect(html).not.toContain('hreflang="hi"');
    // A store in one language has no alternates.
    const single = await createMerchant(t.database.db);
    expect((await get(`/microsite/${single.businessSlug}`)).body).not.toContain("hreflang");
  });

  it("tells caches that it varies by the shopper's languages, and renders once per language", async () => {
    const m = await trilingual();
    const url = `/microsite/${m.businessSlug}`;
    const res = await get(url, { "accept-encoding": "br", "accept-language": "es" });
    expect(String(res.headers.vary).toLowerCase()).toBe("accept-language, cookie, accept-encoding");
    const before = renders();
    await get(url, { "accept-language": "es" });
    await get(url, { "accept-language": "ar" });
    await get(url, { "accept-language": "ar" });
    expect(renders()).toBe(before + 1);
  });

  it("leaves another view with a language to the browser, and keeps the marketplace in English", async () => {
    const m = await trilingual();
    const cart = await get(`/microsite/${m.businessSlug}?lang=es&view=cart`);
    expect(htmlTag(cart.body)).toBe('<html lang="es">');
    expect(rootOf(cart.body)).toBe("");
    const market = await get("/microsite/marketplace", { "accept-language": "es" });
    expect(htmlTag(market.body)).toBe('<html lang="en">');
    expect(market.headers.vary ?? "").not.toContain("ccept-language");
  });

  it("never fails on hostile language headers, cookies or addresses, and gives only offered languages", async () => {
    const m = await trilingual();
    const url = `/microsite/${m.businessSlug}`;
    const hostile: { query: string; headers: Record<string, string> }[] = [
      { query: "?lang=<script>", headers: {} },
      { query: "?lang=ar&lang=es", headers: {} },
      { query: "?lang=%E0%A4", headers: {} },
      { query: "", headers: { "accept-language": `${"x-".repeat(5000)}es` } },
      { query: "", headers: { "accept-language": "es;q=abc, ar;q=-1, *;q=0.5, hi;q=1e9" } },
      { query: "", headers: { "accept-language": ";;;,,,=q" } },
      { query: "", headers: { cookie: "lang=ar; lang=es" } },
      { query: "", headers: { cookie: `lang=${"a".repeat(5000)}` } },
      { query: "", headers: { cookie: "lang=hi" } },
    ];
    for (const { query, headers } of hostile) {
      const res = await get(`${url}${query}`, headers);
      expect(res.statusCode, `${query} ${JSON.stringify(headers).slice(0, 80)}`).toBeLessThan(500);
      expect(htmlTag(res.body)).toMatch(/^<html lang="(en|es|ar)"( dir="rtl")?>$/);
    }
  });
});
