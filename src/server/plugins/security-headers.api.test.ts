import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import { buildTestApp, testConfig } from "#tests/helpers/test-app";
import { openTestDatabase } from "#tests/helpers/test-database";

describe("security headers", () => {
  let database: Database;
  let app: FastifyInstance;
  const webDir = mkdtempSync(path.join(tmpdir(), "headers-web-"));
  beforeAll(async () => {
    writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML);
    writeFileSync(path.join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});");
    writeFileSync(
      path.join(webDir, "sw.js.br"),
      brotliCompressSync("self.addEventListener('fetch', () => {});"),
    );
    database = await openTestDatabase("pglite");
    app = await buildTestApp(database, testConfig(), { webDir });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ["an API answer", "/api/health"],
    ["an API 404", "/api/no-such-route"],
    ["a page", "/microsite/no-such-store"],
  ])("are on %s", async (_what, url) => {
    const res = await app.inject({ url });
    expect(res.headers["content-security-policy"]).toMatch(/^default-src 'self';/);
    expect(res.headers["content-security-policy"]).toContain("connect-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers).not.toHaveProperty("cross-origin-embedder-policy");
  });

  it.each([
    ["as it is", "identity"],
    ["precompressed", "br"],
  ])(
    "let the dashboard's manifest and service worker come from this origin, asked for again each time (%s)",
    async (_how, encoding) => {
      const res = await app.inject({ url: "/sw.js", headers: { "accept-encoding": encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding === "br" ? "br" : undefined);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-security-policy"]).toContain("manifest-src 'self'");
      expect(res.headers["content-security-policy"]).toContain("worker-src 'self'");
    },
  );
});
