import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openPglite, openPostgres } from "../../src/server/db/client";

export type Driver = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const DRIVERS: Driver[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database created on the
 * DATABASE_URL server and dropped again by close().
 */
export async function openTestDatabase(driver: Driver): Promise<Database> {
  if (driver === "pglite") return openPglite(undefined);
  const adminUrl = process.env.DATABASE_URL!;
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
