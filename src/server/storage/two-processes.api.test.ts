import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "#server/db/client";
import { buildTestApp, registerMerchant, TestClient, testConfig } from "#tests/helpers/test-app";
import { openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";
import { solidPng } from "#tests/helpers/uploaded-images";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

// Two app processes, each with a DATA_DIR of its own, on one PostgreSQL database: what one takes in,
// the other serves (issue 25: half the fetches answered 404 when files lived on each process's disk).
describe.skipIf(!process.env.DATABASE_URL)("files shared by two app processes on one PostgreSQL", () => {
  let database: TestDatabase;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "two-processes-")));

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    // Its own connection pool, as another process would have. FILE_STORAGE unset: PostgreSQL.
    second = await openPostgres(database.url!);
    const config = (dataDir: string) => testConfig({ dataDir, fileStorage: { driver: "postgres" } });
    a = await buildTestApp(database, config(dirs[0]!));
    b = await buildTestApp({ ...second, url: database.url }, config(dirs[1]!));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("an image uploaded through one process is served by the other", async () => {
    const { client } = await registerMerchant(a, { businessType: "pharmacy" });
    const upload = await client.upload(
      "/api/upload-image",
      "image",
      "p.png",
      await solidPng(64, 48, "#2a9d8f"),
      "image/png",
    );
    expect(upload.statusCode).toBe(201);
    const { imageUrl } = upload.json();
    const fromA = await new TestClient(a).get(imageUrl);
    const fromB = await new TestClient(b).get(imageUrl);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers["content-type"]).toBe("image/webp");
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(existsSync(path.join(dirs[0]!, "uploads"))).toBe(false); // nothing on either disk
  });

  it("a prescription uploaded through one process is downloaded by its merchant through the other", async () => {
    const { client: merchantOnA, merchant } = await registerMerchant(a, { businessType: "pharmacy" });
    const shopper = new TestClient(a);
    const uploaded = await shopper.upload(
      "/api/upload-prescription",
      "prescription",
      "rx.pdf",
      PDF,
      "application/pdf",
    );
    expect(uploaded.statusCode).toBe(201);
    const { prescriptionUrl } = uploaded.json();
    const order = await shopper.post("/api/prescription-orders", {
      merchantSlug: merchant.businessSlug,
      customer: { name: "Grace Hopper", phone: "+1 555 0100", address: "7 Harbor Lane, Arlington, VA" },
      prescriptionFileUrl: prescriptionUrl,
    });
    expect(order.statusCode, order.body).toBe(201);

    const merchantOnB = merchantOnA.on(b);
    const download = await merchantOnB.get(prescriptionUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // Today's rules hold on the other process too: signed out 401, another store 403.
    expect((await new TestClient(b).get(prescriptionUrl)).statusCode).toBe(401);
    const other = await registerMerchant(b, { businessType: "pharmacy" });
    expect((await other.client.get(prescriptionUrl)).statusCode).toBe(403);
  });
});
