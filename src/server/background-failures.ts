import { Counter } from "prom-client";

/**
 * Work that a request or a timer starts and then goes on without (decision 0038):
 * - `publish`: a message to every process (a new order's alert, a store change that outdates
 *   cached pages, ended sessions). Receivers catch up on their own: a dashboard refetches when its
 *   stream reconnects, cached answers expire, a stream checks its session now and then.
 * - `listen`: the PostgreSQL connection that hears those messages (lost, its LISTEN refused, or its
 *   check of the messages' count failed), or a counted message that never arrived: until it is back,
 *   this process misses what the others publish, and its cache answers from the database.
 * - `file_cleanup`: removing a file nothing shows any more. The hourly sweep tries again.
 * - `housekeeping`: the purges on a timer (housekeeping.ts): expired sessions, counters, keys, mails,
 *   unclaimed and expired prescriptions, unused files.
 * - `cache_reload`: a storefront answer (a store, a product, the marketplace) that expired or was
 *   outdated and could not be read again: shoppers get its last answer meanwhile, for up to an hour.
 * - `mail`: a look for due mail (claiming, sending, marking) that failed, the database away: the
 *   next poll tries again, and what was claimed is claimed again after its lease.
 * - `payment_webhook`: a stored Stripe delivery's work (settling its order, reading its account)
 *   that failed: housekeeping tries it again, and reconciliation settles the order regardless.
 */
export const BACKGROUND_OPERATIONS = [
  "publish",
  "listen",
  "file_cleanup",
  "housekeeping",
  "cache_reload",
  "mail",
  "payment_webhook",
] as const;
export type BackgroundOperation = (typeof BACKGROUND_OPERATIONS)[number];

/** pino's `warn` (a CLI passes one that writes a line for the operator). */
export interface WarningLog {
  warn(fields: object, message: string): void;
}

export interface BackgroundFailures {
  /** Logs the failure with its error and what it was about, and counts it by operation. */
  report(operation: BackgroundOperation, err: unknown, message: string, fields?: object): void;
  /** `storefront_background_failures_total{operation}`: /metrics registers it (plugins/metrics.ts). */
  readonly counter: Counter<"operation">;
}

/**
 * A failure nothing waits for is never swallowed: it goes to the log, with the error, and to a
 * counter an alert can watch. The counter belongs to no registry until /metrics adopts it, so tests
 * that build several apps in one process each count their own.
 */
export function createBackgroundFailures(log: WarningLog): BackgroundFailures {
  const counter = new Counter({
    name: "storefront_background_failures_total",
    help: "Failures of work nothing waited for (publishing to other processes, listening, file cleanup, housekeeping, cache reloads, sending mail), by operation: each was logged and dropped.",
    labelNames: ["operation"] as const,
    registers: [],
  });
  // Every operation from the start, at 0: an alert on an increase sees the first failure.
  for (const operation of BACKGROUND_OPERATIONS) counter.inc({ operation }, 0);
  return {
    counter,
    report(operation, err, message, fields = {}) {
      counter.inc({ operation });
      log.warn({ ...fields, operation, err: err instanceof Error ? err : new Error(String(err)) }, message);
    },
  };
}
