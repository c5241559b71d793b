import type { TUploadImageResponse } from "#contracts/catalog";
import type { Db } from "#server/db/client";
import { type FileStorage, publicUrlFor, STORAGE_KEY_PATTERN } from "#server/storage/file-storage";
import { processImage } from "./image";
import { isImageInUse } from "./queries";

const PUBLIC_PREFIX = publicUrlFor("");

/** Checks and re-encodes an uploaded picture, stores it in the public area and returns its URL. */
export async function uploadPublicImage(storage: FileStorage, bytes: Buffer): Promise<TUploadImageResponse> {
  const image = await processImage(bytes);
  const key = await storage.save("public", image.data, image.extension);
  return { imageUrl: publicUrlFor(key) };
}

/**
 * Removes a replaced or deleted image from storage once nothing shows it any more. Only our own
 * uploads (/uploads/<key>) are touched; outside URLs and demo art are left alone.
 */
export async function removeImageIfUnused(db: Db, storage: FileStorage, url: string | null | undefined) {
  const key = url?.startsWith(PUBLIC_PREFIX) ? url.slice(PUBLIC_PREFIX.length) : null;
  if (!key || !STORAGE_KEY_PATTERN.test(key)) return;
  if (await isImageInUse(db, url!)) return;
  await storage.remove("public", key);
}
