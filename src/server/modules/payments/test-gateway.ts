import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { fromMinor } from "#contracts/money";
import { TEST_GATEWAY_MESSAGES, type TTestGatewaySession } from "#contracts/payments";
import { storeDisplayName } from "#contracts/storefront";
import type { Db, Tx } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import {
  type TestGatewayRefund,
  type TestGatewaySessionRow,
  testGatewaySessions,
} from "#server/db/schema/test-gateway-sessions";
import {
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderSession,
  ProviderUnavailable,
  WebhookRefused,
} from "./provider";

/**
 * The built-in test gateway (issue 41, decision 0050), like Shopify's "Bogus Gateway": the same
 * provider interface as Stripe and the same settling function, but no money moves and no network is
 * reached. Its sessions are rows (test_gateway_sessions), so every app process and a restarted one
 * see the same state. It has no webhooks: the shopper's return and reconciliation settle its orders.
 * Its page is the web app's `/pay/test/{sessionId}`; its two routes are in checkout-routes.ts.
 */
export const TEST_CARDS = { paid: "4242424242424242", declined: "4000000000000002" } as const;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

export function createTestGateway(db: Db, now: () => number): PaymentProvider {
  /** A session as it is now: past its time, an open one has expired (as Stripe's do by themselves). */
  const stateOf = (row: TestGatewaySessionRow): ProviderSession["state"] =>
    row.state === "open" && row.expiresAt.getTime() <= now() ? "expired" : row.state;

  const find = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(testGatewaySessions).where(where);
    if (!row) throw new ProviderUnavailable("No such test gateway session or payment");
    return row;
  };

  /** Changes one session under its row lock: what the test gateway does on a capture, cancel or refund. */
  const change = (paymentId: string, fn: (row: TestGatewaySessionRow, tx: Tx) => Promise<void>) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(testGatewaySessions)
        .where(eq(testGatewaySessions.paymentId, paymentId))
        .for("update");
      if (!row) throw new ProviderUnavailable("No such test gateway payment");
      await fn(row, tx);
      const [after] = await tx.select().from(testGatewaySessions).where(eq(testGatewaySessions.id, row.id));
      return after!;
    });

  return {
    name: "test",

    async createSession(input) {
      // The key makes a retried call find the first session, however many processes retry at once.
      await db
        .insert(testGatewaySessions)
        .values({
          id: newId("tgs"),
          merchantId: input.merchantId,
          orderId: input.orderId,
          idempotencyKey: input.idempotencyKey,
          amountCents: input.amountCents,
          currency: input.currency,
          capture: input.capture,
          description: input.description,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          expiresAt: input.expiresAt,
        })
        .onConflictDoNothing({ target: testGatewaySessions.idempotencyKey });
      const row = await find(eq(testGatewaySessions.idempotencyKey, input.idempotencyKey));
      // The page is on the shopper's origin, written as the return address writes it.
      const origin = /^[a-z]+:\/\/[^/]+/i.exec(input.successUrl)?.[0] ?? "";
      return { sessionId: row.id, url: `${origin}/pay/test/${row.id}` };
    },

    async retrieveSession(_account, sessionId) {
      return toSession(await find(eq(testGatewaySessions.id, sessionId)), stateOf);
    },

    async retrievePayment(_account, paymentId) {
      return toPayment(await find(eq(testGatewaySessions.paymentId, paymentId)))!;
    },

    async expireSession(_account, sessionId) {
      await db
        .update(testGatewaySessions)
        .set({ state: "expired" })
        .where(and(eq(testGatewaySessions.id, sessionId), eq(testGatewaySessions.state, "open")));
      return toSession(await find(eq(testGatewaySessions.id, sessionId)), stateOf);
    },

    async capture(_account, paymentId) {
      const row = await change(paymentId, async (row, tx) => {
        if (row.paymentState === "succeeded") return;
        if (row.paymentState !== "requires_capture")
          throw new ProviderUnavailable(`This payment cannot be captured (${row.paymentState})`);
        await tx
          .update(testGatewaySessions)
          .set({ paymentState: "succeeded", amountReceivedCents: row.amountCents })
          .where(eq(testGatewaySessions.id, row.id));
      });
      return toPayment(row)!;
    },

    async cancel(_account, paymentId) {
      const row = await change(paymentId, async (row, tx) => {
        if (row.paymentState === "canceled") return;
        if (row.paymentState === "succeeded")
          throw new ProviderUnavailable("A captured payment cannot be canceled: refund it");
        await tx
          .update(testGatewaySessions)
          .set({ paymentState: "canceled" })
          .where(eq(testGatewaySessions.id, row.id));
      });
      return toPayment(row)!;
    },

    async refund(input) {
      let made: TestGatewayRefund | undefined;
      await change(input.paymentId, async (row, tx) => {
        made = row.refunds.find((r) => r.idempotencyKey === input.idempotencyKey);
        if (made) return;
        const refunded = row.refunds.reduce((sum, r) => sum + r.amountCents, 0);
        if (row.paymentState !== "succeeded" || input.amountCents < 1)
          throw new ProviderUnavailable("This payment has nothing to refund");
        if (input.amountCents > row.amountReceivedCents - refunded)
          throw new ProviderUnavailable("The refund is more than is left of the payment");
        made = {
          refundId: newId("tgr"),
          amountCents: input.amountCents,
          reason: input.reason,
          idempotencyKey: input.idempotencyKey,
        };
        await tx
          .update(testGatewaySessions)
          .set({ refunds: [...row.refunds, made] })
          .where(eq(testGatewaySessions.id, row.id));
      });
      return toRefund(made!);
    },

    parseWebhook() {
      throw new WebhookRefused("The test gateway sends no webhooks");
    },
  };
}

const toRefund = (r: TestGatewayRefund): ProviderRefund => ({
  refundId: r.refundId,
  amountCents: r.amountCents,
  state: "succeeded",
  reason: r.reason,
});

function toPayment(row: TestGatewaySessionRow): ProviderPayment | null {
  if (!row.paymentId || !row.paymentState) return null;
  return {
    paymentId: row.paymentId,
    state: row.paymentState,
    amountCents: row.amountCents,
    currency: row.currency,
    amountReceivedCents: row.amountReceivedCents,
    amountRefundedCents: row.refunds.reduce((sum, r) => sum + r.amountCents, 0),
    refunds: row.refunds.map(toRefund),
    failureMessage: row.failureMessage,
  };
}

function toSession(
  row: TestGatewaySessionRow,
  stateOf: (row: TestGatewaySessionRow) => ProviderSession["state"],
): ProviderSession {
  return {
    sessionId: row.id,
    orderId: row.orderId,
    state: stateOf(row),
    amountCents: row.amountCents,
    currency: row.currency,
    payment: toPayment(row),
  };
}

/** The gateway's page: what the shopper is asked to pay, and to whom; null for no such session. */
export async function getTestSession(
  db: Db,
  sessionId: string,
  now: number,
): Promise<TTestGatewaySession | null> {
  const found = await readTestSession(db, sessionId, now);
  if (!found) return null;
  const { session } = found;
  return {
    sessionId: session.id,
    storeName: found.storeName,
    // The session's currency is the order's, lower case as providers write it.
    amount: fromMinor(session.amountCents, session.currency.toUpperCase()),
    currency: session.currency,
    state: found.state,
    capture: session.capture,
    successUrl: session.successUrl,
    cancelUrl: session.cancelUrl,
  };
}

async function readTestSession(db: Db, sessionId: string, now: number) {
  const [found] = await db
    .select({
      session: testGatewaySessions,
      businessName: merchants.businessName,
      customDisplayName: merchants.customDisplayName,
    })
    .from(testGatewaySessions)
    .innerJoin(merchants, eq(merchants.id, testGatewaySessions.merchantId))
    .where(eq(testGatewaySessions.id, sessionId));
  if (!found) return null;
  const { session } = found;
  const state = session.state === "open" && session.expiresAt.getTime() <= now ? "expired" : session.state;
  return { session, storeName: storeDisplayName(found), state };
}

/**
 * A card typed on the gateway's page (spaces ignored): 4242… pays (or authorizes, for a store that
 * captures on confirm), 4000…0002 is declined and the page stays open for another card. Only an
 * open session not past its time can be paid, and only once: the update is conditional.
 */
export async function payTestSession(
  db: Db,
  sessionId: string,
  cardNumber: string,
  now: number,
): Promise<
  { ok: true; redirectUrl: string } | { ok: false; reason: "declined" | "expired" | "card" | "missing" }
> {
  const card = cardNumber.replace(/\s+/g, "");
  if (card !== TEST_CARDS.paid && card !== TEST_CARDS.declined) {
    const found = await readTestSession(db, sessionId, now);
    return { ok: false, reason: found ? "card" : "missing" };
  }
  const paid = card === TEST_CARDS.paid;
  const [row] = await db
    .update(testGatewaySessions)
    .set({
      paymentId: sql`coalesce(${testGatewaySessions.paymentId}, ${newId("tgp")})`,
      ...(paid
        ? {
            state: "complete" as const,
            paymentState: sql`case when ${testGatewaySessions.capture} = 'confirm' then 'requires_capture' else 'succeeded' end`,
            amountReceivedCents: sql`case when ${testGatewaySessions.capture} = 'confirm' then 0 else ${testGatewaySessions.amountCents} end`,
            failureMessage: null,
          }
        : { paymentState: "failed" as const, failureMessage: TEST_GATEWAY_MESSAGES.declined }),
    })
    .where(
      and(
        eq(testGatewaySessions.id, sessionId),
        eq(testGatewaySessions.state, "open"),
        sql`${testGatewaySessions.expiresAt} > ${new Date(now).toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (!row) return { ok: false, reason: (await readTestSession(db, sessionId, now)) ? "expired" : "missing" };
  return paid ? { ok: true, redirectUrl: row.successUrl } : { ok: false, reason: "declined" };
}
