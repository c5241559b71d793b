import type { BackgroundFailures } from "#server/background-failures";
import type { EventBus } from "./event-bus";
import { createMemoryEventBus } from "./memory-event-bus";
import { createPostgresEventBus } from "./postgres-event-bus";

/** PostgreSQL may serve several processes: its events go through the database; PGlite's stay in memory. */
export function createEventBus(databaseUrl: string | undefined, failures: BackgroundFailures): EventBus {
  return databaseUrl ? createPostgresEventBus(databaseUrl, failures) : createMemoryEventBus(failures);
}
