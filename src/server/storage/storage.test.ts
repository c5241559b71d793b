import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorageSettings } from "#server/config";
import type { Database, Db } from "#server/db/client";
import { AppError } from "#server/errors";
import { startS3Server } from "#tests/helpers/s3-server";
import { openTestDatabase } from "#tests/helpers/test-database";
import { createStorage, STORAGE_UNAVAILABLE } from "./create-storage";
import { type FileStorage, saveFile } from "./file-storage";
import { PublicFiles } from "./public-files";

const read = async (storage: FileStorage, key: string) => {
  const file = await storage.open("public", key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
  return { size: file.size, data: Buffer.concat(chunks) };
};
const listed = async (storage: FileStorage, visibility: "public" | "private") => {
  const keys: string[] = [];
  for await (const entry of storage.list(visibility)) keys.push(entry.key);
  return keys.sort();
};

describe.each(["disk", "postgres", "s3"] as const)("file storage on %s", (driver) => {
  let storage: FileStorage;
  let database: Database;
  let stopS3 = async () => {};
  const dataDir = mkdtempSync(path.join(tmpdir(), "storage-test-"));
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    let settings: FileStorageSettings = { driver } as FileStorageSettings;
    if (driver === "s3") {
      const s3 = await startS3Server(["files"]);
      stopS3 = s3.stop;
      settings = s3.settings("files");
    }
    storage = createStorage({ dataDir, fileStorage: settings }, database.db);
  });
  afterAll(async () => {
    await stopS3();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("serves a file it opened whole, though the file is removed before it is read", async () => {
    const bytes = Buffer.from("an ad's old picture");
    const key = await saveFile(storage, "public", bytes, "webp");
    const file = await storage.open("public", key);
    // On disk, removed at once, before the file system has had a turn.
    if (driver === "disk") rmSync(path.join(dataDir, "uploads", "public", key));
    else await storage.remove("public", key);
    const chunks: Buffer[] = [];
    // Read on a later turn, as a server answering with it reads it once its hooks have run.
    await new Promise((resolve) => setTimeout(resolve, 20));
    for await (const chunk of file!.stream) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks)).toEqual(bytes);
    expect(await storage.open("public", key)).toBeNull();
  });

  it("stores, serves, lists and removes a file; storing the same bytes again is not an error", async () => {
    const bytes = Buffer.from("a picture's bytes");
    const key = await saveFile(storage, "public", bytes, "webp");
    expect(key).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(await saveFile(storage, "public", bytes, "WEBP")).toBe(key);
    expect(await storage.put("public", key, bytes)).toBe(false);
    expect(await read(storage, key)).toEqual({ size: bytes.length, data: bytes });
    expect(await listed(storage, "public")).toContain(key);
    expect(await listed(storage, "private")).not.toContain(key);
    expect(await storage.open("private", key)).toBeNull();

    const secret = await saveFile(storage, "private", Buffer.from("%PDF"), "pdf");
    const again = await saveFile(storage, "private", Buffer.from("%PDF"), "pdf");
    expect(again).not.toBe(secret); // private keys are random: they say nothing about the content
    expect(await listed(storage, "private")).toEqual([again, secret].sort());

    // Stored just now: a removal of files stored before a minute ago leaves it.
    await storage.remove("public", key, { storedBefore: new Date(Date.now() - 60_000) });
    expect(await read(storage, key)).not.toBeNull();
    await storage.remove("public", key, { storedBefore: new Date(Date.now() + 60_000) });
    expect(await read(storage, key)).toBeNull();
    await storage.remove("public", key); // already gone: fine
  });

  it("refuses keys that are not its own: no path, no other shape", async () => {
    for (const key of ["../x.webp", "ABC.webp", "0123456789abcdef0123456789abcdef", "a/b.webp"]) {
      expect(await storage.open("public", key), key).toBeNull();
    }
    await expect(storage.put("public", "../../etc.webp", Buffer.from("x"))).rejects.toThrow();
  });
});

describe("public files kept in memory in front of the driver (PublicFiles)", () => {
  const postgresStorage = (database: Database) =>
    createStorage({ dataDir: "/nonexistent", fileStorage: { driver: "postgres" } }, database.db);

  it("serves a public file again without the database, never a private one", async () => {
    const database = await openTestDatabase("pglite");
    const files = new PublicFiles(postgresStorage(database), 1024 * 1024);
    const picture = await saveFile(files.storage, "public", Buffer.from("picture"), "webp");
    const prescription = await saveFile(files.storage, "private", Buffer.from("%PDF"), "pdf");
    expect((await files.original(picture))?.body.toString()).toBe("picture");
    await database.close(); // every later query fails
    expect((await files.original(picture))?.body.toString()).toBe("picture");
    await expect(files.storage.open("private", prescription)).rejects.toMatchObject({ statusCode: 503 });
  });

  it("keeps no more bytes than it is given: the least recently read file goes first", async () => {
    const database = await openTestDatabase("pglite");
    const files = new PublicFiles(postgresStorage(database), 12);
    const first = await saveFile(files.storage, "public", Buffer.from("first…"), "webp");
    const second = await saveFile(files.storage, "public", Buffer.from("second"), "webp");
    await files.original(first);
    await files.original(second);
    await database.close();
    expect((await files.original(second))?.body.toString()).toBe("second");
    await expect(files.original(first)).rejects.toMatchObject({ statusCode: 503 });
  });

  it("forgets a public file the app removes", async () => {
    const database = await openTestDatabase("pglite");
    const files = new PublicFiles(postgresStorage(database), 1024 * 1024);
    const picture = await saveFile(files.storage, "public", Buffer.from("picture"), "webp");
    await files.original(picture);
    await files.storage.remove("public", picture);
    expect(await files.original(picture)).toBeNull();
    await database.close();
  });
});

describe("a storage backend that cannot be reached", () => {
  it("PostgreSQL down: a 503 AppError with a message to try again", async () => {
    const pool = new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none", max: 1 });
    const storage = createStorage(
      { dataDir: "/nonexistent", fileStorage: { driver: "postgres" } },
      drizzle({ client: pool }) as unknown as Db,
    );
    const failure = await saveFile(storage, "public", Buffer.from("x"), "webp").catch((err) => err);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ statusCode: 503, message: STORAGE_UNAVAILABLE });
    await expect(storage.open("public", "0123456789abcdef0123456789abcdef.webp")).rejects.toMatchObject({
      statusCode: 503,
    });
    await pool.end();
  });
});
