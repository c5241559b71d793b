import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "#server/db/client";
import { runAsProcess, runInProcess } from "#tests/helpers/command-run";
import { createMerchant, createProduct } from "#tests/helpers/factories";
import { buildTestApp, TestClient, testConfig } from "#tests/helpers/test-app";
import {
  DRIVERS,
  openPgliteDataDir,
  openTestDatabase,
  type TestDatabase,
} from "#tests/helpers/test-database";
import { solidPng } from "#tests/helpers/uploaded-images";
import { runAdmin } from "./run-admin";

/**
 * `npm run admin -- …` with the settings an operator's shell would have, run in this process: the
 * bin file (cli.ts) only hands it the process's arguments, environment and streams, and one test
 * below runs that file as its own process.
 */
const admin = (args: string[], env: Record<string, string>) => runInProcess(runAdmin, args, env);

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at /m);

describe.each(DRIVERS)("npm run admin on %s", (driver) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "admin-cli-"));
  let env: Record<string, string> = { DATA_DIR: dataDir };
  let database: TestDatabase | undefined;
  /** The store the first test approves; the tests after it use its DATA_DIR. */
  let email = "";
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A database the server would use, holding one store waiting for approval. */
  async function databaseWithPendingStore() {
    if (driver === "postgres") {
      database = await openTestDatabase("postgres");
      env = { ...env, DATABASE_URL: database.url! };
      return (await createMerchant(database.db, { isApproved: false })).email;
    }
    const local = await openPgliteDataDir(dataDir);
    const { email } = await createMerchant(local.db, { isApproved: false });
    await local.close();
    return email;
  }

  it("opens the server's database, approves a store and lists it; an unknown email exits 1 with one clear line", async () => {
    email = await databaseWithPendingStore();

    const approved = await admin(["merchants", "approve", email], env);
    expect(approved).toMatchObject({ code: 0, stderr: "" });
    expect(approved.stdout).toContain(`Approved ${email}`);

    const listed = await admin(["merchants", "list"], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`approved\\s+${email}`));

    const unknown = await admin(["merchants", "suspend", "nobody@example.com"], env);
    expect(unknown).toMatchObject({ code: 1, stdout: "" });
    expect(unknown.stderr.trim()).toBe('No merchant has the email "nobody@example.com".');
  }, 120_000);

  it.runIf(driver === "pglite")(
    "refuses a PGlite DATA_DIR another process has open (the server), instead of writing beside it",
    async () => {
      const server = await openPglite(dataDir);
      try {
        const res = await admin(["merchants", "list"], env);
        expect(res.code).toBe(1);
        expect(res.stderr).toContain(
          `The database in ${dataDir} is open in another process: stop the server`,
        );
        noStackTrace(res.stderr);
      } finally {
        await server.close();
      }
    },
    60_000,
  );

  it.runIf(driver === "pglite")(
    "as its own process (the bin file, as npm runs it): prints the command's lines on stdout and exits 0",
    async () => {
      const res = await runAsProcess(path.join(import.meta.dirname, "cli.ts"), ["merchants", "list"], env);
      expect(res).toMatchObject({ code: 0, stderr: "" });
      expect(res.stdout).toMatch(new RegExp(`approved\\s+${email}`));
      expect(res.stdout).toContain("1 merchant(s), 0 waiting for approval.");
    },
    60_000,
  );
});

describe.each(DRIVERS)("npm run admin -- files migrate on %s", (driver) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "admin-files-"));
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies the files on disk into PostgreSQL under their old keys, once, and the old addresses keep working", async () => {
    // Files as an older release kept them: random keys on this process's disk, a product showing one.
    const picture = await solidPng(40, 40, "#336699");
    const oldKey = "5f0c2a9e8b7d6c5b4a3f2e1d0c9b8a7f.webp";
    const rxKey = "0a1b2c3d4e5f60718293a4b5c6d7e8f9.pdf";
    mkdirSync(path.join(dataDir, "uploads", "public"), { recursive: true });
    mkdirSync(path.join(dataDir, "uploads", "private"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", "public", oldKey), picture);
    writeFileSync(path.join(dataDir, "uploads", "private", rxKey), "%PDF-1.4 rx");
    writeFileSync(path.join(dataDir, "uploads", "public", "notes.txt"), "not an upload");
    // On PGlite the files can go into its database too (FILE_STORAGE=postgres): one process, one place.
    let env: Record<string, string> = { DATA_DIR: dataDir, FILE_STORAGE: "postgres" };
    if (driver === "postgres") {
      database = await openTestDatabase("postgres");
      env = { DATA_DIR: dataDir, DATABASE_URL: database.url! }; // PostgreSQL is the default there
      const merchant = await createMerchant(database.db);
      await createProduct(database.db, merchant.id, { imageUrl: `/uploads/${oldKey}` });
    } else {
      const local = await openPgliteDataDir(dataDir);
      await local.close();
    }

    const first = await admin(["files", "migrate"], env);
    expect(first).toMatchObject({ code: 0, stderr: "" });
    expect(first.stdout).toContain(
      `Copied 1 public and 1 private file(s) from ${path.join(dataDir, "uploads")} into PostgreSQL (the stored_files table); 0 were already there.`,
    );
    const again = await admin(["files", "migrate"], env);
    expect(again.stdout).toContain("Copied 0 public and 0 private file(s)");
    expect(again.stdout).toContain("2 were already there.");

    // Another process, with a DATA_DIR of its own, serves the old address from the database.
    const served = database ?? (await openPglite(dataDir));
    const otherDir = mkdtempSync(path.join(tmpdir(), "admin-files-other-"));
    const app = await buildTestApp(
      served,
      testConfig({ dataDir: otherDir, fileStorage: { driver: "postgres" } }),
    );
    try {
      const res = await new TestClient(app).get(`/uploads/${oldKey}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(picture)).toBe(true);
    } finally {
      await app.close();
      if (!database) await served.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.runIf(driver === "pglite")(
    "with files kept on the disk, says there is nothing to move",
    async () => {
      const res = await admin(["files", "migrate"], { DATA_DIR: dataDir, FILE_STORAGE: "disk" });
      expect(res.code).toBe(0);
      expect(res.stdout).toContain("Files are kept on the local disk");
      expect(res.stdout).toContain("Set FILE_STORAGE to postgres or s3 first.");
    },
    60_000,
  );
});

describe("npm run admin, refusing before it opens any database", () => {
  it("an unknown command exits 1 with the usage", async () => {
    const res = await admin(["merchants", "remove", "a@example.com"], { DATA_DIR: "/nonexistent-admin" });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Unknown command "merchants remove a@example.com".');
    expect(res.stderr).toContain("npm run admin -- reset-password EMAIL");
    noStackTrace(res.stderr);
  }, 60_000);

  it("a DATA_DIR without a database exits 1 naming it, instead of creating an empty one", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "admin-empty-"));
    try {
      const res = await admin(["merchants", "list"], { DATA_DIR: empty });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(`No database at ${path.join(empty, "pglite")}`);
      noStackTrace(res.stderr);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);

  it("an unreachable PostgreSQL exits 1 with the driver's reason", async () => {
    const res = await admin(["merchants", "list"], {
      DATA_DIR: "/nonexistent-admin",
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/postgres",
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("Cannot open the database: connect ECONNREFUSED 127.0.0.1:1");
    noStackTrace(res.stderr);
  }, 60_000);
});

describe("npm run admin, refusing settings it cannot use", () => {
  it("names each bad value as the server does, exits 1, and opens no database", async () => {
    const res = await admin(["merchants", "list"], {
      DATA_DIR: "/nonexistent-admin",
      MERCHANT_APPROVAL: "Manual",
      SMTP_URL: "http://user:never-shown@mail",
      MAIL_FROM: "o@shop.example",
    });
    expect(res).toMatchObject({ code: 1, stdout: "" });
    expect(res.stderr).toBe(
      'MERCHANT_APPROVAL must be auto or manual, not "Manual"\n' +
        'SMTP_URL must start with smtp:// or smtps:// and name a host, not "http://mail"\n',
    );
    noStackTrace(res.stderr);
  });
});
