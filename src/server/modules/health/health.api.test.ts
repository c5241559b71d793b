import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORE_UNREACHABLE_MESSAGE } from "#contracts/store-unreachable";
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
      expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
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

  it("while the database is gone: alive (200), and every request a 503 that says to try again, never a 500", async () => {
    const t = await appWith();
    await t.database.close();
    try {
      expect((await t.app.inject({ url: "/api/health" })).json()).toEqual({ status: "ok" });
      for (const url of ["/api/marketplace", "/api/microsite/some-store"]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toEqual({ message: STORE_UNREACHABLE_MESSAGE });
        expect(res.headers["retry-after"], url).toBe("5");
      }
      // A signed-in merchant's cookie, which cannot be read now: a 503 too, not a 401 that signs out.
      const signedIn = await t.app.inject({ url: "/api/user", cookies: { sid: "a-session" } });
      expect(signedIn.statusCode).toBe(503);
      expect(signedIn.json()).toEqual({ message: STORE_UNREACHABLE_MESSAGE });
      // A store's page whose answer is not in memory: the web app's page for it, not for search engines.
      const page = await t.app.inject({ url: "/microsite/some-store" });
      expect(page.statusCode).toBe(503);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.headers["retry-after"]).toBe("5");
      expect(page.headers["x-robots-tag"]).toBe("noindex");
      expect(page.body).toContain(STORE_UNREACHABLE_MESSAGE);
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
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
