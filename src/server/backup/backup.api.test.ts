import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, describe, expect, it } from "vitest";
import type { FileStorageSettings } from "#server/config";
import { type Database, type Db, openPglite, openPostgres } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";
import { products } from "#server/db/schema/products";
import { createStorage } from "#server/storage/create-storage";
import { saveFile } from "#server/storage/file-storage";
import { runAsProcess, runInProcess } from "#tests/helpers/command-run";
import { createMerchant, createOrder, createProduct } from "#tests/helpers/factories";
import { startS3Server } from "#tests/helpers/s3-server";
import { buildTestApp, TestClient, testConfig } from "#tests/helpers/test-app";
import {
  createPostgresDatabase,
  DRIVERS,
  type Driver,
  openPgliteDataDir,
  openTestDatabase,
} from "#tests/helpers/test-database";
import { storedBytes } from "#tests/helpers/uploaded-images";
import { createBackup } from "./create-backup";
import { BackupError } from "./manifest";
import { restoreBackup } from "./restore-backup";
import { runBackup } from "./run-backup";

const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), randomBytes(64)]);

const scratch = mkdtempSync(path.join(tmpdir(), "backup-test-"));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(scratch, { recursive: true, force: true });
});

const newDataDir = () => mkdtempSync(path.join(scratch, "data-"));

/** An archive made by hand, as restore might meet one: a PGlite manifest (with `manifest` over it) and `files`. */
async function handMadeArchive(name: string, manifest: object, files: Record<string, string> = {}) {
  const packed = mkdtempSync(path.join(scratch, `${name}-`));
  const entries = {
    "manifest.json": JSON.stringify({
      format: "storefront-backup",
      version: 1,
      driver: "pglite",
      createdAt: "",
      ...manifest,
    }),
    ...files,
  };
  for (const [relative, content] of Object.entries(entries)) {
    mkdirSync(path.dirname(path.join(packed, relative)), { recursive: true });
    writeFileSync(path.join(packed, relative), content);
  }
  const file = path.join(scratch, `${name}.tar.gz`);
  await tar.create({ gzip: true, file, cwd: packed }, [
    ...new Set(Object.keys(entries).map((f) => f.split("/")[0]!)),
  ]);
  return file;
}

/** A new PostgreSQL database with nothing in it (openTestDatabase's would already be migrated). */
async function emptyPostgresDatabase(): Promise<string> {
  const created = await createPostgresDatabase("test_restore");
  cleanups.push(created.drop);
  return created.url;
}

/**
 * The server's database for `driver`, seeded with a store, a product with an image, and an order.
 * Its files where the server keeps them by default (DATA_DIR on PGlite, the database on PostgreSQL),
 * or in `fileStorage`.
 */
async function seededSource(driver: Driver, fileStorage?: FileStorageSettings) {
  const dataDir = newDataDir();
  let database: Database;
  let databaseUrl: string | undefined;
  if (driver === "postgres") {
    const test = await openTestDatabase("postgres");
    cleanups.push(() => test.close());
    database = test;
    databaseUrl = test.url;
  } else {
    database = await openPgliteDataDir(dataDir);
  }
  const settings = fileStorage ?? { driver: driver === "postgres" ? "postgres" : "disk" };
  const storage = createStorage({ dataDir, fileStorage: settings }, database.db);
  const imageKey = await saveFile(storage, "public", PNG, "png");
  const privateKey = await saveFile(storage, "private", Buffer.from("%PDF-1.4 prescription"), "pdf");
  const merchant = await createMerchant(database.db);
  const product = await createProduct(database.db, merchant.id, { imageUrl: `/uploads/${imageKey}` });
  await createOrder(database.db, merchant.id, { totalAmount: "10.00" }, [product]);
  const rows = await snapshot(database.db);
  // PGlite's data is copied with the server stopped; PostgreSQL's while it runs.
  if (driver === "pglite") await database.close();
  return { target: { dataDir, databaseUrl, fileStorage: settings }, rows, imageKey, privateKey };
}

const snapshot = async (db: Db) => ({
  merchants: await db.select().from(merchants).orderBy(asc(merchants.id)),
  products: await db.select().from(products).orderBy(asc(products.id)),
  orders: await db.select().from(orders).orderBy(asc(orders.id)),
});

/**
 * What the restored server shows: the image at its address, through the app, and the prescription's
 * bytes in its storage.
 */
async function restoredFiles(
  target: { dataDir: string; databaseUrl: string | undefined; fileStorage: FileStorageSettings },
  imageKey: string,
  privateKey: string,
) {
  const restored = target.databaseUrl
    ? await openPostgres(target.databaseUrl)
    : await openPglite(target.dataDir);
  const config = testConfig({ dataDir: target.dataDir, fileStorage: target.fileStorage });
  const app = await buildTestApp(restored, config);
  try {
    const image = await new TestClient(app).get(`/uploads/${imageKey}`);
    const storage = createStorage(config, restored.db);
    return {
      imageStatus: image.statusCode,
      image: image.rawPayload,
      prescription: (await storedBytes(storage, "private", privateKey))?.toString(),
    };
  } finally {
    await app.close();
    await restored.close();
  }
}

describe.each(DRIVERS)("backup and restore on %s", (driver) => {
  it("round trip: a restored copy holds the same rows and the same uploaded bytes", async () => {
    const source = await seededSource(driver);
    const file = path.join(scratch, `${driver}-round-trip.tar.gz`);
    const made = await createBackup(source.target, file);
    expect(made.file).toBe(file);
    expect(made.size).toBeGreaterThan(0);

    const target = {
      dataDir: newDataDir(),
      databaseUrl: driver === "postgres" ? await emptyPostgresDatabase() : undefined,
      fileStorage: source.target.fileStorage,
    };
    const manifest = await restoreBackup(target, file);
    expect(manifest).toMatchObject({ format: "storefront-backup", version: 1, driver });

    const restored = target.databaseUrl
      ? await openPostgres(target.databaseUrl)
      : await openPglite(target.dataDir);
    try {
      expect(await snapshot(restored.db)).toEqual(source.rows);
    } finally {
      await restored.close();
    }
    // On PostgreSQL the files travel inside pg_dump's copy of the database (stored_files).
    if (driver === "postgres") expect(existsSync(path.join(source.target.dataDir, "uploads"))).toBe(false);
    const files = await restoredFiles(target, source.imageKey, source.privateKey);
    expect(files.imageStatus).toBe(200);
    expect(files.image.equals(PNG)).toBe(true);
    expect(files.prescription).toBe("%PDF-1.4 prescription");

    // Restoring again over the restored database is refused (even with its uploads gone), and
    // leaves it as it was.
    rmSync(path.join(target.dataDir, "uploads"), { recursive: true, force: true });
    const again = restoreBackup(target, file);
    await expect(again).rejects.toBeInstanceOf(BackupError);
    await expect(again).rejects.toThrow(
      driver === "postgres"
        ? /^The database at DATABASE_URL already holds \d+ table\(s\): restore into a new, empty database\.$/
        : `${path.join(target.dataDir, "pglite")} already holds a database: restore into an empty DATA_DIR.`,
    );
    const untouched = target.databaseUrl
      ? await openPostgres(target.databaseUrl)
      : await openPglite(target.dataDir);
    try {
      expect(await snapshot(untouched.db)).toEqual(source.rows);
    } finally {
      await untouched.close();
    }
  }, 120_000);
});

describe("backup and restore with the files on S3 (a local S3 server)", () => {
  it("downloads the bucket's files into the archive, and restore uploads them to the new bucket", async () => {
    const s3 = await startS3Server(["live", "restored"]);
    try {
      const source = await seededSource("pglite", s3.settings("live"));
      const file = path.join(scratch, "s3-round-trip.tar.gz");
      await createBackup(source.target, file);
      const listing: string[] = [];
      await tar.list({ file, onReadEntry: (entry) => listing.push(entry.path) });
      expect(listing).toContain(`uploads/public/${source.imageKey}`);
      expect(listing).toContain(`uploads/private/${source.privateKey}`);

      const target = { dataDir: newDataDir(), databaseUrl: undefined, fileStorage: s3.settings("restored") };
      await restoreBackup(target, file);
      const files = await restoredFiles(target, source.imageKey, source.privateKey);
      expect(files.imageStatus).toBe(200);
      expect(files.image.equals(PNG)).toBe(true);
      expect(files.prescription).toBe("%PDF-1.4 prescription");
      expect(existsSync(path.join(target.dataDir, "uploads"))).toBe(false);
    } finally {
      await s3.stop();
    }
  }, 120_000);
});

describe("restore refuses, with one line and exit code 1", () => {
  /**
   * `npm run restore FILE` (or `backup`) with the settings an operator's shell would have, run in
   * this process: the bin file (cli.ts) only hands it the process's arguments, environment and
   * streams, and the first test runs that file as its own process.
   */
  async function restoreCli(file: string, env: Record<string, string>, command = "restore") {
    return runInProcess(runBackup, [command, file], env);
  }

  /** One PGlite server's DATA_DIR and a backup of it, shared by the refusals below: none changes them. */
  let shared: Promise<{ dataDir: string; file: string }> | undefined;
  const pgliteBackup = () => {
    shared ??= (async () => {
      const source = await seededSource("pglite");
      const file = path.join(scratch, "pglite-shared.tar.gz");
      await createBackup(source.target, file);
      return { dataDir: source.target.dataDir, file };
    })();
    return shared;
  };

  it("a file that is not a backup (the bin file, as its own process, as npm runs it)", async () => {
    const notBackup = path.join(scratch, "notes.tar.gz");
    writeFileSync(notBackup, "just some text");
    const res = await runAsProcess(path.join(import.meta.dirname, "cli.ts"), ["restore", notBackup], {
      DATA_DIR: newDataDir(),
    });
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(`${notBackup} is not a backup made by npm run backup.`);
  }, 60_000);

  it("settings it cannot use, named as the server names them, before touching any file", async () => {
    const dataDir = newDataDir();
    const res = await restoreCli(path.join(scratch, "never-read.tar.gz"), {
      DATA_DIR: dataDir,
      FILE_STORAGE: "S3",
      DATABASE_URL: "mysql://root:never-shown@db/shop",
    });
    expect(res).toMatchObject({ code: 1, stdout: "" });
    expect(res.stderr).toBe(
      'DATABASE_URL must start with postgres:// or postgresql://, not "mysql://db"\n' +
        'FILE_STORAGE must be postgres, disk or s3, not "S3"\n',
    );
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  });

  it("a backup made by a newer release (more migrations than this one knows)", async () => {
    const file = await handMadeArchive("newer", { migrations: 9999 });
    const res = await restoreCli(file, { DATA_DIR: newDataDir() });
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(
      `${file} was made by a newer release of the app: restore it with that release.`,
    );
  }, 60_000);

  it("a PGlite backup whose database is damaged, leaving the DATA_DIR empty for another try", async () => {
    const file = await handMadeArchive(
      "damaged",
      { migrations: 1 },
      { "database/pglite-datadir.tar.gz": "not a data directory" },
    );
    const dataDir = newDataDir();
    const res = await restoreCli(file, { DATA_DIR: dataDir });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^The database in the backup could not be loaded: .+\n$/);
    expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
  }, 60_000);

  it("a backup of the other driver, naming both", async () => {
    const { file } = await pgliteBackup();
    const res = await restoreCli(file, {
      DATA_DIR: newDataDir(),
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/never-opened",
    });
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(
      `${file} is a backup of PGlite (DATA_DIR), but the target is PostgreSQL (DATABASE_URL): unset DATABASE_URL to restore it.`,
    );
  }, 60_000);

  it("a DATA_DIR that already holds uploaded files", async () => {
    const { dataDir, file } = await pgliteBackup();
    const res = await restoreCli(file, { DATA_DIR: dataDir });
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(
      `${path.join(dataDir, "uploads")} is not empty: restore into an empty DATA_DIR.`,
    );
  }, 60_000);

  it("backup on an unreachable PostgreSQL gives pg_dump's reason without the password, and writes no file", async () => {
    const res = await restoreCli(
      path.join(scratch, "unreachable.tar.gz"),
      { DATA_DIR: newDataDir(), DATABASE_URL: "postgres://postgres:s3cret@127.0.0.1:1/postgres" },
      "backup",
    );
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(
      /^pg_dump failed: pg_dump: error: connection to server at "127\.0\.0\.1", port 1 failed.*\n$/,
    );
    expect(res.stderr).not.toContain("s3cret");
    expect(existsSync(path.join(scratch, "unreachable.tar.gz"))).toBe(false);
  }, 60_000);

  it("backup refuses a PGlite database another process has open (the server)", async () => {
    const { dataDir } = await pgliteBackup();
    const server = await openPglite(dataDir);
    try {
      await expect(
        createBackup({ dataDir, databaseUrl: undefined }, path.join(scratch, "open.tar.gz")),
      ).rejects.toThrow(
        `The database in ${dataDir} is open in another process: stop the server, then run the backup.`,
      );
    } finally {
      await server.close();
    }
  }, 60_000);
});
