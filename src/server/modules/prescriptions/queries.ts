import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { orders } from "#server/db/schema/orders";
import { prescriptionFiles } from "#server/db/schema/prescription-files";

/** An unclaimed file's row, whose bytes could not be stored: its room is given back. */
export async function deleteUnclaimed(db: Db, storageKey: string) {
  await db
    .delete(prescriptionFiles)
    .where(and(eq(prescriptionFiles.storageKey, storageKey), isNull(prescriptionFiles.orderId)));
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

/**
 * Up to `limit` claimed files whose order was placed before `cutoff`: their rows removed and their
 * orders' links cleared (the order stays, marked with `removedAt`), in one transaction. Returns
 * the removed files' keys, so their bytes go too.
 */
export function deleteClaimedOfOrdersBefore(db: Db, cutoff: Date, removedAt: Date, limit: number) {
  return db.transaction(async (tx) => {
    const expired = tx
      .select({ id: prescriptionFiles.id })
      .from(prescriptionFiles)
      .innerJoin(orders, eq(orders.id, prescriptionFiles.orderId))
      .where(lt(orders.createdAt, cutoff))
      .limit(limit);
    const gone = await tx
      .delete(prescriptionFiles)
      .where(inArray(prescriptionFiles.id, expired))
      .returning({ storageKey: prescriptionFiles.storageKey, orderId: prescriptionFiles.orderId });
    const orderIds = gone.flatMap((file) => (file.orderId ? [file.orderId] : []));
    if (orderIds.length > 0) {
      await tx
        .update(orders)
        .set({ prescriptionFileUrl: null, prescriptionFileRemovedAt: removedAt, updatedAt: sql`now()` })
        .where(inArray(orders.id, orderIds));
    }
    return gone;
  });
}
