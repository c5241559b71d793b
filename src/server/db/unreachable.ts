/**
 * Whether `err` says the database cannot be reached (it is down, restarting, refusing connections,
 * or the connection broke), as opposed to a query it refused: the one place that tells them apart
 * (decision 0047). Such a failure passes when the database is back, so a request gets a 503 that
 * says "try again" rather than a 500, and a probe of liveness never asks.
 *
 * Drizzle wraps driver errors in its own query error, so the `cause` chain is walked, and Node's
 * AggregateError (a host with several addresses, each refused) by its errors.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  return someCause(err, (e) => unreachableCode(e) || UNREACHABLE_MESSAGES.has(e.message ?? ""));
}

/**
 * SQLSTATE class 08 (connection exception) and the server going away: 57P01 admin_shutdown (also
 * what pg_terminate_backend sends), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up,
 * shutting down, in recovery), 53300 too_many_connections.
 */
const UNREACHABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/**
 * The sockets' own codes: nobody listening, the connection reset or timed out, the host unknown
 * (a DNS name not resolving during a failover), or no route to it.
 */
const UNREACHABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * What the clients say without a code: pg's connection that ended or timed out, pg-pool's wait for
 * a connection that timed out or a pool already ended (shutting down), and PGlite closed or closing.
 */
const UNREACHABLE_MESSAGES = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "timeout expired",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Cannot use a pool after calling end on the pool",
  "PGlite is closed",
  "PGlite is closing",
]);

interface ErrorLike {
  code?: unknown;
  severity?: unknown;
  message?: string;
  cause?: unknown;
  errors?: unknown;
}

function unreachableCode(e: ErrorLike): boolean {
  const { code, severity } = e;
  if (typeof code !== "string") return false;
  if (UNREACHABLE_SOCKET_CODES.has(code)) return true;
  if (!/^[0-9A-Z]{5}$/.test(code)) return false;
  // A FATAL error ends the session: it comes while connecting (the database refusing connections,
  // as ALTER DATABASE ... ALLOW_CONNECTIONS false makes it, 55000; a role not allowed to log in)
  // or as the server throws the connection out. An ERROR of the same code is a refused query.
  return (
    code.startsWith("08") || UNREACHABLE_SQLSTATES.has(code) || severity === "FATAL" || severity === "PANIC"
  );
}

function someCause(err: unknown, test: (e: ErrorLike) => boolean, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 5) return false;
  const e = err as ErrorLike;
  if (test(e)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => someCause(inner, test, depth + 1))) return true;
  return someCause(e.cause, test, depth + 1);
}
