import type { Db, PoolStats } from "#server/db/client";
import type { EventBus } from "#server/events/event-bus";
import type { CounterStore } from "#server/limits/counter-store";
import type { FileStorage } from "#server/storage/file-storage";
import type { AppConfig } from "./config";

/**
 * What every module is built from. `main.ts` and the test harness make one; `buildApp` hands it to
 * each module's routes. Modules import this type from here, never from app.ts (no import cycle).
 */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  /** Product images, logos and ad images in its public area; prescription files in its private one. */
  storage: FileStorage;
  /** Rate-limit and login-failure counters: shared by every process on PostgreSQL. */
  counters: CounterStore;
  /** Messages to every app process (new orders): LISTEN/NOTIFY on PostgreSQL, memory on PGlite. */
  events: EventBus;
  /** The database connection pool's use, for /metrics. */
  poolStats: () => PoolStats;
  /** The clock (epoch ms) opening hours are judged by: Date.now unless a test moves it. */
  now?: () => number;
  /** Tells this process's mail worker that mail was just queued (none: it finds it at its next poll). */
  wakeMail?: () => void;
}
