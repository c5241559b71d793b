import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";
import { paymentEvents } from "#server/db/schema/payment-events";
import { useTestApp } from "#tests/helpers/api-suite";
import { createOrder } from "#tests/helpers/factories";
import { registerMerchant } from "#tests/helpers/test-app";

const ORDERS = 100;
const UTR = "412345678901";

// Issue 46: a UTR is one payment, so a store records it on one order only, and an order is marked
// paid once. On PostgreSQL, where the requests really run side by side: 200 "Mark as paid" at once,
// every order twice and all with the same UTR, leave exactly one order paid, once.
describe.skipIf(!process.env.DATABASE_URL)("simultaneous UPI marks on PostgreSQL", () => {
  const t = useTestApp("postgres");

  it(`${ORDERS * 2} marks of ${ORDERS} UPI orders with one UTR: one order paid, once`, {
    timeout: 120_000,
  }, async () => {
    const { client, merchant } = await registerMerchant(t.app, { businessType: "pharmacy" });
    const db = t.database.db;
    await db.update(merchants).set({ currency: "INR" }).where(eq(merchants.id, merchant.id));
    const made = await Promise.all(
      Array.from({ length: ORDERS }, () =>
        createOrder(db, merchant.id, {
          currency: "INR",
          totalAmount: "250.00",
          subtotal: "250.00",
          paymentMethod: "upi",
          paymentStatus: "awaiting_payment",
        }),
      ),
    );
    await client.token();
    const answers = await Promise.all(
      [...made, ...made].map(({ order }) =>
        client.post(`/api/merchant/orders/${order.id}/mark-paid`, { reference: UTR }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(ORDERS * 2 - 1);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().message).toMatch(
        new RegExp(
          `^(${PAYMENT_MESSAGES.markPaidTwice}|This UTR is already recorded on order #[0-9a-f]{8})$`,
        ),
      );
    const received = await db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.merchantId, merchant.id), eq(paymentEvents.kind, "upi_received")));
    expect(received).toHaveLength(1);
    const paid = await db
      .select()
      .from(orders)
      .where(and(eq(orders.merchantId, merchant.id), eq(orders.paymentStatus, "paid")));
    expect(paid.map((o) => [o.id, o.amountPaid, o.paymentIntentId])).toEqual([
      [received[0]!.orderId, "250.000", UTR],
    ]);
  });
});
