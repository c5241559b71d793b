import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemoData } from "./db/seed-demo";
import { purgeExpiredSessions } from "./plugins/session";

const startedAt = Date.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (config.demoData) await seedDemoData(database.db);
await purgeExpiredSessions(database.db);

const app = await buildApp(
  { db: database.db, config },
  { logger: { level: process.env.LOG_LEVEL || "info" } },
);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Storefront ready on http://localhost:${config.port} (${database.driver}) in ${Date.now() - startedAt} ms`,
);

const purgeTimer = setInterval(() => purgeExpiredSessions(database.db).catch(() => {}), 60 * 60 * 1000);
purgeTimer.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: finishing requests in flight, then closing`);
  await app.close(); // stops accepting, waits for in-flight requests
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
