import { LRUCache } from "lru-cache";
import { isAbsent } from "#server/errors";
import type { EventBus } from "#server/events/event-bus";
import { subscribeToStoreChanges } from "#server/events/store-changes";
import { EVERY_STORE, type Shows, StoreChangeLog } from "./store-change-log";

/**
 * A safety net for changes no process announced: made outside the app (an approval set in the
 * database by hand), or by a process that died between its commit and its announcement. A lost
 * announcement is caught within seconds by the messages' count (decision 0046).
 */
export const PUBLIC_CACHE_TTL_MS = 30_000;
/**
 * How long "not found" is answered from memory, so that a scanner's unknown slugs and product ids
 * do not each cost a query. Any process's store change ends it at once (a store registered or
 * approved, a product added); a change made outside the app shows within this bound.
 */
export const MISS_TTL_MS = 5_000;
/** Unknown ids kept at most: a scan of fresh ids churns this list, never the answers' bytes. */
const MAX_MISSES = 10_000;
/**
 * The oldest answer served when its reload fails for another reason than "not found" (the database
 * briefly down), instead of a 500. It may show a price or stock since changed; orders still decide
 * both from the database.
 */
export const MAX_STALE_MS = 5 * 60_000;
/** After a failed reload, the last answer is served this long before the next try. */
const RETRY_AFTER_FAILURE_MS = 1_000;

/** What a load produces: the value, what it shows, and its size in memory (the cache's bound). */
export interface Loaded<T> extends Shows {
  value: T;
  bytes: number;
  /**
   * When the value turns wrong by itself (a store opens or closes at that instant): from then on it
   * is never served, not even once while a reload runs, unless the reload fails.
   */
  validUntil?: number;
}

interface Entry extends Loaded<unknown> {
  /** The change number when its load started: a change of what it shows after that outdates it. */
  since: number;
  loadedAt: number;
  freshUntil: number;
  /** Until when a failed reload is not tried again. */
  retryAt: number;
  /** Whether a failed reload of it was logged. */
  warned: boolean;
}

export interface PublicCacheOptions {
  maxBytes: number;
  /** Told once per answer that its reload failed and its last version is being served. */
  warn?: (message: string, error: unknown) => void;
  /** The app's clock: a store page's `validUntil` (its next opening or closing) is on it. */
  now: () => number;
}

/**
 * Storefront answers (marketplace, store page, product page, zones), kept in memory and outdated
 * when what they show changes in any process (store-changes.ts), so a read costs no query. Bounded
 * by bytes: the least recently used answers go first. Orders still decide stock from the database:
 * a cached page can show stock, never sell it.
 */
export class PublicCache {
  private readonly answers: LRUCache<string, Entry>;
  private readonly misses = new LRUCache<string, { error: unknown; since: number; until: number }>({
    max: MAX_MISSES,
  });
  private readonly changes = new StoreChangeLog();
  private readonly loading = new Map<string, { since: number; promise: Promise<Entry> }>();
  private readonly unsubscribe: () => void;
  private readonly unwatch: () => void;
  /**
   * Whether this process hears every store change now. While it does not (its notification
   * connection is down), no kept answer is current: each read loads afresh, and serves the kept
   * answer only when that load fails (the database away too).
   */
  private hearsAll = true;
  private readonly now: () => number;
  private readonly warn: (message: string, error: unknown) => void;

  constructor(events: EventBus, options: PublicCacheOptions) {
    this.now = options.now;
    this.warn = options.warn ?? (() => {});
    this.answers = new LRUCache({ maxSize: options.maxBytes, sizeCalculation: (entry) => entry.bytes });
    // Outdated answers are not searched for and removed: each is found so when next read.
    this.unsubscribe = subscribeToStoreChanges(events, (change) => this.changes.record(change));
    // Changes may have been missed while deaf: on hearing again, everything loaded before is outdated.
    this.unwatch = events.watchDelivery((state) => {
      this.hearsAll = state === "caught_up";
      if (this.hearsAll) this.changes.recordEverything();
    });
  }

  /**
   * The cached value for `key`, or what `load` produces (then kept, unless a change of what it
   * shows came while it loaded). A load that throws "not found" (or a suspended store's "gone") is
   * remembered for MISS_TTL_MS.
   * Callers must not change the value.
   */
  async value<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const now = this.now();
    const miss = this.misses.get(key);
    if (this.hearsAll && miss && miss.until > now && !this.changes.changedSince(EVERY_STORE, miss.since))
      throw miss.error;

    const hit = this.answers.get(key);
    if (!hit) return (await this.loadOnce(key, load)).value as T;
    const current =
      this.hearsAll &&
      !this.changes.changedSince(hit, hit.since) &&
      !(hit.validUntil !== undefined && hit.validUntil <= now);
    if (current && hit.freshUntil > now) return hit.value as T;
    const servable = now - hit.loadedAt <= MAX_STALE_MS;
    if (servable && (current || hit.retryAt > now)) {
      // Expired, not changed: the TTL only catches edits made outside the app, so shoppers are not
      // made to wait for it; one reload runs. Or a reload failed a moment ago: the next waits.
      if (hit.retryAt <= now) this.reloadInBackground(key, load, hit);
      return hit.value as T;
    }
    try {
      return (await this.loadOnce(key, load, hit)).value as T;
    } catch (error) {
      // Gone (a store suspended): its last answer is never served again, even while a database fails.
      if (isAbsent(error) && this.answers.peek(key) === hit) this.answers.delete(key);
      if (isAbsent(error) || !servable) throw error;
      this.failed(key, hit, error);
      return hit.value as T;
    }
  }

  private reloadInBackground(key: string, load: () => Promise<Loaded<unknown>>, hit: Entry) {
    this.loadOnce(key, load, hit).catch((error) => {
      if (this.answers.peek(key) !== hit) return;
      // Gone (a store suspended by hand): its next visit is its 410 (or a 404).
      if (isAbsent(error)) this.answers.delete(key);
      else this.failed(key, hit, error);
    });
  }

  private failed(key: string, hit: Entry, error: unknown) {
    hit.retryAt = this.now() + RETRY_AFTER_FAILURE_MS;
    if (hit.warned) return;
    hit.warned = true;
    this.warn(`public cache: reloading "${key}" failed; serving its last answer`, error);
  }

  /**
   * One load per key at a time: at thousands of requests a second, each miss (after a change) would
   * otherwise start its own queries and compress its own copy, and the herd stalled every shopper.
   * A request joins a load in flight unless a change of what it shows came since the load started:
   * another store's change, or an order for an answer without stock, does not make it load again.
   * `known` (the key's last answer) says what it shows before the load ends.
   */
  private loadOnce(key: string, load: () => Promise<Loaded<unknown>>, known?: Shows): Promise<Entry> {
    const running = this.loading.get(key);
    if (running && !(known && this.changes.changedSince(known, running.since))) {
      if (running.since === this.changes.last) return running.promise;
      // Some store changed since it started: whether it was this answer's is known when it ends.
      const since = running.since;
      return running.promise.then((entry) =>
        this.changes.changedSince(entry, since) ? this.loadOnce(key, load, entry) : entry,
      );
    }
    const since = this.changes.last;
    const promise = load()
      .then(
        (loaded) => {
          const now = this.now();
          const entry: Entry = {
            ...loaded,
            since,
            loadedAt: now,
            freshUntil: now + PUBLIC_CACHE_TTL_MS,
            retryAt: 0,
            warned: false,
          };
          if (!this.changes.changedSince(entry, since)) this.answers.set(key, entry);
          return entry;
        },
        (error) => {
          if (isAbsent(error) && !this.changes.changedSince(EVERY_STORE, since))
            this.misses.set(key, { error, since, until: this.now() + MISS_TTL_MS });
          throw error;
        },
      )
      .finally(() => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
      });
    this.loading.set(key, { since, promise });
    return promise;
  }

  close() {
    this.unsubscribe();
    this.unwatch();
    this.answers.clear();
    this.misses.clear();
    this.loading.clear();
  }
}
