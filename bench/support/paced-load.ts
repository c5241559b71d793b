import { performance } from "node:perf_hooks";
import { Pool } from "undici";

export interface PacedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** A body per request, or none. */
  body?: () => string | undefined;
}

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
 * a server that falls behind shows it (no coordinated omission). The first second opens connections
 * and is not counted. On these 2-core machines the client keeps its pace up to about 6,000
 * requests a second (measured against the hello-world); above that its own lag shows in the figure.
 */
export async function pacedLoad(request: PacedRequest, rate: number, seconds: number): Promise<PacedResult> {
  const target = new URL(request.url);
  // undici: node:http's client cannot send 10,000 requests a second from one core here.
  const pool = new Pool(target.origin, { connections: 128 });
  const warmUp = rate; // requests: the first second
  const latencies: number[] = [];
  let failed = 0;
  let sent = 0;
  const total = Math.round(rate * (seconds + 1));
  const start = performance.now();
  const inFlight = new Set<Promise<void>>();

  const send = (dueAt: number, counted: boolean) => {
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

  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000));
      for (; sent < due; sent++) send(start + (sent * 1000) / rate, sent >= warmUp);
      if (sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  await Promise.all(inFlight);
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { sent, failed, p50: at(0.5), p99: at(0.99) };
}
