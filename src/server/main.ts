import type { AddressInfo } from "node:net";
import path from "node:path";
import { createBackgroundFailures } from "#server/background-failures";
import { openDatabase } from "#server/db/client";
import { seedDemoData } from "#server/db/seed-demo";
import { createEventBus } from "#server/events/create-event-bus";
import { purgeExpiredIdempotencyKeys } from "#server/idempotency/once-per-key";
import { createCounterStore } from "#server/limits/create-counter-store";
import {
  createMailWorker,
  type MailWorker,
  purgeOldSentMails,
  smtpTransport,
} from "#server/modules/mail/service";
import { releaseUnconfirmedOrders } from "#server/modules/orders/service";
import { purgeUnclaimedPrescriptions } from "#server/modules/prescriptions/service";
import { sweepUnusedImages } from "#server/modules/uploads/service";
import { purgeExpiredSessions } from "#server/plugins/session";
import { hasWebBuild } from "#server/plugins/web-app";
import { createStorage } from "#server/storage/create-storage";
import { buildApp, WEB_DIR } from "./app";
import { configOrRefusal, processIo } from "./cli-io";
import { everyWhile } from "./housekeeping";
import { createLogger } from "./logging";
import { keepSessionSecret } from "./session-secret-file";

const startedAt = Date.now();
const settings = configOrRefusal(processIo(), "Cannot start: ");
if (!settings) process.exit(1);
// Without it every page would be a 404 while the log said "ready": refuse before touching the data.
if (settings.requireWebBuild && !hasWebBuild(WEB_DIR)) {
  console.error(
    `Cannot start: there is no web build (${path.join(WEB_DIR, "index.html")} is missing). ` +
      "Run `npm run build`, or start with `npm start`, which builds what is missing.",
  );
  process.exit(1);
}
const config = keepSessionSecret(settings);
// The one logger: the database, the event bus and every request write their lines to it.
const log = createLogger(config.logLevel);
const failures = createBackgroundFailures(log);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
if (config.demoData) await seedDemoData(database.db);
const storage = createStorage(config, database.db);
const counters = createCounterStore(database);
const events = createEventBus(config.databaseUrl, failures);

// The app's clock (decision 0038): real time, or from APP_CLOCK_START on, running at real speed.
const { clockStart } = config;
const now = clockStart === null ? Date.now : () => clockStart + (Date.now() - startedAt);
let mailWorker: MailWorker | null = null;
const app = await buildApp({
  db: database.db,
  config,
  storage,
  counters,
  events,
  poolStats: database.poolStats,
  now,
  log,
  failures,
  wakeMail: () => mailWorker?.wake(),
});
// Every process sends mail (decision 0032): whichever claims a mail first sends it. Its clock is
// real time even under APP_CLOCK_START, as the database stamps the rows it sends. Its log lines
// never hold the SMTP URL (it carries the password).
if (config.mail) {
  mailWorker = createMailWorker({
    db: database.db,
    transport: smtpTransport(config.mail),
    storage,
    log: app.log.child({ component: "mail" }),
  });
  mailWorker.start();
}
await app.listen({ port: config.port, host: config.host });
// PORT=0 lets the system choose: the line names the port it chose.
const { port } = app.server.address() as AddressInfo;
app.log.info(
  `Storefront ready on http://localhost:${port} (${database.driver}) in ${Date.now() - startedAt} ms`,
);

// Expired sessions, ended rate-limit windows, prescriptions no order claimed within a day, images
// nothing shows a day after their upload, and Idempotency-Keys past their 24 hours.
// Each runs on its own: one that fails is logged and counted, and the others still do their work.
// Real time, not the app's clock: they measure ages of rows and files the database and the disk
// stamped (decision 0038).
everyWhile(
  {
    sessions: () => purgeExpiredSessions(database.db),
    "rate-limit counters": () => counters.purgeExpired(),
    "unclaimed prescriptions": () => purgeUnclaimedPrescriptions(database.db, storage, new Date()),
    "idempotency keys": () => purgeExpiredIdempotencyKeys(database.db),
    "unused images": () => sweepUnusedImages(database.db, storage, new Date()),
    "sent mails": () => purgeOldSentMails(database.db, new Date()),
  },
  failures,
  60 * 60 * 1000,
);
// Unconfirmed orders of stores that let them go after a time (issue 40): every minute, by the app's
// clock, which decides an order's due time. Every process runs it; an order is released once, under
// its lock.
everyWhile(
  {
    "unconfirmed orders": () =>
      releaseUnconfirmedOrders(database.db, events, now(), {
        on: config.mail !== null,
        publicUrl: config.publicUrl,
      }),
  },
  failures,
  60 * 1000,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: finishing requests in flight, then closing`);
  await app.close(); // stops accepting, waits for in-flight requests
  await mailWorker?.stop(); // lets a send in flight finish and be marked
  await events.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
