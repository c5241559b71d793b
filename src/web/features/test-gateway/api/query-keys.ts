/** The test gateway's query keys (decision 0039). */
export const testGatewayKeys = {
  all: ["test-gateway"] as const,
  /** GET /api/payments/test-gateway/sessions/{sessionId} */
  session: (sessionId: string) => [...testGatewayKeys.all, "session", sessionId] as const,
};
