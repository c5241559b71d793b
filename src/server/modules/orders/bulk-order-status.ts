import { ORDER_MANAGEMENT_MESSAGES, type TBulkOrderStatusResponse } from "#contracts/order-management";
import { ORDER_STATUS_LABELS } from "#contracts/order-statuses";
import type { Db, Tx } from "#server/db/client";
import { movePaymentsFirst, type PaymentProviders } from "#server/modules/payments/service";
import { changeStatuses, type StatusChangeBy } from "./change-statuses";
import { lockOrders } from "./queries";

/**
 * One status and one note for many of the merchant's orders (`POST /api/merchant/orders/bulk-status`,
 * decision 0043), each by the single change's rules (change-statuses.ts), all in ONE transaction: the
 * orders are locked in id order, then a constant number of statements changes them all. An order
 * already in that status, one whose reopening finds its stock gone, and an id of no order of this
 * store (another store's among them: it is never read or changed) are answered as unchanged, with why;
 * so is a paid card order being cancelled (cancelled alone, the merchant chooses whether to refund
 * it) and one whose provider refuses or is unreachable. An authorized card order's hold is released.
 */
export async function updateOrderStatuses(
  db: Db,
  merchantId: string,
  /** `personId`: the member changing them, named in each order's history and in the activity log. */
  { ids, ...change }: StatusChangeBy & { ids: string[] },
  now: number,
  mailBaseUrl: string | null = null,
  providers: PaymentProviders | null = null,
): Promise<TBulkOrderStatusResponse> {
  const failed = providers
    ? await movePaymentsFirst(db, merchantId, ids, change, providers, true)
    : new Map<string, Error>();
  return db.transaction(async (tx: Tx) => {
    const locked = (await lockOrders(tx, merchantId, ids)).filter((order) => !failed.has(order.id));
    const why = new Map<string, string>(ids.map((id) => [id, ORDER_MANAGEMENT_MESSAGES.orderNotFound]));
    for (const order of locked)
      if (order.status === change.status)
        why.set(order.id, ORDER_MANAGEMENT_MESSAGES.alreadyInStatus(ORDER_STATUS_LABELS[change.status]));
      else why.delete(order.id);
    const toChange = locked.filter((order) => order.status !== change.status);
    const { refused } = await changeStatuses(tx, merchantId, toChange, change, now, mailBaseUrl, true);
    for (const [id, err] of failed) why.set(id, err.message);
    for (const [id, message] of refused) why.set(id, message);
    return {
      status: change.status,
      changed: ids.filter((id) => !why.has(id)),
      unchanged: ids.flatMap((id) => {
        const message = why.get(id);
        return message === undefined ? [] : [{ id, message }];
      }),
    };
  });
}
