import type { TMerchantOrder } from "#contracts/order-management";
import { requireOwn } from "#server/access/own-rows";
import type { Db, Tx } from "#server/db/client";
import { AppError } from "#server/errors";
import { movePaymentsFirst, type PaymentProviders } from "#server/modules/payments/service";
import { changeStatuses, type StatusChangeBy } from "./change-statuses";
import { toMerchantOrder } from "./mappers";
import { LOCKED_ORDER } from "./own-orders";

/**
 * Sets any of the five statuses directly (spec section 4) by the rules of change-statuses.ts, with the
 * order locked in one transaction; the same status again adds the note to its history. A reopened
 * order whose stock is gone is refused with 409, changing nothing; so is a card payment the provider
 * will not capture, release or refund (409), or cannot be reached for (502).
 */
export async function updateOrderStatus(
  db: Db | Tx,
  merchantId: string,
  orderId: string,
  /** `by`: who changed it, in the history (the merchant, unless the store's own rules did: "system"). */
  change: StatusChangeBy,
  now: number,
  mailBaseUrl: string | null = null,
  /**
   * Where card money moves (capture on confirm, release or refund on cancel), before the change's
   * transaction; none: no card money moves (a caller already in a transaction passes none).
   */
  providers: PaymentProviders | null = null,
): Promise<TMerchantOrder> {
  if (providers) {
    // The provider's refusal (409) or silence (502): the order stays as it was.
    const failed = await movePaymentsFirst(db as Db, merchantId, [orderId], change, providers, false);
    const failure = failed.get(orderId);
    if (failure) throw failure;
  }
  return db.transaction(async (tx: Tx) => {
    const order = await requireOwn(tx, merchantId, LOCKED_ORDER, orderId);
    const { changed, refused } = await changeStatuses(tx, merchantId, [order], change, now, mailBaseUrl);
    const refusal = refused.get(orderId);
    if (refusal !== undefined) throw new AppError("CONFLICT", refusal);
    return toMerchantOrder(changed[0]!.order, changed[0]!.itemCount);
  });
}
