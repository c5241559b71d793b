import { normalizeIP } from "@fastify/rate-limit";
import type { CounterStore } from "#server/limits/counter-store";

/**
 * Failed logins are counted per (email, client IP) pair: after `maxFailures` within `windowMs` that
 * pair is refused until the window ends. Counting per email alone would let anyone lock the owner
 * out with five wrong passwords; per pair, the owner's own address is never locked by someone
 * else's failures (docs/decisions/0007). Per-IP request limits on the route bound how many emails
 * one address can try.
 *
 * An address is counted the way those per-route limits count it (the rate-limit plugin's own
 * `normalizeIP`): an IPv6 client by its /64, since whoever holds one address holds the 2^64 of its
 * subnet, and an IPv4 address written as `::ffff:a.b.c.d` as that IPv4 address.
 */
const KEY_PREFIX = "login-failures:";

export class LoginThrottle {
  constructor(
    private readonly counters: CounterStore,
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  private key = (email: string, ip: string) => `${KEY_PREFIX}${normalizeIP(ip)}:${email}`;

  /** Milliseconds until this pair may try again, or 0 when it may try now. */
  async retryAfterMs(email: string, ip: string): Promise<number> {
    const state = await this.counters.peek(this.key(email, ip));
    return state.count >= this.maxFailures ? state.resetInMs : 0;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.counters.hit(this.key(email, ip), this.windowMs);
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.counters.clear(this.key(email, ip));
  }

  /** Lifts the email's lock from every address: its owner has just been given a new password. */
  async liftLocks(email: string): Promise<void> {
    await this.counters.clearMatching(KEY_PREFIX, `:${email}`);
  }
}
