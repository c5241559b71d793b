import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#server/errors";
import {
  type RazorpayStandIn,
  STAND_IN_KEY_ID,
  STAND_IN_KEY_SECRET,
  STAND_IN_WEBHOOK_SECRET,
  startRazorpayStandIn,
} from "#tests/razorpay-stand-in/stand-in";
import type { CreateSessionInput } from "./provider";
import { ProviderUnavailable, WebhookRefused } from "./provider";
import { createRazorpayProvider, type RazorpayKeys, refundKeyOf } from "./razorpay-provider";
import { parseRazorpayDelivery, returnSignatureOk, webhookSignatureOk } from "./razorpay-signatures";

const MERCHANT = "00000000-0000-4000-8000-000000000001";
const WRONG_KEYS = "00000000-0000-4000-8000-000000000002";
const NO_KEYS = "00000000-0000-4000-8000-000000000003";
const BAD_SECRET = "WrongSecret0123456789abc";

let standIn: RazorpayStandIn;
let provider: ReturnType<typeof createRazorpayProvider>;
/** Every error a provider call threw in this file: none may name a key secret. */
const thrown: unknown[] = [];

const keysOf = async (account: string): Promise<RazorpayKeys | null> =>
  account === MERCHANT
    ? { keyId: STAND_IN_KEY_ID, keySecret: STAND_IN_KEY_SECRET }
    : account === WRONG_KEYS
      ? { keyId: STAND_IN_KEY_ID, keySecret: BAD_SECRET }
      : null;

/** The promise's rejection, kept for the secret check at the end. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    thrown.push(err);
    return err;
  }
  throw new Error("expected the call to fail");
}

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  provider = createRazorpayProvider({ apiUrl: standIn.url, keysOf, timeoutMs: 500 });
});
afterAll(() => standIn.close());
afterEach(() => expect(standIn.pendingFaults()).toBe(0));

let counter = 0;
const sessionInput = (extra: Partial<CreateSessionInput> = {}): CreateSessionInput => {
  counter += 1;
  const orderId = `00000000-0000-4000-8000-0000000001${String(counter).padStart(2, "0")}`;
  return {
    account: MERCHANT,
    orderId,
    merchantId: MERCHANT,
    reference: `AB12CD${String(counter).padStart(2, "0")}`,
    amountCents: 1234,
    currency: "inr",
    description: "Order #AB12CD34 at Bella",
    capture: "checkout",
    applicationFeeCents: 0,
    customerEmail: null,
    successUrl: `http://shop.test/orders/${orderId}/paid`,
    cancelUrl: "http://shop.test/back",
    expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    idempotencyKey: `order:${orderId}:session`,
    ...extra,
  };
};

describe("the Razorpay provider against the stand-in", () => {
  it("makes a Payment Link on the store's account for exactly the total, and its page is the short_url", async () => {
    const input = sessionInput({ customerEmail: "asha@example.com" });
    const { sessionId, url } = await provider.createSession(input);
    expect(sessionId).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(url).toBe(`${standIn.url}/l/${sessionId}`);

    const [call] = standIn.callsTo("POST", "/v1/payment_links");
    expect(call!.keyId).toBe(STAND_IN_KEY_ID);
    expect(call!.body).toEqual({
      amount: 1234,
      currency: "INR",
      accept_partial: false,
      reference_id: input.reference,
      description: "Order #AB12CD34 at Bella",
      customer: { email: "asha@example.com" },
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: { orderId: input.orderId, merchantId: MERCHANT },
      callback_url: input.successUrl,
      callback_method: "get",
      expire_by: Math.ceil(input.expiresAt.getTime() / 1000),
    });

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pay ₹12.34");

    expect(await provider.retrieveSession(MERCHANT, sessionId)).toEqual({
      sessionId,
      orderId: input.orderId,
      state: "open",
      amountCents: 1234,
      currency: "inr",
      payment: null,
    });
  });

  it("sends no customer without an email, and an expiry at least 16 minutes away (Razorpay's floor is 15)", async () => {
    const before = Math.floor(Date.now() / 1000);
    await provider.createSession(sessionInput({ expiresAt: new Date(Date.now() + 5 * 60_000) }));
    const body = standIn.callsTo("POST", "/v1/payment_links").at(-1)!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty("customer");
    expect(body.expire_by).toBeGreaterThanOrEqual(before + 16 * 60);
    expect(body.expire_by).toBeLessThanOrEqual(before + 16 * 60 + 5);
  });

  it("a repeat with the same reference gets the same link; other money under that reference is refused", async () => {
    const input = sessionInput();
    const first = await provider.createSession(input);
    const again = await provider.createSession(input);
    expect(again).toEqual(first);
    const made = [...standIn.links.values()].filter((r) => r.link.reference_id === input.reference);
    expect(made).toHaveLength(1);
    expect(standIn.callsTo("GET", "/v1/payment_links").at(-1)!.query).toMatchObject({
      reference_id: input.reference,
    });

    const err = await failure(provider.createSession({ ...input, amountCents: 999 }));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/^Razorpay refused: /) });
  });

  it("a link made whose answer was lost is found again, on the retry or on a later call", async () => {
    const input = sessionInput();
    standIn.failNext(1, "drop");
    const retried = await provider.createSession(input);
    expect([...standIn.links.values()].filter((r) => r.link.reference_id === input.reference)).toHaveLength(
      1,
    );
    expect(standIn.link(retried.sessionId).reference_id).toBe(input.reference);

    const later = sessionInput();
    standIn.failNext(2, "drop");
    expect(await failure(provider.createSession(later))).toBeInstanceOf(ProviderUnavailable);
    const found = await provider.createSession(later);
    const made = [...standIn.links.values()].filter((r) => r.link.reference_id === later.reference);
    expect(made).toHaveLength(1);
    expect(found.sessionId).toBe(made[0]!.link.id);
  });

  it("a paid link is complete with a succeeded payment; the return and the delivery are signed", async () => {
    const input = sessionInput();
    const { sessionId } = await provider.createSession(input);
    const { paymentId, callbackUrl } = standIn.payLink(sessionId);
    expect(paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);

    const session = await provider.retrieveSession(MERCHANT, sessionId);
    expect(session).toMatchObject({
      sessionId,
      orderId: input.orderId,
      state: "complete",
      amountCents: 1234,
    });
    expect(session.payment).toEqual({
      paymentId,
      state: "succeeded",
      amountCents: 1234,
      currency: "inr",
      amountReceivedCents: 1234,
      amountRefundedCents: 0,
      refunds: [],
      failureMessage: null,
    });

    const back = new URL(callbackUrl!);
    expect(back.origin + back.pathname).toBe(input.successUrl);
    const params = Object.fromEntries(back.searchParams);
    expect(params).toMatchObject({
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: sessionId,
      razorpay_payment_link_reference_id: input.reference,
      razorpay_payment_link_status: "paid",
    });
    expect(returnSignatureOk(params, STAND_IN_KEY_SECRET)).toBe(true);
    expect(returnSignatureOk(params, BAD_SECRET)).toBe(false);

    const delivery = standIn.deliveriesOf("payment_link.paid").at(-1)!;
    const raw = Buffer.from(delivery.body);
    expect(webhookSignatureOk(raw, delivery.headers["x-razorpay-signature"], STAND_IN_WEBHOOK_SECRET)).toBe(
      true,
    );
    const parsed = parseRazorpayDelivery(raw, delivery.headers);
    expect(parsed.eventId).toBe(delivery.eventId);
    expect(parsed.type).toBe("payment_link.paid");
    expect(parsed.payload).toMatchObject({
      entity: "event",
      contains: ["payment_link", "order", "payment"],
      payload: {
        payment_link: { entity: { id: sessionId, status: "paid" } },
        payment: { entity: { id: paymentId, status: "captured", method: "upi" } },
        order: { entity: { status: "paid" } },
      },
    });
  });

  it("a failed attempt leaves the link open with the payment's reason", async () => {
    const { sessionId } = await provider.createSession(sessionInput());
    standIn.failPayment(sessionId, "The bank declined it.");
    const session = await provider.retrieveSession(MERCHANT, sessionId);
    expect(session.state).toBe("open");
    expect(session.payment).toMatchObject({ state: "failed", failureMessage: "The bank declined it." });
    // The shopper tries again and pays: the captured one is the link's payment.
    const { paymentId } = standIn.payLink(sessionId);
    expect((await provider.retrieveSession(MERCHANT, sessionId)).payment).toMatchObject({
      paymentId,
      state: "succeeded",
    });
  });

  it("refunds, through the API and in Razorpay's dashboard, read back with their reasons", async () => {
    const { sessionId } = await provider.createSession(sessionInput({ amountCents: 5000 }));
    const { paymentId } = standIn.payLink(sessionId);

    const refund = await provider.refund({
      account: MERCHANT,
      paymentId,
      amountCents: 1200,
      reason: "cold",
      idempotencyKey: `refund:${paymentId}:1`,
    });
    expect(refund).toEqual({
      refundId: expect.stringMatching(/^rfnd_/),
      amountCents: 1200,
      state: "succeeded",
      reason: "cold",
    });
    expect(standIn.callsTo("POST", `/v1/payments/${paymentId}/refund`).at(-1)!.body).toEqual({
      amount: 1200,
      speed: "normal",
      notes: { reason: "cold" },
    });
    expect(standIn.deliveriesOf("refund.processed").at(-1)!.body).toContain(refund.refundId);

    const dashboard = standIn.refundFromDashboard(paymentId, 300);
    standIn.setRefundOutcome("pending");
    const pending = await provider.refund({
      account: MERCHANT,
      paymentId,
      amountCents: 500,
      reason: "",
      idempotencyKey: `refund:${paymentId}:2`,
    });
    standIn.setRefundOutcome("processed");
    expect(pending).toMatchObject({ state: "pending", reason: null });

    const payment = await provider.retrievePayment(MERCHANT, paymentId);
    expect(payment).toMatchObject({
      state: "succeeded",
      amountReceivedCents: 5000,
      amountRefundedCents: 2000,
    });
    expect(payment.refunds).toHaveLength(3);
    expect(payment.refunds).toEqual(
      expect.arrayContaining([
        { refundId: refund.refundId, amountCents: 1200, state: "succeeded", reason: "cold" },
        { refundId: dashboard.id, amountCents: 300, state: "succeeded", reason: null },
        { refundId: pending.refundId, amountCents: 500, state: "pending", reason: null },
      ]),
    );
    standIn.settleRefund(pending.refundId, "failed");
    const after = await provider.retrievePayment(MERCHANT, paymentId);
    expect(after.amountRefundedCents).toBe(1500);
    expect(after.refunds.find((r) => r.refundId === pending.refundId)?.state).toBe("failed");

    // More than is left: Razorpay's refusal, in its words.
    const err = await failure(
      provider.refund({
        account: MERCHANT,
        paymentId,
        amountCents: 4000,
        reason: "too much",
        idempotencyKey: `refund:${paymentId}:3`,
      }),
    );
    expect(err).toMatchObject({
      code: "CONFLICT",
      message: "Razorpay refused: The refund amount provided is greater than amount captured",
    });

    // All of what is left: the payment is refunded, and still money that was taken.
    await provider.refund({
      account: MERCHANT,
      paymentId,
      amountCents: 3500,
      reason: "closed",
      idempotencyKey: `refund:${paymentId}:4`,
    });
    expect(await provider.retrievePayment(MERCHANT, paymentId)).toMatchObject({
      state: "succeeded",
      amountReceivedCents: 5000,
      amountRefundedCents: 5000,
    });
    expect(standIn.payment(paymentId).status).toBe("refunded");
  });

  it("a refund's key is honoured: the same key twice is one refund, even when the first answer was lost", async () => {
    const { sessionId } = await provider.createSession(sessionInput({ amountCents: 5000 }));
    const { paymentId } = standIn.payLink(sessionId);
    const input = {
      account: MERCHANT,
      paymentId,
      amountCents: 1000,
      reason: "late",
      idempotencyKey: `order:x:refund:${paymentId}:1`,
    };
    const first = await provider.refund(input);
    const again = await provider.refund(input);
    expect(again.refundId).toBe(first.refundId);
    const calls = standIn.callsTo("POST", `/v1/payments/${paymentId}/refund`);
    expect(calls).toHaveLength(2);
    const header = calls[0]!.headers["x-refund-idempotency"];
    expect(header).toBe(refundKeyOf(input.idempotencyKey));
    expect(header).toMatch(/^[0-9a-f]{40}$/);
    expect(calls[1]!.headers["x-refund-idempotency"]).toBe(header);

    standIn.failNext(1, "drop");
    const lost = await provider.refund({ ...input, idempotencyKey: `order:x:refund:${paymentId}:2` });
    expect(standIn.refundsOf(paymentId)).toHaveLength(2);
    expect(standIn.refundsOf(paymentId).map((r) => r.id)).toContain(lost.refundId);

    // The same key for another amount: Razorpay refuses it.
    const err = await failure(provider.refund({ ...input, amountCents: 700 }));
    expect(err).toMatchObject({
      code: "CONFLICT",
      message:
        "Razorpay refused: Different request with the same idempotency key has already been processed.",
    });
    expect(standIn.refundsOf(paymentId)).toHaveLength(2);
  });

  it("ends an open link, and a paid or expired one is answered as it is", async () => {
    const open = await provider.createSession(sessionInput());
    const ended = await provider.expireSession(MERCHANT, open.sessionId);
    expect(ended).toMatchObject({ sessionId: open.sessionId, state: "expired", payment: null });
    expect(standIn.link(open.sessionId).status).toBe("cancelled");
    expect(await provider.expireSession(MERCHANT, open.sessionId)).toMatchObject({ state: "expired" });

    const paid = await provider.createSession(sessionInput());
    const { paymentId } = standIn.payLink(paid.sessionId);
    const cancelled = await provider.expireSession(MERCHANT, paid.sessionId);
    expect(cancelled).toMatchObject({ state: "complete", payment: { paymentId, state: "succeeded" } });
    expect(standIn.link(paid.sessionId).status).toBe("paid");

    const lapsed = await provider.createSession(sessionInput());
    standIn.expireLink(lapsed.sessionId);
    expect(await provider.retrieveSession(MERCHANT, lapsed.sessionId)).toMatchObject({ state: "expired" });
    expect(await provider.expireSession(MERCHANT, lapsed.sessionId)).toMatchObject({ state: "expired" });
  });

  it("captures an authorized payment once, and cannot let one go (Razorpay has no void)", async () => {
    const { sessionId } = await provider.createSession(sessionInput());
    const { paymentId } = standIn.payLink(sessionId, { authorizeOnly: true });
    const held = await provider.retrieveSession(MERCHANT, sessionId);
    expect(held).toMatchObject({
      state: "open",
      payment: { paymentId, state: "processing", amountReceivedCents: 0 },
    });

    expect(await provider.cancel(MERCHANT, paymentId, "order:x:cancel")).toMatchObject({
      state: "processing",
    });

    const captured = await provider.capture(MERCHANT, paymentId, "order:x:capture");
    expect(captured).toMatchObject({ state: "succeeded", amountReceivedCents: 1234 });
    expect(standIn.callsTo("POST", `/v1/payments/${paymentId}/capture`).map((c) => c.body)).toEqual([
      { amount: 1234, currency: "INR" },
    ]);
    expect(await provider.capture(MERCHANT, paymentId, "order:x:capture")).toMatchObject({
      state: "succeeded",
    });
    expect(standIn.callsTo("POST", `/v1/payments/${paymentId}/capture`)).toHaveLength(1);
    expect((await provider.retrieveSession(MERCHANT, sessionId)).state).toBe("complete");
  });

  it("a capture whose answer was lost is read as captured", async () => {
    const { sessionId } = await provider.createSession(sessionInput());
    const { paymentId } = standIn.payLink(sessionId, { authorizeOnly: true });
    // The capture is done and its answer lost; the retry is refused (already captured), the read says so.
    standIn.failNext(1, "drop", { method: "POST", path: `/v1/payments/${paymentId}/capture` });
    const capture = provider.capture(MERCHANT, paymentId, "k");
    expect(await capture).toMatchObject({ state: "succeeded" });
    expect(standIn.payment(paymentId).status).toBe("captured");
    expect(standIn.callsTo("POST", `/v1/payments/${paymentId}/capture`)).toHaveLength(2);
  });

  it("checks keys: good ones are ok, wrong ones refused (401)", async () => {
    expect(await provider.checkKeys({ keyId: STAND_IN_KEY_ID, keySecret: STAND_IN_KEY_SECRET })).toBe("ok");
    expect(await provider.checkKeys({ keyId: STAND_IN_KEY_ID, keySecret: BAD_SECRET })).toBe("refused");
    expect(await provider.checkKeys({ keyId: "rzp_test_Unknown0000000", keySecret: BAD_SECRET })).toBe(
      "refused",
    );
    expect(standIn.callsTo("GET", "/v1/payment_links").at(-1)!.query).toMatchObject({ count: "1" });
  });

  it("a store whose keys Razorpay refuses gets a conflict; a store without keys, an outage", async () => {
    const refused = await failure(provider.createSession(sessionInput({ account: WRONG_KEYS })));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "CONFLICT", message: "Razorpay refused the store's keys" });
    expect(await failure(provider.retrieveSession(WRONG_KEYS, "plink_Abc012345678"))).toMatchObject({
      message: "Razorpay refused the store's keys",
    });
    expect(await failure(provider.retrievePayment(NO_KEYS, "pay_Abc0123456789x"))).toBeInstanceOf(
      ProviderUnavailable,
    );
    expect(await failure(provider.retrievePayment(null, "pay_Abc0123456789x"))).toBeInstanceOf(
      ProviderUnavailable,
    );
    expect(await failure(provider.retrieveSession(MERCHANT, "plink_Unknown0000000"))).toMatchObject({
      code: "CONFLICT",
      message: "Razorpay refused: The id provided does not exist",
    });
    expect(await failure(provider.retrieveSession(MERCHANT, "../payments/x"))).toMatchObject({
      code: "CONFLICT",
    });
  });

  it("retries a read once on a 500, and gives up after the second", async () => {
    const { sessionId } = await provider.createSession(sessionInput());
    standIn.failNext(1, "500");
    expect((await provider.retrieveSession(MERCHANT, sessionId)).state).toBe("open");
    standIn.failNext(2, "500");
    expect(await failure(provider.retrieveSession(MERCHANT, sessionId))).toBeInstanceOf(ProviderUnavailable);
  });

  it("a hung Razorpay is an outage after the timeout", async () => {
    const { sessionId } = await provider.createSession(sessionInput());
    standIn.failNext(2, "hang");
    const started = Date.now();
    const err = await failure(provider.retrieveSession(MERCHANT, sessionId));
    expect(err).toBeInstanceOf(ProviderUnavailable);
    expect((err as Error).message).toBe("Razorpay could not be reached");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("a Razorpay that is not there (a closed port) is an outage, at once", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const down = createRazorpayProvider({ apiUrl: `http://127.0.0.1:${port}`, keysOf });
    const started = Date.now();
    expect(await failure(down.createSession(sessionInput()))).toBeInstanceOf(ProviderUnavailable);
    expect(await failure(down.retrievePayment(MERCHANT, "pay_Abc0123456789x"))).toBeInstanceOf(
      ProviderUnavailable,
    );
    expect(
      await failure(
        down.refund({
          account: MERCHANT,
          paymentId: "pay_Abc0123456789x",
          amountCents: 100,
          reason: "",
          idempotencyKey: "k",
        }),
      ),
    ).toBeInstanceOf(ProviderUnavailable);
    expect(
      await failure(down.checkKeys({ keyId: STAND_IN_KEY_ID, keySecret: STAND_IN_KEY_SECRET })),
    ).toBeInstanceOf(ProviderUnavailable);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("takes no webhooks itself: Razorpay's are checked per store", () => {
    expect(() => provider.parseWebhook(Buffer.from("{}"), {})).toThrow(WebhookRefused);
  });

  it("no error names a key secret, and the stand-in recorded none", () => {
    expect(thrown.length).toBeGreaterThan(10);
    for (const err of thrown) {
      const text = [
        String(err),
        (err as Error).message,
        JSON.stringify(err),
        JSON.stringify((err as Error).cause ?? null),
        (err as Error).stack ?? "",
      ].join("\n");
      expect(text).not.toContain(STAND_IN_KEY_SECRET);
      expect(text).not.toContain(BAD_SECRET);
    }
    expect(JSON.stringify(standIn.requests)).not.toContain(STAND_IN_KEY_SECRET);
  });
});
