import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import * as tar from "tar";
import { pgliteDirOf, pgliteDirProblem } from "#server/db/pglite-dir";
import { BackupError, DATABASE_FILE, MANIFEST_FILE, newManifest, UPLOADS_DIR } from "./manifest";
import { runPgTool } from "./pg-tools";

export interface BackupTarget {
  dataDir: string;
  databaseUrl: string | undefined;
}

/** `backup-YYYYMMDD-HHMMSS.tar.gz` (UTC), so backups sort by time. */
export function defaultBackupName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `backup-${stamp}.tar.gz`;
}

/**
 * Writes one gzipped tar holding manifest.json, the database and DATA_DIR/uploads. PGlite is copied
 * with its own data-directory dump, which needs the server stopped; PostgreSQL with pg_dump, which
 * takes a consistent snapshot while the server runs.
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
    if (existsSync(uploads)) await cp(uploads, path.join(staging, UPLOADS_DIR), { recursive: true });
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(newManifest(driver), null, 2)}\n`);
    const entries = [MANIFEST_FILE, "database", ...(existsSync(uploads) ? [UPLOADS_DIR] : [])];
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
  const pg = await PGlite.create(pgliteDirOf(target.dataDir));
  try {
    const dump = await pg.dumpDataDir("gzip");
    await writeFile(databaseFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pg.close();
  }
}
