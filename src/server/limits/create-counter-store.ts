import type { Database } from "#server/db/client";
import type { CounterStore } from "./counter-store";
import { createMemoryCounterStore } from "./memory-counter-store";
import { createPostgresCounterStore } from "./postgres-counter-store";

/** PostgreSQL may serve several app processes, so its counters live in the database; PGlite's in memory. */
export function createCounterStore(database: Pick<Database, "db" | "driver">): CounterStore {
  return database.driver === "postgres"
    ? createPostgresCounterStore(database.db)
    : createMemoryCounterStore();
}
