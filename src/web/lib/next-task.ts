/**
 * A new task, at once where the browser has `scheduler.yield` (no timer's 4 ms floor), else a timer's.
 * Work split across tasks lets a tap, a scroll or a paint in between (decision 0061).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}
