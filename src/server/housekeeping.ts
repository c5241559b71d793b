import type { BackgroundFailures } from "./background-failures";

/** A piece of housekeeping, by what it does ("sessions", "unconfirmed orders"). */
export type Chores = Record<string, () => Promise<unknown>>;

/**
 * Runs every chore at once, each on its own: one that fails is logged and counted as `housekeeping`
 * (decision 0038), and the others still do their work. Resolves when all have ended.
 */
export const runChores = (chores: Chores, failures: BackgroundFailures): Promise<void> =>
  Promise.all(
    Object.entries(chores).map(([what, chore]) =>
      chore().then(
        () => undefined,
        (err) => failures.report("housekeeping", err, `housekeeping failed: ${what}`, { what }),
      ),
    ),
  ).then(() => undefined);

/**
 * Runs the chores now and then every `everyMs`, never two rounds of them at once (a slow round
 * delays the next instead of piling up). Returns the stop; the timer keeps no process alive.
 */
export function everyWhile(chores: Chores, failures: BackgroundFailures, everyMs: number): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await runChores(chores, failures);
    } finally {
      running = false;
    }
  };
  void round();
  const timer = setInterval(round, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
