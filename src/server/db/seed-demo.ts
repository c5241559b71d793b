import { count, sql } from "drizzle-orm";
import { hashPassword } from "#server/auth/password";
import type { Db } from "./client";
import { DEMO_PASSWORD, DEMO_STORES } from "./demo-data";
import { ads } from "./schema/ads";
import { categories } from "./schema/categories";
import { deliveryZones } from "./schema/delivery-zones";
import { merchants } from "./schema/merchants";
import { products } from "./schema/products";

const ringBbox = (ring: [number, number][]) => {
  const lngs = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  const fmt = (n: number) => n.toFixed(6);
  return {
    bboxMinLng: fmt(Math.min(...lngs)),
    bboxMinLat: fmt(Math.min(...lats)),
    bboxMaxLng: fmt(Math.max(...lngs)),
    bboxMaxLat: fmt(Math.max(...lats)),
  };
};

/** Any fixed number: processes seeding one database take turns on it. */
const SEED_LOCK = 7_340_021;

/**
 * Seeds the demo stores, only into a database that has no merchants at all. Returns whether it did.
 * Several processes started together on one fresh PostgreSQL database each try: the lock makes the
 * second wait for the first and then find the stores there, instead of failing on their emails.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  // Every start asks; once seeded, the answer costs one count, no password hash and no lock.
  const [existing] = await db.select({ n: count() }).from(merchants);
  if ((existing?.n ?? 0) > 0) return false;
  const password = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [seeded] = await tx.select({ n: count() }).from(merchants);
    if ((seeded?.n ?? 0) > 0) return false;
    for (const store of DEMO_STORES) {
      const [merchant] = await tx
        .insert(merchants)
        .values({
          email: store.email,
          password,
          businessName: store.businessName,
          businessSlug: store.businessSlug,
          businessType: store.businessType,
          contactPhone: store.contactPhone,
          address: store.address,
          description: store.description,
          theme: store.theme,
          logoUrl: store.logoUrl,
          isApproved: true,
          acceptsPrescriptions: store.businessType === "pharmacy",
          timeZone: "America/New_York",
          openingHours: store.trading.openingHours,
          closures: store.trading.closures,
          offersPickup: store.trading.offersPickup,
          ...(store.trading.scheduledOrders ? { scheduledOrders: store.trading.scheduledOrders } : {}),
        })
        .returning({ id: merchants.id });
      const merchantId = merchant!.id;
      const cats = await tx
        .insert(categories)
        .values(store.categories.map((c, i) => ({ ...c, merchantId, sortOrder: i })))
        .returning({ id: categories.id });
      // Spread creation times so "newest first" and "featured" orderings are stable and meaningful.
      const base = Date.now() - store.products.length * 60_000;
      await tx.insert(products).values(
        store.products.map(([name, description, price, discountPrice, quantity, isAvailable, cat], i) => ({
          merchantId,
          categoryId: cats[cat]!.id,
          name,
          description,
          price,
          discountPrice,
          quantity,
          isAvailable,
          imageUrl: `/demo/${store.businessType}-${i + 1}.webp`,
          createdAt: new Date(base + i * 60_000),
          updatedAt: new Date(base + i * 60_000),
        })),
      );
      await tx.insert(ads).values(store.ads.map((a) => ({ ...a, merchantId })));
      await tx.insert(deliveryZones).values(
        store.zones.map((z) => ({
          merchantId,
          name: z.name,
          active: z.active,
          ...z.prices,
          polygon: z.ring ? { type: "Polygon" as const, coordinates: [z.ring] } : null,
          ...(z.ring ? ringBbox(z.ring) : {}),
        })),
      );
    }
    return true;
  });
}
