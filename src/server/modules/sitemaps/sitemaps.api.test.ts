import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { merchants } from "#server/db/schema/merchants";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createMerchant, createProduct, createProducts } from "#tests/helpers/factories";
import { readSitemap } from "#tests/helpers/sitemap-rules";
import { buildTestApp, registerMerchant, TestClient, testConfig } from "#tests/helpers/test-app";

const ORIGIN = "https://shop.example.com";
/** Small, so that a handful of stores and products splits both the index and a store's sitemap. */
const PER_FILE = 3;

describeOnDrivers(
  "sitemaps",
  { config: { publicUrl: ORIGIN, limits: { urlsPerSitemap: PER_FILE } } },
  (t) => {
    const get = (path: string) => new TestClient(t.app).get(path);
    async function xmlAt(path: string, root: "urlset" | "sitemapindex") {
      const res = await get(path);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
      return readSitemap(res.body, root);
    }
    /** Every sitemap the index lists, following its parts (each checked against the rules). */
    async function indexed(): Promise<string[]> {
      const locs: string[] = [];
      for (let part = 1; ; part++) {
        const path = part === 1 ? "/sitemap.xml" : `/sitemaps/index-${part}.xml`;
        if (part > 1 && (await get(path)).statusCode === 404) return locs;
        const entries = await xmlAt(path, "sitemapindex");
        expect(entries.length).toBeLessThanOrEqual(PER_FILE);
        locs.push(...entries.map((e) => e.loc));
      }
    }
    /** A store's URLs, from every part of its sitemap the index lists. */
    async function storeUrls(slug: string) {
      const parts = (await indexed()).filter((loc) =>
        new RegExp(`^${ORIGIN}/sitemaps/store/${slug}(\\.\\d+)?\\.xml$`).test(loc),
      );
      const entries = [];
      for (const loc of parts) entries.push(...(await xmlAt(new URL(loc).pathname, "urlset")));
      return { parts, entries };
    }
    const productLoc = (slug: string, id: string) => `${ORIGIN}/microsite/${slug}/product/${id}`;

    it("the index lists the platform's pages and every public store, by absolute address", async () => {
      const store = await createMerchant(t.database.db);
      const locs = await indexed();
      expect(locs[0]).toBe(`${ORIGIN}/sitemaps/pages.xml`);
      expect(locs).toContain(`${ORIGIN}/sitemaps/store/${store.businessSlug}.xml`);
      expect(await xmlAt("/sitemaps/pages.xml", "urlset")).toEqual([
        { loc: `${ORIGIN}/`, lastmod: null },
        { loc: `${ORIGIN}/microsite/marketplace`, lastmod: null },
      ]);
    });

    it("a store's sitemap lists its home and its visible products with their last change, never a hidden one", async () => {
      const store = await createMerchant(t.database.db);
      const shown = await createProduct(t.database.db, store.id, { name: "Shown" });
      const soldOut = await createProduct(t.database.db, store.id, { name: "Sold out", quantity: 0 });
      const hidden = await createProduct(t.database.db, store.id, { name: "Hidden", isAvailable: false });
      await t.storeChanged(store.id);
      const { parts, entries } = await storeUrls(store.businessSlug);
      expect(parts).toHaveLength(1);
      expect(entries[0]).toEqual({ loc: `${ORIGIN}/microsite/${store.businessSlug}`, lastmod: null });
      expect(entries.slice(1)).toEqual(
        [shown, soldOut].map((p) => ({
          loc: productLoc(store.businessSlug, p.id),
          lastmod: `${p.updatedAt.toISOString().slice(0, 19)}Z`,
        })),
      );
      expect(entries.map((e) => e.loc)).not.toContain(productLoc(store.businessSlug, hidden.id));
    });

    it("splits a store's sitemap and the index at the limit: every URL once, none past the last part", async () => {
      const store = await createMerchant(t.database.db);
      // Home and 7 products: 8 URLs, in files of 3 (3, 3, 2).
      const made = await createProducts(t.database.db, store.id, 7, (i) => ({
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      }));
      await createProduct(t.database.db, store.id, { isAvailable: false });
      await t.storeChanged(store.id);
      const { parts, entries } = await storeUrls(store.businessSlug);
      expect(parts.map((loc) => new URL(loc).pathname)).toEqual(
        ["", ".2", ".3"].map((n) => `/sitemaps/store/${store.businessSlug}${n}.xml`),
      );
      expect(entries.map((e) => e.loc)).toEqual([
        `${ORIGIN}/microsite/${store.businessSlug}`,
        ...made.map((p) => productLoc(store.businessSlug, p.id)),
      ]);
      expect((await get(`/sitemaps/store/${store.businessSlug}.4.xml`)).statusCode).toBe(404);
      // The index itself went on past its first file (checked part by part in indexed()).
      expect((await indexed()).length).toBeGreaterThan(PER_FILE);
    });

    it("a suspended store leaves the index and its sitemap answers 410; unknown files answer 404", async () => {
      const store = await createMerchant(t.database.db);
      await t.storeChanged(store.id);
      const own = `${ORIGIN}/sitemaps/store/${store.businessSlug}.xml`;
      expect(await indexed()).toContain(own);
      expect((await get(`/sitemaps/store/${store.businessSlug}.xml`)).statusCode).toBe(200);
      await t.database.db
        .update(merchants)
        .set({ status: "suspended", isApproved: false, suspendedAt: new Date() })
        .where(eq(merchants.id, store.id));
      await t.storeChanged(store.id);
      expect(await indexed()).not.toContain(own);
      // Its pages answer 410 (issue 47), and so does the file that listed them.
      expect((await get(`/sitemaps/store/${store.businessSlug}.xml`)).statusCode).toBe(410);
      const pending = await createMerchant(t.database.db, { isApproved: false });
      expect(await indexed()).not.toContain(`${ORIGIN}/sitemaps/store/${pending.businessSlug}.xml`);
      for (const path of [
        "/sitemaps/store/no-such-store.xml",
        `/sitemaps/store/${pending.businessSlug}.xml`,
        "/sitemaps/store/Shop.xml",
        "/sitemaps/store/%25.xml",
        "/sitemaps/nothing.xml",
        "/sitemaps/index-99.xml",
      ])
        expect((await get(path)).statusCode, path).toBe(404);
    });

    it("is kept like the store pages: a change behind the app's back is not seen, the merchant's own change is at once", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      const id = (await client.post("/api/products", { name: "Tea", price: "4.50", quantity: 5 })).json().id;
      const slug = merchant.businessSlug;
      const locs = async () => (await storeUrls(slug)).entries.map((e) => e.loc);
      expect(await locs()).toContain(productLoc(slug, id));
      // Behind the app's back: the kept answer still lists it (no query was made).
      await t.database.db.update(products).set({ isAvailable: false }).where(eq(products.id, id));
      expect(await locs()).toContain(productLoc(slug, id));
      // Through the app: hidden by the merchant, it is gone at once; shown again, back.
      expect((await client.put(`/api/products/${id}`, { isAvailable: false })).statusCode).toBe(200);
      expect(await locs()).not.toContain(productLoc(slug, id));
      expect((await client.put(`/api/products/${id}`, { isAvailable: true })).statusCode).toBe(200);
      expect(await locs()).toContain(productLoc(slug, id));
      // A new store appears in the index at once.
      const { merchant: opened } = await registerMerchant(t.app);
      expect(await indexed()).toContain(`${ORIGIN}/sitemaps/store/${opened.businessSlug}.xml`);
    });

    it("without PUBLIC_URL, addresses use the request's origin; at the protocol's 50,000 no store is split", async () => {
      const app = await buildTestApp(t.database, testConfig());
      try {
        const store = await createMerchant(t.database.db);
        await createProducts(t.database.db, store.id, 4);
        // Enough stores for an index worth compressing (over 1 KB).
        for (let i = 0; i < 15; i++) await createMerchant(t.database.db);
        const res = await app.inject({ url: "/sitemap.xml", headers: { host: "shops.test:8080" } });
        // A crawler that takes brotli gets the same document.
        const br = await app.inject({
          url: "/sitemap.xml",
          headers: { host: "shops.test:8080", "accept-encoding": "br" },
        });
        expect(br.headers["content-encoding"]).toBe("br");
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
        const locs = readSitemap(res.body, "sitemapindex").map((e) => e.loc);
        expect(locs).toContain(`http://shops.test:8080/sitemaps/store/${store.businessSlug}.xml`);
        expect(locs.filter((loc) => loc.includes(`/${store.businessSlug}.`))).toHaveLength(1);
        const own = await app.inject({
          url: `/sitemaps/store/${store.businessSlug}.xml`,
          headers: { host: "shops.test:8080" },
        });
        const entries = readSitemap(own.body, "urlset");
        expect(entries).toHaveLength(5);
        expect(entries[0]!.loc).toBe(`http://shops.test:8080/microsite/${store.businessSlug}`);
      } finally {
        await app.close();
      }
    });
  },
);
