import type { TAppliedDiscount } from "#contracts/discount-rules";
import type { TCheckDiscountRequest } from "#contracts/orders";
import { apiRequest } from "#web/lib/api-client";
import { useApiMutation } from "#web/lib/use-api-mutation";

/** POST /api/microsite/{slug}/discount: the code's offer for this cart, or why it does not apply. */
export async function checkDiscount(slug: string, request: TCheckDiscountRequest): Promise<TAppliedDiscount> {
  const res = await apiRequest("POST", `/api/microsite/${encodeURIComponent(slug)}/discount`, request);
  return (await res.json()) as TAppliedDiscount;
}

/** A check changes nothing: no query to refresh, and the checkout shows the answer itself. */
export const useCheckDiscount = (slug: string) =>
  useApiMutation({ mutationFn: (request: TCheckDiscountRequest) => checkDiscount(slug, request) });
