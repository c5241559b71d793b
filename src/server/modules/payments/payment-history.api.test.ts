import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { toDecimalString } from "#contracts/money";
import { orders } from "#server/db/schema/orders";
import { paymentEvents } from "#server/db/schema/payment-events";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createMerchant, createOrder } from "#tests/helpers/factories";
import {
  listPaymentEvents,
  type NewPaymentEvent,
  recordPaymentEvents,
  toPaymentEvent,
} from "./payment-history";

// Decision 0050: the order's money is derived from its append-only payment events, deduplicated by
// (order, kind, reference), whatever order they arrive in and however often.

describeOnDrivers("the payment history", (t) => {
  const db = () => t.database.db;

  async function cardOrder(total = "20.00", method: "card" | "cash" = "card") {
    const merchant = await createMerchant(db());
    const { order } = await createOrder(db(), merchant.id, {
      totalAmount: total,
      paymentMethod: method,
      paymentStatus: method === "card" ? "awaiting_payment" : "unpaid",
    });
    return order;
  }
  const record = (order: { id: string; merchantId: string }, events: NewPaymentEvent[]) =>
    db().transaction((tx) => recordPaymentEvents(tx, order, events));
  const ev = (
    kind: NewPaymentEvent["kind"],
    reference: string,
    amountCents: number | null,
  ): NewPaymentEvent => ({
    kind,
    provider: "test",
    reference,
    amountCents,
  });
  // The row's numeric(11,3) as a dollar amount is written ("20.000" is "20.00").
  const money = (o: { paymentStatus: string; amountPaid: string; amountRefunded: string }) => [
    o.paymentStatus,
    toDecimalString(o.amountPaid, "USD"),
    toDecimalString(o.amountRefunded, "USD"),
  ];

  it("skips a duplicate (same order, kind and reference) and derives paid, then refunds partial and full", async () => {
    const order = await cardOrder();
    const first = await record(order, [ev("paid", "pi_1", 2000)]);
    expect(first.added).toHaveLength(1);
    expect(money(first.order)).toEqual(["paid", "20.00", "0.00"]);

    const again = await record(order, [ev("paid", "pi_1", 2000)]);
    expect(again.added).toHaveLength(0);
    expect(money(again.order)).toEqual(["paid", "20.00", "0.00"]);

    const partial = await record(order, [ev("refunded", "re_1", 500), ev("refunded", "re_1", 500)]);
    expect(partial.added).toHaveLength(1);
    expect(money(partial.order)).toEqual(["partially_refunded", "20.00", "5.00"]);

    const full = await record(order, [ev("refunded", "re_1", 500), ev("refunded", "re_2", 1500)]);
    expect(full.added.map((e) => e.reference)).toEqual(["re_2"]);
    expect(money(full.order)).toEqual(["refunded", "20.00", "20.00"]);

    const rows = await listPaymentEvents(db(), order.merchantId, [order.id]);
    expect(rows.map((r) => [r.kind, r.reference])).toEqual([
      ["paid", "pi_1"],
      ["refunded", "re_1"],
      ["refunded", "re_2"],
    ]);
    expect(toPaymentEvent(rows[1]!, "USD")).toMatchObject({
      kind: "refunded",
      amount: "5.00",
      reference: "re_1",
    });
  });

  it("an authorization holds, a capture pays once (even when also seen as paid), a void releases", async () => {
    const held = await cardOrder("12.34");
    expect(money((await record(held, [ev("authorized", "pi_h", 1234)])).order)).toEqual([
      "authorized",
      "0.00",
      "0.00",
    ]);
    // The capture, then a read of the same payment that says it succeeded: one payment's money.
    await record(held, [ev("captured", "pi_h", 1234)]);
    expect(money((await record(held, [ev("paid", "pi_h", 1234)])).order)).toEqual(["paid", "12.34", "0.00"]);

    const voided = await cardOrder("12.34");
    await record(voided, [ev("authorized", "pi_v", 1234)]);
    expect(money((await record(voided, [ev("voided", "pi_v", 1234)])).order)).toEqual([
      "voided",
      "0.00",
      "0.00",
    ]);
  });

  it("a declined card leaves the order awaiting payment; an expired session expires it; money taken after either wins", async () => {
    const declined = await cardOrder();
    const failed = await record(declined, [
      { ...ev("failed", "pi_f", null), note: "Your card was declined." },
    ]);
    expect(failed.added).toHaveLength(1);
    expect(money(failed.order)).toEqual(["awaiting_payment", "0.00", "0.00"]);

    const expired = await cardOrder();
    expect(money((await record(expired, [ev("expired", "cs_1", null)])).order)).toEqual([
      "expired",
      "0.00",
      "0.00",
    ]);
    // The payment arrived after all (in any order, the provider's word on money wins).
    expect(money((await record(expired, [ev("paid", "pi_late", 2000)])).order)).toEqual([
      "paid",
      "20.00",
      "0.00",
    ]);
  });

  it("cash received pays a cash order; a flag is kept on the order and changes no money", async () => {
    const cash = await cardOrder("8.00", "cash");
    expect(cash.paymentStatus).toBe("unpaid");
    const paid = await record(cash, [
      { kind: "cash_received", provider: "cash", reference: "key-1", amountCents: 800 },
    ]);
    expect(money(paid.order)).toEqual(["paid", "8.00", "0.00"]);
    const rows = await listPaymentEvents(db(), cash.merchantId, [cash.id]);
    expect(toPaymentEvent(rows[0]!, "USD")).toMatchObject({
      provider: "cash",
      reference: null,
      amount: "8.00",
    });

    const card = await cardOrder();
    const flagged = await record(card, [{ ...ev("flagged", "cs_x", 1999), note: "amount differs" }]);
    expect(money(flagged.order)).toEqual(["awaiting_payment", "0.00", "0.00"]);
    expect(flagged.order.paymentFlag).toBe("amount differs");
  });

  it("never touches another store's order", async () => {
    const order = await cardOrder();
    const other = await createMerchant(db());
    await expect(
      record({ id: order.id, merchantId: other.id }, [ev("paid", "pi_x", 2000)]),
    ).rejects.toThrow();
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe("awaiting_payment");
  });

  it("30 callers recording the same events at once write one row per (order, kind, reference)", async () => {
    const order = await cardOrder();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        record(order, [ev("paid", "pi_c", 2000), ev("refunded", `re_${i % 3}`, 100)]),
      ),
    );
    expect(results.reduce((n, r) => n + r.added.length, 0)).toBe(4);
    const rows = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.merchantId, order.merchantId)));
    expect(rows).toHaveLength(4);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(money(row!)).toEqual(["partially_refunded", "20.00", "3.00"]);
  });
});
