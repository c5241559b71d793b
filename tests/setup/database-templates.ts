import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openPglite, openPostgres } from "#server/db/client";
import { pgliteExtensions } from "#server/db/pglite-extensions";
import {
  createPostgresDatabase,
  onPostgresServer,
  pgliteTemplates,
  TEMPLATE_ENV,
} from "#tests/helpers/test-database";

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

/**
 * PGlite's templates, in one folder named by the environment (pglite.tar; see pgliteTemplates in
 * test-database.ts for the others): the migrated database's dump, the dump of one with no migration
 * applied (for the tests that migrate from empty: loading it costs a third of PGlite's initdb), and
 * a server's DATA_DIR holding the migrated database on disk (for the tests of what opens a server's
 * folder: a copy of it opens in a second, where a new folder costs PGlite's initdb on disk and every
 * migration, about 8 s of CPU).
 */
async function makePgliteTemplate() {
  const folder = await mkdtemp(path.join(tmpdir(), "storefront-template-"));
  const templates = pgliteTemplates(path.join(folder, "pglite.tar"));
  const bare = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await writeDump(bare, templates.empty);
  } finally {
    await bare.close();
  }
  const database = await openPglite(undefined, { loadDataDir: new Blob([await readFile(templates.empty)]) });
  try {
    // Uncompressed: 40 MB on disk, but a third faster to load than gzip's 5 MB.
    await writeDump((database.db as unknown as { $client: PGlite }).$client, templates.migrated);
  } finally {
    await database.close();
  }
  await mkdir(templates.dataDir);
  const onDisk = await openPglite(templates.dataDir, {
    loadDataDir: new Blob([await readFile(templates.migrated)]),
  });
  await onDisk.close();
  return { file: templates.migrated, remove: () => rm(folder, { recursive: true, force: true }) };
}

async function writeDump(client: PGlite, file: string) {
  await client.exec("CHECKPOINT");
  const dump = await client.dumpDataDir("none");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
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
