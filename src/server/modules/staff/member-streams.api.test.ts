import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "#server/db/client";
import { memberships } from "#server/db/schema/memberships";
import { openOrderStream } from "#tests/helpers/order-stream";
import { addMember } from "#tests/helpers/staff";
import { buildTestApp, registerMerchant, testConfig } from "#tests/helpers/test-app";
import { openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";

const ENDS_WITHIN_MS = 5_000;

/**
 * Issue 43 item 4: a member removed or given another role loses their open order streams in that
 * store at once, on every app process. Two processes on one PostgreSQL database (the announcement
 * travels by LISTEN/NOTIFY); PGlite has one process only, so this runs where DATABASE_URL is set.
 */
describe.skipIf(!process.env.DATABASE_URL)("a member's open order streams, across processes", () => {
  let database: TestDatabase;
  let second: Awaited<ReturnType<typeof openPostgres>>;
  /** Process A takes the owner's changes; process B serves the member's stream. */
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    a = await buildTestApp(database, testConfig());
    second = await openPostgres(database.url!);
    b = await buildTestApp({ ...second, url: database.url }, testConfig());
    baseUrl = await b.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.close();
  });

  async function memberWatching(role: "kitchen" | "orders") {
    const owner = await registerMerchant(a);
    const member = await addMember(a, database.db, owner.merchant.id, role);
    const [row] = await database.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.merchantId, owner.merchant.id), eq(memberships.personId, member.personId)));
    const stream = openOrderStream(baseUrl, member.client.cookieHeader());
    await stream.open;
    // The stream's subscription is in place once it is open; LISTEN on PostgreSQL needs a moment.
    await new Promise((r) => setTimeout(r, 300));
    return { owner, member, memberId: row!.id, stream };
  }

  it("removing a member closes their stream on the other process within 5 s", async () => {
    const { owner, memberId, stream } = await memberWatching("kitchen");
    const bystander = await memberWatching("orders");
    expect((await owner.client.delete(`/api/staff/${memberId}`)).statusCode).toBe(200);
    expect(await stream.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(stream.events).toEqual(["session-ended"]);
    // Another store's member keeps theirs.
    expect(await bystander.stream.endsWithin(500)).toBe(false);
    bystander.stream.close();
  });

  it("changing a member's role closes their stream too", async () => {
    const { owner, memberId, stream } = await memberWatching("orders");
    expect((await owner.client.put(`/api/staff/${memberId}`, { role: "kitchen" })).statusCode).toBe(200);
    expect(await stream.endsWithin(ENDS_WITHIN_MS)).toBe(true);
  });
});
