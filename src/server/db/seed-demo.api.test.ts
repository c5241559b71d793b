import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import { openPostgres } from "#server/db/client";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { TestClient } from "#tests/helpers/test-app";
import { openTestDatabase } from "#tests/helpers/test-database";
import { DEMO_PASSWORD } from "./demo-data";
import { ads } from "./schema/ads";
import { categories } from "./schema/categories";
import { deliveryZones } from "./schema/delivery-zones";
import { discountCodes } from "./schema/discount-codes";
import { merchants } from "./schema/merchants";
import { products } from "./schema/products";
import { seedDemoData } from "./seed-demo";

describeOnDrivers("demo data", (t) => {
  beforeAll(async () => {
    expect(await seedDemoData(t.database.db)).toBe(true);
  });

  it("seeds a pharmacy, a restaurant and a retail shop in New York and a pharmacy in Mumbai, approved, with logos", async () => {
    const rows = await t.database.db.select().from(merchants);
    expect(rows.map((m) => `${m.businessType} ${m.currency}`).sort()).toEqual([
      "pharmacy INR",
      "pharmacy USD",
      "restaurant USD",
      "retail USD",
    ]);
    for (const m of rows) {
      expect(m.isApproved).toBe(true);
      expect(m.logoUrl).toMatch(/^\/demo\/.+\.webp$/);
    }
  });

  it("gives each store categories, 10+ products (discounted, low stock, unavailable), ads and zones", async () => {
    for (const m of await t.database.db.select().from(merchants)) {
      const ps = await t.database.db.select().from(products).where(eq(products.merchantId, m.id));
      expect(ps.length).toBeGreaterThanOrEqual(10);
      expect(ps.some((p) => p.discountPrice !== null)).toBe(true);
      expect(ps.some((p) => p.quantity !== null && p.quantity > 0 && p.quantity < 10)).toBe(true);
      expect(ps.some((p) => !p.isAvailable)).toBe(true);
      expect(
        await t.database.db.select().from(categories).where(eq(categories.merchantId, m.id)),
      ).not.toHaveLength(0);
      const as = await t.database.db.select().from(ads).where(eq(ads.merchantId, m.id));
      expect(as.some((a) => a.isActive)).toBe(true);
      expect(as.some((a) => !a.isActive)).toBe(true);
      const zs = await t.database.db.select().from(deliveryZones).where(eq(deliveryZones.merchantId, m.id));
      const drawn = zs.filter((z) => z.polygon);
      expect(drawn.length).toBeGreaterThan(0);
      for (const z of drawn) {
        // Around the store (New York, or Mumbai); rings closed, lng-lat order.
        const ring = (z.polygon as { coordinates: number[][][] }).coordinates[0]!;
        expect(ring[0]).toEqual(ring.at(-1));
        for (const [lng, lat] of ring) {
          expect(Math.abs(lng! - Number(m.locationLng))).toBeLessThan(0.3);
          expect(Math.abs(lat! - Number(m.locationLat))).toBeLessThan(0.3);
        }
        expect(Number(z.bboxMinLng)).toBeLessThan(Number(z.bboxMaxLng));
      }
    }
  });

  it("gives the pizzas sizes and extra toppings, and the tee sizes with their own stock, M sold out", async () => {
    const client = new TestClient(t.app);
    const menu: TProduct[] = (await client.get("/api/microsite/bella-napoli")).json().products;
    const margherita = menu.find((p) => p.name === "Margherita Pizza")!;
    expect(margherita.optionGroups?.map((g) => [g.name, g.selection, g.required])).toEqual([
      ["Size", "single", true],
      ["Extra toppings", "multiple", false],
    ]);
    expect(margherita.optionGroups?.[0]?.options.map((o) => `${o.name} +${o.priceDelta}`)).toEqual([
      'Regular 12" +0.00',
      'Large 16" +5.00',
    ]);
    const shop: TProduct[] = (await client.get("/api/microsite/urban-threads")).json().products;
    const tee = shop.find((p) => p.name === "Organic Cotton Tee")!;
    const [size] = tee.optionGroups!;
    expect(size).toMatchObject({ name: "Size", tracksStock: true });
    expect(size!.options.map((o) => [o.name, o.quantity])).toEqual([
      ["S", 12],
      ["M", 0],
      ["L", 20],
      ["XL", 13],
    ]);
    expect(tee.quantity).toBe(45);
  });

  it("gives the restaurant and the shop a discount code to try at checkout, and the pharmacy none", async () => {
    const codes = await t.database.db
      .select({ slug: merchants.businessSlug, code: discountCodes.code, kind: discountCodes.kind })
      .from(discountCodes)
      .innerJoin(merchants, eq(merchants.id, discountCodes.merchantId));
    expect(codes.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { slug: "urban-threads", code: "FREESHIP50", kind: "free_delivery" },
      { slug: "bella-napoli", code: "PIZZANIGHT", kind: "percent" },
    ]);
  });

  it("gives the Mumbai chemist rupees, India's formats, UPI to its own ID beside cash and test cards, and no Razorpay", async () => {
    const store = (await new TestClient(t.app).get("/api/microsite/sharma-medicos")).json();
    expect(store.merchant).toMatchObject({ currency: "INR", locale: "en-IN" });
    expect(store.merchant.payments).toEqual({ cash: true, card: true, razorpay: false, upi: true });
    const owner = new TestClient(t.app);
    await owner.post("/api/login", { email: "mumbai@demo.store", password: DEMO_PASSWORD });
    const settings = (await owner.get("/api/merchant/payments")).json();
    expect(settings.upi).toEqual({ vpa: "sharmamedicos@okicici", payeeName: "Sharma Medicos" });
    expect(settings.methods).toMatchObject({ cash: true, card: true, upi: true, razorpay: false });
  });

  it("does not seed twice", async () => {
    expect(await seedDemoData(t.database.db)).toBe(false);
    expect(await t.database.db.select().from(merchants)).toHaveLength(4);
  });

  it("the README's demo credentials sign in", async () => {
    for (const email of [
      "pharmacy@demo.store",
      "restaurant@demo.store",
      "retail@demo.store",
      "mumbai@demo.store",
    ]) {
      const res = await new TestClient(t.app).post("/api/login", { email, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().role).toBe("owner");
    }
    // Bella Napoli's kitchen has a sign-in of its own (issue 43): the kitchen role, in that store.
    const kitchen = await new TestClient(t.app).post("/api/login", {
      email: "kitchen@demo.store",
      password: DEMO_PASSWORD,
    });
    expect(kitchen.statusCode).toBe(200);
    expect(kitchen.json()).toMatchObject({ businessSlug: "bella-napoli", role: "kitchen" });
    expect(kitchen.json().permissions).not.toContain("orders.customer");
  });
});

describe.skipIf(!process.env.DATABASE_URL)("demo data seeded by processes starting together", () => {
  it("seeds the stores once when five processes on one fresh database seed at the same moment", async () => {
    const database = await openTestDatabase("postgres");
    const pools = await Promise.all(Array.from({ length: 4 }, () => openPostgres(database.url!)));
    try {
      const seeded = await Promise.all([database, ...pools].map((p) => seedDemoData(p.db)));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      expect(await database.db.select({ n: count() }).from(merchants)).toEqual([{ n: 4 }]);
    } finally {
      for (const pool of pools) await pool.close();
      await database.close();
    }
  });
});
