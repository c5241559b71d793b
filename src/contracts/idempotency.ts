/**
 * A checkout sends one `Idempotency-Key` per attempt (the same on every resend of it): a resent
 * order within 24 hours answers with the first order instead of placing another.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

export const IDEMPOTENCY_MESSAGES = {
  malformed: `${IDEMPOTENCY_KEY_HEADER} must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} printable ASCII characters, such as a UUID.`,
  reused: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different order.`,
  inProgress: "This order is still being placed. Please try again in a moment.",
} as const;
