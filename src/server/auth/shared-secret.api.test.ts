import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { openPostgres } from "#server/db/client";
import { buildTestApp, testConfig } from "#tests/helpers/test-app";
import { openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";

/** A browser's anti-forgery token from one process, and whether another process accepts it. */
async function tokenFrom(app: FastifyInstance) {
  const res = await app.inject({ method: "GET", url: "/api/csrf-token" });
  const bid = res.cookies.find((c) => c.name === "bid")!.value;
  return { cookies: { bid }, token: res.json().csrfToken as string };
}
async function acceptedBy(app: FastifyInstance, { cookies, token }: Awaited<ReturnType<typeof tokenFrom>>) {
  const res = await app.inject({
    method: "POST",
    url: "/api/logout",
    cookies,
    headers: { "x-csrf-token": token },
  });
  return res.statusCode;
}

describe.skipIf(!process.env.DATABASE_URL)("one signing secret for every process on PostgreSQL", () => {
  const folders: string[] = [];
  const opened: { close(): Promise<unknown> }[] = [];
  let database: TestDatabase;
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "storefront-secret-"));
    folders.push(dir);
    return dir;
  };
  /** A second process: its own pool, DATA_DIR and event bus, and no SESSION_SECRET. */
  async function processOn(dir: string) {
    const pool = await openPostgres(database.url!);
    const app = await buildTestApp(
      { ...pool, url: database.url },
      testConfig({ dataDir: dir, sessionSecret: null }),
    );
    opened.push(app, pool);
    return app;
  }

  beforeEach(async () => {
    database = await openTestDatabase("postgres");
  });
  afterEach(async () => {
    for (const item of opened.splice(0).reverse()) await item.close();
    await database.close();
  });
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it("accepts on one process a token signed by another, for processes started at the same moment", async () => {
    const [a, b, c] = await Promise.all([processOn(dataDir()), processOn(dataDir()), processOn(dataDir())]);
    const fromA = await tokenFrom(a);
    expect(await acceptedBy(b, fromA)).toBe(200);
    expect(await acceptedBy(c, fromA)).toBe(200);
    expect(await acceptedBy(a, await tokenFrom(c))).toBe(200);
    // A forged token is still refused: the secret is shared, not switched off.
    expect(await acceptedBy(b, { ...fromA, token: `${fromA.token.slice(0, -2)}xx` })).toBe(403);
  });

  it("adopts the secret a DATA_DIR kept before, so tokens in open tabs survive the upgrade", async () => {
    const upgraded = dataDir();
    writeFileSync(path.join(upgraded, "session-secret"), "the-secret-from-before-the-upgrade");
    const before = await buildTestApp(
      { ...database, url: database.url },
      testConfig({ dataDir: dataDir(), sessionSecret: "the-secret-from-before-the-upgrade" }),
    );
    opened.push(before);
    const tab = await tokenFrom(before);
    const after = await processOn(upgraded);
    const other = await processOn(dataDir());
    expect(await acceptedBy(after, tab)).toBe(200);
    expect(await acceptedBy(other, tab)).toBe(200);
  });
});
