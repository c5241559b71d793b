import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STORE_UNAVAILABLE } from "#contracts/store-status";
import { merchants } from "#server/db/schema/merchants";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import {
  createAd,
  createCategory,
  createMerchant,
  createProduct,
  createZone,
} from "#tests/helpers/factories";
import { TestClient } from "#tests/helpers/test-app";

const MERCHANT_KEYS = [
  "acceptsPrescriptions",
  "address",
  "businessName",
  "businessSlug",
  "businessType",
  "contactPhone",
  // The store's formats and languages (issue 45): its prices are in its currency.
  "currency",
  "customDisplayName",
  "defaultLanguage",
  "description",
  "id",
  "languages",
  "locale",
  "logoUrl",
  "theme",
];
/** The store's own page also says when it trades (issue 27), and its WhatsApp number (issue 29). */
const MICROSITE_MERCHANT_KEYS = [
  ...MERCHANT_KEYS,
  "whatsappPhone",
  "closesAt",
  "closures",
  "deliveryFee",
  "fulfilment",
  "openNow",
  "opensAt",
  "openingHours",
  "orderLimits",
  "pausedUntil",
  // How the checkout can be paid now (issue 41).
  "payments",
  // Where the store is (issue 42): the shopper's map opens there without areas.
  "location",
  // From what subtotal delivery is free everywhere: the product page's promise (issue 42).
  "freeDeliveryOver",
  "scheduledOrders",
  "timeZone",
  // Paused, and a pharmacy's prescriptions while closed (issue 42): what its forms say first.
  "paused",
  "prescriptionsWhileClosed",
].sort();
const PRODUCT_KEYS = [
  "categoryId",
  "createdAt",
  "currency",
  "description",
  "discountPrice",
  "id",
  "imageUrl",
  "isAvailable",
  "isExample",
  "maxPerOrder",
  "merchantId",
  "name",
  "price",
  "quantity",
  "translations",
  "updatedAt",
];
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describeOnDrivers("storefront API", (t) => {
  const get = (url: string) => t.app.inject({ url });
  const db = () => t.database.db;

  describe("GET /api/marketplace", () => {
    it("lists approved stores only, sorted by name, with storefront fields and counts", async () => {
      const tag = Date.now().toString(36);
      const bravo = await createMerchant(db(), {
        businessName: `Bravo Books ${tag}`,
        contactPhone: "+1 555-0100",
        address: "1 Main St",
        description: "Books",
        logoUrl: "/uploads/logo.png",
        theme: "green",
      });
      const alpha = await createMerchant(db(), {
        businessName: `Alpha Apothecary ${tag}`,
        businessType: "pharmacy",
      });
      const hidden = await createMerchant(db(), {
        businessName: `Aardvark Hidden ${tag}`,
        isApproved: false,
      });
      await createProduct(db(), bravo.id);
      await createProduct(db(), bravo.id, { quantity: 0 });
      await createProduct(db(), bravo.id, { quantity: null });
      await createProduct(db(), bravo.id, { isAvailable: false });
      await createProduct(db(), hidden.id);
      await createProduct(db(), alpha.id);
      // Approved, with nothing to sell: not listed (issue 42).
      const empty = await createMerchant(db(), { businessName: `Aaa Empty ${tag}` });
      await createProduct(db(), empty.id, { isAvailable: false });
      await createAd(db(), bravo.id);
      await createAd(db(), bravo.id, { isActive: false });

      const res = await get("/api/marketplace");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      const entries: { merchant: Record<string, unknown>; productCount: number; activeAdsCount: number }[] =
        res.json();
      const mine = entries.filter((e) => String(e.merchant.businessName).endsWith(tag));
      expect(mine.map((e) => e.merchant.businessName)).toEqual([
        `Alpha Apothecary ${tag}`,
        `Bravo Books ${tag}`,
      ]);
      expect(mine[0]).toEqual({
        merchant: expect.objectContaining({ id: alpha.id, businessType: "pharmacy", theme: "blue" }),
        productCount: 1,
        activeAdsCount: 0,
        // No hours set: open around the clock.
        openNow: true,
        closesAt: null,
        opensAt: null,
      });
      expect(mine[1]).toEqual({
        merchant: {
          id: bravo.id,
          acceptsPrescriptions: false,
          businessName: `Bravo Books ${tag}`,
          businessSlug: bravo.businessSlug,
          businessType: "retail",
          customDisplayName: null,
          description: "Books",
          contactPhone: "+1 555-0100",
          address: "1 Main St",
          theme: "green",
          logoUrl: "/uploads/logo.png",
          currency: "USD",
          locale: "en-US",
          languages: ["en"],
          defaultLanguage: "en",
        },
        // Available products, whatever their stock; the unavailable one is not counted.
        productCount: 3,
        activeAdsCount: 1,
        openNow: true,
        closesAt: null,
        opensAt: null,
      });
      for (const entry of entries) expect(Object.keys(entry.merchant).sort()).toEqual(MERCHANT_KEYS);
      expect(entries.some((e) => e.merchant.id === hidden.id)).toBe(false);
      expect(res.body).not.toMatch(/email|password|isApproved|argon2/);
    });

    it("sorts the whole list by business name, case-insensitively", async () => {
      const zeta = await createMerchant(db(), { businessName: "zeta lowercase store" });
      const omega = await createMerchant(db(), { businessName: "Omega Store" });
      for (const store of [zeta, omega]) await createProduct(db(), store.id);
      await t.storeChanged(omega.id);
      const names: string[] = (await get("/api/marketplace"))
        .json()
        .map((e: { merchant: { businessName: string } }) => e.merchant.businessName);
      const lower = names.map((n) => n.toLowerCase());
      expect(lower).toEqual([...lower].sort());
      expect(names.indexOf("Omega Store")).toBeLessThan(names.indexOf("zeta lowercase store"));
    });
  });

  describe("GET /api/microsite/:slug", () => {
    it("returns the store, its available products newest first, categories, active ads and zones flag", async () => {
      const m = await createMerchant(db(), {
        customDisplayName: "Corner Pharmacy",
        description: "Open late",
      });
      const other = await createMerchant(db());
      const catB = await createCategory(db(), m.id, { name: "Beta", sortOrder: 1 });
      const catA = await createCategory(db(), m.id, {
        name: "Alpha",
        sortOrder: 1,
        translations: { es: { name: "Alfa", description: "Primera" } },
      });
      const cat0 = await createCategory(db(), m.id, { name: "Zulu", sortOrder: 0 });
      await createCategory(db(), other.id, { name: "Not mine" });
      const old = await createProduct(db(), m.id, {
        name: "Old",
        price: "7",
        discountPrice: "5.5",
        categoryId: catA.id,
        createdAt: minutesAgo(10),
        translations: { hi: { name: "पुराना" } },
      });
      const mid = await createProduct(db(), m.id, {
        name: "Untracked",
        quantity: null,
        createdAt: minutesAgo(5),
      });
      const fresh = await createProduct(db(), m.id, {
        name: "Sold out",
        quantity: 0,
        createdAt: minutesAgo(1),
      });
      await createProduct(db(), m.id, { name: "Hidden", isAvailable: false, createdAt: minutesAgo(0) });
      await createProduct(db(), other.id, { name: "Other store" });
      const ad2 = await createAd(db(), m.id, { title: "Second", sortOrder: 2 });
      const ad1late = await createAd(db(), m.id, {
        title: "First late",
        sortOrder: 1,
        createdAt: minutesAgo(1),
      });
      const ad1early = await createAd(db(), m.id, {
        title: "First early",
        sortOrder: 1,
        createdAt: minutesAgo(2),
      });
      await createAd(db(), m.id, { title: "Off", isActive: false, sortOrder: 0 });

      const res = await get(`/api/microsite/${m.businessSlug}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual([
        "ads",
        "categories",
        "hasDeliveryZones",
        "merchant",
        "nextCursor",
        "productTotal",
        "products",
        "uncategorisedCount",
      ]);
      expect(body).toMatchObject({ productTotal: 3, nextCursor: null, uncategorisedCount: 2 });
      expect(Object.keys(body.merchant).sort()).toEqual(MICROSITE_MERCHANT_KEYS);
      expect(body.merchant).toMatchObject({ customDisplayName: "Corner Pharmacy", description: "Open late" });
      expect(res.body).not.toMatch(/email|password|isApproved/);

      expect(body.products.map((p: { id: string }) => p.id)).toEqual([fresh.id, mid.id, old.id]);
      for (const p of body.products) expect(Object.keys(p).sort()).toEqual(PRODUCT_KEYS);
      expect(body.products[2]).toEqual({
        id: old.id,
        merchantId: m.id,
        categoryId: catA.id,
        name: "Old",
        description: null,
        currency: "USD",
        price: "7.00",
        discountPrice: "5.50",
        imageUrl: null,
        quantity: 100,
        isAvailable: true,
        isExample: false,
        maxPerOrder: null,
        translations: { hi: { name: "पुराना" } },
        createdAt: old.createdAt.toISOString(),
        updatedAt: old.updatedAt.toISOString(),
      });
      expect(body.products[1]).toMatchObject({ quantity: null, discountPrice: null, translations: {} });
      expect(body.products[0]).toMatchObject({ quantity: 0 });

      expect(body.categories.map((c: { id: string }) => c.id)).toEqual([cat0.id, catA.id, catB.id]);
      expect(Object.keys(body.categories[0]).sort()).toEqual([
        "createdAt",
        "description",
        "id",
        "isExample",
        "merchantId",
        "name",
        "productCount",
        "sortOrder",
        "translations",
      ]);
      // The merchant's own translations (issue 45 item 5); none is {}.
      expect(body.categories.map((c: { translations: unknown }) => c.translations)).toEqual([
        {},
        { es: { name: "Alfa", description: "Primera" } },
        {},
      ]);
      // Visible products only: the hidden one and the other store's are not counted.
      expect(body.categories.map((c: { productCount: number }) => c.productCount)).toEqual([0, 1, 0]);
      expect(body.ads.map((a: { id: string }) => a.id)).toEqual([ad1early.id, ad1late.id, ad2.id]);
      expect(body.ads[0]).toMatchObject({ title: "First early", isActive: true, link: null, sortOrder: 1 });
      expect(body.hasDeliveryZones).toBe(false);
    });

    it("hasDeliveryZones needs an active zone with a polygon", async () => {
      const m = await createMerchant(db());
      const flag = async () => (await get(`/api/microsite/${m.businessSlug}`)).json().hasDeliveryZones;
      await createZone(db(), m.id, { active: false });
      expect(await flag()).toBe(false);
      await createZone(db(), m.id, {
        active: true,
        polygon: null,
        bboxMinLat: null,
        bboxMinLng: null,
        bboxMaxLat: null,
        bboxMaxLng: null,
      });
      await t.storeChanged(m.id);
      expect(await flag()).toBe(false);
      await createZone(db(), m.id, { active: true });
      await t.storeChanged(m.id);
      expect(await flag()).toBe(true);
    });

    it("is 404 'Store not found' for an unapproved, rejected or unknown store", async () => {
      const pending = await createMerchant(db(), { isApproved: false });
      await createProduct(db(), pending.id);
      const rejected = await createMerchant(db(), { status: "rejected" });
      await createProduct(db(), rejected.id);
      for (const slug of [
        pending.businessSlug,
        rejected.businessSlug,
        "no-such-store",
        "%20",
        "%00",
        "shop%00x",
        "%E2%80%8B",
      ]) {
        const res = await get(`/api/microsite/${slug}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: "Store not found" });
      }
    });
  });

  describe("paging a large store", () => {
    const PAGE = 200;
    const ids = (products: { id: string }[]) => products.map((p) => p.id);

    it("sends the first page with the microsite and the rest through /products, newest first, each once", async () => {
      const m = await createMerchant(db());
      // 205 products, some sharing a creation time to the microsecond: the id breaks ties.
      const at = new Date("2026-01-01T00:00:00Z").getTime();
      await db()
        .insert(products)
        .values(
          Array.from({ length: 205 }, (_, i) => ({
            merchantId: m.id,
            name: `Item ${i}`,
            price: "1.00",
            createdAt: new Date(at + Math.floor(i / 3) * 1000),
          })),
        );
      await createProduct(db(), m.id, { name: "Hidden", isAvailable: false });

      const first = (await get(`/api/microsite/${m.businessSlug}`)).json();
      expect(first.products).toHaveLength(PAGE);
      expect(first.productTotal).toBe(205);
      expect(first.nextCursor).toBe(first.products[PAGE - 1].id);

      const rest = await get(`/api/microsite/${m.businessSlug}/products?cursor=${first.nextCursor}`);
      expect(rest.statusCode).toBe(200);
      expect(rest.headers["cache-control"]).toBe("no-cache");
      expect(rest.json().products).toHaveLength(5);
      expect(rest.json().nextCursor).toBeNull();

      const all = [...first.products, ...rest.json().products];
      expect(new Set(ids(all)).size).toBe(205);
      const expected = await db()
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.merchantId, m.id), eq(products.isAvailable, true)))
        .orderBy(desc(products.createdAt), desc(products.id));
      expect(ids(all)).toEqual(ids(expected));

      // Smaller pages walk the same order.
      const small = (await get(`/api/microsite/${m.businessSlug}/products?limit=2`)).json();
      expect(ids(small.products)).toEqual(ids(expected.slice(0, 2)));
      const next = (
        await get(`/api/microsite/${m.businessSlug}/products?limit=2&cursor=${small.nextCursor}`)
      ).json();
      expect(ids(next.products)).toEqual(ids(expected.slice(2, 4)));
    });

    it("refuses a bad cursor or limit with 400, and an unknown store with 404", async () => {
      const m = await createMerchant(db());
      for (const query of ["cursor=nope", "cursor=%00", "limit=0", "limit=201", "limit=1.5", "limit=x"]) {
        const res = await get(`/api/microsite/${m.businessSlug}/products?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message, query).toMatch(/cursor|limit/);
      }
      expect((await get("/api/microsite/no-such-store/products")).statusCode).toBe(404);
      // A cursor from another store is no position in this one: an empty page.
      const other = await createMerchant(db());
      const foreign = await createProduct(db(), other.id);
      const res = await get(`/api/microsite/${m.businessSlug}/products?cursor=${foreign.id}`);
      expect(res.json()).toEqual({ products: [], nextCursor: null, total: 0 });
    });
  });

  describe("a suspended store (issue 47)", () => {
    const customer = { name: "Ada", phone: "+1 555 0100", address: "1 Main Street, New York" };

    it("answers 410 'This store is temporarily unavailable' for its page, catalog, products and delivery, and refuses orders; unknown stays 404", async () => {
      const store = await createMerchant(db(), { businessName: `Paused ${Date.now()}` });
      const product = await createProduct(db(), store.id, { name: "Tea", price: "2.00", quantity: 5 });
      const slug = store.businessSlug;
      // Read while live: its answers are kept, and must not outlive the suspension.
      expect((await get(`/api/microsite/${slug}`)).statusCode).toBe(200);
      expect((await get(`/api/microsite/${slug}/product/${product.id}`)).statusCode).toBe(200);
      await db()
        .update(merchants)
        .set({ status: "suspended", isApproved: false, suspendedAt: new Date(), statusReason: "Unpaid fees" })
        .where(eq(merchants.id, store.id));
      await t.storeChanged(store.id);

      for (const url of [
        `/api/microsite/${slug}`,
        `/api/microsite/${slug}/products`,
        `/api/microsite/${slug}/product/${product.id}`,
        `/api/microsite/${slug}/product/00000000-0000-4000-8000-000000000000`,
        `/api/microsite/${slug}/delivery/check?lat=40.72&lng=-74`,
        `/api/microsite/${slug}/delivery-areas`,
        `/api/microsite/${slug}/slots`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(410);
        // Only the sentence for shoppers: never the operator's reason.
        expect(res.json(), url).toEqual({ message: STORE_UNAVAILABLE });
      }
      // Asked again (now from memory), the same.
      expect((await get(`/api/microsite/${slug}`)).statusCode).toBe(410);

      const shopper = new TestClient(t.app);
      const order = (merchantSlug: string) =>
        shopper.post("/api/orders", {
          merchantSlug,
          customer,
          fulfilment: "pickup",
          items: [{ productId: product.id, quantity: 1 }],
        });
      const refused = await order(slug);
      expect(refused.statusCode).toBe(410);
      expect(refused.json()).toEqual({ message: STORE_UNAVAILABLE });
      const unknown = await order("no-such-store");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: "Store not found" });
      const discount = await shopper.post(`/api/microsite/${slug}/discount`, {
        code: "SAVE10",
        items: [{ productId: product.id, quantity: 1 }],
        fulfilment: "pickup",
      });
      expect(discount.statusCode).toBe(410);

      const listed = (await get(`/api/marketplace?q=${encodeURIComponent(store.businessName)}`)).json();
      expect(listed).toEqual([]);
    });
  });

  describe("GET /api/microsite/:slug/product/:productId", () => {
    it("returns an available product of the store", async () => {
      const m = await createMerchant(db());
      const p = await createProduct(db(), m.id, {
        price: "12.5",
        discountPrice: "9.99",
        imageUrl: "/x.png",
        translations: { ar: { name: "شاي", description: "شاي أسود" } },
      });
      const res = await get(`/api/microsite/${m.businessSlug}/product/${p.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(Object.keys(res.json()).sort()).toEqual(PRODUCT_KEYS);
      expect(res.json()).toMatchObject({
        id: p.id,
        price: "12.50",
        discountPrice: "9.99",
        imageUrl: "/x.png",
        translations: { ar: { name: "شاي", description: "شاي أسود" } },
      });
    });

    it("is 404 'Product not found' for unknown, other store's, unavailable, malformed ids and hidden stores", async () => {
      const m = await createMerchant(db());
      const other = await createMerchant(db());
      const pending = await createMerchant(db(), { isApproved: false });
      const othersProduct = await createProduct(db(), other.id);
      const unavailable = await createProduct(db(), m.id, { isAvailable: false });
      const pendingProduct = await createProduct(db(), pending.id);
      const urls = [
        `/api/microsite/${m.businessSlug}/product/00000000-0000-4000-8000-000000000000`,
        `/api/microsite/${m.businessSlug}/product/${othersProduct.id}`,
        `/api/microsite/${m.businessSlug}/product/${unavailable.id}`,
        `/api/microsite/${m.businessSlug}/product/not-a-uuid`,
        `/api/microsite/${m.businessSlug}/product/${othersProduct.id}x`,
        `/api/microsite/${pending.businessSlug}/product/${pendingProduct.id}`,
        `/api/microsite/no-such-store/product/${othersProduct.id}`,
        `/api/microsite/%00/product/${othersProduct.id}`,
        `/api/microsite/${m.businessSlug}%00/product/${othersProduct.id}`,
      ];
      for (const url of urls) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: "Product not found" });
      }
    });
  });
});
