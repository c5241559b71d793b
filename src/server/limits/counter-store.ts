/** One key's state: events counted in the current window, and the time left until it ends. */
export interface CounterState {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters for rate limits and login failures. A window starts with the first event
 * for a key and lasts `windowMs`; the next event after it starts a new one at 1.
 * On PGlite (one process) they live in memory; on PostgreSQL in a table, shared by every process.
 */
export interface CounterStore {
  /** Counts one event under `key` and returns the new state. */
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The state without counting (count 0 once the window has ended). */
  peek(key: string): Promise<CounterState>;
  clear(key: string): Promise<void>;
  /** Forgets every key that starts with `prefix` and ends with `suffix`. */
  clearMatching(prefix: string, suffix: string): Promise<void>;
  /** Forgets counters whose window has ended. */
  purgeExpired(): Promise<void>;
}

export const NO_EVENTS: CounterState = { count: 0, resetInMs: 0 };
