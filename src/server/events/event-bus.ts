/**
 * Messages between app processes: a new order placed through one process must reach a dashboard
 * served by another. On PGlite (one process) they stay in memory; on PostgreSQL they travel with
 * LISTEN/NOTIFY, so no server beyond the database is needed (ARCHITECTURE.md, scale-out path).
 */
export interface EventBus {
  /**
   * Delivers `payload` (at most a few KB of text) to every subscriber of `channel` in every process.
   * Resolves once sent, or once a failure to send was reported (logged and counted, operation
   * `publish`): a message is a hint that every receiver also catches up without, so no sender waits
   * on, or fails for, a lost one. Rejects only for a channel name that is not a plain identifier.
   */
  publish(channel: string, payload: string): Promise<void>;
  /** Calls `handler` for each message on `channel`; returns the unsubscribe function. */
  subscribe(channel: string, handler: (payload: string) => void): () => void;
  /**
   * Tells `handler` when this process may miss messages: "lost" as soon as it cannot be sure to hear
   * every one (its connection dropped, or checking the database's count of messages failed), at once
   * if that is so when called; "caught_up" when it hears every message again, or found one that
   * never arrived: whatever was published before may have been missed, so what was built on the
   * messages heard is to be rebuilt. In one process (PGlite) nothing is ever missed: never called.
   */
  watchDelivery(handler: (state: DeliveryState) => void): () => void;
  /**
   * Resolves once every other process listening now has handled every message this process
   * published before the call (its subscribers have run), or after a bound when one does not
   * answer (a process stalled or half-connected: its own loss detection covers it). What a write
   * calls before it answers, so that the next request anywhere sees its change (issue 47: a
   * suspended store gone on every process within one request). At once in one process (PGlite).
   */
  heardEverywhere(): Promise<void>;
  close(): Promise<void>;
}

export type DeliveryState = "lost" | "caught_up";

/** Channel names are SQL identifiers on PostgreSQL: lowercase letters and underscores only. */
export const CHANNEL_PATTERN = /^[a-z_]{1,63}$/;
