import type { StoreChange } from "#server/events/store-changes";

/** What a cached answer shows, and so which changes make it outdated. */
export interface Shows {
  /** The store it shows; null: every store (the marketplace, and the answer "no such store"). */
  merchantId: string | null;
  /** Whether it shows stock, so that an order of its store makes it outdated. */
  showsStock: boolean;
}

/** Shows every store and no stock: outdated by any store's "store" change, by no order. */
export const EVERY_STORE: Shows = { merchantId: null, showsStock: false };

/**
 * Numbers the store changes this process has heard of, and remembers each store's last, so that an
 * answer loaded from `since` on can be asked whether a change that concerns it came after: a store's
 * change outdates that store's answers (and, unless it is stock alone, those of every store), never
 * another store's, nor the loads in flight for one. One number per store that ever changed: memory
 * grows with the number of stores, not of changes.
 */
export class StoreChangeLog {
  /** The number of the last change heard; a load records it when it starts. */
  last = 0;
  private lastOfAnyStore = 0;
  private lastOfEverything = 0;
  private readonly lastStoreChange = new Map<string, number>();
  /** A store's last change of either scope: a "store" change may change its stock too. */
  private readonly lastAnyChange = new Map<string, number>();

  record({ merchantId, scope }: StoreChange) {
    const n = ++this.last;
    this.lastAnyChange.set(merchantId, n);
    if (scope === "store") {
      this.lastStoreChange.set(merchantId, n);
      this.lastOfAnyStore = n;
    }
  }

  /**
   * Every store changed, stock and all: this process may have missed changes (its notification
   * connection dropped, a message was lost), so every answer loaded before now is outdated.
   */
  recordEverything() {
    this.lastOfEverything = ++this.last;
    this.lastOfAnyStore = this.last;
  }

  /** Whether a change after the change numbered `since` outdates an answer that shows `shows`. */
  changedSince({ merchantId, showsStock }: Shows, since: number): boolean {
    if (this.lastOfEverything > since) return true;
    if (merchantId === null) return this.lastOfAnyStore > since;
    const last = (showsStock ? this.lastAnyChange : this.lastStoreChange).get(merchantId) ?? 0;
    return last > since;
  }
}
