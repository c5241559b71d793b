import { createBackgroundFailures } from "#server/background-failures";
import { type CliIo, configOrRefusal } from "#server/cli-io";
import { type Database, openDatabase } from "#server/db/client";
import { pgliteDirProblem } from "#server/db/pglite-dir";
import { createEventBus } from "#server/events/create-event-bus";
import { createCounterStore } from "#server/limits/create-counter-store";
import { createStorage } from "#server/storage/create-storage";
import { type AdminCommand, parseCommand, runCommand } from "./commands";
import { AdminError } from "./merchant-commands";

/**
 * `npm run admin -- …` (cli.ts runs it with the process's own environment and streams): opens the
 * database the server uses (DATABASE_URL, else DATA_DIR's PGlite) and runs one operator command. On
 * PostgreSQL it announces store changes on the bus running servers listen to. PGlite allows one
 * process per DATA_DIR: stop the server before running a command.
 * Every failure is one clear line and exit code 1, never a stack trace.
 */
export async function runAdmin(args: string[], io: CliIo): Promise<number> {
  const fail = (err: unknown) => {
    const known = err instanceof AdminError;
    io.stderr.write(
      `${known ? (err as Error).message : `The command failed: ${(err as Error).message ?? err}`}\n`,
    );
    return 1;
  };
  let command: AdminCommand;
  try {
    command = parseCommand(args);
  } catch (err) {
    return fail(err);
  }
  const config = configOrRefusal(io);
  if (!config) return 1;
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
  // A failure the command goes on without (running servers not told of a change: their cached pages
  // then catch up within 30 s) is one line on stderr, as the operator reads it.
  const events = createEventBus(
    config.databaseUrl,
    createBackgroundFailures({
      warn: (fields: { err?: Error }, message: string) =>
        io.stderr.write(`Warning: ${message}${fields.err ? ` (${fields.err.message})` : ""}\n`),
    }),
  );
  try {
    const context = {
      db: database.db,
      events,
      counters: createCounterStore(database),
      storage: createStorage(config, database.db),
      dataDir: config.dataDir,
      mailBaseUrl: config.mail ? config.publicUrl : null,
      publicUrl: config.publicUrl,
      sessionSecret: config.sessionSecret,
    };
    for (const line of await runCommand(command, context)) io.stdout.write(`${line}\n`);
    return 0;
  } catch (err) {
    return fail(err);
  } finally {
    await events.close();
    await database.close();
  }
}
