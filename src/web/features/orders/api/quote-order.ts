import type { TMerchantOrder } from "#contracts/order-management";
import type { TQuoteRequest } from "#contracts/prescriptions";
import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";
import { ordersKeys } from "./query-keys";

type Quote = { orderId: string; data: TQuoteRequest };

export async function quoteOrder({ orderId, data }: Quote): Promise<TMerchantOrder> {
  const res = await apiRequest("PATCH", `/api/merchant/orders/${encodeURIComponent(orderId)}/quote`, data);
  return res.json();
}

export const useQuoteOrder = (callbacks?: MutationCallbacks<TMerchantOrder, Quote>) =>
  useApiMutation(
    { mutationFn: quoteOrder, invalidates: ordersKeys.changed(), refetchAfter: "settled" },
    callbacks,
  );
