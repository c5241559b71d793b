import { beforeAll, describe, expect, it } from "vitest";
import { effectivePriceMinor, toDecimalString } from "#contracts/money";
import type { Availability, PriceBand } from "#contracts/product-listing";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createCategory, createMerchant, createProduct, createProducts } from "#tests/helpers/factories";

/**
 * Issue 26: a store far over one page (2,500 products) answers counts, category pages, searches and
 * filters over every product, not over the first 200. Each expectation is worked out here from the
 * rows the test wrote, with the spec's rules.
 */
const STORE_SIZE = 2_500;

interface Seeded {
  id: string;
  name: string;
  description: string | null;
  price: string;
  discountPrice: string | null;
  quantity: number | null;
  categoryId: string | null;
  isAvailable: boolean;
  createdAt: Date;
}

const BANDS: Record<Exclude<PriceBand, "all">, (cents: number) => boolean> = {
  "under-10": (c) => c < 1000,
  "10-50": (c) => c >= 1000 && c <= 5000,
  "over-50": (c) => c > 5000,
};
const STOCK: Record<Exclude<Availability, "all">, (q: number | null) => boolean> = {
  "in-stock": (q) => q !== 0,
  "out-of-stock": (q) => q === 0,
};

describeOnDrivers("a large store's product listing", (t) => {
  const db = () => t.database.db;
  const get = (url: string) => t.app.inject({ url });
  let slug: string;
  let alpha: string;
  let zeta: string;
  let rows: Seeded[];
  /** The visible products, in the store's order: newest first, then by id. */
  let visible: Seeded[];

  /** Every page of `query`, walked with the cursors the server hands out. */
  async function walk(query: string, limit = 200) {
    const seen: { id: string }[] = [];
    const totals = new Set<number>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const after: string = cursor ? `&cursor=${cursor}` : "";
      const res = await get(`/api/microsite/${slug}/products?limit=${limit}&${query}${after}`);
      expect(res.statusCode, query).toBe(200);
      const body = res.json();
      seen.push(...body.products);
      totals.add(body.total);
      cursor = body.nextCursor;
      pages += 1;
      expect(pages, "paging ends").toBeLessThan(100);
    } while (cursor);
    expect(totals.size, "every page tells the same total").toBe(1);
    return { ids: seen.map((p) => p.id), total: [...totals][0]! };
  }
  const idsOf = (list: Seeded[]) => list.map((p) => p.id);

  beforeAll(async () => {
    const merchant = await createMerchant(db());
    slug = merchant.businessSlug;
    alpha = (await createCategory(db(), merchant.id, { name: "Alpha" })).id;
    zeta = (await createCategory(db(), merchant.id, { name: "Zeta", sortOrder: 1 })).id;
    const other = await createMerchant(db());
    await createProduct(db(), other.id, { name: "Zeta special from another store" });

    const at = Date.parse("2026-03-01T00:00:00Z");
    rows = await createProducts(db(), merchant.id, STORE_SIZE, (i) => ({
      // 1 in 10 is in Zeta, 6 in 10 in Alpha, the rest have no category.
      categoryId: i % 10 === 0 ? zeta : i % 10 < 7 ? alpha : null,
      name: i % 10 === 0 ? `Zeta special ${i}` : `Item ${i}`,
      // Some are found by their description only, in another case.
      description: i % 13 === 0 ? `A ZETA SPECIAL edition, number ${i}` : i % 2 ? null : `Plain ${i}`,
      price: ((i % 120) + 0.5).toFixed(2),
      // A discount moves some across a band (a 52.50 product at 9.99 is under $10).
      discountPrice: i % 17 === 0 ? "9.99" : null,
      quantity: i % 9 === 0 ? 0 : i % 9 === 1 ? null : (i % 40) + 1,
      isAvailable: i % 50 !== 49,
      // Groups of three share a timestamp: the id orders them.
      createdAt: new Date(at + Math.floor(i / 3) * 1000),
    }));
    visible = rows
      .filter((p) => p.isAvailable)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  });

  it("counts every category's visible products, and the uncategorised, in the store's answer", async () => {
    const store = (await get(`/api/microsite/${slug}`)).json();
    const count = (categoryId: string | null) => visible.filter((p) => p.categoryId === categoryId).length;
    expect(store.productTotal).toBe(visible.length);
    expect(store.products).toHaveLength(200);
    expect(
      Object.fromEntries(
        store.categories.map((c: { name: string; productCount: number }) => [c.name, c.productCount]),
      ),
    ).toEqual({ Alpha: count(alpha), Zeta: count(zeta) });
    expect(store.uncategorisedCount).toBe(count(null));
    // The first page alone would have under-counted Zeta (issue 26's "24 items").
    expect(store.products.filter((p: { categoryId: string }) => p.categoryId === zeta).length).toBeLessThan(
      count(zeta),
    );
  });

  it("pages through a category, and the uncategorised, to their last product, in the store's order", async () => {
    for (const [query, categoryId] of [
      [`category=${zeta}`, zeta],
      [`category=${alpha.toUpperCase()}`, alpha],
      ["category=none", null],
    ] as const) {
      const expected = idsOf(visible.filter((p) => p.categoryId === categoryId));
      const { ids, total } = await walk(query, 97);
      expect(total, query).toBe(expected.length);
      expect(ids, query).toEqual(expected);
    }
  });

  it("searches name or description, any case, over every product, a page at a time", async () => {
    for (const text of ["Zeta special", "zeta SPECIAL", "item 24", "plain 2498"]) {
      const needle = text.toLowerCase();
      const expected = idsOf(
        visible.filter(
          (p) =>
            p.name.toLowerCase().includes(needle) || (p.description ?? "").toLowerCase().includes(needle),
        ),
      );
      expect(expected.length, text).toBeGreaterThan(0);
      const { ids, total } = await walk(`q=${encodeURIComponent(text)}`, 60);
      expect(total, text).toBe(expected.length);
      expect(ids, text).toEqual(expected);
    }
    // LIKE's wildcards are plain characters in a search.
    expect((await walk("q=%25")).total).toBe(0);
    expect((await walk("q=Item_1")).total).toBe(0);
  });

  it("filters by price band on the effective price, and by availability, with exact counts", async () => {
    for (const [band, inBand] of Object.entries(BANDS)) {
      const expected = idsOf(visible.filter((p) => inBand(effectivePriceMinor(p, "USD"))));
      const { ids, total } = await walk(`price=${band}`);
      expect(total, band).toBe(expected.length);
      expect(ids, band).toEqual(expected);
    }
    for (const [availability, inStock] of Object.entries(STOCK)) {
      const expected = idsOf(visible.filter((p) => inStock(p.quantity)));
      const { ids, total } = await walk(`availability=${availability}`);
      expect(total, availability).toBe(expected.length);
      expect(ids, availability).toEqual(expected);
    }
  });

  it("combines category, search, price and availability", async () => {
    const expected = idsOf(
      visible.filter(
        (p) =>
          p.categoryId === zeta &&
          p.name.toLowerCase().includes("special") &&
          BANDS["10-50"](effectivePriceMinor(p, "USD")) &&
          STOCK["in-stock"](p.quantity),
      ),
    );
    expect(expected.length).toBeGreaterThan(10);
    const { ids, total } = await walk(`category=${zeta}&q=special&price=10-50&availability=in-stock`, 10);
    expect(total).toBe(expected.length);
    expect(ids).toEqual(expected);
  });

  it("answers a cart's products by id: visible ones only, whichever page they are on", async () => {
    const last = visible[visible.length - 1]!;
    const hidden = rows.find((p) => !p.isAvailable)!;
    const res = await get(
      `/api/microsite/${slug}/products?ids=${last.id},${hidden.id},${last.id.toUpperCase()}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, nextCursor: null });
    expect(res.json().products.map((p: { id: string; price: string }) => [p.id, p.price])).toEqual([
      // The row as the database holds it ("1.500"), the answer in the store's dollars ("1.50").
      [last.id, toDecimalString(last.price, "USD")],
    ]);
  });

  describe("bad filters", () => {
    it("are a 400 that names the parameter", async () => {
      const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID()).join(",");
      for (const [query, message] of [
        ["category=drinks", /category must be a category id, or "none"/],
        ["price=cheap", /price must be one of: all, under-10, 10-50, over-50/],
        ["availability=soon", /availability must be one of: all, in-stock, out-of-stock/],
        [`q=${"x".repeat(101)}`, /at most 100 characters/],
        ["q=a%00b", /at most 100 characters of plain text/],
        ["ids=nope", /ids must be product ids/],
        [`ids=${tooMany}`, /at most 100/],
        ["category=a&category=b", /category/],
      ] as const) {
        const res = await get(`/api/microsite/${slug}/products?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toMatch(message);
      }
    });

    it("an unknown category or one of another store matches nothing", async () => {
      const other = await createMerchant(db());
      const theirs = await createCategory(db(), other.id, { name: "Theirs" });
      await createProduct(db(), other.id, { categoryId: theirs.id });
      for (const id of [theirs.id, crypto.randomUUID()]) {
        const res = await get(`/api/microsite/${slug}/products?category=${id}`);
        expect(res.json()).toEqual({ products: [], nextCursor: null, total: 0 });
      }
    });
  });
});
