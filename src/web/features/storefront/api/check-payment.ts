import type { TOrderTracking } from "#contracts/order-management";
import type { TPaymentRedirect, TRazorpayReturn } from "#contracts/payments";
import { apiRequest } from "#web/lib/api-client";
import { leavePageFor } from "#web/lib/leave-page";
import { useApiMutation } from "#web/lib/use-api-mutation";
import { orderUrl } from "./get-order-tracking";

/** The query Razorpay adds to the address it sends the shopper back to (issue 46). */
const RAZORPAY_RETURN_FIELDS = [
  "razorpay_payment_id",
  "razorpay_payment_link_id",
  "razorpay_payment_link_reference_id",
  "razorpay_payment_link_status",
  "razorpay_signature",
] as const satisfies readonly (keyof TRazorpayReturn)[];

/**
 * Razorpay's return in the page's query (`location.search`), when it holds all five of its values;
 * else null (a card's return, or an address someone shortened: the server reads Razorpay itself).
 */
export function razorpayReturnOf(search: string): TRazorpayReturn | null {
  const params = new URLSearchParams(search);
  const values: Partial<TRazorpayReturn> = {};
  for (const field of RAZORPAY_RETURN_FIELDS) {
    const value = params.get(field);
    if (value === null) return null;
    values[field] = value;
  }
  return values as TRazorpayReturn;
}

/**
 * POST /api/microsite/{slug}/orders/{trackingCode}/payment-check: the shopper is back from the
 * payment page, so the server asks the provider (it never takes the browser's word, decision 0050)
 * and answers the order's tracking. Back from Razorpay, its signed return goes with it (`razorpay`):
 * the server checks the signature first, and a forged one is a 400 that changes nothing.
 */
export async function checkPayment(
  slug: string,
  trackingCode: string,
  razorpay: TRazorpayReturn | null = null,
): Promise<TOrderTracking> {
  const res = await apiRequest(
    "POST",
    `${orderUrl(slug, trackingCode)}/payment-check`,
    razorpay ?? undefined,
  );
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
