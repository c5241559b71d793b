import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { openPglite, openPostgres } from "#server/db/client";
import { createPostgresDatabase, onPostgresServer, TEMPLATE_ENV } from "#tests/helpers/test-database";

/**
 * Vitest's global setup: migrates one database per driver once per run, for openTestDatabase to
 * copy (decision 0040). Opening and migrating a new PGlite costs about a second (most of it
 * PostgreSQL's initdb); loading the dump of a migrated one, a third of that. Both projects that
 * open databases name this setup: the second finds the first's templates in the environment.
 */
export default async function makeDatabaseTemplates(): Promise<(() => Promise<void>) | undefined> {
  const made = process.env[TEMPLATE_ENV.pglite];
  if (made && existsSync(made)) return undefined;
  const [pglite, postgres] = await Promise.all([
    makePgliteTemplate(),
    process.env.DATABASE_URL ? makePostgresTemplate() : undefined,
  ]);
  // Workers start after the global setup and inherit this process's environment.
  process.env[TEMPLATE_ENV.pglite] = pglite.file;
  if (postgres) process.env[TEMPLATE_ENV.postgres] = postgres.name;
  return async () => {
    await Promise.all([pglite.remove(), postgres?.drop()]);
  };
}

async function makePgliteTemplate() {
  const folder = await mkdtemp(path.join(tmpdir(), "storefront-template-"));
  const file = path.join(folder, "pglite.tar");
  const database = await openPglite(undefined);
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await client.exec("CHECKPOINT");
    // Uncompressed: 40 MB on disk, but a third faster to load than gzip's 5 MB.
    const dump = await client.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { file, remove: () => rm(folder, { recursive: true, force: true }) };
}

async function makePostgresTemplate() {
  const created = await createPostgresDatabase("test_template");
  const name = new URL(created.url).pathname.slice(1);
  try {
    const database = await openPostgres(created.url);
    await database.close();
    // A database is copied only while nobody is connected to it: nobody may connect from now on.
    await onPostgresServer(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
  } catch (err) {
    await created.drop();
    throw err;
  }
  return { name, drop: created.drop };
}
