import { useQuery } from "@tanstack/react-query";
import type { TPaymentRedirect, TTestGatewaySession } from "#contracts/payments";
import { apiRequest, getJson } from "#web/lib/api-client";
import { leavePageFor } from "#web/lib/leave-page";
import { useApiMutation } from "#web/lib/use-api-mutation";
import { testGatewayKeys } from "./query-keys";

const sessionUrl = (sessionId: string) =>
  `/api/payments/test-gateway/sessions/${encodeURIComponent(sessionId)}`;

/** GET /api/payments/test-gateway/sessions/{sessionId}: the built-in test gateway's session (decision 0050). */
export const useTestGatewaySession = (sessionId: string) =>
  useQuery({
    queryKey: testGatewayKeys.session(sessionId),
    queryFn: () => getJson<TTestGatewaySession>(sessionUrl(sessionId)),
    // A missing or malformed session is an answer, not a hiccup to retry.
    retry: false,
  });

/**
 * POST …/pay `{cardNumber}`: 200 `{redirectUrl}` (back to the store's success view), 402 declined,
 * 400 a card number the gateway does not know, 409 expired. Paid, the browser leaves for the store.
 */
export const usePayTestSession = (sessionId: string) =>
  useApiMutation(
    {
      mutationFn: async (cardNumber: string) => {
        const res = await apiRequest("POST", `${sessionUrl(sessionId)}/pay`, { cardNumber });
        return (await res.json()) as TPaymentRedirect;
      },
    },
    { onSuccess: ({ redirectUrl }) => leavePageFor(redirectUrl) },
  );
