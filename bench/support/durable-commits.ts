import pg from "pg";

/**
 * How many commits per second one connection gets when each changes the same row: every commit
 * waits for the disk to flush the write-ahead log, and the next cannot lock the row before. That
 * is the ceiling of orders for one product, whatever the app does, so the bench prints it beside
 * them. Undefined on PGlite (it runs inside the product's process).
 */
export async function durableCommitsPerSecond(databaseUrl: string | undefined, seconds = 2) {
  if (!databaseUrl) return undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("create table if not exists bench_flush (id int primary key, n int not null)");
    await client.query("insert into bench_flush values (1, 0) on conflict do nothing");
    const until = Date.now() + seconds * 1000;
    let commits = 0;
    while (Date.now() < until) {
      await client.query("update bench_flush set n = n + 1 where id = 1");
      commits++;
    }
    return commits / seconds;
  } finally {
    await client.query("drop table if exists bench_flush");
    await client.end();
  }
}
