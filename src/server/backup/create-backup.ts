import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";
import { defaultFileDriver, type FileStorageSettings } from "#server/config";
import { pgliteDirOf, pgliteDirProblem } from "#server/db/pglite-dir";
import { pgliteExtensions } from "#server/db/pglite-extensions";
import { VISIBILITIES } from "#server/storage/file-storage";
import { createS3Storage } from "#server/storage/s3-storage";
import { BackupError, DATABASE_FILE, MANIFEST_FILE, newManifest, UPLOADS_DIR } from "./manifest";
import { runPgTool } from "./pg-tools";

export interface BackupTarget {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where the server keeps uploaded files (FILE_STORAGE); unset: its default for the database. */
  fileStorage?: FileStorageSettings;
}

/** The target's file storage, as the server chooses it. */
export const fileStorageOf = (target: BackupTarget): FileStorageSettings =>
  target.fileStorage ?? { driver: defaultFileDriver(target.databaseUrl) };

/** `backup-YYYYMMDD-HHMMSS.tar.gz` (UTC), so backups sort by time. */
export function defaultBackupName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `backup-${stamp}.tar.gz`;
}

/**
 * Writes one gzipped tar holding manifest.json, the database and the uploaded files. PGlite is copied
 * with its own data-directory dump, which needs the server stopped; PostgreSQL with pg_dump, which
 * takes a consistent snapshot while the server runs. Files kept in the database (FILE_STORAGE=postgres)
 * come with it; files on an S3 bucket are downloaded into the archive's uploads folder, beside any
 * under DATA_DIR/uploads.
 */
export async function createBackup(
  target: BackupTarget,
  file: string,
): Promise<{ file: string; size: number }> {
  const driver = target.databaseUrl ? "postgres" : "pglite";
  const out = path.resolve(file);
  if (existsSync(out)) throw new BackupError(`${out} already exists: choose another file name.`);
  const staging = await mkdtemp(path.join(tmpdir(), "storefront-backup-"));
  try {
    const databaseFile = path.join(staging, DATABASE_FILE[driver]);
    await dumpDatabase(target, databaseFile);
    const uploads = path.join(target.dataDir, UPLOADS_DIR);
    const stagedUploads = path.join(staging, UPLOADS_DIR);
    if (existsSync(uploads)) await cp(uploads, stagedUploads, { recursive: true });
    const storage = fileStorageOf(target);
    if (storage.driver === "s3") await downloadBucket(storage, stagedUploads);
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(newManifest(driver), null, 2)}\n`);
    const entries = [MANIFEST_FILE, "database", ...(existsSync(stagedUploads) ? [UPLOADS_DIR] : [])];
    try {
      await tar.create({ gzip: true, file: out, cwd: staging, portable: true }, entries);
    } catch (err) {
      // A half-written archive (disk full) must not pass for a backup.
      await rm(out, { force: true });
      throw err;
    }
    return { file: out, size: (await stat(out)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function dumpDatabase(target: BackupTarget, databaseFile: string): Promise<void> {
  await mkdir(path.dirname(databaseFile), { recursive: true });
  if (target.databaseUrl) {
    await runPgTool("pg_dump", target.databaseUrl, ["--format=custom", `--file=${databaseFile}`]);
    return;
  }
  const problem = pgliteDirProblem(target.dataDir, "run the backup");
  if (problem) throw new BackupError(problem);
  const pg = await PGlite.create({ dataDir: pgliteDirOf(target.dataDir), extensions: pgliteExtensions });
  try {
    const dump = await pg.dumpDataDir("gzip");
    await writeFile(databaseFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pg.close();
  }
}

/** Every object of the bucket into `folder`/public and `folder`/private, as the disk keeps them. */
async function downloadBucket(settings: Extract<FileStorageSettings, { driver: "s3" }>, folder: string) {
  const bucket = createS3Storage(settings);
  try {
    for (const visibility of VISIBILITIES) {
      await mkdir(path.join(folder, visibility), { recursive: true });
      for await (const { key } of bucket.list(visibility)) {
        const file = await bucket.open(visibility, key);
        if (file) await writeFile(path.join(folder, visibility, key), file.stream);
      }
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`The files in ${bucket.description} could not be read: ${(err as Error).message}`);
  }
}
