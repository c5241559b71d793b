import type { AddressInfo } from "node:net";
import path from "node:path";
import { createBackgroundFailures } from "#server/background-failures";
import { openDatabase } from "#server/db/client";
import { seedDemoData } from "#server/db/seed-demo";
import { createEventBus } from "#server/events/create-event-bus";
import { createCounterStore } from "#server/limits/create-counter-store";
import { createMailWorker, type MailWorker, smtpTransport } from "#server/modules/mail/service";
import { hasWebBuild } from "#server/plugins/web-app";
import { createStorage } from "#server/storage/create-storage";
import { buildApp, WEB_DIR } from "./app";
import { configOrRefusal, processIo } from "./cli-io";
import { startHousekeeping } from "./housekeeping";
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
    failures,
  });
  mailWorker.start();
}
await app.listen({ port: config.port, host: config.host });
// PORT=0 lets the system choose: the line names the port it chose.
const { port } = app.server.address() as AddressInfo;
app.log.info(
  `Storefront ready on http://localhost:${port} (${database.driver}) in ${Date.now() - startedAt} ms`,
);

// Housekeeping (housekeeping.ts): expired rows and files, each purge on its own timer.
const stopHousekeeping = startHousekeeping({ db: database.db, storage, counters, config, now, failures });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: finishing requests and the mail in flight, then closing`);
  stopHousekeeping();
  await Promise.all([
    app.close(), // stops accepting, waits for in-flight requests
    // Claims no more mail at once; the mail in flight goes and is marked (within a 5 s grace).
    // What is still queued is sent by the other processes, or by this one's successor.
    mailWorker?.stop(),
  ]);
  await events.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
