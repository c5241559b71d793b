import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Db, MIGRATIONS_FOLDER } from "./client";
import { databaseErrorCode } from "./error-code";

/** Each migration's creation time (ms), as drizzle-kit writes it into the journal. */
export function journalTimes(folder: string): number[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => entry.when);
}

/**
 * How many of the folder's migrations the database has not applied. Drizzle's migrator records each
 * applied migration's journal time in drizzle.__drizzle_migrations and applies those newer than the
 * latest recorded, so the same comparison says what it would still apply.
 */
export async function pendingMigrations(db: Db, folder = MIGRATIONS_FOLDER): Promise<number> {
  const times = journalTimes(folder);
  let latest: number;
  try {
    const result = await db.execute<{ latest: string | null }>(
      sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
    );
    latest = Number(result.rows[0]?.latest ?? 0);
  } catch (err) {
    // undefined_table / invalid_schema_name: never migrated at all.
    if (databaseErrorCode(err) === "42P01" || databaseErrorCode(err) === "3F000") return times.length;
    throw err;
  }
  return times.filter((when) => when > latest).length;
}
