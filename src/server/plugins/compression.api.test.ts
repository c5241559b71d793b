import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client";
import { createMerchant, createProduct } from "#tests/helpers/factories";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import { buildTestApp, testConfig } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase } from "#tests/helpers/test-database";

const SCRIPT = `console.log(${JSON.stringify("storefront ".repeat(400))});\n`;

describe.each(DRIVERS)("compressed responses on %s", (driver) => {
  let database: Database;
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), "compressed-web-"));
    mkdirSync(path.join(webDir, "assets"));
    writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML);
    // What the build writes: the asset and its precompressed copies.
    const script = path.join(webDir, "assets", "app-1234.js");
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    database = await openTestDatabase(driver);
    for (let i = 0; i < 8; i++) {
      // With something to sell: a store with nothing is not listed in the marketplace.
      const store = await createMerchant(database.db, { businessName: `Compressed Shop ${i}` });
      await createProduct(database.db, store.id);
    }
    app = await buildTestApp(database, testConfig(), { webDir });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends a built script's brotli copy to browsers that take brotli, and says it varies", async () => {
    const res = await get("/assets/app-1234.js", "gzip, deflate, br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the gzip copy to gzip-only clients and the plain file to the rest", async () => {
    const gz = await get("/assets/app-1234.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get("/assets/app-1234.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("compresses JSON over 1 KB for clients that accept it, and leaves small answers alone", async () => {
    const plain = await get("/api/marketplace");
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await get("/api/marketplace", "gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    const small = await get("/api/health", "gzip, br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ status: "ok" });
  });

  it("sends a store's cached answer compressed the way each client takes it, with the same JSON", async () => {
    const merchant = await createMerchant(database.db, { businessName: "Compressed Catalog" });
    for (let i = 0; i < 10; i++)
      await createProduct(database.db, merchant.id, { name: `Compressed product ${i}` });
    const slug = merchant.businessSlug;
    const plain = await get(`/api/microsite/${slug}`);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["br;q=0, gzip", "gzip", gunzipSync],
    ] as const) {
      // Twice: the second answer is the copy kept from the first.
      for (let i = 0; i < 2; i++) {
        const res = await get(`/api/microsite/${slug}`, accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
        expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
      }
    }
  });

  it("never inflates a compressed request body: it is refused as a bad request", async () => {
    const token = await app.inject({ url: "/api/csrf-token" });
    const res = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: {
        "content-type": "application/json",
        "content-encoding": "gzip",
        "x-csrf-token": token.json().csrfToken,
        cookie: String(token.headers["set-cookie"]).split(";")[0],
      },
      payload: gzipSync(JSON.stringify({ email: "a@b.co", password: "x".repeat(8) })),
    });
    // Inflated, it would be a well-formed sign-in attempt (401); as sent, it is not JSON.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });
});
