import { isNull, sql } from "drizzle-orm";
import { PRESCRIPTION_MESSAGES } from "#contracts/prescription-messages";
import type { Db } from "#server/db/client";
import { prescriptionFiles } from "#server/db/schema/prescription-files";
import { AppError } from "#server/errors";

/** The one lock every reservation takes: both sums and the new row are one step for all processes. */
const ROOM_LOCK = 4_012_771_933;
const MB = 1024 * 1024;

export interface UploadRoom {
  /** Bytes of unclaimed files one address (an IPv6 /64) may hold. */
  perAddress: number;
  /** Bytes of unclaimed files all addresses together may hold. */
  total: number;
}

/**
 * Writes a new file's row if its bytes fit in the room left for unclaimed files: its address's
 * (429) and everyone's (507). Checking and writing happen under one transaction-scoped advisory lock,
 * so simultaneous uploads (from any process) are counted one after another and none can slip past a
 * sum that did not see the others yet. The lock is global rather than per address because the
 * platform's total is one sum; it is held for two short statements, while a process cleans a file
 * (sharp) for far longer outside it.
 */
export async function insertWithinRoom(
  db: Db,
  row: typeof prescriptionFiles.$inferInsert & { uploaderAddress: string; sizeBytes: number },
  room: UploadRoom,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROOM_LOCK})`);
    const [held] = await tx
      .select({
        address: sql<string>`coalesce(sum(${prescriptionFiles.sizeBytes}) filter (where ${prescriptionFiles.uploaderAddress} = ${row.uploaderAddress}), 0)`,
        total: sql<string>`coalesce(sum(${prescriptionFiles.sizeBytes}), 0)`,
      })
      .from(prescriptionFiles)
      .where(isNull(prescriptionFiles.orderId));
    if (Number(held!.address) + row.sizeBytes > room.perAddress) {
      throw new AppError("RATE_LIMITED", PRESCRIPTION_MESSAGES.roomPerAddress(megabytes(room.perAddress)));
    }
    if (Number(held!.total) + row.sizeBytes > room.total) {
      throw new AppError("INSUFFICIENT_STORAGE", PRESCRIPTION_MESSAGES.roomTotal(megabytes(room.total)));
    }
    await tx.insert(prescriptionFiles).values(row);
  });
}

/** As the setting says it (whole megabytes); a test's smaller room to one decimal. */
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
