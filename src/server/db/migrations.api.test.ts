import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { appMigrationCount } from "#server/backup/manifest";
import { migrationsUpTo } from "#tests/helpers/migrations";
import {
  createPostgresDatabase,
  DRIVERS,
  openTestDatabase,
  type TestDatabase,
} from "#tests/helpers/test-database";
import { type Database, MIGRATIONS_FOLDER, openPostgres } from "./client";
import { orders } from "./schema/orders";

describe.each(DRIVERS)("migrations on %s", (driver) => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** A database migrated up to `last` (inclusive), handed to `body`, which migrates the rest; closed after. */
  async function fromMigration(last: number, body: (database: TestDatabase) => Promise<void>) {
    const before = migrationsUpTo(last);
    folders.push(before);
    const database = await openTestDatabase(driver, { migrationsFolder: before });
    try {
      await body(database);
    } finally {
      await database.close();
    }
  }

  it("0001 copies each existing order's delivery details from its customer, then requires them", async () => {
    await fromMigration(1, async (database) => {
      const { db } = database;
      // Rows as the first release wrote them: the order points at its customer and holds no copy.
      const merchant = await db.execute<{ id: string }>(sql`
          insert into merchants (email, password, business_name, business_slug, business_type)
          values ('old@example.com', 'x', 'Old Store', 'old-store', 'retail') returning id`);
      const merchantId = merchant.rows[0]!.id;
      const customer = await db.execute<{ id: string }>(sql`
          insert into customers (merchant_id, name, phone, address)
          values (${merchantId}, 'Grace Hopper', '+1 555 0100', '7 Harbor Lane, Arlington') returning id`);
      const noAddress = await db.execute<{ id: string }>(sql`
          insert into customers (merchant_id, name, phone) values (${merchantId}, 'Alan Turing', '+1 555 0101')
          returning id`);
      const placed = await db.execute<{ id: string }>(sql`
          insert into orders (merchant_id, customer_id, total_amount)
          values (${merchantId}, ${customer.rows[0]!.id}, '12.50'), (${merchantId}, ${noAddress.rows[0]!.id}, '3.00')
          returning id`);

      await database.migrate();

      const [first, second] = placed.rows.map((r) => r.id);
      const [a] = await db.select().from(orders).where(eq(orders.id, first!));
      const [b] = await db.select().from(orders).where(eq(orders.id, second!));
      expect(a).toMatchObject({
        customerName: "Grace Hopper",
        customerPhone: "+1 555 0100",
        customerAddress: "7 Harbor Lane, Arlington",
        totalAmount: "12.500",
      });
      expect(b).toMatchObject({
        customerName: "Alan Turing",
        customerPhone: "+1 555 0101",
        customerAddress: null,
      });
      // From now on an order cannot be stored without its own name and phone.
      await expect(
        db.execute(sql`insert into orders (merchant_id, customer_id, total_amount)
            values (${merchantId}, ${customer.rows[0]!.id}, '1.00')`),
      ).rejects.toThrow();
    });
  });

  it("0004 turns prescription orders on for the pharmacies that existed before the setting", async () => {
    await fromMigration(4, async (database) => {
      const { db } = database;
      await db.execute(sql`
          insert into merchants (email, password, business_name, business_slug, business_type)
          values ('rx@example.com', 'x', 'Old Pharmacy', 'old-pharmacy', 'pharmacy'),
                 ('food@example.com', 'x', 'Old Diner', 'old-diner', 'restaurant')`);
      await database.migrate();
      const rows = await db.execute<{ business_slug: string; accepts_prescriptions: boolean }>(
        sql`select business_slug, accepts_prescriptions from merchants order by business_slug`,
      );
      expect(rows.rows).toEqual([
        { business_slug: "old-diner", accepts_prescriptions: false },
        { business_slug: "old-pharmacy", accepts_prescriptions: true },
      ]);
    });
  });

  it("0037 counts every store made before the first-run path as set up, when it was made", async () => {
    await fromMigration(37, async (database) => {
      const { db } = database;
      await db.execute(sql`
          insert into merchants (email, business_name, business_slug, business_type, created_at)
          values ('old@example.com', 'Old Shop', 'old-shop', 'retail', '2025-03-04T05:06:07Z')`);
      await database.migrate();
      const rows = await db.execute<{ finished: string; steps: unknown }>(
        sql`select to_char(setup_finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as finished, setup_steps as steps from merchants`,
      );
      expect(rows.rows).toEqual([{ finished: "2025-03-04T05:06:07", steps: {} }]);
    });
  });

  it("0029 makes every account the owner of its store: the same email and password sign in, open sessions stay", async () => {
    await fromMigration(28, async (database) => {
      const { db } = database;
      const inserted = await db.execute<{ id: string }>(sql`
          insert into merchants (email, password, business_name, business_slug, business_type)
          values ('old@example.com', '$argon2id$old-hash', 'Old Shop', 'old-shop', 'retail') returning id`);
      const merchantId = inserted.rows[0]!.id;
      await db.execute(sql`
          insert into sessions (id, merchant_id, expires_at)
          values ('old-session', ${merchantId}, now() + interval '1 day')`);
      await database.migrate();
      const people = await db.execute(sql`select id, email, password, name from people`);
      expect(people.rows).toEqual([
        { id: merchantId, email: "old@example.com", password: "$argon2id$old-hash", name: "Old Shop" },
      ]);
      const memberships = await db.execute(sql`select person_id, merchant_id, role from memberships`);
      expect(memberships.rows).toEqual([{ person_id: merchantId, merchant_id: merchantId, role: "owner" }]);
      const sessions = await db.execute(sql`select person_id from sessions where id = 'old-session'`);
      expect(sessions.rows).toEqual([{ person_id: merchantId }]);
    });
  });

  it("a database of either earlier release gets 0010 and 0011, even one that recorded 0010 under its first timestamp", async () => {
    const releases = [migrationsUpTo(10), migrationsUpTo(11)];
    // The release that shipped 0010 dated it before 0009: the migrator, which only applies
    // migrations dated after the newest one it recorded, would never have run 0011 after it.
    const shipped = path.join(releases[1]!, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(shipped, "utf8"));
    journal.entries[10].when = 1795567712477;
    writeFileSync(shipped, JSON.stringify(journal));
    folders.push(...releases);
    for (const release of releases) {
      const database = await openTestDatabase(driver, { migrationsFolder: release });
      try {
        await database.migrate();
        const found = await database.db.execute<{ n: number }>(sql`
          select (select count(*)::int from pg_tables where tablename = 'stored_files')
               + (select count(*)::int from pg_indexes where indexname = 'products_search_idx') as n`);
        expect(found.rows[0]?.n, release).toBe(2);
      } finally {
        await database.close();
      }
    }
  });

  it("migrations are dated in the order they run (the migrator compares dates, not names)", () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
    const dates: number[] = journal.entries.map((e: { when: number }) => e.when);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(new Set(dates).size).toBe(dates.length);
  });

  it("0006 keeps rate-limit counters out of the write-ahead log (a hit never waits for the disk)", async () => {
    // Migrated here from empty, not copied from the run's template.
    const database = await openTestDatabase(driver, { migrationsFolder: MIGRATIONS_FOLDER });
    try {
      const result = await database.db.execute<{ relpersistence: string }>(
        sql`select relpersistence from pg_class where relname = 'rate_limit_counters'`,
      );
      expect(result.rows[0]?.relpersistence).toBe("u");
    } finally {
      await database.close();
    }
  });
});

describe.runIf(DRIVERS.includes("postgres"))("processes starting together on a fresh PostgreSQL", () => {
  it("five openings at once all succeed, and each migration is applied once", async () => {
    const fresh = await createPostgresDatabase();
    const opened: Database[] = [];
    try {
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => openPostgres(fresh.url)));
      for (const r of results) if (r.status === "fulfilled") opened.push(r.value);
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const applied = await opened[0]!.db.execute<{ hash: string; count: string }>(
        sql`select hash, count(*)::text as count from drizzle.__drizzle_migrations group by hash`,
      );
      expect(applied.rows).toHaveLength(appMigrationCount());
      expect(applied.rows.every((row) => row.count === "1")).toBe(true);
      // Every one of them is usable, and the lock was let go: one more migrates (nothing) at once.
      for (const database of opened) await database.db.execute(sql`select count(*) from orders`);
      await opened[4]!.migrate();
    } finally {
      for (const database of opened) await database.close();
      await fresh.drop();
    }
  });

  it("a failed migration releases the lock: the next process migrates", async () => {
    const fresh = await createPostgresDatabase();
    const broken = brokenMigrations();
    try {
      await expect(openPostgres(fresh.url, { migrationsFolder: broken })).rejects.toThrow(/no_such_function/);
      const database = await openPostgres(fresh.url);
      await database.close();
    } finally {
      rmSync(broken, { recursive: true, force: true });
      await fresh.drop();
    }
  });
});

/** A release whose first migration fails. */
function brokenMigrations(): string {
  const folder = migrationsUpTo(1);
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"));
  writeFileSync(path.join(folder, `${journal.entries[0].tag}.sql`), "select no_such_function();");
  return folder;
}
