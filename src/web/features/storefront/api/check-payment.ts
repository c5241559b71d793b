import type { TOrderTracking } from "#contracts/order-management";
import type { TPaymentRedirect } from "#contracts/payments";
import { apiRequest } from "#web/lib/api-client";
import { leavePageFor } from "#web/lib/leave-page";
import { useApiMutation } from "#web/lib/use-api-mutation";

const orderUrl = (slug: string, trackingCode: string) =>
  `/api/microsite/${encodeURIComponent(slug)}/orders/${encodeURIComponent(trackingCode)}`;

/**
 * POST /api/microsite/{slug}/orders/{trackingCode}/payment-check: the shopper is back from the
 * payment page, so the server asks the provider (it never takes the browser's word, decision 0050)
 * and answers the order's tracking.
 */
export async function checkPayment(slug: string, trackingCode: string): Promise<TOrderTracking> {
  const res = await apiRequest("POST", `${orderUrl(slug, trackingCode)}/payment-check`);
  return (await res.json()) as TOrderTracking;
}

/** POST /api/microsite/{slug}/orders/{trackingCode}/pay: a quoted prescription's "Pay now" → its payment page. */
async function startPayment(slug: string, trackingCode: string): Promise<TPaymentRedirect> {
  const res = await apiRequest("POST", `${orderUrl(slug, trackingCode)}/pay`);
  return (await res.json()) as TPaymentRedirect;
}

/** "Pay now" on the tracking page: the payment page opens once the server has made its session. */
export const usePayNow = (slug: string, trackingCode: string) =>
  useApiMutation(
    { mutationFn: () => startPayment(slug, trackingCode) },
    { onSuccess: ({ redirectUrl }) => leavePageFor(redirectUrl) },
  );
