import { randomBytes } from "node:crypto";
import { cpSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { type Database, type OpenOptions, openPglite, openPostgres } from "#server/db/client";

export type Driver = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const DRIVERS: Driver[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * Where Vitest's global setup (tests/setup/database-templates.ts) left this run's migrated
 * templates: the PGlite dump's file and the PostgreSQL template's name (decision 0040). Unset
 * outside such a run (Playwright, a config without the setup): every database is then migrated.
 */
export const TEMPLATE_ENV = {
  pglite: "STOREFRONT_TEST_PGLITE_TEMPLATE",
  postgres: "STOREFRONT_TEST_POSTGRES_TEMPLATE",
} as const satisfies Record<Driver, string>;

/** A test database; on PostgreSQL with its URL, so a test can open a second connection pool (a second process). */
export type TestDatabase = Database & { url?: string };

/** Runs statements one after another on the DATABASE_URL server, on a connection of their own. */
export async function onPostgresServer(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the DATABASE_URL server. */
function postgresUrlOf(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new PostgreSQL database on the DATABASE_URL server: its URL, and how to drop it. Empty, or a
 * copy of `template` (a database nobody is connected to).
 */
export async function createPostgresDatabase(
  prefix = "test",
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onPostgresServer(
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`,
    // A test database need not outlive a crash: a commit does not wait for its WAL to reach the
    // disk (decision 0058). What a test sees does not change: locks and ordering are as they were.
    `ALTER DATABASE ${name} SET synchronous_commit = off`,
  );
  return {
    url: postgresUrlOf(name),
    drop: () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * PGlite's templates beside the migrated database's dump (`migrated`, the file TEMPLATE_ENV names):
 * the dump of a database no migration was applied to (`empty`), and a server's DATA_DIR holding
 * the migrated database (`dataDir`; the database itself in its `pglite` folder, as the server keeps it).
 */
export function pgliteTemplates(migrated: string) {
  const folder = path.dirname(migrated);
  return { migrated, empty: path.join(folder, "pglite-empty.tar"), dataDir: path.join(folder, "data-dir") };
}

/** The templates' dumps, each read once per test worker (a Blob is never changed by loading it). */
const pgliteDumps = new Map<string, Promise<Blob>>();
function pgliteDump(file: string): Promise<Blob> {
  let dump = pgliteDumps.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    pgliteDumps.set(file, dump);
  }
  return dump;
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database created on the
 * DATABASE_URL server and dropped again by close(). Without `migrationsFolder` it is a copy of the
 * run's migrated template when there is one (opening still runs the migrator, which finds nothing
 * to do); a test that names a folder, as a test of migrations does, gets a database migrated from
 * empty by that folder's migrations.
 */
export async function openTestDatabase(driver: Driver, options: OpenOptions = {}): Promise<TestDatabase> {
  const template = options.migrationsFolder === undefined ? process.env[TEMPLATE_ENV[driver]] : undefined;
  if (driver === "pglite") {
    // Migrated from empty: a copy of a database PGlite's initdb made once per run, no migration
    // applied (the same empty database, for a third of initdb's cost).
    const migrated = process.env[TEMPLATE_ENV.pglite];
    const dump = template ?? (migrated ? pgliteTemplates(migrated).empty : undefined);
    const loadDataDir = dump ? await pgliteDump(dump) : undefined;
    return openPglite(undefined, { ...options, loadDataDir });
  }
  const created = await createPostgresDatabase("test", template);
  const database = await openPostgres(created.url, options);
  return {
    ...database,
    url: created.url,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * The database of a server's DATA_DIR after its first start (`dataDir/pglite`, migrated), opened as
 * the server opens it, for the tests of what reads a server's folder (backup, the admin commands).
 * A copy of the run's migrated template when there is one: a new folder costs PGlite's initdb on
 * disk and every migration, about 8 s of CPU, the copy about one.
 */
export async function openPgliteDataDir(dataDir: string): Promise<Database> {
  const migrated = process.env[TEMPLATE_ENV.pglite];
  if (migrated) {
    cpSync(path.join(pgliteTemplates(migrated).dataDir, "pglite"), path.join(dataDir, "pglite"), {
      recursive: true,
    });
  }
  return openPglite(dataDir);
}
