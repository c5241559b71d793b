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

export async function openTestDatabase(driver: Driver, options: OpenOptions = {}): Promise<TestDatabase> {
  if (driver === "pglite") return openPglite(undefined, options);
  const adminUrl = process.env.DATABASE_URL!;
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), options);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
