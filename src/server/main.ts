import type { AddressInfo } from "node:net";
import path from "node:path";
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
import { purgeUnclaimedPrescriptions } from "#server/modules/prescriptions/service";
import { sweepUnusedImages } from "#server/modules/uploads/service";
import { purgeExpiredSessions } from "#server/plugins/session";
import { hasWebBuild } from "#server/plugins/web-app";
import { createStorage } from "#server/storage/create-storage";
import { buildApp, WEB_DIR } from "./app";
import { configOrRefusal, processIo } from "./cli-io";
import { loggerOptions } from "./logging";
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
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (config.demoData) await seedDemoData(database.db);
const storage = createStorage(config, database.db);
const counters = createCounterStore(database);
const events = createEventBus(config.databaseUrl);

const { clockStart } = config;
const now = clockStart === null ? undefined : () => clockStart + (Date.now() - startedAt);
let mailWorker: MailWorker | null = null;
const app = await buildApp(
  {
    db: database.db,
    config,
    storage,
    counters,
    events,
    poolStats: database.poolStats,
    now,
    wakeMail: () => mailWorker?.wake(),
  },
  { logger: loggerOptions(config.logLevel) },
);
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
const purgeStale = () =>
  Promise.all([
    purgeExpiredSessions(database.db),
    counters.purgeExpired(),
    purgeUnclaimedPrescriptions(database.db, storage),
    purgeExpiredIdempotencyKeys(database.db),
    sweepUnusedImages(database.db, storage),
    purgeOldSentMails(database.db),
  ]).catch((err) => app.log.warn({ err }, "purging stale rows failed"));
void purgeStale();
const purgeTimer = setInterval(purgeStale, 60 * 60 * 1000);
purgeTimer.unref();

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
