import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createPostgresDatabase, onPostgresServer } from "#tests/helpers/test-database";
import { type RunningServer, startServer, TEMPLATES_ENV } from "./server";

/**
 * The data a journey's server starts with, made once per run by the global setup: `demo` holds the
 * four demo stores, `empty` a migrated database with no store. Each test's server starts on its own
 * copy, so no test sees another's writes (decision 0021).
 * - DATABASE_URL unset: PGlite data folders, copied for each server (decision 0051).
 * - DATABASE_URL set (CI): PostgreSQL databases on that server, each test's a `CREATE DATABASE …
 *   TEMPLATE` of one (decision 0063): a server on PGlite spent about 3 s of CPU to its first
 *   healthy answer (WebAssembly, recovery), on a copied PostgreSQL database about 1.3 s. The
 *   journeys that are about the embedded database start their own servers on PGlite whatever the
 *   setting (the production install, the server's lifecycle: `serverEnv` leaves DATABASE_URL out).
 */
export type DataTemplate = "demo" | "empty";
const TEMPLATES: DataTemplate[] = ["demo", "empty"];

/** The run's PostgreSQL templates, by name, and the prefix of every database the run's journeys make. */
interface PostgresTemplates {
  demo: string;
  empty: string;
  prefix: string;
}
const POSTGRES_TEMPLATES_ENV = "STOREFRONT_E2E_POSTGRES_TEMPLATES";

function postgresTemplates(): PostgresTemplates | null {
  const json = process.env[POSTGRES_TEMPLATES_ENV];
  return json ? (JSON.parse(json) as PostgresTemplates) : null;
}

/** A template's server: the migrations and, for `demo`, the demo seed; then stopped gracefully. */
async function seed(template: DataTemplate, env: Record<string, string>, dataDir?: string) {
  const server = await startServer(
    { ...env, DEMO_DATA: template === "demo" ? "on" : "off" },
    // A new PGlite folder runs PostgreSQL's initdb, the migrations and the demo seed: two at once
    // on a busy machine have taken more than a minute.
    { dataDir, keepData: dataDir !== undefined, healthyWithinMs: 180_000 },
  );
  await server.stop();
}

/**
 * Makes the run's templates (the environment names them for the workers, which inherit it) and
 * returns what removes the PostgreSQL ones, with every database a journey left behind (a worker
 * killed mid-test does not drop its own). PGlite's folders are in `root`, which the caller removes.
 */
export async function makeTemplates(root: string): Promise<() => Promise<void>> {
  if (!process.env.DATABASE_URL) {
    await Promise.all(TEMPLATES.map((name) => seed(name, {}, path.join(root, name))));
    return async () => {};
  }
  const prefix = `e2e_${randomBytes(4).toString("hex")}`;
  const made = await Promise.all(
    TEMPLATES.map(async (name) => {
      const database = await createPostgresDatabase(`${prefix}_template_${name}`);
      await seed(name, { DATABASE_URL: database.url });
      const databaseName = new URL(database.url).pathname.slice(1);
      // `CREATE DATABASE … TEMPLATE` refuses a source anyone is connected to: nobody may connect.
      await onPostgresServer(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
      return [name, databaseName] as const;
    }),
  );
  const templates: PostgresTemplates = {
    ...(Object.fromEntries(made) as Record<DataTemplate, string>),
    prefix,
  };
  process.env[POSTGRES_TEMPLATES_ENV] = JSON.stringify(templates);
  return () => dropDatabasesNamed(prefix);
}

async function dropDatabasesNamed(prefix: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [`${prefix}_`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Where a test's copy of the data is, for a command run on it before its server starts. */
export type DataLocation = { DATA_DIR: string } | { DATABASE_URL: string };

/**
 * A server of the built app on its own copy of `template`, with `env` on top of the test settings
 * (serverEnv in server.ts). `before` runs on the copy first, as an operator's command at a shell
 * would while no server holds it (PGlite allows one process per folder). Its `discard()` kills it
 * and throws the copy away.
 */
export async function startOnTemplate(
  template: DataTemplate,
  env: Record<string, string> = {},
  before?: (data: DataLocation) => Promise<void>,
): Promise<RunningServer> {
  const postgres = postgresTemplates();
  if (!postgres) {
    const dataDir = copyOfTemplate(template);
    await before?.({ DATA_DIR: dataDir });
    return startServer(env, { dataDir });
  }
  const database = await createPostgresDatabase(postgres.prefix, postgres[template]);
  let server: RunningServer;
  try {
    await before?.({ DATABASE_URL: database.url });
    server = await startServer({ ...env, DATABASE_URL: database.url });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...server,
    async discard() {
      await server.discard();
      await database.drop();
    },
  };
}

/** A new temporary data folder holding a copy of PGlite's `template`. */
function copyOfTemplate(template: DataTemplate): string {
  const root = process.env[TEMPLATES_ENV];
  if (!root) throw new Error(`${TEMPLATES_ENV} is not set: run the browser tests through playwright test`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "storefront-e2e-"));
  cpSync(path.join(root, template), dataDir, { recursive: true });
  return dataDir;
}
