import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "#server/config";
import type { Database } from "#server/db/client";
import { createCategory, createMerchant, createProduct } from "#tests/helpers/factories";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import { buildTestApp, registerMerchant, testConfig } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase } from "#tests/helpers/test-database";

/** The content of a <meta> tag (as written in the HTML, still escaped), or undefined. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)" />`,
  ).exec(html);
  return match?.[1];
}
/** The page data a storefront page carries inline, parsed, or undefined. */
function inlineData(html: string): { path: string; data: unknown; meta?: unknown } | undefined {
  const match = /<script type="application\/json" id="storefront-data">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.each(DRIVERS)("storefront page tags on %s", (driver) => {
  let database: Database;
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), "storefront-web-"));
    writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML);
    // What Vite's manifest says about the storefront screens' chunks. The store's screen had a common
    // chunk merged into it, as the real build does: it has lost its source key and keeps its name.
    mkdirSync(path.join(webDir, ".vite"));
    writeFileSync(
      path.join(webDir, ".vite", "manifest.json"),
      JSON.stringify({
        "_microsite-1.js": {
          file: "assets/microsite-1.js",
          name: "microsite",
          imports: ["_framework.js", "_cart.js"],
        },
        "routes/product-page.tsx": {
          file: "assets/product-page-1.js",
          imports: ["_framework.js", "_cart.js"],
        },
        "routes/marketplace.tsx": { file: "assets/marketplace-1.js", imports: ["_framework.js"] },
        "_framework.js": { file: "assets/framework-1.js" },
        "_cart.js": { file: "assets/cart-1.js", imports: ["_framework.js"] },
      }),
    );
    database = await openTestDatabase(driver);
    // Behind a reverse proxy on the same machine: its X-Forwarded-Proto and -Host are believed.
    app = await appWith({ trustProxy: ["127.0.0.1"] });
  });
  const apps: FastifyInstance[] = [];
  async function appWith(overrides: Partial<AppConfig>) {
    const built = await buildTestApp(database, testConfig(overrides), { webDir });
    apps.push(built);
    return built;
  }
  afterAll(async () => {
    for (const built of apps) await built.close();
    await database.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const page = (url: string) =>
    app.inject({ url, headers: { host: "shop.example.com", "x-forwarded-proto": "https" } });

  it("gives a store page its own title, description and Open Graph tags, escaped", async () => {
    const m = await createMerchant(database.db, {
      businessName: "Joe's Deli",
      customDisplayName: `Joe's <Deli> & "Co"`,
      description: "Bagels & more </title><script>alert(1)</script>",
      logoUrl: "/uploads/logo.png",
    });
    const res = await page(`/microsite/${m.businessSlug}?utm_source=qr`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;
    const name = "Joe&#39;s &lt;Deli&gt; &amp; &quot;Co&quot;";
    const description = "Bagels &amp; more &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;";
    expect(titleOf(html)).toBe(name);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, "description")).toBe(description);
    expect(html).not.toContain("Create an online store in minutes.");
    expect(metaContent(html, "og:title")).toBe(name);
    expect(metaContent(html, "og:description")).toBe(description);
    expect(metaContent(html, "og:type")).toBe("website");
    expect(metaContent(html, "og:url")).toBe(`https://shop.example.com/microsite/${m.businessSlug}`);
    expect(metaContent(html, "og:image")).toBe("https://shop.example.com/uploads/logo.png");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:title")).toBe(name);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain('<div id="root"></div>');
  });

  it("falls back to the business name and the default description", async () => {
    const m = await createMerchant(database.db, {
      businessName: "Plain Store",
      description: null,
      logoUrl: null,
    });
    const html = (await page(`/microsite/${m.businessSlug}/`)).body;
    expect(titleOf(html)).toBe("Plain Store");
    expect(metaContent(html, "og:description")).toBe("Quality products, great service");
    expect(metaContent(html, "og:image")).toBeUndefined();
    expect(metaContent(html, "twitter:card")).toBe("summary");
  });

  it("gives a product page the product's title, price, description and image", async () => {
    const m = await createMerchant(database.db, { businessName: "Greenleaf Pharmacy", logoUrl: "/logo.svg" });
    const p = await createProduct(database.db, m.id, {
      name: "Vitamin D3 2000 IU",
      description: "Supports bones & immunity.",
      price: "12.99",
      discountPrice: "9.99",
      imageUrl: "https://cdn.example.com/d3.png",
    });
    const noImage = await createProduct(database.db, m.id, {
      name: "Plain Soap",
      price: "3",
      imageUrl: null,
    });
    const html = (await page(`/microsite/${m.businessSlug}/product/${p.id}`)).body;
    expect(titleOf(html)).toBe("Vitamin D3 2000 IU - Greenleaf Pharmacy");
    expect(metaContent(html, "og:title")).toBe("Vitamin D3 2000 IU - Greenleaf Pharmacy");
    expect(metaContent(html, "og:description")).toBe(
      "$9.99 at Greenleaf Pharmacy - Supports bones &amp; immunity.",
    );
    expect(metaContent(html, "description")).toBe(metaContent(html, "og:description"));
    expect(metaContent(html, "og:type")).toBe("product");
    expect(metaContent(html, "og:url")).toBe(
      `https://shop.example.com/microsite/${m.businessSlug}/product/${p.id}`,
    );
    expect(metaContent(html, "og:image")).toBe("https://cdn.example.com/d3.png");
    expect(metaContent(html, "product:price:amount")).toBe("9.99");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");

    const plain = (await page(`/microsite/${m.businessSlug}/product/${noImage.id}`)).body;
    // No description of its own: the store's (here the default) says what the shop is.
    expect(metaContent(plain, "og:description")).toBe(
      "$3.00 at Greenleaf Pharmacy - Quality products, great service",
    );
    expect(metaContent(plain, "description")).toBe(metaContent(plain, "og:description"));
    // No product image: the store logo stands in.
    expect(metaContent(plain, "og:image")).toBe("https://shop.example.com/logo.svg");
  });

  it("writes a product's price in the store's currency and locale (issue 45)", async () => {
    const m = await createMerchant(database.db, {
      businessName: "Kissa",
      currency: "JPY",
      locale: "ja-JP",
    });
    const p = await createProduct(database.db, m.id, { name: "Matcha", price: "1200", description: "Hot" });
    const html = (await page(`/microsite/${m.businessSlug}/product/${p.id}`)).body;
    const yen = new Intl.NumberFormat("ja-JP", { style: "currency", currency: "JPY" }).format(1200);
    expect(metaContent(html, "og:description")).toBe(`${yen} at Kissa - Hot`);
    expect(metaContent(html, "product:price:amount")).toBe("1200");
    expect(metaContent(html, "product:price:currency")).toBe("JPY");
  });

  it("uses the request's protocol and host for absolute URLs", async () => {
    const m = await createMerchant(database.db, { logoUrl: "/l.png" });
    const res = await app.inject({
      url: `/microsite/${m.businessSlug}`,
      headers: { host: "localhost:3000" },
    });
    expect(metaContent(res.body, "og:url")).toBe(`http://localhost:3000/microsite/${m.businessSlug}`);
    expect(metaContent(res.body, "og:image")).toBe("http://localhost:3000/l.png");
    // The finished page is kept per origin: the next host gets its own links, not the first one's.
    const other = await page(`/microsite/${m.businessSlug}`);
    expect(metaContent(other.body, "og:url")).toBe(`https://shop.example.com/microsite/${m.businessSlug}`);
  });

  it("sends a store's page compressed, as its API answer is", async () => {
    const m = await createMerchant(database.db, { description: "Open late. ".repeat(200) });
    for (const encoding of ["br", "gzip"] as const) {
      const res = await app.inject({
        url: `/microsite/${m.businessSlug}`,
        headers: { "accept-encoding": encoding },
      });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toContain("accept-encoding");
      // Its encoding said in the header too, whatever comes before its <meta charset>.
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      const text = (encoding === "br" ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString();
      expect(text).toContain("Open late. Open late.");
    }
  });

  it("answers 404 with the plain index.html for unknown, unapproved, rejected and unavailable pages (the client shows Not Found)", async () => {
    const pending = await createMerchant(database.db, { isApproved: false });
    const rejected = await createMerchant(database.db, { status: "rejected" });
    const m = await createMerchant(database.db);
    const hidden = await createProduct(database.db, m.id, { isAvailable: false });
    const other = await createMerchant(database.db);
    const othersProduct = await createProduct(database.db, other.id);
    for (const url of [
      "/nonexistent",
      "/dashboard/extra",
      "/microsite",
      "/microsite/no-such-store",
      `/microsite/${pending.businessSlug}`,
      `/microsite/${pending.businessSlug}/product/${othersProduct.id}`,
      `/microsite/${rejected.businessSlug}`,
      `/microsite/${m.businessSlug}/product/${hidden.id}`,
      `/microsite/${m.businessSlug}/product/${othersProduct.id}`,
      `/microsite/${m.businessSlug}/product/not-a-uuid`,
      `/microsite/greenleaf-pharmacy/product/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}`,
      "/microsite/Bad%20Slug!",
      "/microsite/%41bc",
      "/microsite/%25",
      "/microsite/a/b/c",
      `/microsite/${m.businessSlug}/nope`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(TEST_INDEX_HTML);
    }
  });

  it("answers 410 with the plain index.html for a suspended store's page and its product pages (the client shows it is unavailable)", async () => {
    const suspended = await createMerchant(database.db, { isApproved: false, suspendedAt: new Date() });
    const own = await createProduct(database.db, suspended.id);
    const other = await createProduct(database.db, (await createMerchant(database.db)).id);
    const urls = [
      `/microsite/${suspended.businessSlug}`,
      `/microsite/${suspended.businessSlug}/`,
      `/microsite/${suspended.businessSlug}?lang=es`,
      `/microsite/${suspended.businessSlug}/product/${own.id}`,
      // Not its product, or not one at all: the store's standing is the news.
      `/microsite/${suspended.businessSlug}/product/${other.id}`,
    ];
    for (const url of urls) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(410);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      // No data of the store inline: the app asks its API, which answers the same 410.
      expect(res.body, url).toBe(TEST_INDEX_HTML);
    }
    // Reinstated, it is back at once: store-status.slow.test.ts, with two processes.
  });

  it("answers 200 with the app for its own pages, however they are written", async () => {
    const m = await createMerchant(database.db);
    for (const url of [
      "/",
      "/auth?tab=login",
      "/dashboard",
      "/dashboard/",
      "/products",
      "/ads",
      "/delivery-zones",
      `/microsite/${m.businessSlug}/`,
      `/microsite/${m.businessSlug}?view=cart`,
    ]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });

  it("answers HEAD for a page as it answers GET, without the body (uptime monitors and link checkers ask with HEAD)", async () => {
    const m = await createMerchant(database.db);
    const suspended = await createMerchant(database.db, { isApproved: false, suspendedAt: new Date() });
    for (const [url, status] of [
      [`/microsite/${m.businessSlug}`, 200],
      ["/microsite/marketplace", 200],
      ["/dashboard", 200],
      ["/microsite/no-such-store", 404],
      [`/microsite/${suspended.businessSlug}`, 410],
      ["/microsite/%", 400],
    ] as const) {
      const get = await page(url);
      const head = await app.inject({ method: "HEAD", url, headers: { host: "shop.example.com" } });
      expect(head.statusCode, url).toBe(status);
      expect(get.statusCode, url).toBe(status);
      expect(head.headers["content-type"], url).toMatch(/^text\/html/);
      expect(head.headers["cache-control"], url).toBe(get.headers["cache-control"]);
      expect(head.body, url).toBe("");
    }
    // The API's own routes answer HEAD as Fastify gives them; an unknown one is still JSON's 404.
    expect((await app.inject({ method: "HEAD", url: "/api/nope" })).statusCode).toBe(404);
  });

  it("answers an address it cannot decode with 400 and the app, whose page says 'Page Not Found' (never a blank screen)", async () => {
    for (const url of ["/microsite/%", "/%E0%A4%A", "/microsite/x/product/%zz"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.body, url).toBe(TEST_INDEX_HTML);
      // Fastify answers it before any hook: the security headers come with it all the same.
      expect(res.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
    }
    // The API keeps its JSON error body.
    const api = await page("/api/microsite/%");
    expect(api.statusCode).toBe(400);
    expect(api.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(api.json()).toEqual({ message: expect.any(String) });
  });

  it("gives every storefront page a canonical link (its plain address, without the query) and a description of its own", async () => {
    const m = await createMerchant(database.db, { description: "Family chemist since 1982." });
    const p = await createProduct(database.db, m.id, { description: "Fragrance-free hand cream." });
    const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
    for (const [url, canonical] of [
      ["/microsite/marketplace", "/microsite/marketplace"],
      [`/microsite/${m.businessSlug}`, `/microsite/${m.businessSlug}`],
      [`/microsite/${m.businessSlug}/?view=cart`, `/microsite/${m.businessSlug}`],
      [`/microsite/${m.businessSlug}/product/${p.id}`, `/microsite/${m.businessSlug}/product/${p.id}`],
    ] as const) {
      const html = (await page(url)).body;
      expect(canonicalOf(html), url).toBe(`https://shop.example.com${canonical}`);
      expect(html.match(/rel="canonical"/g), url).toHaveLength(1);
      expect(html.match(/<meta name="description"/g), url).toHaveLength(1);
    }
    const described = async (url: string) => metaContent((await page(url)).body, "description");
    expect(await described(`/microsite/${m.businessSlug}`)).toBe("Family chemist since 1982.");
    expect(await described(`/microsite/${m.businessSlug}/product/${p.id}`)).toMatch(
      / - Fragrance-free hand cream\.$/,
    );
    expect(await described("/microsite/marketplace")).toMatch(/^Browse local/);
  });

  it("titles a store's page with its new name as soon as the merchant renames it (the tags come from the cached answer)", async () => {
    const { client, merchant } = await registerMerchant(app);
    const title = async () =>
      /<title>([^<]*)<\/title>/.exec((await page(`/microsite/${merchant.businessSlug}`)).body)?.[1];
    expect(await title()).toMatch(/^Test Store /);
    const renamed = await client.put("/api/merchant/customization", {
      customDisplayName: "Corner Chemist",
      theme: "blue",
    });
    expect(renamed.statusCode).toBe(200);
    expect(await title()).toBe("Corner Chemist");
  });

  it("lets a returning shopper's browser keep a store's page and its answer: 304 without a body until the store changes", async () => {
    const { client, merchant } = await registerMerchant(app);
    const slug = merchant.businessSlug;
    for (const url of [`/microsite/${slug}`, `/api/microsite/${slug}`]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const ask = (ifNoneMatch?: string) =>
          app.inject({
            url,
            headers: {
              "accept-encoding": encoding,
              ...(ifNoneMatch ? { "if-none-match": ifNoneMatch } : {}),
            },
          });
        const first = await ask();
        expect(first.statusCode, url).toBe(200);
        const etag = first.headers.etag as string;
        expect(etag, url).toMatch(/^"[\w-]+"$/);
        const again = await ask(etag);
        expect(again.statusCode, `${url} ${encoding}`).toBe(304);
        expect(again.body, url).toBe("");
        expect(again.headers.etag, url).toBe(etag);
        expect(again.headers["cache-control"], url).toBe("no-cache");
        expect(again.headers.vary, url).toContain("accept-encoding");
        // A weak form and a list naming it match too; another tag does not.
        expect((await ask(`"other", W/${etag}`)).statusCode, url).toBe(304);
        expect((await ask('"other"')).statusCode, url).toBe(200);
      }
      // Each encoding sent is a representation of its own, with its own tag (a small answer goes
      // uncompressed to everyone: one tag).
      const sent = await Promise.all(
        ["br", "gzip", "identity"].map(async (encoding) => {
          const { headers } = await app.inject({ url, headers: { "accept-encoding": encoding } });
          return `${headers["content-encoding"] ?? "identity"} ${headers.etag}`;
        }),
      );
      const encodings = new Set(sent.map((s) => s.split(" ")[0]));
      expect(new Set(sent.map((s) => s.split(" ")[1])).size, url).toBe(encodings.size);
    }
    const pageTags = await Promise.all(
      ["br", "gzip", "identity"].map(
        async (encoding) =>
          (await app.inject({ url: `/microsite/${slug}`, headers: { "accept-encoding": encoding } })).headers
            .etag,
      ),
    );
    expect(new Set(pageTags).size).toBe(3);
    const before = (await app.inject({ url: `/microsite/${slug}` })).headers.etag as string;
    const renamed = await client.put("/api/merchant/customization", {
      customDisplayName: "Corner Chemist",
      theme: "blue",
    });
    expect(renamed.statusCode).toBe(200);
    const after = await app.inject({ url: `/microsite/${slug}`, headers: { "if-none-match": before } });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain("<title>Corner Chemist</title>");
    expect(after.headers.etag).not.toBe(before);
    // A page that is not there is never a 304, whatever the tag.
    const missing = await app.inject({ url: "/microsite/no-such-store", headers: { "if-none-match": "*" } });
    expect(missing.statusCode).toBe(404);
  });

  it("titles the marketplace page", async () => {
    const html = (await page("/microsite/marketplace")).body;
    expect(titleOf(html)).toBe("Marketplace - Discover Local Businesses");
    expect(metaContent(html, "og:url")).toBe("https://shop.example.com/microsite/marketplace");
  });

  it("ignores X-Forwarded-Host and -Proto from a client when no proxy is trusted (no cache poisoning)", async () => {
    const direct = await appWith({ trustProxy: false });
    const res = await direct.inject({
      url: "/microsite/marketplace",
      headers: { host: "shop.example.com", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(metaContent(res.body, "og:url")).toBe("http://shop.example.com/microsite/marketplace");
    expect(res.body).not.toContain("evil.example");
  });

  it("builds absolute links from PUBLIC_URL when it is set, whatever the request says", async () => {
    const m = await createMerchant(database.db, { logoUrl: "/uploads/logo.png" });
    const fixed = await appWith({ trustProxy: ["127.0.0.1"], publicUrl: "https://stores.example.org" });
    const res = await fixed.inject({
      url: `/microsite/${m.businessSlug}`,
      headers: { host: "other.example", "x-forwarded-host": "evil.example" },
    });
    expect(metaContent(res.body, "og:url")).toBe(`https://stores.example.org/microsite/${m.businessSlug}`);
    expect(metaContent(res.body, "og:image")).toBe("https://stores.example.org/uploads/logo.png");
  });

  it("carries each storefront page's API answer inline, so the first paint needs no second request", async () => {
    const m = await createMerchant(database.db, {
      businessName: "Inline Shop",
      description: "Ends early </script><script>alert(1)</script> <!-- x",
    });
    const p = await createProduct(database.db, m.id, { name: "Kettle </script>", price: "20.00" });
    for (const path of [
      `/microsite/${m.businessSlug}`,
      `/microsite/${m.businessSlug}/product/${p.id}`,
      "/microsite/marketplace",
    ]) {
      const html = (await page(path)).body;
      // Nothing a merchant wrote can end a script element early (the page data's, the JSON-LD's).
      expect(html).not.toContain("<script>alert(1)");
      expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script\b/g)!.length);
      const api = await app.inject({
        url: path
          .replace("/microsite/", "/api/microsite/")
          .replace("/api/microsite/marketplace", "/api/marketplace"),
      });
      const meta =
        path === "/microsite/marketplace"
          ? {
              meta: {
                total: Number(api.headers["x-total-count"]),
                nextCursor: api.headers["x-next-cursor"] ?? null,
              },
            }
          : {};
      // A product page's header is its store's: the store's answer comes along.
      const store = path.includes("/product/")
        ? { store: (await app.inject({ url: `/api/microsite/${m.businessSlug}` })).json() }
        : {};
      // With the language it is in (issue 45): the marketplace's is English.
      expect(inlineData(html)).toEqual({ path, data: api.json(), ...meta, ...store, language: "en" });
    }
    const trailing = (await page(`/microsite/${m.businessSlug}/`)).body;
    expect(inlineData(trailing)?.path).toBe(`/microsite/${m.businessSlug}`);
  });

  it("preloads each storefront screen's code and what it imports, once each", async () => {
    const m = await createMerchant(database.db);
    const p = await createProduct(database.db, m.id);
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((x) => x[1]);
    expect(preloads((await page(`/microsite/${m.businessSlug}`)).body)).toEqual([
      "/assets/microsite-1.js",
      "/assets/framework-1.js",
      "/assets/cart-1.js",
    ]);
    expect(preloads((await page(`/microsite/${m.businessSlug}/product/${p.id}`)).body)).toEqual([
      "/assets/product-page-1.js",
      "/assets/framework-1.js",
      "/assets/cart-1.js",
    ]);
    expect(preloads((await page("/microsite/marketplace")).body)).toEqual([
      "/assets/marketplace-1.js",
      "/assets/framework-1.js",
    ]);
    expect(preloads((await page("/microsite/no-such-store")).body)).toEqual([]);
  });

  it("preloads a product page's own uploaded photo, and no outside image", async () => {
    const m = await createMerchant(database.db);
    // The outside picture's product is the newer, so it is the store home's first card: the two
    // rows written in one millisecond would otherwise be ordered by their random ids.
    const uploaded = await createProduct(database.db, m.id, {
      imageUrl: "/uploads/abc123.webp",
      createdAt: new Date(Date.now() - 60_000),
    });
    const outside = await createProduct(database.db, m.id, { imageUrl: "https://cdn.example.com/x.png" });
    const imagePreloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map(
        (x) => x[1],
      );
    expect(imagePreloads((await page(`/microsite/${m.businessSlug}/product/${uploaded.id}`)).body)).toEqual([
      "/uploads/abc123.webp",
    ]);
    expect(imagePreloads((await page(`/microsite/${m.businessSlug}/product/${outside.id}`)).body)).toEqual(
      [],
    );
    expect(imagePreloads((await page(`/microsite/${m.businessSlug}`)).body)).toEqual([]);
  });

  it("preloads a store home's first picture: a shop's first product in stock, a restaurant's first dish", async () => {
    const imagePreloads = async (slug: string) =>
      [
        ...(await page(`/microsite/${slug}`)).body.matchAll(
          /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g,
        ),
      ].map((x) => x[1]);
    const shop = await createMerchant(database.db, { businessType: "pharmacy" });
    await createProduct(database.db, shop.id, { imageUrl: "/uploads/in-stock.webp" });
    // Newer, so listed first, but sold out: not in the shop window.
    await createProduct(database.db, shop.id, { imageUrl: "/uploads/sold-out.webp", quantity: 0 });
    expect(await imagePreloads(shop.businessSlug)).toEqual(["/uploads/in-stock.webp"]);

    const restaurant = await createMerchant(database.db, { businessType: "restaurant" });
    const starters = await createCategory(database.db, restaurant.id, { name: "Starters", sortOrder: 1 });
    const mains = await createCategory(database.db, restaurant.id, { name: "Mains", sortOrder: 2 });
    await createProduct(database.db, restaurant.id, {
      categoryId: starters.id,
      imageUrl: "/uploads/bruschetta.webp",
    });
    await createProduct(database.db, restaurant.id, {
      categoryId: mains.id,
      imageUrl: "/uploads/lasagne.webp",
    });
    expect(await imagePreloads(restaurant.businessSlug)).toEqual(["/uploads/bruschetta.webp"]);
  });

  it("carries no data for a missing store or product, nor for other pages", async () => {
    for (const path of [
      "/microsite/no-such-store",
      `/microsite/x/product/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}`,
      "/dashboard",
      "/",
    ]) {
      const html = (await page(path)).body;
      expect(inlineData(html), path).toBeUndefined();
    }
  });

  it("still answers unknown API routes with JSON 404", async () => {
    const res = await page("/api/nope");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });
});
