/**
 * Counts failed logins per email in memory: after `maxFailures` within `windowMs` the email is
 * locked until the window passes. Per-IP limits are @fastify/rate-limit's job; this one stops a
 * spread-out guess at a single account. (In-memory: with several app processes each counts alone.)
 */
export class LoginThrottle {
  private failures = new Map<string, { count: number; firstAt: number }>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the email may try again, or 0 when it may try now. */
  retryAfterMs(email: string): number {
    const entry = this.failures.get(email);
    if (!entry) return 0;
    const elapsed = this.now() - entry.firstAt;
    if (elapsed >= this.windowMs) {
      this.failures.delete(email);
      return 0;
    }
    return entry.count >= this.maxFailures ? this.windowMs - elapsed : 0;
  }

  recordFailure(email: string) {
    const entry = this.failures.get(email);
    if (!entry || this.now() - entry.firstAt >= this.windowMs) {
      this.failures.set(email, { count: 1, firstAt: this.now() });
      if (this.failures.size > 100_000) this.failures.delete(this.failures.keys().next().value as string);
    } else {
      entry.count++;
    }
  }

  recordSuccess(email: string) {
    this.failures.delete(email);
  }
}
