import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Both drivers expose the same query builder; the app only uses the common surface, so one type
 * serves both. (The PGlite type is the narrower of the two for transactions.)
 */
export type Db = ReturnType<typeof drizzlePglite>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

/** `dataDir` undefined opens an in-memory PGlite (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create(dataDir ? path.join(dataDir, "pglite") : undefined);
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  return { db, driver: "pglite", close: () => client.close() };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover, DROP DATABASE ... FORCE) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool replaces the connection.
  pool.on("error", (err) => {
    console.warn(`PostgreSQL connection lost: ${err.message}`);
  });
  const db = drizzlePg({ client: pool });
  await migratePg(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: "postgres", close: () => pool.end() };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
