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
  close(): Promise<void>;
}

/** Channel names are SQL identifiers on PostgreSQL: lowercase letters and underscores only. */
export const CHANNEL_PATTERN = /^[a-z_]{1,63}$/;
