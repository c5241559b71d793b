import { utimes } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { storedFiles } from "#server/db/schema/stored-files";
import type { FileStorage, Visibility } from "#server/storage/file-storage";

/** A PNG of one colour: each colour is a different file, so two uploads never share one. */
export const solidPng = (width: number, height: number, color: string) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Whether the file behind an uploaded image's `/uploads/…` URL is still in the app's storage. */
export async function storedPublicly(storage: FileStorage, url: string): Promise<boolean> {
  const file = await storage.open("public", path.basename(url));
  file?.stream.destroy();
  return file !== null;
}

/** The bytes stored behind a URL or key, or null. */
export async function storedBytes(storage: FileStorage, visibility: Visibility, url: string) {
  const file = await storage.open(visibility, path.basename(url));
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Moves a stored file's last upload back `hours` (25: over a day ago), on the app's disk or in PostgreSQL. */
export async function backdateUpload(
  t: { config: Pick<AppConfig, "dataDir" | "fileStorage">; database: { db: Db } },
  visibility: Visibility,
  url: string,
  hours = 25,
) {
  const key = path.basename(url);
  const at = new Date(Date.now() - hours * 60 * 60 * 1000);
  if (t.config.fileStorage.driver === "disk") {
    await utimes(path.join(t.config.dataDir, "uploads", visibility, key), at, at);
  } else if (t.config.fileStorage.driver === "postgres") {
    await t.database.db
      .update(storedFiles)
      .set({ createdAt: sql`${at.toISOString()}::timestamptz` })
      .where(and(eq(storedFiles.visibility, visibility), eq(storedFiles.key, key)));
  } else {
    throw new Error("backdateUpload: S3 objects cannot be backdated");
  }
}
