import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";

/**
 * Request headers that carry credentials. Fastify's own request lines log no headers; these paths
 * keep them out if a line ever logs `req.headers` (or the response's Set-Cookie).
 */
const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  "headers.cookie",
  'headers["x-csrf-token"]',
];

/** Drizzle's failed-query message ends with the statement's parameters: customer phones, password hashes. */
const QUERY_PARAMS = /\nparams: [^\n]*/g;
const scrub = (text: string) => text.replace(QUERY_PARAMS, "\nparams: [redacted]");

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * Errors as log fields, by allow-list: the standard serializer copies every own property, and a
 * failed query's `params`, or a PostgreSQL error's `detail` ("Key (phone)=(…) already exists"),
 * would carry customers' data into the logs.
 */
export function serializeError(err: Error, depth = 0): LoggedError {
  const logged: LoggedError = {
    type: err.constructor?.name ?? "Error",
    message: scrub(String(err.message)),
    stack: scrub(String(err.stack ?? "")),
  };
  // Names from the schema, never values: they say which constraint or column refused a row.
  for (const field of ["code", "table", "column", "constraint"] as const) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number") logged[field] = value;
  }
  if (err.cause instanceof Error && depth < 3) logged.cause = serializeError(err.cause, depth + 1);
  return logged;
}

/**
 * The app's logger: JSON lines, each request's with its id (`reqId`), no secrets. main.ts makes it
 * before anything else, so the database, the event bus and Fastify all write to it (AppDeps.log).
 */
export function createLogger(level: string, stream?: { write(line: string): void }): FastifyBaseLogger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError },
  };
  return stream ? pino(options, stream) : pino(options);
}
