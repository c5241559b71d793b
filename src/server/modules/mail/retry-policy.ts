/** How often and how long a mail is tried again (decision 0032). */
export interface RetryPolicy {
  /** The wait after the first failed try; each later wait doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Tries before a mail is given up as failed (kept, and listed by `admin mail failed`). */
  maxAttempts: number;
}

/** 15 s, 30 s, 1 min … then every 10 minutes: about 3 hours and 20 minutes of tries in all. */
export const DEFAULT_RETRY: RetryPolicy = { baseDelayMs: 15_000, maxDelayMs: 10 * 60_000, maxAttempts: 25 };

/** The wait after the `attempts`-th failed try, or null when there are no tries left. */
export function retryDelay(policy: RetryPolicy, attempts: number): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(attempts - 1, 30));
}
