import { existsSync } from "node:fs";
import path from "node:path";
import { type AppConfig, ConfigError, loadConfig } from "#server/config";
import { type Database, openDatabase } from "#server/db/client";
import { createEventBus } from "#server/events/create-event-bus";
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
  // Opening a DATA_DIR that holds no database would create an empty one and report "no merchant".
  const pgliteDir = path.join(config.dataDir, "pglite");
  if (!config.databaseUrl && !existsSync(pgliteDir)) {
    return fail(
      new AdminError(`No database at ${pgliteDir}. Set DATA_DIR (or DATABASE_URL) as the server has it.`),
    );
  }
  // PGlite writes this file while a process has the data open, and removes it on closing; a second
  // process writing the same files would corrupt them. Its pid is always -42, so it cannot tell a
  // running server from one that crashed: the operator is told both ways out.
  const openMarker = path.join(pgliteDir, "postmaster.pid");
  if (!config.databaseUrl && existsSync(openMarker)) {
    return fail(
      new AdminError(
        `The database in ${config.dataDir} is open in another process: stop the server, then run the command. ` +
          `If no server is running (it stopped without closing the database), delete ${openMarker} and run it again.`,
      ),
    );
  }
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    // Drizzle wraps the driver's error ("Failed query: …"); the driver's own words say what is wrong.
    const reason = ((err as Error).cause as Error | undefined)?.message ?? (err as Error).message;
    return fail(new AdminError(`Cannot open the database: ${reason}`));
  }
  const events = createEventBus(config.databaseUrl);
  try {
    for (const line of await runCommand(command, { db: database.db, events })) console.log(line);
    return 0;
  } catch (err) {
    return fail(err);
  } finally {
    await events.close();
    await database.close();
  }
}

function fail(err: unknown): number {
  const known = err instanceof AdminError || err instanceof ConfigError;
  console.error(known ? (err as Error).message : `The command failed: ${(err as Error).message ?? err}`);
  return 1;
}

process.exitCode = await main(process.argv.slice(2));
