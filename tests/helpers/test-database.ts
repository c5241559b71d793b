import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
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

/** The template's dump, read once per test worker (a Blob is never changed by loading it). */
let pgliteTemplate: { file: string; dump: Promise<Blob> } | undefined;
function pgliteTemplateDump(file: string): Promise<Blob> {
  if (pgliteTemplate?.file !== file) {
    pgliteTemplate = { file, dump: readFile(file).then((bytes) => new Blob([bytes])) };
  }
  return pgliteTemplate.dump;
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
    const loadDataDir = template ? await pgliteTemplateDump(template) : undefined;
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
