import { and, eq, or } from "drizzle-orm";
import type { PaymentProviderName } from "#contracts/payments";
import type { Db } from "#server/db/client";
import { orders } from "#server/db/schema/orders";
import { NoOrderYet } from "./provider";

/** A provider object's text field, or null when it is missing, empty or not text. */
export const deliveryText = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a provider's text is one of our ids (a merchant's or an order's): anything else matches no row. */
export const isOurId = (text: string) => UUID.test(text);

/** What a webhook delivery names of an order: our id (in the object's metadata or notes), and the provider's session and payment ids. */
export interface NamedOrder {
  orderId: unknown;
  sessionId: string | null;
  paymentId: string | null;
}

/**
 * Settles the store's order a delivery names (decision 0050; Razorpay's, decision 0069): by our id,
 * or by the provider ids kept on the order, among this store's orders only (and, with `provider`,
 * only those paid through it). One of another store's changes nothing and is answered with the
 * note kept on the delivery; one not known yet (a refund before its payment was read) throws
 * NoOrderYet, so the delivery is tried again. `what` names the delivery in that error.
 */
export async function settleNamedOrder(
  deps: { db: Db; settle: (orderId: string) => Promise<unknown> },
  merchantId: string,
  named: NamedOrder,
  what: string,
  provider?: PaymentProviderName,
): Promise<string | null> {
  const ours = deliveryText(named.orderId);
  const orderId = ours && isOurId(ours) ? ours : null;
  const matches = [
    orderId ? eq(orders.id, orderId) : undefined,
    named.sessionId ? eq(orders.paymentSessionId, named.sessionId) : undefined,
    named.paymentId ? eq(orders.paymentIntentId, named.paymentId) : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length > 0) {
    const [found] = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.merchantId, merchantId),
          provider ? eq(orders.paymentProvider, provider) : undefined,
          or(...matches),
        ),
      )
      .limit(1);
    if (found) {
      await deps.settle(found.id);
      return null;
    }
  }
  if (orderId) {
    const [other] = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    if (other) return "the order is another store's";
  }
  throw new NoOrderYet(`No order of this store matches ${what}`);
}
