import type { Readable } from "node:stream";
import {
  PRESCRIPTION_MESSAGES,
  PRESCRIPTION_URL_PREFIX,
  type TUploadPrescriptionResponse,
} from "#contracts/prescription-messages";
import type { Db, Tx } from "#server/db/client";
import type { AppDeps } from "#server/deps";
import { AppError, notFound } from "#server/errors";
import { type FileStorage, storageKeyFor } from "#server/storage/file-storage";
import { sweepUnused } from "#server/storage/sweep";
import { cleanPrescription } from "./prescription-file";
import * as q from "./queries";
import { insertWithinRoom, type UploadRoom } from "./upload-room";

// Prescriptions are health data: the files live in the storage's private area under unguessable
// keys, belong to the uploading browser until an order claims them, and then only to that store.

/** Files no order claims within this long are deleted. */
export const UNCLAIMED_TTL_MS = 60 * 60 * 1000;
/** How often they are looked for: a file goes at most this long after its hour. */
export const UNCLAIMED_PURGE_EVERY_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Claimed files deleted per statement at the end of their retention. */
const EXPIRED_BATCH = 500;

const keyOf = (url: string) =>
  url.startsWith(PRESCRIPTION_URL_PREFIX) ? url.slice(PRESCRIPTION_URL_PREFIX.length) : "";

/**
 * Cleans the file, takes room for it among its address's and everyone's unclaimed files (429, 507:
 * upload-room.ts), then stores its bytes. Room is taken first so that no bytes are written past
 * the limits; when the bytes cannot be stored, the room is given back.
 */
export async function uploadPrescription(
  db: Db,
  storage: FileStorage,
  bytes: Buffer,
  uploader: { browser: string; address: string },
  room: UploadRoom,
): Promise<TUploadPrescriptionResponse> {
  const file = await cleanPrescription(bytes);
  const storageKey = storageKeyFor("private", file.data, file.extension);
  await insertWithinRoom(
    db,
    {
      storageKey,
      contentType: file.contentType,
      uploaderHash: uploader.browser,
      uploaderAddress: uploader.address,
      sizeBytes: file.data.length,
    },
    room,
  );
  try {
    await storage.put("private", storageKey, file.data);
  } catch (err) {
    await q.deleteUnclaimed(db, storageKey);
    throw err;
  }
  return { prescriptionUrl: `${PRESCRIPTION_URL_PREFIX}${storageKey}` };
}

/**
 * The file behind an order's `prescriptionFileUrl`, if this browser uploaded it and no order has
 * claimed it yet; claims it for the order inside the order's own transaction.
 */
export async function claimPrescription(
  tx: Tx,
  url: string,
  uploader: string,
  order: { id: string; merchantId: string },
): Promise<void> {
  const file = await q.findByStorageKey(tx, keyOf(url));
  if (!file || file.uploaderHash !== uploader)
    throw new AppError("VALIDATION", PRESCRIPTION_MESSAGES.fileUnknown);
  if (file.orderId || !(await q.claim(tx, file.id, order.id, order.merchantId))) {
    throw new AppError("CONFLICT", PRESCRIPTION_MESSAGES.fileUsed);
  }
}

/** The file for its store's merchant: 401 signed out, 404 unknown (or not yet sent), 403 another store's. */
export async function openPrescription(
  db: Db,
  storage: FileStorage,
  storageKey: string,
  merchantId: string | null,
): Promise<{ stream: Readable; size: number; contentType: string; fileName: string }> {
  if (!merchantId) throw new AppError("UNAUTHORIZED", PRESCRIPTION_MESSAGES.signInToDownload);
  const file = await q.findByStorageKey(db, storageKey);
  if (!file?.merchantId) throw notFound(PRESCRIPTION_MESSAGES.fileNotFound);
  // The spec tells another store's file from a missing one (403): the one row not behind requireOwn.
  if (file.merchantId !== merchantId) throw new AppError("FORBIDDEN", PRESCRIPTION_MESSAGES.notYours);
  const stored = await storage.open("private", file.storageKey);
  if (!stored) throw notFound(PRESCRIPTION_MESSAGES.fileNotFound);
  return { ...stored, contentType: file.contentType, fileName: file.storageKey };
}

/**
 * Deletes files that no order claimed within the hour: rows first (so no order can claim one any
 * more, and their room is free), then their bytes. How many files went.
 */
export async function purgeUnclaimedPrescriptions(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const gone = await q.deleteUnclaimedBefore(db, new Date(now.getTime() - UNCLAIMED_TTL_MS));
  for (const { storageKey } of gone) await storage.remove("private", storageKey);
  return gone.length;
}

/**
 * Removes private bytes no row holds that are over an hour old: a removal that failed while the
 * storage was down, an upload whose row was given up when its bytes failed. It lists the whole
 * private area (every claimed file too), so it runs hourly, not with the purge above. How many went.
 */
export function sweepOrphanPrescriptionFiles(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_TTL_MS);
  return sweepUnused(storage, "private", cutoff, (keys) => q.existingStorageKeys(db, keys));
}

/**
 * Deletes the files of orders placed more than `retentionDays` before `now` (the app's clock, as
 * the orders' placing times are): each file's row and its order's link in one transaction, the
 * order marked with when its file went, then the bytes. A file the storage cannot remove is
 * reported (`file_cleanup`) and left to sweepOrphanPrescriptionFiles, as its row is gone. How many went.
 */
export async function purgeExpiredPrescriptions(
  { db, storage, failures }: Pick<AppDeps, "db" | "storage" | "failures">,
  now: Date,
  retentionDays: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let removed = 0;
  for (;;) {
    const gone = await q.deleteClaimedOfOrdersBefore(db, cutoff, now, EXPIRED_BATCH);
    for (const { storageKey } of gone) {
      await storage.remove("private", storageKey).then(
        () => removed++,
        (err) => failures.report("file_cleanup", err, "removing an expired prescription file failed"),
      );
    }
    if (gone.length < EXPIRED_BATCH) return removed;
  }
}
