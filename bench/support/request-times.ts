import { performance } from "node:perf_hooks";
import type { TestClient } from "#tests/helpers/test-app";

/**
 * GET `url` `runs` times after three warm-up requests, one after another; the times in ms, shortest
 * first. Any answer but 200 stops the bench.
 */
export async function requestTimes(client: TestClient, url: string, runs: number): Promise<number[]> {
  for (let w = 0; w < 3; w++) await client.get(url);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const res = await client.get(url);
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  return times.sort((a, b) => a - b);
}

/** The time `share` of the way up the sorted times (0.5: the median). */
export const percentile = (sorted: number[], share: number) => sorted[Math.floor(sorted.length * share)]!;
