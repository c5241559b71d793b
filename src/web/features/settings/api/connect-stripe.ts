import { apiRequest } from "#web/lib/api-client";
import { type MutationCallbacks, useApiMutation } from "#web/lib/use-api-mutation";

/**
 * POST /api/merchant/payments/stripe/connect: Stripe's onboarding link for the store's own account
 * (made on the first call), which brings the merchant back to Settings with `?stripe=return`.
 */
export async function connectStripe(): Promise<{ url: string }> {
  return (await apiRequest("POST", "/api/merchant/payments/stripe/connect")).json();
}

export const useConnectStripe = (callbacks?: MutationCallbacks<{ url: string }, void>) =>
  useApiMutation({ mutationFn: connectStripe }, callbacks);
