import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, getJson } from "#web/lib/api-client";
import { leavePageFor } from "#web/lib/leave-page";

/**
 * GET /api/payments/test-gateway/sessions/{sessionId}: the built-in test gateway's payment page
 * (issue 41 point 9, decision 0050), as its server part answers (payments/test-gateway.ts).
 */
export interface TestGatewaySession {
  sessionId: string;
  storeName: string;
  /** Decimal string. */
  amount: string;
  currency: string;
  state: "open" | "complete" | "expired";
  capture: "checkout" | "confirm";
  successUrl: string;
  cancelUrl: string;
}

const sessionUrl = (sessionId: string) =>
  `/api/payments/test-gateway/sessions/${encodeURIComponent(sessionId)}`;

export const useTestGatewaySession = (sessionId: string) =>
  useQuery({
    queryKey: ["test-gateway", sessionId],
    queryFn: () => getJson<TestGatewaySession>(sessionUrl(sessionId)),
    // A missing or malformed session is an answer, not a hiccup to retry.
    retry: false,
  });

/**
 * POST …/pay `{cardNumber}`: 200 `{redirectUrl}` (back to the store's success view), 402 declined,
 * 400 a card number the gateway does not know, 409 expired. Paid, the browser leaves for the store.
 */
export const usePayTestSession = (sessionId: string) =>
  useMutation({
    mutationFn: async (cardNumber: string) => {
      const res = await apiRequest("POST", `${sessionUrl(sessionId)}/pay`, { cardNumber });
      return (await res.json()) as { redirectUrl: string };
    },
    onSuccess: ({ redirectUrl }) => leavePageFor(redirectUrl),
  });
