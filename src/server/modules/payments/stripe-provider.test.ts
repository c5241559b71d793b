import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeStandIn, startStripeStandIn } from "#tests/stripe-stand-in/stand-in";
import { ProviderUnavailable, WebhookRefused } from "./provider";
import { createStripeProvider } from "./stripe-provider";

let standIn: StripeStandIn;
let provider: ReturnType<typeof createStripeProvider>;
let account: string;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = createStripeProvider(
    {
      secretKey: standIn.secretKey,
      webhookSecret: standIn.webhookSecret,
      apiUrl: standIn.url,
      applicationFeePercent: 0,
    },
    { timeoutMs: 500 },
  );
  account = standIn.createAccount(true).id;
});
afterAll(() => standIn.close());

const sessionInput = (
  orderId: string,
  extra: Partial<Parameters<typeof provider.createSession>[0]> = {},
) => ({
  account,
  orderId,
  merchantId: "00000000-0000-4000-8000-000000000001",
  reference: "AB12CD34",
  amountCents: 1234,
  currency: "usd",
  description: "Order #AB12CD34 at Bella",
  capture: "checkout" as const,
  applicationFeeCents: 0,
  customerEmail: null,
  successUrl: "http://shop.test/ok",
  cancelUrl: "http://shop.test/back",
  expiresAt: new Date(Date.now() + 30 * 60 * 1000),
  idempotencyKey: `order:${orderId}:session`,
  ...extra,
});

describe("the Stripe provider against the stand-in", () => {
  it("creates a session on the merchant's account for exactly the total, with the order's id, once per key", async () => {
    const first = await provider.createSession(sessionInput("order-1", { applicationFeeCents: 37 }));
    const again = await provider.createSession(sessionInput("order-1", { applicationFeeCents: 37 }));
    expect(again.sessionId).toBe(first.sessionId);
    expect(standIn.sessions.size).toBe(1);
    const [call] = standIn.callsTo("POST", "/v1/checkout/sessions");
    expect(call).toMatchObject({
      account,
      idempotencyKey: "order:order-1:session",
      params: {
        mode: "payment",
        client_reference_id: "order-1",
        metadata: { orderId: "order-1" },
        line_items: [{ quantity: "1", price_data: { unit_amount: "1234", currency: "usd" } }],
        payment_intent_data: { application_fee_amount: "37" },
      },
    });
    expect(call!.params.payment_intent_data).not.toHaveProperty("capture_method");
    const session = await provider.retrieveSession(account, first.sessionId);
    expect(session).toMatchObject({ orderId: "order-1", state: "open", amountCents: 1234, payment: null });
  });

  it("a retry minutes later, under the same key, gets the session made then (its answer lost)", async () => {
    const input = sessionInput("order-late");
    standIn.failNext(2, "drop");
    await expect(provider.createSession(input)).rejects.toBeInstanceOf(ProviderUnavailable);
    const made = [...standIn.sessions.values()].filter((s) => s.metadata.orderId === "order-late");
    expect(made).toHaveLength(1);
    // Retried 12 minutes on: "30 minutes from now" is another time, the key the same.
    const later = await provider.createSession({
      ...input,
      expiresAt: new Date(input.expiresAt.getTime() + 12 * 60_000),
    });
    expect(later.sessionId).toBe(made[0]!.id);
    expect([...standIn.sessions.values()].filter((s) => s.metadata.orderId === "order-late")).toHaveLength(1);
    // The page lives 30 to 35 minutes.
    const life = made[0]!.expires_at - made[0]!.created;
    expect(life).toBeGreaterThanOrEqual(30 * 60 - 2);
    expect(life).toBeLessThanOrEqual(35 * 60 + 2);
  });

  it("holds the money with capture on confirm, captures once, and reads refunds made in the dashboard", async () => {
    const { sessionId } = await provider.createSession(sessionInput("order-2", { capture: "confirm" }));
    expect(standIn.callsTo("POST", "/v1/checkout/sessions").at(-1)!.params.payment_intent_data).toMatchObject(
      {
        capture_method: "manual",
      },
    );
    standIn.completeSession(sessionId);
    const held = await provider.retrieveSession(account, sessionId);
    expect(held.state).toBe("complete");
    expect(held.payment).toMatchObject({
      state: "requires_capture",
      amountCents: 1234,
      amountReceivedCents: 0,
    });
    const paymentId = held.payment!.paymentId;

    const captured = await provider.capture(account, paymentId, "order:order-2:capture");
    expect(captured).toMatchObject({ state: "succeeded", amountReceivedCents: 1234 });
    // The same key: Stripe's stored answer again, not a second capture.
    expect(await provider.capture(account, paymentId, "order:order-2:capture")).toMatchObject({
      state: "succeeded",
    });
    await expect(provider.capture(account, paymentId, "another-key")).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining("could not be captured"),
    });

    const refund = await provider.refund({
      account,
      paymentId,
      amountCents: 200,
      reason: "cold",
      idempotencyKey: "r1",
    });
    expect(refund).toMatchObject({ amountCents: 200, state: "succeeded", reason: "cold" });
    standIn.refundFromDashboard(paymentId, 100);
    const after = await provider.retrievePayment(account, paymentId);
    expect(after.amountRefundedCents).toBe(300);
    expect(after.refunds.map((r) => r.amountCents).sort()).toEqual([100, 200]);
    await expect(
      provider.refund({ account, paymentId, amountCents: 5000, reason: "x", idempotencyKey: "r2" }),
    ).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining("greater than unrefunded") });
  });

  it("says why a card failed, cancels a hold, and expires an open session", async () => {
    const a = await provider.createSession(sessionInput("order-3", { capture: "confirm" }));
    standIn.failSession(a.sessionId);
    const failed = await provider.retrieveSession(account, a.sessionId);
    expect(failed.payment).toMatchObject({ state: "failed", failureMessage: "Your card was declined." });
    standIn.completeSession(a.sessionId);
    const held = await provider.retrieveSession(account, a.sessionId);
    expect(await provider.cancel(account, held.payment!.paymentId, "order:order-3:void")).toMatchObject({
      state: "canceled",
    });

    const b = await provider.createSession(sessionInput("order-4"));
    expect((await provider.expireSession(account, b.sessionId)).state).toBe("expired");
    // Expiring again (the clock and the webhook both): the session as it is, no error.
    expect((await provider.expireSession(account, b.sessionId)).state).toBe("expired");
    // Paid a moment before the clock let it go: Stripe refuses the expire, the read says complete.
    const c = await provider.createSession(sessionInput("order-4b"));
    standIn.completeSession(c.sessionId);
    expect(await provider.expireSession(account, c.sessionId)).toMatchObject({
      state: "complete",
      payment: { state: "succeeded" },
    });
  });

  it("keeps one account's objects from another", async () => {
    const { sessionId } = await provider.createSession(sessionInput("order-5"));
    const other = standIn.createAccount(true).id;
    await expect(provider.retrieveSession(other, sessionId)).rejects.toMatchObject({ statusCode: 409 });
  });

  it("turns a 500, a hang or a closed port into ProviderUnavailable, and a retry with the key makes one session", async () => {
    standIn.failNext(2, "500");
    await expect(provider.createSession(sessionInput("order-6"))).rejects.toBeInstanceOf(ProviderUnavailable);
    standIn.failNext(2, "hang");
    await expect(provider.createSession(sessionInput("order-6"))).rejects.toBeInstanceOf(ProviderUnavailable);
    const made = await provider.createSession(sessionInput("order-6"));
    expect(await provider.createSession(sessionInput("order-6"))).toEqual(made);
    expect([...standIn.sessions.values()].filter((s) => s.metadata.orderId === "order-6")).toHaveLength(1);

    const nowhere = createStripeProvider(
      {
        secretKey: standIn.secretKey,
        webhookSecret: null,
        apiUrl: "http://127.0.0.1:9",
        applicationFeePercent: 0,
      },
      { timeoutMs: 500 },
    );
    await expect(nowhere.retrievePayment(account, "pi_x")).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it("never names the secret key in an error, even for a key Stripe refuses", async () => {
    const secretKey = "sk_test_THE_SECRET_never_in_a_message_0000";
    const wrong = createStripeProvider({
      secretKey,
      webhookSecret: null,
      apiUrl: standIn.url,
      applicationFeePercent: 0,
    });
    const err = await wrong.createSession(sessionInput("order-7")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderUnavailable);
    expect(JSON.stringify({ message: (err as Error).message, cause: (err as Error).cause })).not.toContain(
      "SECRET",
    );
  });

  it("parses only webhooks signed with the secret, within five minutes, with a JSON body", () => {
    const event = standIn.event(
      "checkout.session.completed",
      { id: "cs_1", object: "checkout.session" },
      account,
    );
    const ok = standIn.signedDelivery(event);
    expect(provider.parseWebhook(Buffer.from(ok.payload), ok.headers)).toMatchObject({
      eventId: event.id,
      type: "checkout.session.completed",
      account,
    });
    const forged = standIn.signedDelivery(event, { secret: "whsec_forged" });
    expect(() => provider.parseWebhook(Buffer.from(forged.payload), forged.headers)).toThrow(WebhookRefused);
    const old = standIn.signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(() => provider.parseWebhook(Buffer.from(old.payload), old.headers)).toThrow(/tolerance/);
    const notJson = standIn.signedDelivery(event, { payload: "not json {" });
    expect(() => provider.parseWebhook(Buffer.from(notJson.payload), notJson.headers)).toThrow(
      WebhookRefused,
    );
    expect(() => provider.parseWebhook(Buffer.from(ok.payload), {})).toThrow(WebhookRefused);
    // The body changed after signing.
    expect(() => provider.parseWebhook(Buffer.from(ok.payload.replace("cs_1", "cs_2")), ok.headers)).toThrow(
      WebhookRefused,
    );
  });
});

describe("the stand-in speaks Stripe's wire format", () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${standIn.url}${path}`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${standIn.secretKey}`,
        "content-type": "application/x-www-form-urlencoded",
        ...headers,
      },
      body,
    });

  it("refuses a missing or wrong key with 401 and Stripe's error shape", async () => {
    const none = await fetch(`${standIn.url}/v1/accounts/acct_x`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: { type: "invalid_request_error" } });
    const wrong = await post("/v1/accounts", "type=standard", {
      authorization: "Bearer sk_test_wrong_key_123456",
    });
    expect(wrong.status).toBe(401);
  });

  it("replays a key with the same parameters and refuses it with others", async () => {
    const body = "type=standard&metadata[merchantId]=m1";
    const first = await post("/v1/accounts", body, { "idempotency-key": "k1" });
    const second = await post("/v1/accounts", body, { "idempotency-key": "k1" });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect((await second.json()).id).toBe((await first.json()).id);
    const other = await post("/v1/accounts", "type=standard&metadata[merchantId]=m2", {
      "idempotency-key": "k1",
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: { type: "idempotency_error" } });
  });

  it("answers an unknown object with 404 resource_missing, a missing param with 400, an unknown account with 403", async () => {
    const missing = await fetch(`${standIn.url}/v1/payment_intents/pi_nope`, {
      headers: { authorization: `Bearer ${standIn.secretKey}` },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: "resource_missing" } });
    const noMode = await post("/v1/checkout/sessions", "success_url=x", { "stripe-account": account });
    expect(noMode.status).toBe(400);
    expect(await noMode.json()).toMatchObject({ error: { code: "parameter_missing", param: "mode" } });
    const stranger = await post("/v1/refunds", "payment_intent=pi_x", { "stripe-account": "acct_nobody" });
    expect(stranger.status).toBe(403);
  });

  it("reads nested form keys and expands with expand[]", async () => {
    const made = await post(
      "/v1/checkout/sessions",
      [
        "mode=payment",
        "success_url=http%3A%2F%2Fshop.test%2Fok",
        "line_items[0][quantity]=2",
        "line_items[0][price_data][currency]=usd",
        "line_items[0][price_data][unit_amount]=350",
        "line_items[0][price_data][product_data][name]=Tea",
        "metadata[orderId]=o-9",
        "client_reference_id=o-9",
      ].join("&"),
      { "stripe-account": account },
    );
    const session = await made.json();
    expect(session).toMatchObject({ amount_total: 700, metadata: { orderId: "o-9" }, payment_intent: null });
    standIn.completeSession(session.id);
    const read = await fetch(`${standIn.url}/v1/checkout/sessions/${session.id}?expand[]=payment_intent`, {
      headers: { authorization: `Bearer ${standIn.secretKey}`, "stripe-account": account },
    });
    expect((await read.json()).payment_intent).toMatchObject({
      object: "payment_intent",
      status: "succeeded",
    });
  });

  it("its payment page pays with one click and sends the shopper back", async () => {
    const { sessionId, url } = await provider.createSession(sessionInput("order-page"));
    expect(await (await fetch(url)).text()).toContain("no money moves");
    const paid = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=pay",
    });
    expect([paid.status, paid.headers.get("location")]).toEqual([303, "http://shop.test/ok"]);
    expect((await provider.retrieveSession(account, sessionId)).payment).toMatchObject({
      state: "succeeded",
    });
  });

  it("signs what constructEvent accepts", () => {
    const event = standIn.event("account.updated", { id: account, object: "account" }, account);
    const { payload, headers } = standIn.signedDelivery(event);
    const parsed = Stripe.webhooks.constructEvent(
      payload,
      headers["stripe-signature"]!,
      standIn.webhookSecret,
    );
    expect(parsed.id).toBe(event.id);
  });
});
