import { and, count, eq, sql } from "drizzle-orm";
import { DEFAULT_CURRENCY } from "#contracts/currency";
import { variantStockSum } from "#contracts/product-options";
import { type TOptionGroupsRequest, ZOptionGroupsInput } from "#contracts/product-options-request";
import { hashPassword } from "#server/auth/password";
import type { Db, Tx } from "./client";
import { DEMO_OPERATOR, DEMO_PASSWORD, DEMO_STORES } from "./demo-data";
import { ads } from "./schema/ads";
import { categories } from "./schema/categories";
import { deliveryZones } from "./schema/delivery-zones";
import { discountCodes } from "./schema/discount-codes";
import { memberships } from "./schema/memberships";
import { merchants } from "./schema/merchants";
import { people } from "./schema/people";
import { productOptionGroups, productOptions } from "./schema/product-options";
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

/**
 * The demo's option groups, checked by the merchant's own rules (a mistake in demo-data.ts fails
 * the seed's test, not a shopper). A product whose group tracks stock gets their sum as its quantity.
 */
async function seedOptionGroups(
  tx: Tx,
  merchantId: string,
  made: { id: string; name: string }[],
  options: Record<string, TOptionGroupsRequest>,
) {
  for (const [name, request] of Object.entries(options)) {
    const productId = made.find((p) => p.name === name)!.id;
    // Only the demo stores in US dollars (the merchants' column default) have option groups.
    const groups = ZOptionGroupsInput(DEFAULT_CURRENCY).parse(request);
    const groupRows = await tx
      .insert(productOptionGroups)
      .values(
        groups.map(({ options: _, id: __, required: ___, ...group }, sortOrder) => ({
          ...group,
          merchantId,
          productId,
          sortOrder,
        })),
      )
      .returning({ id: productOptionGroups.id });
    await tx.insert(productOptions).values(
      groups.flatMap((group, g) =>
        group.options.map(({ id: _, ...option }, sortOrder) => ({
          ...option,
          merchantId,
          productId,
          groupId: groupRows[g]!.id,
          sortOrder,
        })),
      ),
    );
    const stock = groups.find((group) => group.tracksStock);
    if (stock)
      await tx
        .update(products)
        .set({ quantity: variantStockSum(stock) })
        .where(and(eq(products.merchantId, merchantId), eq(products.id, productId)));
  }
}

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
          businessName: store.businessName,
          businessSlug: store.businessSlug,
          businessType: store.businessType,
          contactPhone: store.contactPhone,
          address: store.address,
          locationLat: store.location.lat.toFixed(6),
          locationLng: store.location.lng.toFixed(6),
          description: store.description,
          theme: store.theme,
          logoUrl: store.logoUrl,
          isApproved: true,
          status: "approved",
          // A demo store shows a set-up store: its first-run path is behind it (issue 48).
          setupFinishedAt: new Date(),
          acceptsPrescriptions: store.businessType === "pharmacy",
          prescriptionsWhileClosed: store.businessType === "pharmacy",
          timeZone: store.region?.timeZone ?? "America/New_York",
          ...(store.region
            ? { currency: store.region.currency, locale: store.region.locale, country: store.region.country }
            : {}),
          ...(store.upi
            ? { acceptsUpi: true, upiVpa: store.upi.vpa, upiPayeeName: store.upi.payeeName }
            : {}),
          openingHours: store.trading.openingHours,
          closures: store.trading.closures,
          offersPickup: store.trading.offersPickup,
          ...(store.trading.scheduledOrders ? { scheduledOrders: store.trading.scheduledOrders } : {}),
          ...(store.takesTestCards ? { acceptsCard: true, cardProvider: "test" as const } : {}),
        })
        .returning({ id: merchants.id });
      const merchantId = merchant!.id;
      // Its owner signs in with the store's email; a restaurant's kitchen has its own (decision 0059).
      const owner = { email: store.email, name: store.businessName, role: "owner" as const };
      for (const member of [owner, ...(store.staff ?? [])]) {
        const [person] = await tx
          .insert(people)
          .values({ email: member.email, password, name: member.name })
          .returning({ id: people.id });
        await tx.insert(memberships).values({ personId: person!.id, merchantId, role: member.role });
      }
      const cats = await tx
        .insert(categories)
        .values(store.categories.map((c, i) => ({ ...c, merchantId, sortOrder: i })))
        .returning({ id: categories.id });
      // Spread creation times so "newest first" and "featured" orderings are stable and meaningful.
      const base = Date.now() - store.products.length * 60_000;
      const made = await tx
        .insert(products)
        .values(
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
        )
        .returning({ id: products.id, name: products.name });
      await seedOptionGroups(tx, merchantId, made, store.options ?? {});
      await tx.insert(ads).values(store.ads.map((a) => ({ ...a, merchantId })));
      if (store.discounts?.length)
        await tx.insert(discountCodes).values(store.discounts.map((d) => ({ ...d, merchantId })));
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
    // Someone to run the demo platform with (issue 47): the console at /admin.
    await tx.insert(people).values({ ...DEMO_OPERATOR, password, platformRole: "operator" });
    return true;
  });
}
