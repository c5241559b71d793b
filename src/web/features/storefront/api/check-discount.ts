import { useMutation } from "@tanstack/react-query";
import type { TAppliedDiscount } from "#contracts/discount-rules";
import type { TCheckDiscountRequest } from "#contracts/orders";
import { apiRequest } from "#web/lib/api-client";

/** POST /api/microsite/{slug}/discount: the code's offer for this cart, or why it does not apply. */
export function useCheckDiscount(slug: string) {
  return useMutation({
    mutationFn: async (request: TCheckDiscountRequest): Promise<TAppliedDiscount> => {
      const res = await apiRequest("POST", `/api/microsite/${encodeURIComponent(slug)}/discount`, request);
      return (await res.json()) as TAppliedDiscount;
    },
  });
}
