import { createServer } from "node:net";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { AppError } from "#server/errors";
import { isDatabaseUnreachable } from "./unreachable";

/** What the server sends as pg parses it: a message with a SQLSTATE and a severity. */
function serverError(code: string, severity: "ERROR" | "FATAL", message = "from the server") {
  const err = new pg.DatabaseError(message, message.length, "error");
  err.code = code;
  err.severity = severity;
  return err;
}

/** As drizzle throws it: its query error, with the driver's as the cause. */
const wrapped = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

/** A port nothing listens on: one just given back by the system. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("isDatabaseUnreachable", () => {
  it("is true for a server that refuses the connection (pg's own error, wrapped by drizzle)", async () => {
    const port = await closedPort();
    const client = new pg.Client({ host: "127.0.0.1", port, user: "x", database: "x" });
    const refused = await client.connect().then(
      () => null,
      (err: Error) => err,
    );
    expect(refused).toMatchObject({ code: "ECONNREFUSED" });
    expect(isDatabaseUnreachable(refused)).toBe(true);
    expect(isDatabaseUnreachable(wrapped(refused!))).toBe(true);
    // A host with several addresses, each refused: Node's AggregateError, its code on each error.
    expect(isDatabaseUnreachable(new AggregateError([refused, refused]))).toBe(true);
  });

  it.each([
    ["08006 connection_failure", serverError("08006", "ERROR")],
    ["08001 unable to connect", serverError("08001", "FATAL")],
    ["57P01 terminated by an administrator (pg_terminate_backend)", serverError("57P01", "FATAL")],
    ["57P02 crash shutdown", serverError("57P02", "FATAL")],
    ["57P03 the database system is starting up", serverError("57P03", "FATAL")],
    ["53300 too many connections", serverError("53300", "FATAL")],
    [
      "55000 FATAL: a database not accepting connections",
      serverError("55000", "FATAL", 'database "shop" is not currently accepting connections'),
    ],
    ["pg: Connection terminated unexpectedly", new Error("Connection terminated unexpectedly")],
    [
      "pg: a client whose connection broke",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    ["pg-pool: waiting for a connection timed out", new Error("timeout exceeded when trying to connect")],
    ["PGlite closed (health.api.test.ts closes a real one)", new Error("PGlite is closed")],
    ["pg-pool: ended (shutting down)", new Error("Cannot use a pool after calling end on the pool")],
    ["a reset socket", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    ["a timed-out socket", Object.assign(new Error("connect ETIMEDOUT"), { code: "ETIMEDOUT" })],
    ["a host name that does not resolve", Object.assign(new Error("getaddrinfo"), { code: "ENOTFOUND" })],
  ])("is true for %s, also inside drizzle's error", (_name, err) => {
    expect(isDatabaseUnreachable(err)).toBe(true);
    expect(isDatabaseUnreachable(wrapped(err))).toBe(true);
    expect(isDatabaseUnreachable(new AppError("UNAVAILABLE", "down", { cause: wrapped(err) }))).toBe(true);
  });

  it.each([
    ["23505 unique violation", serverError("23505", "ERROR")],
    ["23503 foreign key violation", serverError("23503", "ERROR")],
    ["42601 syntax error", serverError("42601", "ERROR")],
    ["22003 numeric out of range", serverError("22003", "ERROR")],
    ["40001 serialization failure", serverError("40001", "ERROR")],
    ["57014 statement cancelled", serverError("57014", "ERROR")],
    ["55000 ERROR: an object not in the state a query needs", serverError("55000", "ERROR")],
    ["a plain error", new Error("boom")],
    ["the app's own 404", new AppError("NOT_FOUND", "Store not found")],
    ["a message that only mentions a connection", new Error("Connection terminated unexpectedly, or so")],
  ])("is false for %s: a refused query or a bug, not an outage", (_name, err) => {
    expect(isDatabaseUnreachable(err)).toBe(false);
    expect(isDatabaseUnreachable(wrapped(err))).toBe(false);
  });

  it("is false for what is not an error", () => {
    for (const value of [undefined, null, "Connection terminated", 57, { code: 57 }]) {
      expect(isDatabaseUnreachable(value)).toBe(false);
    }
  });
});
