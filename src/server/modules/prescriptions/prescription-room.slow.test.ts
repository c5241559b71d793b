import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "#server/db/client";
import { prescriptionFiles } from "#server/db/schema/prescription-files";
import { storedFiles } from "#server/db/schema/stored-files";
import { buildTestApp, TestClient, testConfig } from "#tests/helpers/test-app";
import { openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";

const UPLOADS = 300;
const FILE_BYTES = 10 * 1024;
const ROOM = 1024 * 1024;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const FILE = Buffer.concat([PDF, Buffer.alloc(FILE_BYTES - PDF.length)]);

// Two app processes (a connection pool each) on one PostgreSQL: uploads from one address that arrive
// together, through both, are counted one after another, so the address's room is never exceeded.
describe.skipIf(!process.env.DATABASE_URL)(
  "room for unclaimed prescriptions under simultaneous uploads",
  () => {
    let database: TestDatabase;
    let second: Database;
    const apps: FastifyInstance[] = [];
    const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "prescription-room-")));

    beforeAll(async () => {
      database = await openTestDatabase("postgres");
      second = await openPostgres(database.url!);
      const config = (dataDir: string) =>
        testConfig({
          dataDir,
          fileStorage: { driver: "postgres" },
          limits: { prescriptionUnclaimedBytesPerIp: ROOM },
        });
      apps.push(await buildTestApp(database, config(dirs[0]!)));
      apps.push(await buildTestApp({ ...second, url: database.url }, config(dirs[1]!)));
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await second?.close();
      await database?.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it(`${UPLOADS} uploads at once from one address keep exactly within its megabyte`, {
      timeout: 120_000,
    }, async () => {
      const browsers = [new TestClient(apps[0]!, "203.0.113.50"), new TestClient(apps[1]!, "203.0.113.50")];
      for (const browser of browsers) await browser.token();
      const responses = await Promise.all(
        Array.from({ length: UPLOADS }, (_, i) =>
          browsers[i % 2]!.upload(
            "/api/upload-prescription",
            "prescription",
            "rx.pdf",
            FILE,
            "application/pdf",
          ),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      const fits = Math.floor(ROOM / FILE_BYTES);
      expect(statuses.filter((s) => s === 201)).toHaveLength(fits);
      expect(statuses.filter((s) => s === 429)).toHaveLength(UPLOADS - fits);

      const rows = await database.db.select().from(prescriptionFiles);
      expect(rows).toHaveLength(fits);
      expect(rows.reduce((sum, row) => sum + row.sizeBytes, 0)).toBeLessThanOrEqual(ROOM);
      // Every accepted upload's bytes are stored, and no refused one's.
      const stored = await database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.visibility, "private"));
      expect(stored).toHaveLength(fits);
    });
  },
);
