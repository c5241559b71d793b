import autocannon from "autocannon";
import { Pool } from "undici";
import type { PacedRequest } from "./paced-load";

export interface ReadTarget {
  label: string;
  url: string;
  headers: Record<string, string>;
}

export interface UnderOrdersRow {
  label: string;
  quiet: number[];
  loaded: number[];
  /** Each loaded run's rate over the quiet run just before it. */
  ratios: number[];
  /** The median of `ratios`: one pair upset by another process on the machine does not move it. */
  median: number;
  /** All loaded runs' requests over all quiet runs'. */
  ratio: number;
  ordersSent: number;
  ordersFailed: number;
}

/**
 * Sends `rate` requests a second, evenly spaced, until stopped: the orders another store takes while
 * a read is timed. Open load, like pacedLoad, without its latency record.
 */
function startPacedLoad(request: PacedRequest, rate: number) {
  const target = new URL(request.url);
  const pool = new Pool(target.origin, { connections: 32 });
  const start = performance.now();
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  let failed = 0;
  const tick = setInterval(() => {
    const due = Math.floor(((performance.now() - start) * rate) / 1000);
    for (; sent < due; sent++) {
      const done = pool
        .request({
          path: target.pathname,
          method: request.method as "POST",
          headers: request.headers,
          body: request.body?.(),
        })
        .then(async (res) => {
          await res.body.dump();
          if (res.statusCode >= 400) failed++;
        })
        .catch(() => {
          failed++;
        });
      inFlight.add(done);
      void done.then(() => inFlight.delete(done));
    }
  }, 2);
  return {
    async stop() {
      clearInterval(tick);
      await Promise.all(inFlight);
      await pool.close();
      return { sent, failed };
    },
  };
}

/**
 * A read's rate with no orders and while another store takes `rate` orders a second, in alternate
 * runs (quiet, loaded, quiet, loaded...): these machines drift over a minute, and a ratio taken
 * from two runs far apart measures the drift as much as the orders.
 */
export async function readsUnderOrders(
  read: ReadTarget,
  orders: PacedRequest,
  {
    rate,
    rounds,
    seconds,
    connections,
  }: { rate: number; rounds: number; seconds: number; connections: number },
): Promise<UnderOrdersRow> {
  const run = async () =>
    (await autocannon({ url: read.url, headers: read.headers, connections, duration: seconds })).requests
      .average;
  await autocannon({ url: read.url, headers: read.headers, connections, duration: 2 }); // warm-up
  const quiet: number[] = [];
  const loaded: number[] = [];
  let ordersSent = 0;
  let ordersFailed = 0;
  for (let round = 0; round < rounds; round++) {
    quiet.push(await run());
    const load = startPacedLoad(orders, rate);
    // The orders run a second before the reads are timed, so that the timed run sees them steady.
    await new Promise((r) => setTimeout(r, 1000));
    loaded.push(await run());
    const { sent, failed } = await load.stop();
    ordersSent += sent;
    ordersFailed += failed;
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const ratios = loaded.map((l, i) => l / quiet[i]!);
  const sorted = [...ratios].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return {
    label: read.label,
    quiet,
    loaded,
    ratios,
    median: sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2,
    ratio: sum(loaded) / sum(quiet),
    ordersSent,
    ordersFailed,
  };
}
