import { beforeAll, describe, expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import {
  CATALOG_PAGE_MESSAGES,
  PRODUCT_SORT_KEYS,
  type TProductIds,
  type TProductSortKey,
  type TProductsPage,
} from "#contracts/catalog-page";
import { effectivePriceMinor } from "#contracts/money";
import { STOREFRONT_REQUEST_MESSAGES } from "#contracts/storefront-requests";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createCategory, createMerchant, createProducts } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const PRODUCTS = 2500;
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/** Names that a search must match literally: LIKE's wildcards and its escape character. */
const SPECIAL_NAMES: Record<number, string> = {
  7: "100% Juice",
  9: "Plain 100 Juice",
  8: "Half_price Bundle",
  10: "Half-price Offer",
  11: "CRUNCHY Bar",
  12: "Back\\slash",
};

/**
 * The catalog screen's server side (issue 26): a merchant with 2,500 products in three categories
 * and none, paged in every sort, searched, filtered and counted; another store's products never
 * show; bad parameters are a 400 with a clear message.
 */
// A limit just above the catalog, so that "select all" can be seen stopping at it.
const LIMIT = 2600;

describeOnDrivers("catalog page API", { config: { limits: { productsPerStore: LIMIT } } }, (t) => {
  let client: TestClient;
  let all: TProduct[];
  let categoryIds: { drinks: string; snacks: string; fruit: string; theirs: string };

  beforeAll(async () => {
    const db = t.database.db;
    const registered = await registerMerchant(t.app);
    client = registered.client;
    const merchantId = registered.merchant.id;
    const [drinks, snacks, fruit] = await Promise.all(
      ["Drinks", "Snacks", "Fruit"].map((name) => createCategory(db, merchantId, { name })),
    );
    const other = await createMerchant(db);
    const theirs = await createCategory(db, other.id, { name: "Their snacks" });
    categoryIds = { drinks: drinks!.id, snacks: snacks!.id, fruit: fruit!.id, theirs: theirs.id };
    const start = Date.parse("2026-01-01T00:00:00Z");
    await createProducts(db, merchantId, PRODUCTS, (i) => {
      const cents = 100 + ((i * 7919) % 50_000);
      return {
        name: SPECIAL_NAMES[i] ?? `Item ${i}`,
        description: i % 7 === 0 ? "Extra crunchy and fresh" : i % 3 === 0 ? null : `Batch ${i % 10}`,
        categoryId: [drinks!.id, snacks!.id, fruit!.id, null][i % 4],
        quantity: i % 13 === 0 ? null : i % 40,
        isAvailable: i % 5 !== 0,
        price: (cents / 100).toFixed(2),
        discountPrice: i % 6 === 0 ? ((cents - 50) / 100).toFixed(2) : null,
        // Ten products share each moment, as a CSV upload's rows do: the order must still be total.
        createdAt: new Date(start + Math.floor(i / 10) * 1000),
      };
    });
    // Another store with products that every search below would match, in its own category.
    await createProducts(db, other.id, 40, (i) => ({
      name: i % 2 ? `Item ${i}` : "100% Juice",
      description: "Extra crunchy and fresh",
      categoryId: i % 2 ? theirs.id : null,
      quantity: 1,
    }));
    const list = await client.get("/api/products");
    all = list.json();
    expect(all).toHaveLength(PRODUCTS);
  });

  const getPage = async (query: string): Promise<TProductsPage> => {
    const res = await client.get(`/api/products/page?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** Every page of a query, 200 at a time, in order. */
  async function everyPage(query: string): Promise<TProduct[]> {
    const seen: TProduct[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = await getPage(`${query}&offset=${offset}&limit=200`);
      seen.push(...page.products);
      if (page.products.length < 200) return seen;
    }
  }

  const ids = (list: { id: string }[]) => list.map((p) => p.id);
  const names = (list: { name: string }[]) => list.map((p) => p.name);
  const idOrder = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

  describe("paging", () => {
    it("opens on the first 50 of the list's own order (newest first), with the whole catalog's total", async () => {
      const res = await client.get("/api/products/page");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const page: TProductsPage = res.json();
      expect(page.total).toBe(PRODUCTS);
      expect(ids(page.products)).toEqual(ids(all.slice(0, 50)));
      expect(Object.keys(page.products[0]!).sort()).toEqual(Object.keys(all[0]!).sort());
      // Paged to the end, it is GET /api/products exactly.
      expect(ids(await everyPage("sort=created&dir=desc"))).toEqual(ids(all));
    });

    // What each column sorts by, as the table showed it when it sorted in the browser.
    const natural = new Intl.Collator("und", { numeric: true }).compare;
    const statusRank = (p: TProduct) =>
      !p.isAvailable || p.quantity === 0 ? 0 : p.quantity !== null && p.quantity <= 9 ? 1 : 2;
    const categoryName = (p: TProduct) =>
      ({ [categoryIds.drinks]: "Drinks", [categoryIds.snacks]: "Snacks", [categoryIds.fruit]: "Fruit" })[
        p.categoryId ?? ""
      ] ?? null;
    /** Missing values (untracked stock, Uncategorized) last in both directions; undefined when both are there. */
    const lastWhenMissing = (a: unknown, b: unknown) =>
      a === null ? (b === null ? 0 : 1) : b === null ? -1 : undefined;
    const keyOf: Record<TProductSortKey, (a: TProduct, b: TProduct, sign: number) => number> = {
      created: (a, b, sign) =>
        sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
      name: (a, b, sign) => sign * natural(a.name, b.name),
      status: (a, b, sign) => sign * (statusRank(a) - statusRank(b)),
      stock: (a, b, sign) => lastWhenMissing(a.quantity, b.quantity) ?? sign * (a.quantity! - b.quantity!),
      category: (a, b, sign) => {
        const [an, bn] = [categoryName(a), categoryName(b)];
        return lastWhenMissing(an, bn) ?? sign * natural(an!, bn!);
      },
      price: (a, b, sign) => sign * (effectivePriceMinor(a, "USD") - effectivePriceMinor(b, "USD")),
    };
    const expectedOrder = (sort: TProductSortKey, dir: "asc" | "desc") =>
      [...all].sort(
        (a, b) =>
          keyOf[sort](a, b, dir === "asc" ? 1 : -1) ||
          (sort === "created" || sort === "name" ? 0 : natural(a.name, b.name)) ||
          idOrder(a, b),
      );

    for (const sort of PRODUCT_SORT_KEYS) {
      it(`covers every product exactly once, in order, sorted by ${sort} both ways`, async () => {
        for (const dir of ["asc", "desc"] as const) {
          const seen = await everyPage(`sort=${sort}&dir=${dir}`);
          expect(seen).toHaveLength(PRODUCTS);
          expect(new Set(ids(seen)).size).toBe(PRODUCTS);
          expect(ids(seen)).toEqual(ids(expectedOrder(sort, dir)));
        }
      });
    }

    it("sorts names case-blind, accents beside their letter, numbers in numeric order; a column ascending unless told", async () => {
      const { client: small } = await registerMerchant(t.app);
      for (const name of ["item 10", "Item 2", "apple", "Éclair", "Banana"]) {
        expect((await small.post("/api/products", { name, price: "1.00" })).statusCode).toBe(201);
      }
      const sorted = (query: string) =>
        small.get(`/api/products/page?${query}`).then((r) => names((r.json() as TProductsPage).products));
      expect(await sorted("sort=name")).toEqual(["apple", "Banana", "Éclair", "Item 2", "item 10"]);
      expect(await sorted("sort=name&dir=desc")).toEqual(["item 10", "Item 2", "Éclair", "Banana", "apple"]);
      expect(await sorted("")).toEqual(["Banana", "Éclair", "apple", "Item 2", "item 10"]);
    });

    it("answers an empty page past the end, still with the total and counts", async () => {
      const page = await getPage(`offset=${PRODUCTS}`);
      expect(page.products).toEqual([]);
      expect(page.total).toBe(PRODUCTS);
      expect(page.counts.all).toBe(PRODUCTS);
      expect((await getPage(`offset=${PRODUCTS - 3}`)).products).toHaveLength(3);
      expect((await getPage("limit=7&offset=10")).products.map((p) => p.id)).toEqual(ids(all.slice(10, 17)));
    });
  });

  describe("search and filters", () => {
    /** What a search should match, by the spec's rule: name or description, case-blind, as plain text. */
    const matches = (q: string) =>
      all.filter((p) => `${p.name}\n${p.description ?? ""}`.toLowerCase().includes(q.toLowerCase()));

    it("matches the name or the description, case-insensitively, on every page", async () => {
      const expected = matches("crunchy");
      expect(expected.length).toBeGreaterThan(300);
      const seen = await everyPage("q=CRUNCHY");
      expect(ids(seen).sort()).toEqual(ids(expected).sort());
      expect(seen.some((p) => p.name === "CRUNCHY Bar")).toBe(true);
      const page = await getPage("q=cRuNcHy");
      expect(page.total).toBe(expected.length);
      // The filter buttons and the stat cards still count the whole catalog.
      expect(page.counts.all).toBe(PRODUCTS);
      expect(page.stats.total).toBe(PRODUCTS);
    });

    it.each([
      ["100% juice", ["100% Juice"]],
      ["f_p", ["Half_price Bundle"]],
      ["k\\s", ["Back\\slash"]],
      ["%", ["100% Juice"]],
      ["_", ["Half_price Bundle"]],
    ])("matches %j as plain text, wildcards and all", async (q, expected) => {
      const page = await getPage(`q=${encodeURIComponent(q)}`);
      expect(names(page.products)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    });

    it("trims the search, and a blank one is no search", async () => {
      expect((await getPage("q=%20%20item%202499%20")).products.map((p) => p.name)).toEqual(["Item 2499"]);
      expect((await getPage("q=%20%20")).total).toBe(PRODUCTS);
    });

    it("filters by one of the merchant's categories, by Uncategorized, and with a search", async () => {
      const inSnacks = all.filter((p) => p.categoryId === categoryIds.snacks);
      const snacks = await everyPage(`category=${categoryIds.snacks.toUpperCase()}`);
      expect(ids(snacks)).toEqual(ids(inSnacks));
      const none = await everyPage("category=uncategorized&sort=price");
      expect(ids(none).sort()).toEqual(ids(all.filter((p) => p.categoryId === null)).sort());
      const both = await getPage(`category=${categoryIds.snacks}&q=crunchy&limit=200`);
      const expected = matches("crunchy").filter((p) => p.categoryId === categoryIds.snacks);
      expect(both.total).toBe(expected.length);
      expect(ids(both.products).sort()).toEqual(ids(expected).sort());
    });

    it("finds nothing (200) for another store's category or an unknown one", async () => {
      for (const id of [categoryIds.theirs, MISSING_ID]) {
        const page = await getPage(`category=${id}`);
        expect(page.products).toEqual([]);
        expect(page.total).toBe(0);
        expect(page.counts.all).toBe(PRODUCTS);
      }
    });

    it("never lists another store's products, whatever the search, filter or sort", async () => {
      const mine = new Set(ids(all));
      for (const query of ["q=juice", "q=crunchy&sort=name", "category=uncategorized&sort=stock"]) {
        expect((await everyPage(query)).every((p) => mine.has(p.id))).toBe(true);
      }
      expect(names((await getPage("q=100%25")).products)).toEqual(["100% Juice"]);
    });
  });

  describe("counts and stats", () => {
    it("counts every filter button and stat card exactly, over the whole catalog", async () => {
      const count = (keep: (p: TProduct) => boolean) => all.filter(keep).length;
      const page = await getPage("q=crunchy&category=uncategorized&sort=price&offset=100");
      expect(page.counts).toEqual({
        all: PRODUCTS,
        uncategorized: count((p) => p.categoryId === null),
        byCategory: {
          [categoryIds.drinks]: count((p) => p.categoryId === categoryIds.drinks),
          [categoryIds.snacks]: count((p) => p.categoryId === categoryIds.snacks),
          [categoryIds.fruit]: count((p) => p.categoryId === categoryIds.fruit),
        },
      });
      expect(page.stats).toEqual({
        total: PRODUCTS,
        available: count((p) => p.isAvailable),
        // Tracked quantity under 10, sold out included; untracked stock is never low.
        lowStock: count((p) => p.quantity !== null && p.quantity < 10),
      });
      expect(page.stats.lowStock).toBeGreaterThan(0);
      expect(page.stats.available).toBeLessThan(PRODUCTS);
    });

    it("an empty catalog counts zero everywhere", async () => {
      const { client: empty } = await registerMerchant(t.app);
      const page: TProductsPage = (await empty.get("/api/products/page")).json();
      expect(page).toEqual({
        products: [],
        total: 0,
        counts: { all: 0, uncategorized: 0, byCategory: {} },
        stats: { total: 0, available: 0, lowStock: 0 },
      });
    });
  });

  describe("GET /api/products/ids", () => {
    it("lists every matching id (newest first) with the total, for 'select all N matching'", async () => {
      const res = await client.get("/api/products/ids?q=crunchy");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const body: TProductIds = res.json();
      const expected = all.filter((p) => /crunchy/i.test(`${p.name} ${p.description}`));
      expect(body.ids).toEqual(ids(expected));
      expect(body.total).toBe(expected.length);

      const everything: TProductIds = (await client.get("/api/products/ids")).json();
      expect(everything.ids).toEqual(ids(all));
      expect(everything.total).toBe(PRODUCTS);
      const fruit: TProductIds = (await client.get(`/api/products/ids?category=${categoryIds.fruit}`)).json();
      expect(fruit.ids).toEqual(ids(all.filter((p) => p.categoryId === categoryIds.fruit)));
      expect((await client.get(`/api/products/ids?category=${categoryIds.theirs}`)).json()).toEqual({
        ids: [],
        total: 0,
      });
    });

    it("stops at the store's product limit, and says how many match", async () => {
      const db = t.database.db;
      const { client: big, merchant } = await registerMerchant(t.app);
      await createProducts(db, merchant.id, LIMIT + 5, () => ({ name: "Same" }));
      const body: TProductIds = (await big.get("/api/products/ids")).json();
      expect(body.ids).toHaveLength(LIMIT);
      expect(body.total).toBe(LIMIT + 5);
    });
  });

  describe("refusals", () => {
    it.each(["/api/products/page", "/api/products/ids"])("%s answers 401 signed out", async (url) => {
      const res = await new TestClient(t.app).get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Not authenticated" });
    });

    const tooLong = "a".repeat(101);
    it.each([
      ["sort=popular", CATALOG_PAGE_MESSAGES.sort],
      ["sort=", CATALOG_PAGE_MESSAGES.sort],
      ["sort=name&sort=price", CATALOG_PAGE_MESSAGES.sort],
      ["dir=up", CATALOG_PAGE_MESSAGES.dir],
      ["offset=-1", CATALOG_PAGE_MESSAGES.offset],
      ["offset=1.5", CATALOG_PAGE_MESSAGES.offset],
      ["offset=ten", CATALOG_PAGE_MESSAGES.offset],
      ["offset=1e300", CATALOG_PAGE_MESSAGES.offset],
      ["limit=0", CATALOG_PAGE_MESSAGES.limit],
      ["limit=201", CATALOG_PAGE_MESSAGES.limit],
      ["limit=abc", CATALOG_PAGE_MESSAGES.limit],
      ["category=drinks", CATALOG_PAGE_MESSAGES.category],
      ["category=", CATALOG_PAGE_MESSAGES.category],
      [`category=${MISSING_ID}x`, CATALOG_PAGE_MESSAGES.category],
      [`q=${tooLong}`, STOREFRONT_REQUEST_MESSAGES.search],
      ["q=a%00b", STOREFRONT_REQUEST_MESSAGES.search],
      ["q=a&q=b", STOREFRONT_REQUEST_MESSAGES.search],
    ])("GET /api/products/page?%s answers 400: %s", async (query, message) => {
      const res = await client.get(`/api/products/page?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it.each([
      ["category=everything", CATALOG_PAGE_MESSAGES.category],
      [`q=${tooLong}`, STOREFRONT_REQUEST_MESSAGES.search],
    ])("GET /api/products/ids?%s answers 400: %s", async (query, message) => {
      const res = await client.get(`/api/products/ids?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  });
});
