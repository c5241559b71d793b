import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Names sort as the store's language sorts them (issue 45 item 6): Swedish "Äpple" after "Zebra",
 * by the ICU collation `<language>-x-icu` when the database has it. PostgreSQL carries one for
 * every language ICU knows; PGlite carries ICU's root order alone (`und-x-icu`), which every other
 * language falls back to. Read from the database once.
 */
const collations = new WeakMap<Db, Promise<Set<string>>>();

function icuCollations(db: Db): Promise<Set<string>> {
  let known = collations.get(db);
  if (!known) {
    known = db
      .execute<{ collname: string }>(
        sql`select collname from pg_collation where collname ~ '^[a-z]{2,3}-x-icu$'`,
      )
      .then(({ rows }) => new Set(rows.map((row) => row.collname)));
    collations.set(db, known);
  }
  return known;
}

/** `collate "sv-x-icu"` for a store in "sv-SE" (a name the database listed, never the caller's text). */
export async function collateFor(db: Db, locale: string): Promise<SQL> {
  const language = locale.split("-")[0]?.toLowerCase() ?? "";
  const name = `${language}-x-icu`;
  return sql.raw(`collate "${(await icuCollations(db)).has(name) ? name : "und-x-icu"}"`);
}
