import { purgeExpiredIdempotencyKeys } from "#server/idempotency/once-per-key";
import { purgeOldSentMails } from "#server/modules/mail/service";
import {
  purgeExpiredPrescriptions,
  purgeUnclaimedPrescriptions,
  sweepOrphanPrescriptionFiles,
  UNCLAIMED_PURGE_EVERY_MS,
} from "#server/modules/prescriptions/service";
import { sweepUnusedImages } from "#server/modules/uploads/service";
import { purgeExpiredSessions } from "#server/plugins/session";
import type { AppDeps } from "./deps";

const HOUR = 60 * 60 * 1000;

interface Purge {
  every: number;
  run: () => Promise<unknown>;
}

type HousekeepingDeps = Pick<AppDeps, "db" | "storage" | "counters" | "config" | "now" | "failures">;

/**
 * What every process deletes on a timer, and how often: expired sessions, ended rate-limit windows,
 * prescriptions no order claimed within the hour, private bytes no row holds, prescriptions past
 * their retention, images nothing shows a day after their upload, Idempotency-Keys past their 24
 * hours, old sent mail. Ages of rows and files the database and the disk stamped are measured in
 * real time (decision 0038); a claimed prescription's retention counts from its order's placing
 * time, on the app's clock.
 */
export function housekeepingPurges({ db, storage, counters, config, now, failures }: HousekeepingDeps) {
  const purges: Record<string, Purge> = {
    sessions: { every: HOUR, run: () => purgeExpiredSessions(db) },
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
  };
  return purges;
}

/**
 * Runs each purge once now and then at its own interval. Each runs on its own: one that fails is
 * logged and counted (`housekeeping`), and the others still do their work. Returns the stop.
 */
export function startHousekeeping(deps: HousekeepingDeps): () => void {
  const timers = Object.entries(housekeepingPurges(deps)).map(([what, { every, run }]) => {
    const once = () =>
      void run().catch((err) =>
        deps.failures.report("housekeeping", err, `purging ${what} failed`, { what }),
      );
    once();
    const timer = setInterval(once, every);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
