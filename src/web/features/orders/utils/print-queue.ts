/**
 * Runs print jobs one after another, in the order they were added: a browser shows one print dialog
 * at a time, and two orders arriving together must both come out. A job that fails does not stop
 * the ones after it.
 */
export function createPrintQueue<T>(printOne: (job: T) => Promise<void>) {
  let last: Promise<void> = Promise.resolve();
  return {
    add(job: T): Promise<void> {
      last = last.then(() => printOne(job)).catch(() => {});
      return last;
    },
  };
}
