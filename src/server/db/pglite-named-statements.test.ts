import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepPlanned, withNamedStatements } from "./pglite-named-statements";

// A registered text runs as a named statement: what it answers, how it fails and how it takes part
// in a transaction must be exactly what PGlite's own query gives.
describe("named statements on PGlite", () => {
  let pg: PGlite;
  const TAKE =
    "update stock set quantity = quantity - $1 where id = $2 and quantity >= $1 returning id, quantity, updated";
  const READ = "select id, quantity, updated, tags, note from stock where id = any($1::int[]) order by id";
  beforeAll(async () => {
    pg = withNamedStatements(await PGlite.create());
    await pg.exec(`create table stock (id int primary key, quantity int not null check (quantity < 100),
      updated timestamptz not null default '2026-05-05T16:00:00Z', tags jsonb not null default '["a"]', note text)`);
    await pg.exec("insert into stock (id, quantity) values (1, 10), (2, 5)");
    keepPlanned(TAKE, "test_take");
    keepPlanned(READ, "test_read");
  });
  afterAll(() => pg.close());

  it("answers as PGlite's own query does, in either row mode, each time it runs", async () => {
    const plain = await pg.query(`${READ} `, [[1, 2]]);
    for (let i = 0; i < 3; i++) expect((await pg.query(READ, [[1, 2]])).rows).toEqual(plain.rows);
    const arrays = await pg.query(READ, [[2]], { rowMode: "array" });
    expect(arrays.rows).toEqual([[2, 5, new Date("2026-05-05T16:00:00Z"), ["a"], null]]);
    const taken = await pg.query(TAKE, [3, 1]);
    expect(taken.rows).toEqual([{ id: 1, quantity: 7, updated: new Date("2026-05-05T16:00:00Z") }]);
    expect(taken.affectedRows).toBe(1);
  });

  it("fails with the database's error and code, and the next statement runs", async () => {
    await expect(pg.query(TAKE, [-200, 2])).rejects.toMatchObject({ code: "23514" });
    expect((await pg.query(TAKE, [1, 2])).rows).toEqual([expect.objectContaining({ id: 2, quantity: 4 })]);
  });

  it("takes part in a transaction: rolled back with it, seen within it", async () => {
    await expect(
      pg.transaction(async (tx) => {
        await tx.query(TAKE, [4, 2]);
        expect((await tx.query<{ quantity: number }>(READ, [[2]])).rows[0]!.quantity).toBe(0);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await pg.query<{ quantity: number }>(READ, [[2]])).rows[0]!.quantity).toBe(4);
  });

  it("refuses one name for two statements", () => {
    expect(() => keepPlanned("select 1", "test_take")).toThrow(/already another statement's/);
  });
});
