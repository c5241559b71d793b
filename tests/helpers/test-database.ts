import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, type OpenOptions, openPglite, openPostgres } from "#server/db/client";

export type Driver = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const DRIVERS: Driver[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database created on the
 * DATABASE_URL server and dropped again by close().
 */
/** A test database; on PostgreSQL with its URL, so a test can open a second connection pool (a second process). */
export type TestDatabase = Database & { url?: string };

/** A new, empty PostgreSQL database on the DATABASE_URL server: its URL, and how to drop it. */
export async function createPostgresDatabase(
  prefix = "test",
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const onAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function openTestDatabase(driver: Driver, options: OpenOptions = {}): Promise<TestDatabase> {
  if (driver === "pglite") return openPglite(undefined, options);
  const created = await createPostgresDatabase();
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
