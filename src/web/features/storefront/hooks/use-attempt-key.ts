import { useRef } from "react";

/**
 * One `Idempotency-Key` per checkout attempt. Pressing "Place Order" again after a failure (a
 * dropped connection, a timeout) resends the same attempt under the same key, so the server places
 * it once even when the first try did go through and only its answer was lost. Once the customer
 * changes the order (its cart or its form), or it is placed, the next press is a new attempt with
 * a new key.
 */
export function useAttemptKey(resumed: { request: string; key: string } | null = null) {
  const attempt = useRef<{ request: string; key: string } | null>(resumed);
  return {
    /** The attempt in progress, to keep across a trip to the payment page (payment-trip.ts). */
    current: () => attempt.current,
    /** The key for sending `request`: the attempt's while the request is the same, else a new one. */
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (attempt.current?.request !== text) attempt.current = { request: text, key: newKey() };
      return attempt.current.key;
    },
    /** The attempt is over: its order was placed. */
    placed() {
      attempt.current = null;
    },
  };
}

// 128 random bits. Not randomUUID: it exists only in a secure context (HTTPS or localhost), and a
// store may be opened over plain HTTP; one way for both is also the fewest bytes on the store page.
const newKey = () => crypto.getRandomValues(new Uint32Array(4)).join("-");
