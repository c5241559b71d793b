import { readFile } from "node:fs/promises";
import path from "node:path";
import { MIGRATIONS_FOLDER } from "#server/db/client";
import { journalTimes } from "#server/db/migration-status";

/** A backup or restore that cannot go ahead: the CLI prints the message alone and exits 1. */
export class BackupError extends Error {}

export type BackupDriver = "pglite" | "postgres";

/**
 * manifest.json, first in every backup archive. `migrations` is how many migrations the release
 * that made it knew, so an older release refuses a backup it could not read.
 */
export interface Manifest {
  format: typeof FORMAT;
  version: 1;
  driver: BackupDriver;
  createdAt: string;
  migrations: number;
}

const FORMAT = "storefront-backup";
export const MANIFEST_FILE = "manifest.json";
/** The database inside the archive: PGlite's data-directory tarball, or pg_dump's custom format. */
export const DATABASE_FILE: Record<BackupDriver, string> = {
  pglite: "database/pglite-datadir.tar.gz",
  postgres: "database/postgres.dump",
};
/** The uploaded files (DATA_DIR/uploads: the public and private areas) inside the archive. */
export const UPLOADS_DIR = "uploads";

export const appMigrationCount = () => journalTimes(MIGRATIONS_FOLDER).length;

export function newManifest(driver: BackupDriver): Manifest {
  return {
    format: FORMAT,
    version: 1,
    driver,
    createdAt: new Date().toISOString(),
    migrations: appMigrationCount(),
  };
}

/** The manifest of an unpacked archive; anything else is "not a backup". */
export async function readManifest(unpacked: string, file: string): Promise<Manifest> {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(await readFile(path.join(unpacked, MANIFEST_FILE), "utf8"));
  } catch {
    throw new BackupError(`${file} is not a backup made by npm run backup.`);
  }
  if (manifest.format !== FORMAT || (manifest.driver !== "pglite" && manifest.driver !== "postgres")) {
    throw new BackupError(`${file} is not a backup made by npm run backup.`);
  }
  if (manifest.version !== 1 || (manifest.migrations ?? 0) > appMigrationCount()) {
    throw new BackupError(`${file} was made by a newer release of the app: restore it with that release.`);
  }
  return manifest as Manifest;
}
