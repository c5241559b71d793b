import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";
import { paymentEvents } from "#server/db/schema/payment-events";
import { useTestApp } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { testGatewayProviders } from "#tests/helpers/test-gateway-providers";

const CLICKS = 20;
/** Every refund the provider is asked for, by its idempotency key. */
const asked: string[] = [];

// Issue 41: "20 simultaneous refund clicks with one key refund once", on PostgreSQL, where the
// requests really run side by side; and 20 refunds at once under different keys never refund more
// than was paid. The test gateway is the provider, its refund calls counted.
describe.skipIf(!process.env.DATABASE_URL)("simultaneous refunds on PostgreSQL", () => {
  const t = useTestApp("postgres", {
    providers: (db) =>
      testGatewayProviders(db, {
        wrap: (provider) => ({
          ...provider,
          refund: (input) => {
            asked.push(input.idempotencyKey);
            return provider.refund(input);
          },
        }),
      }),
  });

  async function paidCardOrder() {
    const { client, merchant } = await registerMerchant(t.app);
    const db = t.database.db;
    await db
      .update(merchants)
      .set({ acceptsCard: true, cardProvider: "test" })
      .where(eq(merchants.id, merchant.id));
    await t.storeChanged(merchant.id);
    const product = await createProduct(db, merchant.id, { name: "Pizza", price: "12.50" });
    const shopper = new TestClient(t.app);
    const placed = await shopper.post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer: { name: "Ada", phone: "555 0101", address: "1 Main St" },
      items: [{ productId: product.id, quantity: 2 }],
      paymentMethod: "card",
    });
    const { id, trackingCode, payment } = placed.json();
    const sessionId = payment.redirectUrl.split("/pay/test/")[1];
    await shopper.post(`/api/payments/test-gateway/sessions/${sessionId}/pay`, {
      cardNumber: "4242424242424242",
    });
    await shopper.post(`/api/microsite/${merchant.businessSlug}/orders/${trackingCode}/payment-check`);
    await client.token();
    const refunded = async () =>
      (
        await db
          .select()
          .from(paymentEvents)
          .where(and(eq(paymentEvents.orderId, id), eq(paymentEvents.kind, "refunded")))
      ).length;
    const row = async () => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
    return { client, id, refunded, row };
  }

  it(`${CLICKS} clicks of one refund, one key: one refund at the provider, one in the history`, {
    timeout: 60_000,
  }, async () => {
    const { client, id, refunded, row } = await paidCardOrder();
    asked.length = 0;
    const clicks = await Promise.all(
      Array.from({ length: CLICKS }, () =>
        client.request(
          "POST",
          `/api/merchant/orders/${id}/refunds`,
          { amount: "10.00", reason: "Cold pizza" },
          { headers: { "idempotency-key": "refund-click-1" } },
        ),
      ),
    );
    for (const click of clicks) expect(click.statusCode, click.body).toBe(200);
    expect(new Set(clicks.map((c) => c.body)).size).toBe(1);
    expect(clicks.filter((c) => c.headers["idempotent-replayed"] === "true")).toHaveLength(CLICKS - 1);
    expect(asked).toHaveLength(1);
    expect(await refunded()).toBe(1);
    expect(await row()).toMatchObject({ amountRefunded: "10.000", paymentStatus: "partially_refunded" });
  });

  it(`${CLICKS} refunds of $5.00 at once under different keys: five go through, never more than the $25.00 paid`, {
    timeout: 60_000,
  }, async () => {
    const { client, id, refunded, row } = await paidCardOrder();
    asked.length = 0;
    const results = await Promise.all(
      Array.from({ length: CLICKS }, (_, i) =>
        client.request(
          "POST",
          `/api/merchant/orders/${id}/refunds`,
          { amount: "5.00", reason: `Refund ${i}` },
          { headers: { "idempotency-key": `refund-${i}` } },
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(CLICKS - 5);
    expect(asked).toHaveLength(5);
    expect(await refunded()).toBe(5);
    expect(await row()).toMatchObject({ amountRefunded: "25.000", paymentStatus: "refunded" });
  });
});
