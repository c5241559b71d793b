import type { TUploadImageResponse } from "#contracts/catalog";
import type { BackgroundFailures } from "#server/background-failures";
import type { Db } from "#server/db/client";
import { type FileStorage, publicKeyOf, publicUrlFor, saveFile } from "#server/storage/file-storage";
import { sweepUnused } from "#server/storage/sweep";
import { processImage } from "./image";
import { imagesInUse } from "./queries";

/**
 * An uploaded image nothing shows yet is kept this long after its last upload: the merchant is
 * still filling in the form that will use it. Until then it is never removed, even when another
 * row lets go of the same picture (content-addressed: one file may back several rows and stores).
 */
export const UNATTACHED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

/** Checks and re-encodes an uploaded picture, stores it in the public area and returns its URL. */
export async function uploadPublicImage(storage: FileStorage, bytes: Buffer): Promise<TUploadImageResponse> {
  const image = await processImage(bytes);
  const key = await saveFile(storage, "public", image.data, image.extension);
  return { imageUrl: publicUrlFor(key) };
}

/**
 * Removes a replaced or deleted image from storage once nothing shows it any more and its last
 * upload is over a day old (else the hourly sweep removes it later). Only our own uploads
 * (/uploads/<key>) are touched; outside URLs and demo art are left alone. The row's change has
 * already been saved, so a storage that is down does not fail the request: the failure is logged
 * and counted (`file_cleanup`), and the sweep retries.
 */
export async function removeImageIfUnused(
  db: Db,
  storage: FileStorage,
  failures: BackgroundFailures,
  url: string | null | undefined,
): Promise<void> {
  const key = publicKeyOf(url);
  if (!key || (await imagesInUse(db, [url!])).size > 0) return;
  // Real time, not the app's clock: it is compared with when the storage last stored the file.
  const storedBefore = new Date(Date.now() - UNATTACHED_IMAGE_TTL_MS);
  await storage
    .remove("public", key, { storedBefore })
    .catch((err) => failures.report("file_cleanup", err, "removing an unused image failed", { key }));
}

/** Removes every public file nothing shows whose last upload is over a day old; how many went. */
export function sweepUnusedImages(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_IMAGE_TTL_MS);
  return sweepUnused(storage, "public", cutoff, async (keys) => {
    const used = await imagesInUse(db, keys.map(publicUrlFor));
    return new Set(keys.filter((key) => used.has(publicUrlFor(key))));
  });
}
