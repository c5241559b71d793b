import type { FastifyBaseLogger } from "fastify";
import type { BackgroundFailures } from "#server/background-failures";
import type { Db, PoolStats } from "#server/db/client";
import type { EventBus } from "#server/events/event-bus";
import type { CounterStore } from "#server/limits/counter-store";
import type { PaymentProviders } from "#server/modules/payments/service";
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
  /**
   * The app's clock (epoch ms), the one clock of the store's calendar (decision 0038): opening hours,
   * slots, discount dates, when an order was placed, and every "today", "this week" and "last 30
   * days". Date.now, unless APP_CLOCK_START or a test moves it. Passed down to services explicitly.
   */
  now: () => number;
  /** The app's JSON logger (pino): Fastify logs each request with it. Silent or capturing in tests. */
  log: FastifyBaseLogger;
  /** Failures of work nothing waits for (publishing, file cleanup): logged and counted in /metrics. */
  failures: BackgroundFailures;
  /** Tells this process's mail worker that mail was just queued (none: it finds it at its next poll). */
  wakeMail?: () => void;
  /** The card payment providers (issue 41): by default the ones config.payments sets up; tests give their own. */
  providers?: PaymentProviders;
}
