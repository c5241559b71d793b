import type { TMerchantOrder, TStatusChange } from "#contracts/order-management";
import { requireOwn } from "#server/access/own-rows";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import { changeStatuses } from "./change-statuses";
import { toMerchantOrder } from "./mappers";
import { LOCKED_ORDER } from "./own-orders";

/**
 * Sets any of the five statuses directly (spec section 4) by the rules of change-statuses.ts, with the
 * order locked in one transaction; the same status again adds the note to its history. A reopened
 * order whose stock is gone is refused with 409, changing nothing.
 */
export async function updateOrderStatus(
  db: Db,
  merchantId: string,
  orderId: string,
  change: TStatusChange,
  now: number,
  mailBaseUrl: string | null = null,
): Promise<TMerchantOrder> {
  return db.transaction(async (tx: Tx) => {
    const order = await requireOwn(tx, merchantId, LOCKED_ORDER, orderId);
    const { changed, refused } = await changeStatuses(tx, merchantId, [order], change, now, mailBaseUrl);
    const refusal = refused.get(orderId);
    if (refusal !== undefined) throw new AppError("CONFLICT", refusal);
    return toMerchantOrder(changed[0]!.order, changed[0]!.itemCount);
  });
}
