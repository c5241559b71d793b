import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { merchants } from "#server/db/schema/merchants";
import { useTestApp } from "#tests/helpers/api-suite";
import { createMerchant, createProduct } from "#tests/helpers/factories";
import { DRIVERS } from "#tests/helpers/test-database";

/** The built index.html as far as this cares: the entry script, a preload, an empty root. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>StoreLaunch</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/web-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A stand-in for the build's server renderer (src/web/entry-server.tsx): it shows what it was
 * given, asks for a picture's preload as React does, fails on request, and counts its renders.
 */
const RENDERER = `
export async function renderFirstScreen(inline) {
  globalThis.firstScreenRenders = (globalThis.firstScreenRenders ?? 0) + 1;
  if (!inline.path.startsWith("/microsite/")) return null;
  const name = inline.data.merchant?.businessName ?? inline.data.name ?? "stores";
  if (name.includes("Broken")) throw new Error("render failed");
  const store = inline.store ? " at " + inline.store.merchant.businessName : "";
  return '<link rel="preload" as="image" href="/demo/a.svg" fetchPriority="high"/><h1>' + name + store + "</h1>";
}
`;

const renders = () => (globalThis as { firstScreenRenders?: number }).firstScreenRenders ?? 0;
const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];

describe.each(DRIVERS)("storefront pages' first screen on %s", (driver) => {
  // The renderer sits beside the web build, as dist/web-ssr beside dist/web.
  const dir = mkdtempSync(path.join(tmpdir(), "first-screen-"));
  mkdirSync(path.join(dir, "web"));
  mkdirSync(path.join(dir, "web-ssr"));
  writeFileSync(path.join(dir, "web", "index.html"), INDEX_HTML);
  writeFileSync(path.join(dir, "web-ssr", "entry-server.js"), RENDERER);
  const t = useTestApp(driver, { webDir: path.join(dir, "web") });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const page = async (url: string) => (await t.app.inject({ url })).body;

  it("comes rendered inside the root, its picture preloads in the head, its code at low priority", async () => {
    const m = await createMerchant(t.database.db, { businessName: "Corner Shop" });
    const res = await t.app.inject({ url: `/microsite/${m.businessSlug}` });
    const html = res.body;
    // The head's first script holds taps until hydrated; the page's policy lets it, and only it, run.
    const inline = /<head>\s*<script>([^<]+)<\/script>/.exec(html)?.[1];
    expect(inline).toContain("__heldTaps");
    const hash = createHash("sha256").update(inline!).digest("base64");
    expect(res.headers["content-security-policy"]).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(rootOf(html)).toBe("<h1>Corner Shop</h1>");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="preload" as="image" href="/demo/a.svg" fetchPriority="high"/>');
    // The page reads without its code: the code waits behind the stylesheet and the pictures.
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/web-1.js">',
    );
  });

  it("renders a product page with its store, and the marketplace", async () => {
    const m = await createMerchant(t.database.db, { businessName: "Tea House" });
    const p = await createProduct(t.database.db, m.id, { name: "Green Tea" });
    expect(rootOf(await page(`/microsite/${m.businessSlug}/product/${p.id}`))).toBe(
      "<h1>Green Tea at Tea House</h1>",
    );
    expect(rootOf(await page("/microsite/marketplace"))).toBe("<h1>stores</h1>");
  });

  it("renders once per change of the store, not once per visit", async () => {
    const m = await createMerchant(t.database.db, { businessName: "Bakery One" });
    const url = `/microsite/${m.businessSlug}`;
    await page(url);
    const before = renders();
    expect(rootOf(await page(url))).toBe("<h1>Bakery One</h1>");
    expect(rootOf(await page(`${url}/`))).toBe("<h1>Bakery One</h1>");
    expect(renders()).toBe(before);

    await t.database.db.update(merchants).set({ businessName: "Bakery Two" }).where(eq(merchants.id, m.id));
    await t.storeChanged(m.id);
    expect(rootOf(await page(url))).toBe("<h1>Bakery Two</h1>");
    expect(renders()).toBe(before + 1);
  });

  it("leaves another view of the page, a missing store and a failed render to the browser", async () => {
    const m = await createMerchant(t.database.db, { businessName: "Florist" });
    const cart = await page(`/microsite/${m.businessSlug}?view=cart`);
    expect(rootOf(cart)).toBe("");
    // Its code is then what paints the page: it keeps its normal priority.
    expect(cart).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(rootOf(await page("/microsite/no-such-store"))).toBe("");

    const broken = await createMerchant(t.database.db, { businessName: "Broken Store" });
    const res = await t.app.inject({ url: `/microsite/${broken.businessSlug}` });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe("");
    expect(res.body).toContain('id="storefront-data"');
    // Not kept: the next visit tries again.
    const before = renders();
    await t.app.inject({ url: `/microsite/${broken.businessSlug}` });
    expect(renders()).toBe(before + 1);
  });

  it("gives the visitors who arrive while a page is being made that same page", async () => {
    const m = await createMerchant(t.database.db, { businessName: "Busy Bakery" });
    const before = renders();
    const pages = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ url: `/microsite/${m.businessSlug}`, headers: { "accept-encoding": "br" } }),
      ),
    );
    expect(renders()).toBe(before + 1);
    expect(new Set(pages.map((p) => p.rawPayload.toString("base64"))).size).toBe(1);
    expect(pages[0]!.headers["content-encoding"]).toBe("br");
  });
});
