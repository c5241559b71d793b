import { Readable } from "node:stream";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { storedFiles } from "#server/db/schema/stored-files";
import { contentTypeOf, type FileStorage, STORAGE_KEY_PATTERN, type StoredEntry } from "./file-storage";

const LIST_PAGE = 1000;

/**
 * Files in the `stored_files` table, so every app process on the database serves every upload and
 * pg_dump backs them up with the rest (docs/decisions/0022). `created_at` is when the file was last
 * stored: a repeated upload of the same picture refreshes it.
 */
export function createPostgresStorage(db: Db): FileStorage {
  const row = (visibility: string, key: string) =>
    and(eq(storedFiles.visibility, visibility), eq(storedFiles.key, key));

  return {
    driver: "postgres",
    description: "PostgreSQL (the stored_files table)",

    async put(visibility, key, data) {
      if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      const [result] = await db
        .insert(storedFiles)
        .values({ visibility, key, contentType: contentTypeOf(key), size: data.length, data })
        .onConflictDoUpdate({
          target: [storedFiles.visibility, storedFiles.key],
          set: { createdAt: sql`now()` },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      return Boolean(result?.inserted);
    },

    async open(visibility, key) {
      if (!STORAGE_KEY_PATTERN.test(key)) return null;
      const [file] = await db
        .select({ data: storedFiles.data })
        .from(storedFiles)
        .where(row(visibility, key));
      return file ? { stream: Readable.from([file.data]), size: file.data.length } : null;
    },

    async remove(visibility, key, { storedBefore } = {}) {
      if (!STORAGE_KEY_PATTERN.test(key)) return;
      await db
        .delete(storedFiles)
        .where(and(row(visibility, key), storedBefore ? lt(storedFiles.createdAt, storedBefore) : undefined));
    },

    async *list(visibility): AsyncIterable<StoredEntry> {
      // Page by key, so a large table is never read at once.
      let after = "";
      for (;;) {
        const page = await db
          .select({ key: storedFiles.key, storedAt: storedFiles.createdAt })
          .from(storedFiles)
          .where(and(eq(storedFiles.visibility, visibility), gt(storedFiles.key, after)))
          .orderBy(asc(storedFiles.key))
          .limit(LIST_PAGE);
        yield* page;
        if (page.length < LIST_PAGE) return;
        after = page.at(-1)!.key;
      }
    },
  };
}
