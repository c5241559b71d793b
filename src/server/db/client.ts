import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { WarningLog } from "#server/background-failures";
import { pgliteExtensions } from "#server/db/pglite-extensions";
import { createLogger } from "#server/logging";
import { keyCustomerPhones } from "./key-customer-phones";
import { withMigrationLock } from "./migration-lock";
import { withNamedStatements } from "./pglite-named-statements";

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Both drivers expose the same query builder; the app only uses the common surface, so one type
 * serves both. (The PGlite type is the narrower of the two for transactions.)
 */
export type Db = ReturnType<typeof drizzlePglite>;
/** A transaction: what `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * How the connection pool is used, for /metrics. PGlite is one in-process connection that runs one
 * query at a time and does not expose its queue: `idle` and `waiting` are null there.
 */
export interface PoolStats {
  max: number;
  /** Connections open now. */
  total: number;
  idle: number | null;
  /** Queries waiting for a connection. */
  waiting: number | null;
}

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  poolStats(): PoolStats;
  /**
   * Applies the migrations of `folder` not yet applied (opening a database already does this), then,
   * for this release's own folder, the data steps SQL cannot do (keyCustomerPhones).
   */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

/** Which migrations to apply on opening; a test of an upgrade opens with an older set. */
export interface OpenOptions {
  migrationsFolder?: string;
  /**
   * PGlite only: start from this dump (`dumpDataDir`) instead of an empty database. Tests load an
   * already migrated template (decision 0040); the migrator still runs and finds nothing to do.
   */
  loadDataDir?: Blob;
  /** Where a lost connection is told: the app's log (main.ts); a JSON warning on stdout otherwise. */
  log?: WarningLog;
}

/**
 * What the migrations' SQL cannot do, run after them: customers keyed by their phone's E.164 form
 * (decision 0049). Only after this release's own migrations: a test that stops at an older one has
 * none of the columns a step fills.
 */
async function dataSteps(db: Db, folder: string) {
  if (folder === MIGRATIONS_FOLDER) await keyCustomerPhones(db);
}

/** `dataDir` undefined opens an in-memory PGlite (tests). */
export async function openPglite(
  dataDir: string | undefined,
  { migrationsFolder = MIGRATIONS_FOLDER, loadDataDir }: OpenOptions = {},
): Promise<Database> {
  const client = await PGlite.create({
    dataDir: dataDir ? path.join(dataDir, "pglite") : undefined,
    extensions: pgliteExtensions,
    loadDataDir,
  });
  // The statements the order path names are parsed once (issue 44), and planned once: their
  // custom plans cost more to make than to run, and a PGlite database is one store's small tables.
  await client.exec("set plan_cache_mode = force_generic_plan");
  const db = drizzlePglite({ client: withNamedStatements(client) });
  const migrate = async (folder = MIGRATIONS_FOLDER) => {
    await migratePglite(db, { migrationsFolder: folder });
    await dataSteps(db, folder);
  };
  await migrate(migrationsFolder);
  const poolStats = () => ({ max: 1, total: client.closed ? 0 : 1, idle: null, waiting: null });
  return { db, driver: "pglite", poolStats, migrate, close: () => client.close() };
}

export async function openPostgres(
  url: string,
  { migrationsFolder = MIGRATIONS_FOLDER, log = createLogger("warn") }: OpenOptions = {},
): Promise<Database> {
  const max = 10;
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover, DROP DATABASE ... FORCE) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool replaces the connection.
  pool.on("error", (err) => log.warn({ err }, "PostgreSQL connection lost"));
  // A connection lent out (a transaction between two statements) has no pool listener: dropped
  // then, its 'error' event would be unhandled and end the process (decision 0047). The statement
  // that uses it next fails instead, as unreachable, and the pool discards it when it comes back.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg({ client: pool });
  // Any number of processes may start at once on one database: they migrate one after another, and
  // the first one to come after a release runs its data steps.
  const migrate = (folder = MIGRATIONS_FOLDER) =>
    withMigrationLock(pool, async (client) => {
      const locked = drizzlePg({ client });
      await migratePg(locked, { migrationsFolder: folder });
      await dataSteps(locked as unknown as Db, folder);
    });
  await migrate(migrationsFolder).catch(async (err) => {
    await pool.end();
    throw err;
  });
  const poolStats = () => ({
    max,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return { db: db as unknown as Db, driver: "postgres", poolStats, migrate, close: () => pool.end() };
}

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  log?: WarningLog;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, { log: opts.log }) : openPglite(opts.dataDir);
}
