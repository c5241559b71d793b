import type { FastifyRequest } from "fastify";
import { onSessionEnded } from "#server/events/session-ends";
import type { EventStream } from "./event-stream";
import { isSessionLive, requireMerchant, type SessionDeps } from "./session";

/** A backstop for an announcement lost while a process's bus was reconnecting. */
const RECHECK_MS = 30_000;

/** Told to the browser just before the stream ends, so it stops reconnecting and shows sign-in. */
export const SESSION_ENDED_EVENT = "session-ended";

/**
 * Ends a merchant's event stream when the session that opened it ends, in whichever process it
 * ended: sign-out, sign-out everywhere, a password reset, a suspension, or a role changed or
 * taken away (decision 0059). Without this an open
 * dashboard kept receiving customers' names and totals after its session was gone.
 */
export function endWithSession(stream: EventStream, request: FastifyRequest, { db, events }: SessionDeps) {
  const session = {
    merchantId: requireMerchant(request),
    personId: request.personId ?? "",
    sessionKey: request.sessionKey ?? "",
  };
  const close = () => {
    stream.send(SESSION_ENDED_EVENT, {});
    stream.end();
  };
  const stopListening = onSessionEnded(events, session, close);
  const recheck = setInterval(() => {
    isSessionLive(db, session.sessionKey).then(
      (live) => live || close(),
      () => {}, // the database is briefly away: keep the stream, ask again next time
    );
  }, RECHECK_MS);
  recheck.unref();
  stream.onClose(() => {
    stopListening();
    clearInterval(recheck);
  });
}
