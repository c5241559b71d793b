import { performance } from "node:perf_hooks";
import { Pool } from "undici";

export interface PacedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** A body per request, or none. */
  body?: () => string | undefined;
}

const WARM_UP_SECONDS = 2;

export interface PacedResult {
  sent: number;
  failed: number;
  p50: number;
  p99: number;
}

/**
 * Sends `rate` requests per second, evenly spaced, for `seconds`, whatever the answers do: an open
 * load, as many independent shoppers make. autocannon's `overallRate` is not that: each connection
 * fires its whole second's quota back to back and then waits, so its "half load" is full load for
 * half of every second, and the latency it reports is a queue's.
 *
 * Each latency is counted from the moment its request was due, not from when it could be sent, so
 * a server that falls behind shows it (no coordinated omission). A warm-up schedule runs first and
 * is not counted. On these 2-core machines the client keeps its pace up to about 6,000
 * requests a second (measured against the hello-world); above that its own lag shows in the figure.
 */
export async function pacedLoad(request: PacedRequest, rate: number, seconds: number): Promise<PacedResult> {
  const target = new URL(request.url);
  // undici: node:http's client cannot send 10,000 requests a second from one core here.
  const pool = new Pool(target.origin, { connections: 128 });
  const latencies: number[] = [];
  let failed = 0;
  let sent = 0;

  /** Sends `rate` requests a second for `duration` seconds and waits for every answer. */
  const schedule = async (duration: number, counted: boolean) => {
    const total = Math.round(rate * duration);
    const start = performance.now();
    const inFlight = new Set<Promise<void>>();
    const send = (dueAt: number) => {
      const done = pool
        .request({
          path: target.pathname + target.search,
          method: request.method as "GET",
          headers: request.headers,
          body: request.body?.(),
        })
        .then(async (res) => {
          await res.body.dump();
          if (res.statusCode >= 400) failed++;
          if (counted) latencies.push(performance.now() - dueAt);
        })
        .catch(() => {
          failed++;
        });
      inFlight.add(done);
      void done.then(() => inFlight.delete(done));
    };
    let due = 0;
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const now = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000));
        for (; due < now; due++, sent++) send(start + (due * 1000) / rate);
        if (due >= total) {
          clearInterval(tick);
          resolve();
        }
      }, 1);
    });
    await Promise.all(inFlight);
  };

  // The warm-up is the load generator's own: its first second (opening its connections, compiling
  // its code) lagged by up to 400 ms while the server, already warm, sat at a third of a core. It runs
  // to its end, its answers all in, before the counted schedule starts afresh on open connections.
  await schedule(WARM_UP_SECONDS, false);
  await schedule(seconds, true);
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { sent, failed, p50: at(0.5), p99: at(0.99) };
}
