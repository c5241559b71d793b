import { createBackgroundFailures } from "#server/background-failures";
import { type AppConfig, ConfigError, loadConfig } from "#server/config";
import { type Database, openDatabase } from "#server/db/client";
import { pgliteDirProblem } from "#server/db/pglite-dir";
import { createEventBus } from "#server/events/create-event-bus";
import { createCounterStore } from "#server/limits/create-counter-store";
import { createStorage } from "#server/storage/create-storage";
import { type AdminCommand, parseCommand, runCommand } from "./commands";
import { AdminError } from "./merchant-commands";

/**
 * `npm run admin -- …`: opens the database the server uses (DATABASE_URL, else DATA_DIR's PGlite)
 * and runs one operator command. On PostgreSQL it announces store changes on the bus running servers
 * listen to. PGlite allows one process per DATA_DIR: stop the server before running a command.
 * Every failure is one clear line and exit code 1, never a stack trace.
 */
async function main(args: string[]): Promise<number> {
  let command: AdminCommand;
  let config: AppConfig;
  try {
    command = parseCommand(args);
    config = loadConfig();
  } catch (err) {
    return fail(err);
  }
  const pgliteProblem = config.databaseUrl ? null : pgliteDirProblem(config.dataDir);
  if (pgliteProblem) return fail(new AdminError(pgliteProblem));
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    // Drizzle wraps the driver's error ("Failed query: …"); the driver's own words say what is wrong.
    const reason = ((err as Error).cause as Error | undefined)?.message ?? (err as Error).message;
    return fail(new AdminError(`Cannot open the database: ${reason}`));
  }
  const events = createEventBus(config.databaseUrl, createBackgroundFailures(operatorWarnings));
  try {
    const context = {
      db: database.db,
      events,
      counters: createCounterStore(database),
      storage: createStorage(config, database.db),
      dataDir: config.dataDir,
    };
    for (const line of await runCommand(command, context)) console.log(line);
    return 0;
  } catch (err) {
    return fail(err);
  } finally {
    await events.close();
    await database.close();
  }
}

/**
 * A failure the command goes on without (running servers not told of a change: their cached pages
 * then catch up within 30 s) is one line on stderr, as the operator reads it.
 */
const operatorWarnings = {
  warn: (fields: { err?: Error }, message: string) =>
    console.error(`Warning: ${message}${fields.err ? ` (${fields.err.message})` : ""}`),
};

function fail(err: unknown): number {
  const known = err instanceof AdminError || err instanceof ConfigError;
  console.error(known ? (err as Error).message : `The command failed: ${(err as Error).message ?? err}`);
  return 1;
}

process.exitCode = await main(process.argv.slice(2));
