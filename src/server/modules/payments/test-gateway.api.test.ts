import { expect, it } from "vitest";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createMerchant, createOrder } from "#tests/helpers/factories";
import { ProviderUnavailable, WebhookRefused } from "./provider";
import { createTestGateway, payTestSession } from "./test-gateway";

// The test gateway as a provider (issue 41, decision 0050): what capture on confirm, cancelling and
// refunds (P1b) and settling rely on, with its state in the database.

const MINUTE = 60 * 1000;
let clock = Date.now();

describeOnDrivers("the test gateway provider", (t) => {
  async function session(capture: "checkout" | "confirm", key = `key-${Math.random()}`) {
    const gateway = createTestGateway(t.database.db, () => clock);
    const merchant = await createMerchant(t.database.db);
    const { order } = await createOrder(t.database.db, merchant.id, { totalAmount: "30.00" });
    const input = {
      account: null,
      orderId: order.id,
      merchantId: merchant.id,
      reference: order.trackingCode,
      amountCents: 3000,
      currency: "usd",
      description: "Order #X at Store",
      capture,
      applicationFeeCents: 0,
      customerEmail: null,
      successUrl: "http://shop.test/microsite/s?view=order-success",
      cancelUrl: "http://shop.test/microsite/s?view=checkout",
      expiresAt: new Date(clock + 30 * MINUTE),
      idempotencyKey: key,
    };
    const made = await gateway.createSession(input);
    return { gateway, made, input, order };
  }

  it("makes one session per idempotency key, on the shopper's origin", async () => {
    const { gateway, made, input, order } = await session("checkout");
    expect(made.url).toBe(`http://shop.test/pay/test/${made.sessionId}`);
    expect(await gateway.createSession(input)).toEqual(made);
    expect(await gateway.retrieveSession(null, made.sessionId)).toEqual({
      sessionId: made.sessionId,
      orderId: order.id,
      state: "open",
      amountCents: 3000,
      currency: "usd",
      payment: null,
    });
  });

  it("capture on confirm: an authorization captured once, then refunds by key, never past what is left", async () => {
    const { gateway, made } = await session("confirm");
    expect(await payTestSession(t.database.db, made.sessionId, "4242424242424242", clock)).toMatchObject({
      ok: true,
    });
    const held = (await gateway.retrieveSession(null, made.sessionId)).payment!;
    expect(held).toMatchObject({ state: "requires_capture", amountReceivedCents: 0 });
    const captured = await gateway.capture(null, held.paymentId, "cap-1");
    expect(captured).toMatchObject({ state: "succeeded", amountReceivedCents: 3000 });
    expect(await gateway.capture(null, held.paymentId, "cap-1")).toEqual(captured);
    await expect(gateway.cancel(null, held.paymentId, "void-1")).rejects.toBeInstanceOf(ProviderUnavailable);

    const refund = {
      account: null,
      paymentId: held.paymentId,
      amountCents: 1000,
      reason: "cold",
      idempotencyKey: "r1",
    };
    const [a, b] = await Promise.all([gateway.refund(refund), gateway.refund(refund)]);
    expect(a).toEqual(b);
    await expect(
      gateway.refund({ ...refund, amountCents: 2001, idempotencyKey: "r2" }),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    await gateway.refund({ ...refund, amountCents: 2000, idempotencyKey: "r3" });
    const after = await gateway.retrievePayment(null, held.paymentId);
    expect(after.amountRefundedCents).toBe(3000);
    expect(after.refunds.map((r) => r.amountCents)).toEqual([1000, 2000]);
  });

  it("an authorization cancelled lets the hold go; a session expires by its time or when ended", async () => {
    const { gateway, made } = await session("confirm");
    await payTestSession(t.database.db, made.sessionId, "4242424242424242", clock);
    const held = (await gateway.retrieveSession(null, made.sessionId)).payment!;
    expect(await gateway.cancel(null, held.paymentId, "void-1")).toMatchObject({ state: "canceled" });
    await expect(gateway.capture(null, held.paymentId, "cap-1")).rejects.toBeInstanceOf(ProviderUnavailable);

    const ended = await session("checkout");
    expect((await ended.gateway.expireSession(null, ended.made.sessionId)).state).toBe("expired");
    expect(await payTestSession(t.database.db, ended.made.sessionId, "4242424242424242", clock)).toEqual({
      ok: false,
      reason: "expired",
    });
    const timed = await session("checkout");
    clock += 31 * MINUTE;
    expect((await timed.gateway.retrieveSession(null, timed.made.sessionId)).state).toBe("expired");
    expect(
      await payTestSession(t.database.db, timed.made.sessionId, "4242424242424242", clock),
    ).toMatchObject({
      reason: "expired",
    });
  });

  it("has no webhooks: every delivery is refused", async () => {
    const { gateway } = await session("checkout");
    expect(() => gateway.parseWebhook(Buffer.from("{}"), {})).toThrow(WebhookRefused);
  });
});
