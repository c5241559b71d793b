import type { EventBus } from "./event-bus";

/** The channel on which "these sessions ended" travels to every app process. */
const SESSIONS_ENDED_CHANNEL = "sessions_ended";

/** A merchant's sessions that ended: one (`sessionKey`, the hash the sessions table keys by) or all. */
export interface SessionsEnded {
  merchantId: string;
  sessionKey?: string;
}

/**
 * Tells every process that sessions ended (sign-out, sign-out everywhere, a password reset, a
 * suspension), so the streams they opened close too: an ended session must stop receiving
 * customers' names and totals. Called after the rows are deleted. A failed announcement never
 * fails the sign-out (the bus logs and counts it): each stream also checks its session now and then.
 */
export async function announceSessionsEnded(events: EventBus, ended: SessionsEnded): Promise<void> {
  await events.publish(SESSIONS_ENDED_CHANNEL, JSON.stringify(ended));
}

/** Calls `onEnded` when any process announces the end of this session (or of all the merchant's). */
export function onSessionEnded(
  events: EventBus,
  session: { merchantId: string; sessionKey: string },
  onEnded: () => void,
): () => void {
  return events.subscribe(SESSIONS_ENDED_CHANNEL, (payload) => {
    let ended: SessionsEnded;
    try {
      ended = JSON.parse(payload);
    } catch {
      return;
    }
    if (ended.merchantId !== session.merchantId) return;
    if (ended.sessionKey === undefined || ended.sessionKey === session.sessionKey) onEnded();
  });
}
