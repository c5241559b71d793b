import type { EventBus } from "#server/events/event-bus";
import { subscribeToStoreChanges } from "#server/events/store-changes";
import { JsonBody } from "./json-body";

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
  get(key: string, load: () => Promise<{ merchantId: string | null; value: unknown }>): Promise<JsonBody> {
    return this.value(key, async () => {
      const { merchantId, value } = await load();
      return { merchantId, value: new JsonBody(JSON.stringify(value)) };
    });
  }

  /** Like `get`, for a value kept as it is (not serialized). Callers must not change it. */
  async value<T>(key: string, load: () => Promise<{ merchantId: string | null; value: T }>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as T;
    const startedAt = this.generation;
    const { merchantId, value } = await load();
    if (startedAt === this.generation)
      this.keep(key, { value, merchantId, expiresAt: this.now() + PUBLIC_CACHE_TTL_MS });
    return value;
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
  }

  private keep(key: string, entry: Entry) {
    this.entries.delete(key);
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
