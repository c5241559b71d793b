import type pg from "pg";

/**
 * The advisory lock every process takes before it migrates. A lock is per database, so processes
 * on other databases of the same server never wait for each other. The number is arbitrary; it is
 * only ever taken here.
 */
const MIGRATION_LOCK = 5_460_252_710;

/**
 * Runs `work` (migrating, or restoring a backup) while holding the migrations' lock on `client`'s
 * session. Processes started together on a fresh database would otherwise all create the
 * migrations table and apply every migration at once, and all but one crash; under the lock they
 * take turns, and each one after the first finds nothing left to apply.
 */
export async function holdingMigrationLock<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
  try {
    return await work();
  } finally {
    // If the connection itself is gone, so is its session, and the lock with it.
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
  }
}

/**
 * `holdingMigrationLock` on one connection of `pool`, given to `work` to migrate on: a lock taken on
 * one pooled connection and released on another would never be released. After a failure the
 * connection is closed rather than put back, so nothing it was left holding outlives it.
 */
export async function withMigrationLock<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    const result = await holdingMigrationLock(client, () => work(client));
    client.release();
    return result;
  } catch (err) {
    client.release(err instanceof Error ? err : true);
    throw err;
  }
}
