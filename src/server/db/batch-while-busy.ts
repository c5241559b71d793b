/**
 * Sends items one batch at a time: the first item goes at the end of the current tick (with any
 * others pushed in it), and those that arrive while a batch
 * is on its way go together in the next one (at most `maxBatch`). Under load this turns many round
 * trips, and many commits, into one; when idle, nothing waits. `send` gives each item's result in
 * the order of the batch; a failed batch fails each of its items.
 */
export function batchWhileBusy<T, R>(
  send: (items: T[]) => Promise<R[]>,
  maxBatch: number,
): (item: T) => Promise<R> {
  type Pending = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  let pending: Pending[] = [];
  let sending = false;

  async function drain() {
    sending = true;
    while (pending.length > 0) {
      const batch = pending.slice(0, maxBatch);
      pending = pending.slice(batch.length);
      try {
        const results = await send(batch.map((p) => p.item));
        for (const [i, p] of batch.entries()) p.resolve(results[i]!);
      } catch (error) {
        for (const p of batch) p.reject(error);
      }
    }
    sending = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (sending) return;
      // Items pushed in the same tick (an order's two announcements) go in one batch: one round
      // trip and one commit, not two in a row.
      sending = true;
      queueMicrotask(() => void drain());
    });
}
