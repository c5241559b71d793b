import type { EventBus } from "./event-bus";

/** The channel on which "these sessions ended" travels to every app process. */
const SESSIONS_ENDED_CHANNEL = "sessions_ended";

/**
 * Sessions that ended: every session matching all the fields given. A store's (`merchantId`: a
 * suspension), a person's (`personId`: sign out everywhere, a password reset), a person's in one
 * store (both: a role changed or a member removed, decision 0059), or one (`sessionKey`, the hash
 * the sessions table keys by).
 */
export interface SessionsEnded {
  merchantId?: string;
  personId?: string;
  sessionKey?: string;
}

/** The session an open stream belongs to. */
export interface LiveSession {
  merchantId: string;
  personId: string;
  sessionKey: string;
}

/** Whether an announcement covers this session; an announcement naming nothing covers none. */
export function endsSession(ended: SessionsEnded, session: LiveSession): boolean {
  const fields = (["merchantId", "personId", "sessionKey"] as const).filter((f) => ended[f] !== undefined);
  return fields.length > 0 && fields.every((f) => ended[f] === session[f]);
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

/** Calls `onEnded` when any process announces the end of this session (or of a set that holds it). */
export function onSessionEnded(events: EventBus, session: LiveSession, onEnded: () => void): () => void {
  return events.subscribe(SESSIONS_ENDED_CHANNEL, (payload) => {
    let ended: SessionsEnded;
    try {
      ended = JSON.parse(payload);
    } catch {
      return;
    }
    if (endsSession(ended, session)) onEnded();
  });
}
