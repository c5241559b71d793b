import type { EventBus } from "#server/events/event-bus";
import { subscribeToStoreChanges } from "#server/events/store-changes";
import { TextBody } from "#server/text-body";

/** A safety net for changes made outside the app (an approval set in the database by hand). */
export const PUBLIC_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  /** A serialized JSON answer (with its compressed copies), or a value the server computes with (zones). */
  value: unknown;
  /** The stores the answer shows; null: every store (the marketplace). */
  merchantId: string | null;
  expiresAt: number;
}

/**
 * Storefront answers (marketplace, store page, product page), kept serialized in memory and
 * dropped when their store changes in any process (store-changes.ts), so a read costs no query.
 * Orders still decide stock from the database: a cached page can show stock, never sell it.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** Keys by store ("" for the marketplace's), so a change drops its answers without a scan. */
  private readonly keysByStore = new Map<string, Set<string>>();
  /** Bumped by every change: an answer read before a change finished is not stored after it. */
  private generation = 0;
  private readonly loading = new Map<string, { generation: number; promise: Promise<unknown> }>();
  private readonly unsubscribe: () => void;

  constructor(
    events: EventBus,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribe = subscribeToStoreChanges(events, (merchantId) => this.dropStore(merchantId));
  }

  /**
   * The cached JSON body for `key`, or the body of what `load` produces (then kept). `load` also says
   * which store the answer belongs to; a load that throws (404) keeps nothing.
   */
  get(key: string, load: () => Promise<{ merchantId: string | null; value: unknown }>): Promise<TextBody> {
    return this.value(key, async () => {
      const { merchantId, value } = await load();
      return { merchantId, value: new TextBody(JSON.stringify(value)) };
    });
  }

  /** Like `get`, for a value kept as it is (not serialized). Callers must not change it. */
  async value<T>(key: string, load: () => Promise<{ merchantId: string | null; value: T }>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as T;
    if (hit) {
      // Expired, not changed (a change drops the entry): the TTL only catches edits made outside the
      // app, so shoppers are not made to wait for it. One reload runs; a failed one (the store is
      // gone) drops the answer.
      this.loadOnce(key, load).catch(() => {
        if (this.entries.get(key) === hit) this.forget(key);
      });
      return hit.value as T;
    }
    return this.loadOnce(key, load);
  }

  /**
   * One load per key at a time: at thousands of requests a second, each miss (after a change) would
   * otherwise start its own queries and compress its own copy, and the herd stalled every shopper.
   * A load that started before a change is not shared with requests made after it.
   */
  private loadOnce<T>(key: string, load: () => Promise<{ merchantId: string | null; value: T }>): Promise<T> {
    const running = this.loading.get(key);
    if (running && running.generation === this.generation) return running.promise as Promise<T>;
    const generation = this.generation;
    const promise = load()
      .then(({ merchantId, value }) => {
        if (generation === this.generation)
          this.keep(key, { value, merchantId, expiresAt: this.now() + PUBLIC_CACHE_TTL_MS });
        return value;
      })
      .finally(() => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
      });
    this.loading.set(key, { generation, promise });
    return promise;
  }

  /** Drops the store's answers and the marketplace's (it shows every store's figures). */
  dropStore(merchantId: string) {
    this.generation++;
    for (const store of [merchantId, ""]) {
      for (const key of this.keysByStore.get(store) ?? []) this.entries.delete(key);
      this.keysByStore.delete(store);
    }
  }

  close() {
    this.unsubscribe();
    this.entries.clear();
    this.keysByStore.clear();
    this.loading.clear();
  }

  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.keysByStore.get(entry.merchantId ?? "")?.delete(key);
  }

  private keep(key: string, entry: Entry) {
    this.forget(key);
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= MAX_ENTRIES) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.keysByStore.get(oldest.merchantId ?? "")?.delete(oldestKey);
    }
    this.entries.set(key, entry);
    const store = entry.merchantId ?? "";
    const keys = this.keysByStore.get(store) ?? new Set<string>();
    keys.add(key);
    this.keysByStore.set(store, keys);
  }
}
