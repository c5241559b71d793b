/** What a check of the database's count says: all heard, some perhaps still on their way, some lost. */
export type CountCheck = "heard" | "waiting" | "missed";

/**
 * Which numbered sends this process has heard (postgres-event-bus.ts: every NOTIFY statement also
 * sends the next number of a database sequence). Comparing them with the sequence finds a send that
 * never arrived. A number is taken before its statement commits and is heard a moment after, so a
 * check that finds numbers not heard yet waits `graceMs` before calling them missed. Memory: the
 * numbers heard out of order, cleared at each check.
 */
export class HeardCount {
  /** Every number up to this one was heard, or is covered by a catch-up. */
  private settled = 0;
  /** Numbers heard above `settled` (sends of several processes commit out of order). */
  private readonly early = new Set<number>();
  /** The count a check found ahead of what was heard, and when. */
  private behind: { upTo: number; since: number } | null = null;

  constructor(private readonly graceMs: number) {}

  /** Listening (again) from the count `n` on: the sends up to it are covered by the caller's catch-up. */
  startFrom(n: number) {
    this.settled = n;
    for (const early of this.early) if (early <= n) this.early.delete(early);
    this.advance();
    this.behind = null;
  }

  heard(n: number) {
    if (n <= this.settled) return;
    this.early.add(n);
    this.advance();
  }

  private advance() {
    while (this.early.delete(this.settled + 1)) this.settled++;
  }

  /**
   * `count` is the sequence's value read at `now`: "heard" when every number up to it was heard;
   * "waiting" when some were not, for less than the grace; "missed" after it (every number up to
   * `count` then counts as settled: the caller catches up on all of them at once).
   */
  check(count: number, now: number): CountCheck {
    if (this.settled >= count) {
      this.behind = null;
      return "heard";
    }
    if (this.behind && this.settled >= this.behind.upTo) this.behind = null;
    if (!this.behind) {
      this.behind = { upTo: count, since: now };
      return "waiting";
    }
    if (now - this.behind.since < this.graceMs) return "waiting";
    this.startFrom(count);
    return "missed";
  }
}
