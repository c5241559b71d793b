import type { Readable } from "node:stream";
import {
  PRESCRIPTION_MESSAGES,
  PRESCRIPTION_URL_PREFIX,
  type TUploadPrescriptionResponse,
} from "#contracts/prescription-messages";
import type { Db, Tx } from "#server/db/client";
import { AppError, notFound } from "#server/errors";
import { type FileStorage, saveFile } from "#server/storage/file-storage";
import { sweepUnused } from "#server/storage/sweep";
import { cleanPrescription } from "./prescription-file";
import * as q from "./queries";

// Prescriptions are health data: the files live in the storage's private area under unguessable
// keys, belong to the uploading browser until an order claims them, and then only to that store.

/** Files no order claims within this long are deleted. */
export const UNCLAIMED_TTL_MS = 24 * 60 * 60 * 1000;

const keyOf = (url: string) =>
  url.startsWith(PRESCRIPTION_URL_PREFIX) ? url.slice(PRESCRIPTION_URL_PREFIX.length) : "";

export async function uploadPrescription(
  db: Db,
  storage: FileStorage,
  bytes: Buffer,
  uploader: string,
): Promise<TUploadPrescriptionResponse> {
  const file = await cleanPrescription(bytes);
  const storageKey = await saveFile(storage, "private", file.data, file.extension);
  await q.insertPrescriptionFile(db, { storageKey, contentType: file.contentType, uploaderHash: uploader });
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
 * Deletes files that no order claimed within a day: rows first (so no order can claim one any more),
 * then their bytes. Bytes whose row is gone and that are over a day old (a removal that failed while
 * the storage was down, an upload whose row was never written) go too. How many files went.
 */
export async function purgeUnclaimedPrescriptions(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_TTL_MS);
  const gone = await q.deleteUnclaimedBefore(db, cutoff);
  for (const { storageKey } of gone) await storage.remove("private", storageKey);
  const orphans = await sweepUnused(storage, "private", cutoff, (keys) => q.existingStorageKeys(db, keys));
  return gone.length + orphans;
}
