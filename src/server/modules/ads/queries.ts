import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type AdRow, ads } from "#server/db/schema/ads";

export type NewAd = typeof ads.$inferInsert;
export type AdPatch = Partial<Omit<NewAd, "id" | "merchantId" | "createdAt" | "updatedAt">>;

// Every query filters by merchant_id: one merchant never reads or changes another's ads.

export function listAds(db: Db, merchantId: string): Promise<AdRow[]> {
  return db
    .select()
    .from(ads)
    .where(eq(ads.merchantId, merchantId))
    .orderBy(asc(ads.sortOrder), asc(ads.createdAt), asc(ads.id));
}

export async function findAd(db: Db, merchantId: string, id: string): Promise<AdRow | undefined> {
  const [row] = await db
    .select()
    .from(ads)
    .where(and(eq(ads.merchantId, merchantId), eq(ads.id, id)))
    .limit(1);
  return row;
}

export async function insertAd(db: Db, values: NewAd): Promise<AdRow> {
  const [row] = await db.insert(ads).values(values).returning();
  return row!;
}

export async function updateAd(
  db: Db,
  merchantId: string,
  id: string,
  patch: AdPatch,
): Promise<AdRow | undefined> {
  const [row] = await db
    .update(ads)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(ads.merchantId, merchantId), eq(ads.id, id)))
    .returning();
  return row;
}

export async function deleteAd(db: Db, merchantId: string, id: string): Promise<AdRow | undefined> {
  const [row] = await db
    .delete(ads)
    .where(and(eq(ads.merchantId, merchantId), eq(ads.id, id)))
    .returning();
  return row;
}
