import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "#server/db/client";
import { pendingMigrations } from "#server/db/migration-status";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import { migrationsUpTo } from "#tests/helpers/migrations";
import { buildTestApp, testConfig } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase } from "#tests/helpers/test-database";

const OK = { database: "ok", migrations: "ok", webBuild: "ok" };

describe.each(DRIVERS)("liveness and readiness on %s", (driver) => {
  const webDir = mkdtempSync(path.join(tmpdir(), "ready-web-"));
  const folders: string[] = [];
  beforeAll(() => writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML));
  afterAll(() => {
    for (const dir of [webDir, ...folders]) rmSync(dir, { recursive: true, force: true });
  });

  /** An app over a fresh database (migrated up to `migrationsFolder`), served from `web`. */
  async function appWith(options: { web?: string; migrationsFolder?: string } = {}) {
    const database = await openTestDatabase(driver, { migrationsFolder: options.migrationsFolder });
    const app = await buildTestApp(database, testConfig(), { webDir: options.web ?? webDir });
    const close = async () => {
      await app.close();
      await database.close();
    };
    return { app, database, close };
  }

  it("is ready (200) with the database up, every migration applied and the web build present", async () => {
    const t = await appWith();
    try {
      const res = await t.app.inject({ url: "/api/health/ready" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ready: true, checks: OK, failed: [] });
      expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
    } finally {
      await t.close();
    }
  });

  it("is not ready (503) without a web build, while liveness stays 200", async () => {
    const t = await appWith({ web: path.join(webDir, "missing") });
    try {
      const res = await t.app.inject({ url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        ready: false,
        checks: { ...OK, webBuild: "missing: run npm run build" },
        failed: ["webBuild"],
      });
      expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("is not ready (503) on a database an older release migrated, until the migrations run", async () => {
    const older = migrationsUpTo(7);
    folders.push(older);
    const t = await appWith({ migrationsFolder: older });
    try {
      const journal = readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8");
      const total = JSON.parse(journal).entries.length;
      const res = await t.app.inject({ url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        checks: { ...OK, migrations: `${total - 7} migration(s) not applied` },
        failed: ["migrations"],
      });
      await t.database.migrate();
      expect((await t.app.inject({ url: "/api/health/ready" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("is not ready (503) when the database is gone, without a 500 or any error detail", async () => {
    const t = await appWith();
    await t.database.close();
    try {
      const res = await t.app.inject({ url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        ready: false,
        checks: {
          database: "unreachable",
          migrations: "unknown: the database is unreachable",
          webBuild: "ok",
        },
        failed: ["database", "migrations"],
      });
    } finally {
      await t.app.close();
    }
  });

  it("counts every migration as pending on a database never migrated", async () => {
    const empty = migrationsUpTo(0);
    folders.push(empty);
    const database = await openTestDatabase(driver, { migrationsFolder: empty });
    try {
      expect(await pendingMigrations(database.db)).toBeGreaterThanOrEqual(9);
    } finally {
      await database.close();
    }
  });
});
