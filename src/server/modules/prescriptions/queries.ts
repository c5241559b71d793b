import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { prescriptionFiles } from "#server/db/schema/prescription-files";

export async function insertPrescriptionFile(db: Db, values: typeof prescriptionFiles.$inferInsert) {
  const [row] = await db.insert(prescriptionFiles).values(values).returning();
  return row!;
}

export async function findByStorageKey(db: Db | Tx, storageKey: string) {
  const [row] = await db
    .select()
    .from(prescriptionFiles)
    .where(eq(prescriptionFiles.storageKey, storageKey))
    .limit(1);
  return row;
}

/** Gives an unclaimed file to an order and its store; false when another order took it first. */
export async function claim(tx: Tx, fileId: string, orderId: string, merchantId: string): Promise<boolean> {
  const rows = await tx
    .update(prescriptionFiles)
    .set({ orderId, merchantId })
    .where(and(eq(prescriptionFiles.id, fileId), isNull(prescriptionFiles.orderId)))
    .returning({ id: prescriptionFiles.id });
  return rows.length === 1;
}

/** Unclaimed files uploaded before `cutoff`: removed from the table, returned so their bytes go too. */
export function deleteUnclaimedBefore(db: Db, cutoff: Date) {
  return db
    .delete(prescriptionFiles)
    .where(and(isNull(prescriptionFiles.orderId), lt(prescriptionFiles.createdAt, cutoff)))
    .returning({ storageKey: prescriptionFiles.storageKey });
}

/** Which of these storage keys a prescription file row still holds. */
export async function existingStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ key: prescriptionFiles.storageKey })
    .from(prescriptionFiles)
    .where(inArray(prescriptionFiles.storageKey, keys));
  return new Set(rows.map((r) => r.key));
}
