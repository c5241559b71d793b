import { purgeExpiredIdempotencyKeys } from "#server/idempotency/once-per-key";
import { endExpiredViews } from "#server/modules/admin/service";
import { purgeOldSentMails } from "#server/modules/mail/service";
import { releaseUnconfirmedOrders } from "#server/modules/orders/service";
import { paymentDepsOf, settleUnpaidOrders } from "#server/modules/payments/service";
import { processPendingWebhookEvents, webhookDepsOf } from "#server/modules/payments/webhook-deliveries";
import {
  purgeExpiredPrescriptions,
  purgeUnclaimedPrescriptions,
  sweepOrphanPrescriptionFiles,
  UNCLAIMED_PURGE_EVERY_MS,
} from "#server/modules/prescriptions/service";
import { sweepUnusedImages } from "#server/modules/uploads/service";
import { purgeExpiredSessions } from "#server/plugins/session";
import type { AppDeps } from "./deps";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

interface Purge {
  every: number;
  run: () => Promise<unknown>;
}

type HousekeepingDeps = Pick<
  AppDeps,
  "db" | "events" | "storage" | "counters" | "config" | "now" | "failures" | "providers" | "wakeMail"
>;

/**
 * What every process deletes on a timer, and how often: expired sessions, ended rate-limit windows,
 * prescriptions no order claimed within the hour, private bytes no row holds, prescriptions past
 * their retention, images nothing shows a day after their upload, Idempotency-Keys past their 24
 * hours, old sent mail; and unconfirmed orders of stores that let them go (decision 0042). Ages of
 * rows and files the database and the disk stamped are measured in real time (decision 0038); a
 * claimed prescription's retention counts from its order's placing time, and an order's due time
 * is on the app's clock.
 */
export function housekeepingPurges(deps: HousekeepingDeps) {
  const { db, events, storage, counters, config, now, failures } = deps;
  const purges: Record<string, Purge> = {
    sessions: { every: HOUR, run: () => purgeExpiredSessions(db) },
    // An operator's "view as a merchant" past its 30 minutes is recorded as ended (issue 47 item 6);
    // the session already read it as over when it ran out.
    "views as a merchant": { every: MINUTE, run: () => endExpiredViews(db, new Date()) },
    "rate-limit counters": { every: HOUR, run: () => counters.purgeExpired() },
    // Often, so a file lives about its hour and its room is given back (modules/prescriptions/upload-room.ts).
    "unclaimed prescriptions": {
      every: UNCLAIMED_PURGE_EVERY_MS,
      run: () => purgeUnclaimedPrescriptions(db, storage, new Date()),
    },
    "prescription files without a row": {
      every: HOUR,
      run: () => sweepOrphanPrescriptionFiles(db, storage, new Date()),
    },
    "expired prescriptions": {
      every: HOUR,
      run: () =>
        purgeExpiredPrescriptions(
          { db, storage, failures },
          new Date(now()),
          config.prescriptionRetentionDays,
        ),
    },
    "idempotency keys": { every: HOUR, run: () => purgeExpiredIdempotencyKeys(db) },
    "unused images": { every: HOUR, run: () => sweepUnusedImages(db, storage, new Date()) },
    "sent mails": { every: HOUR, run: () => purgeOldSentMails(db, new Date()) },
    // Every process runs it; an order is released once, under its lock.
    "unconfirmed orders": {
      every: MINUTE,
      run: () =>
        releaseUnconfirmedOrders(db, events, now(), {
          on: config.mail !== null,
          publicUrl: config.publicUrl,
        }),
    },
    // Card orders awaiting payment (issue 41): read from their provider after 10 minutes, let go
    // past their store's limit. Every process runs it; each order moves once, under its lock.
    "unpaid card orders": { every: MINUTE, run: () => settleUnpaidOrders(paymentDepsOf(deps)) },
    // Stripe's and Razorpay's deliveries whose work failed or was cut short (decision 0050): claimed
    // row by row with FOR UPDATE SKIP LOCKED, so two processes never do one twice.
    "payment webhooks": {
      every: MINUTE,
      run: () => processPendingWebhookEvents(webhookDepsOf(deps), new Date()),
    },
  };
  return purges;
}

/**
 * Runs each purge once now and then at its own interval. Each runs on its own: one that fails is
 * logged and counted (`housekeeping`), and the others still do their work. A slow run delays its
 * next instead of two piling up. Returns the stop.
 */
export function startHousekeeping(deps: HousekeepingDeps): () => void {
  const timers = Object.entries(housekeepingPurges(deps)).map(([what, { every, run }]) => {
    let running = false;
    const once = () => {
      if (running) return;
      running = true;
      void run()
        .catch((err) => deps.failures.report("housekeeping", err, `purging ${what} failed`, { what }))
        .finally(() => {
          running = false;
        });
    };
    once();
    const timer = setInterval(once, every);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
