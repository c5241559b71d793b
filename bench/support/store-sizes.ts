import type { TestClient } from "#tests/helpers/test-app";
import { percentile, requestTimes } from "./request-times";

/** A signed-in store of `size` rows (products, customers…) and whatever its requests need of it. */
export interface SizedStore {
  client: TestClient;
  size: number;
}

/** The offset of the last page of `n` rows, 50 a page. */
export const lastPageOffset = (n: number) => Math.max(0, Math.ceil(n / 50) - 1) * 50;

const HEALTH = "GET /api/health";

/**
 * Each request's p50 of `runs` on the small store and on the large one, their ratio, and the large
 * one's against the `GET /api/health` reference measured in the same run (list it first): one
 * table, so the screens' benches read alike.
 */
export async function compareStoreSizes<S extends SizedStore>(
  heading: string,
  runs: number,
  [small, large]: [S, S],
  requests: { label: string; url: (store: S) => string }[],
) {
  const p50 = async (store: S, url: string) => percentile(await requestTimes(store.client, url, runs), 0.5);
  console.log(`\n${heading}, p50 of ${runs} runs, ms`);
  console.log(
    `${"request".padEnd(34)} ${`${small.size}`.padStart(8)} ${`${large.size}`.padStart(8)}   ratio   x health`,
  );
  let health = 1;
  for (const { label, url } of requests) {
    const [a, b] = [await p50(small, url(small)), await p50(large, url(large))];
    if (label.startsWith(HEALTH)) health = b;
    console.log(
      `${label.padEnd(34)} ${a.toFixed(1).padStart(8)} ${b.toFixed(1).padStart(8)}   ${`${(b / a).toFixed(1)}x`.padStart(5)}   ${`${(b / health).toFixed(0)}x`.padStart(8)}`,
    );
  }
}
