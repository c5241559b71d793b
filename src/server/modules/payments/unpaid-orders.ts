import { sql } from "drizzle-orm";
import { PAYMENT_MESSAGES, RECONCILE_AFTER_MINUTES } from "#contracts/payments";
import type { Tx } from "#server/db/client";
import { announceStoreChange } from "#server/events/store-changes";
import { updateOrderStatus } from "#server/modules/orders/service";
import { recordPaymentEvents } from "./payment-history";
import { ProviderUnavailable } from "./provider";
import { isUnpaidCardOrder, type PaymentDeps, settlePayment } from "./settle-payment";

/** How many orders one round reads at most; the next round (a minute later) takes the rest. */
const ROUND = 200;

type WaitingOrder = {
  id: string;
  merchant_id: string;
  payment_provider: string | null;
  payment_account: string | null;
  payment_session_id: string | null;
  /** Past the store's unpaidExpiryMinutes, by the app's clock. */
  due: boolean;
};

/**
 * Orders still awaiting payment (issue 41, decision 0050; Razorpay and UPI, issue 46), every minute
 * from every process:
 * - Reconciliation: one awaiting payment RECONCILE_AFTER_MINUTES after it was placed is read from
 *   its provider and settled from that answer, so a lost webhook, or a process that died between
 *   the provider's confirmation and the order's update, costs minutes, not an order.
 * - Unpaid expiry: one past its store's `unpaidExpiryMinutes` has its session ended at the provider
 *   first (it can no longer be paid), then is settled: paid meanwhile, it stays; still unpaid, it is
 *   cancelled with "Payment not completed", giving back its stock, slot and discount use once
 *   (under the order's lock, whichever process gets there first). Cash orders never expire.
 * A provider that cannot be reached leaves its orders for the next round. Answers how many were read.
 */
export async function settleUnpaidOrders(deps: PaymentDeps): Promise<number> {
  const now = new Date(deps.now()).toISOString();
  const waiting = await deps.db.execute<WaitingOrder>(sql`
    select o.id, o.merchant_id, o.payment_provider, o.payment_account, o.payment_session_id,
      o.created_at + m.unpaid_expiry_minutes * interval '1 minute' <= ${now}::timestamptz as due
    from orders o
    join merchants m on m.id = o.merchant_id
    where o.payment_status = 'awaiting_payment' and o.payment_method in ('card', 'razorpay', 'upi')
      and o.order_type = 'regular' and o.status = 'pending' and o.payment_flag is null
      and o.created_at + ${RECONCILE_AFTER_MINUTES} * interval '1 minute' <= ${now}::timestamptz
    order by o.created_at
    limit ${ROUND}`);
  for (const order of waiting.rows) {
    try {
      await settleOne(deps, order);
    } catch (err) {
      if (!(err instanceof ProviderUnavailable)) throw err;
    }
  }
  return waiting.rows.length;
}

async function settleOne(deps: PaymentDeps, order: WaitingOrder) {
  const provider = deps.providers.get(order.payment_provider);
  if (order.due && provider && order.payment_session_id)
    await provider.expireSession(order.payment_account, order.payment_session_id);
  const after = await settlePayment(deps, order.id);
  // Its page was never made (the provider was down when it was placed), its provider is no longer
  // set up here, or it never had one (UPI, which the merchant confirms by hand): it goes at its time.
  if (!order.due || !after || !isUnpaidCardOrder(after) || (provider && order.payment_session_id)) return;
  const cancelled = await deps.db.transaction(async (tx: Tx) => {
    const { order: locked } = await recordPaymentEvents(tx, { id: order.id, merchantId: order.merchant_id }, [
      {
        kind: "expired",
        provider: order.payment_provider ?? "test",
        reference: order.payment_session_id ?? `order:${order.id}:no-session`,
        amountCents: null,
      },
    ]);
    if (!isUnpaidCardOrder(locked)) return false;
    await updateOrderStatus(
      tx,
      order.merchant_id,
      order.id,
      { status: "cancelled", notes: PAYMENT_MESSAGES.expiredNote, restock: false, by: "system" },
      deps.now(),
      null,
    );
    return true;
  });
  if (cancelled) await announceStoreChange(deps.events, order.merchant_id, "stock");
}
