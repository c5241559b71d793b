import type { Db } from "../../src/server/db/client";
import { ads } from "../../src/server/db/schema/ads";
import { categories } from "../../src/server/db/schema/categories";
import { deliveryZones, type GeoJsonPolygon } from "../../src/server/db/schema/delivery-zones";
import { merchants } from "../../src/server/db/schema/merchants";
import { products } from "../../src/server/db/schema/products";

/**
 * Small factories that insert rows directly (no API), so a test states only what matters to it.
 * Every function returns the inserted row.
 */

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

export async function createMerchant(db: Db, overrides: Partial<typeof merchants.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(merchants)
    .values({
      email: `factory-${id}@example.com`,
      password: "$argon2id$not-a-real-hash",
      businessName: `Factory Store ${id}`,
      businessSlug: `factory-store-${id}`,
      businessType: "retail",
      isApproved: true,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createCategory(
  db: Db,
  merchantId: string,
  overrides: Partial<typeof categories.$inferInsert> = {},
) {
  const [row] = await db
    .insert(categories)
    .values({ merchantId, name: `Category ${unique()}`, ...overrides })
    .returning();
  return row!;
}

export async function createProduct(
  db: Db,
  merchantId: string,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await db
    .insert(products)
    .values({ merchantId, name: `Product ${unique()}`, price: "10.00", quantity: 100, ...overrides })
    .returning();
  return row!;
}

export async function createAd(db: Db, merchantId: string, overrides: Partial<typeof ads.$inferInsert> = {}) {
  const [row] = await db
    .insert(ads)
    .values({ merchantId, title: `Ad ${unique()}`, imageUrl: "/demo/ad.svg", ...overrides })
    .returning();
  return row!;
}

/** A square around lower Manhattan (longitude, latitude; ring closed). */
export const SQUARE_POLYGON: GeoJsonPolygon = {
  type: "Polygon",
  coordinates: [
    [
      [-74.02, 40.7],
      [-73.98, 40.7],
      [-73.98, 40.74],
      [-74.02, 40.74],
      [-74.02, 40.7],
    ],
  ],
};

export async function createZone(
  db: Db,
  merchantId: string,
  overrides: Partial<typeof deliveryZones.$inferInsert> = {},
) {
  const [row] = await db
    .insert(deliveryZones)
    .values({
      merchantId,
      name: `Zone ${unique()}`,
      polygon: SQUARE_POLYGON,
      bboxMinLng: "-74.020000",
      bboxMinLat: "40.700000",
      bboxMaxLng: "-73.980000",
      bboxMaxLat: "40.740000",
      ...overrides,
    })
    .returning();
  return row!;
}
