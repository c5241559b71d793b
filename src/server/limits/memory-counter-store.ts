import { type CounterState, type CounterStore, NO_EVENTS } from "./counter-store";

// Bounds the memory one flood of distinct keys (IPs, emails) can take; the oldest key goes first.
const MAX_KEYS = 100_000;

/** Counters for a single process (PGlite). `now` is injectable so tests can move the clock. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const stateOf = (entry: { count: number; endsAt: number } | undefined): CounterState =>
    entry && entry.endsAt > now() ? { count: entry.count, resetInMs: entry.endsAt - now() } : NO_EVENTS;

  return {
    async hit(key, windowMs) {
      const entry = windows.get(key);
      if (entry && entry.endsAt > now()) {
        entry.count++;
      } else {
        windows.delete(key);
        windows.set(key, { count: 1, endsAt: now() + windowMs });
        if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value as string);
      }
      return stateOf(windows.get(key));
    },
    async peek(key) {
      return stateOf(windows.get(key));
    },
    async clear(key) {
      windows.delete(key);
    },
    async clearMatching(prefix, suffix) {
      for (const key of windows.keys())
        if (key.length >= prefix.length + suffix.length && key.startsWith(prefix) && key.endsWith(suffix))
          windows.delete(key);
    },
    async purgeExpired() {
      for (const [key, entry] of windows) if (entry.endsAt <= now()) windows.delete(key);
    },
  };
}
