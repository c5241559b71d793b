import { existsSync, readdirSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import * as tar from "tar";
import { openDatabase } from "#server/db/client";
import { holdingMigrationLock } from "#server/db/migration-lock";
import { pgliteDirOf } from "#server/db/pglite-dir";
import { pgliteExtensions } from "#server/db/pglite-extensions";
import { copyFromDisk } from "#server/storage/copy-from-disk";
import { createStorage } from "#server/storage/create-storage";
import { type BackupTarget, fileStorageOf } from "./create-backup";
import { BackupError, DATABASE_FILE, type Manifest, readManifest, UPLOADS_DIR } from "./manifest";
import { runPgTool } from "./pg-tools";

const DRIVER_NAME = { pglite: "PGlite (DATA_DIR)", postgres: "PostgreSQL (DATABASE_URL)" };

/**
 * Brings a backup back into an empty DATA_DIR (PGlite) or an empty PostgreSQL database, and its
 * uploaded files into the target's file storage: DATA_DIR/uploads, the database, or an S3 bucket. Everything is checked before anything is written: a file
 * that is not a backup, a backup of the other driver, or a target that holds data is refused, since
 * merging a backup into live data would leave neither intact.
 */
export async function restoreBackup(target: BackupTarget, file: string): Promise<Manifest> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`No such file: ${source}`);
  const unpacked = await mkdtemp(path.join(tmpdir(), "storefront-restore-"));
  try {
    try {
      await tar.extract({ file: source, cwd: unpacked, strict: true });
    } catch {
      throw new BackupError(`${source} is not a backup made by npm run backup.`);
    }
    const manifest = await readManifest(unpacked, source);
    const driver = target.databaseUrl ? "postgres" : "pglite";
    if (manifest.driver !== driver) {
      throw new BackupError(
        `${source} is a backup of ${DRIVER_NAME[manifest.driver]}, but the target is ${DRIVER_NAME[driver]}: ` +
          `${manifest.driver === "postgres" ? "set" : "unset"} DATABASE_URL to restore it.`,
      );
    }
    const uploads = path.join(target.dataDir, UPLOADS_DIR);
    const storage = fileStorageOf(target);
    if (storage.driver === "disk" && !isEmptyDir(uploads))
      throw new BackupError(`${uploads} is not empty: restore into an empty DATA_DIR.`);
    const databaseFile = path.join(unpacked, DATABASE_FILE[driver]);
    if (target.databaseUrl) await restorePostgres(target.databaseUrl, databaseFile);
    else await restorePglite(target.dataDir, databaseFile);
    const files = path.join(unpacked, UPLOADS_DIR);
    if (existsSync(files)) {
      if (storage.driver === "disk") await cp(files, uploads, { recursive: true });
      else await uploadFiles(target, files);
    }
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

/** The archive's files into the target's database or bucket, under their keys. */
async function uploadFiles(target: BackupTarget, files: string) {
  const database = await openDatabase(target);
  try {
    await copyFromDisk(files, createStorage({ ...target, fileStorage: fileStorageOf(target) }, database.db));
  } catch (err) {
    throw new BackupError(
      `The database was restored, but its files could not be stored: ${(err as Error).message}`,
    );
  } finally {
    await database.close();
  }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

async function restorePglite(dataDir: string, databaseFile: string): Promise<void> {
  const pgliteDir = pgliteDirOf(dataDir);
  if (!isEmptyDir(pgliteDir)) {
    throw new BackupError(`${pgliteDir} already holds a database: restore into an empty DATA_DIR.`);
  }
  await mkdir(pgliteDir, { recursive: true });
  try {
    // Opening with loadDataDir unpacks the dump into the data directory; closing flushes it to disk.
    const db = await PGlite.create({
      dataDir: pgliteDir,
      loadDataDir: new Blob([await readFile(databaseFile)]),
      extensions: pgliteExtensions,
    });
    await db.close();
  } catch (err) {
    // A half-written directory would make the next attempt refuse the DATA_DIR as not empty.
    await rm(pgliteDir, { recursive: true, force: true });
    throw new BackupError(`The database in the backup could not be loaded: ${(err as Error).message}`);
  }
}

async function restorePostgres(url: string, databaseFile: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    try {
      await client.connect();
    } catch (err) {
      throw new BackupError(`Cannot open the database: ${(err as Error).message}`);
    }
    // Under the migrations' lock, an app process starting meanwhile neither migrates the empty
    // database between the check and the restore nor sees it half restored: it waits, then finds
    // the backup's migrations applied.
    await holdingMigrationLock(client, async () => {
      const tables = await countTables(client);
      if (tables > 0) {
        throw new BackupError(
          `The database at DATABASE_URL already holds ${tables} table(s): restore into a new, empty database.`,
        );
      }
      // --no-owner: the restoring role owns everything, whatever role owned it where it was dumped.
      await runPgTool("pg_restore", url, [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        databaseFile,
      ]);
    });
  } finally {
    await client.end().catch(() => {});
  }
}

async function countTables(client: pg.Client): Promise<number> {
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S')
         and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    return Number(result.rows[0]!.count);
  } catch (err) {
    throw new BackupError(`Cannot open the database: ${(err as Error).message}`);
  }
}
