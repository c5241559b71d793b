import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIVERS, openTestDatabase } from "#tests/helpers/test-database";
import { type Database, MIGRATIONS_FOLDER } from "./client";

interface SnapshotTable {
  name: string;
  columns: Record<string, { name: string; type: string; primaryKey: boolean; notNull: boolean }>;
  indexes: Record<string, { name: string; isUnique: boolean }>;
  foreignKeys: Record<string, { name: string }>;
  compositePrimaryKeys: Record<string, { name: string }>;
  uniqueConstraints: Record<string, { name: string }>;
  checkConstraints: Record<string, { name: string }>;
}

/** The snapshot drizzle-kit wrote with the newest migration: what it believes the database holds. */
function newestSnapshot(): { tables: Record<string, SnapshotTable> } {
  const meta = path.join(MIGRATIONS_FOLDER, "meta");
  const journal = JSON.parse(readFileSync(path.join(meta, "_journal.json"), "utf8"));
  // drizzle-kit names a snapshot after its migration's number: 0018_customer_search -> 0018_snapshot.json.
  const number = (journal.entries.at(-1).tag as string).split("_")[0];
  return JSON.parse(readFileSync(path.join(meta, `${number}_snapshot.json`), "utf8"));
}

/** One line per table, column, constraint and index, sorted, in the same words for both sides. */
function describeSnapshot(): string[] {
  return Object.values(newestSnapshot().tables).flatMap((t) => [
    ...Object.values(t.columns).map(
      (c) => `${t.name}.${c.name} ${c.type.replaceAll(", ", ",")}${c.notNull ? " not null" : ""}`,
    ),
    ...Object.values(t.columns)
      .filter((c) => c.primaryKey)
      .map(() => `${t.name} primary key ${t.name}_pkey`),
    ...Object.values(t.compositePrimaryKeys).map((k) => `${t.name} primary key ${k.name}`),
    ...Object.values(t.foreignKeys).map((k) => `${t.name} foreign key ${k.name}`),
    ...Object.values(t.uniqueConstraints).map((k) => `${t.name} unique ${k.name}`),
    ...Object.values(t.checkConstraints).map((k) => `${t.name} check ${k.name}`),
    ...Object.values(t.indexes).map((i) => `${t.name} ${i.isUnique ? "unique index" : "index"} ${i.name}`),
  ]);
}

async function describeDatabase(database: Database): Promise<string[]> {
  const rows = await database.db.execute<{ line: string }>(sql`
    select c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || case when a.attnotnull then ' not null' else '' end as line
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    union all
    select c.conrelid::regclass::text || ' '
      || case c.contype when 'p' then 'primary key' when 'f' then 'foreign key' when 'u' then 'unique'
         else 'check' end || ' ' || c.conname
    -- PostgreSQL 17 (PGlite) also lists NOT NULL here ('n'); the columns' lines say that already.
    from pg_constraint c where c.connamespace = 'public'::regnamespace and c.contype in ('p', 'f', 'u', 'c')
    union all
    select t.relname || ' ' || case when x.indisunique then 'unique index' else 'index' end || ' ' || i.relname
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relnamespace = 'public'::regnamespace
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`);
  return rows.rows.map((r) => r.line);
}

/**
 * A migration written or edited by hand can build something other than what its snapshot says:
 * drizzle-kit diffs against the snapshot, so the next generated migration would then drop or alter
 * a constraint by a name the database does not have (0017 named its foreign keys as PostgreSQL does;
 * the schema declares those names). The migrated database and the newest snapshot must agree.
 */
describe.each(DRIVERS)("the migrated database on %s", (driver) => {
  let database: Database;
  beforeAll(async () => {
    // Migrated here from empty, not copied from the run's template (decision 0040).
    database = await openTestDatabase(driver, { migrationsFolder: MIGRATIONS_FOLDER });
  });
  afterAll(() => database.close());

  it("has the tables, columns, constraints and indexes of the newest snapshot, by the same names", async () => {
    expect((await describeDatabase(database)).sort()).toEqual(describeSnapshot().sort());
  });
});
