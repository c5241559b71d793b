import { useEffect, useState } from "react";
import type { TOrderTracking } from "#contracts/order-management";
import type { PaymentStatus } from "#contracts/payment-messages";
import { ApiError } from "#web/lib/api-client";
import { checkPayment, razorpayReturnOf } from "../api/check-payment";
import { getOrderTracking } from "../api/get-order-tracking";

/** What the success view says of a card order's payment. */
export type ReturnedPayment = "waiting" | "received" | "failed" | "not-completed" | "other";

/** The provider has spoken: nothing more to wait for. */
const SETTLED: Record<PaymentStatus, ReturnedPayment> = {
  awaiting_payment: "waiting",
  paid: "received",
  authorized: "received",
  failed: "failed",
  expired: "not-completed",
  // Later moves (a refund, a released hold) or a cash order: the status's own label says it.
  partially_refunded: "other",
  refunded: "other",
  voided: "other",
  unpaid: "other",
};

/** Every ~2 s at first, then less often; after ~2 min the view says it is still waiting and offers to look again. */
const FAST_MS = 2_000;
const SLOW_MS = 5_000;
const FAST_FOR_MS = 30_000;
const GIVE_UP_MS = 120_000;

/**
 * A card or Razorpay order's payment after the shopper's return from the payment page: the server
 * is asked to read the provider's answer once (payment-check, with Razorpay's signed return from the
 * page's query when there is one), then the order's tracking is read again until the payment is
 * settled (paid, authorized, failed, expired) or ~2 minutes have passed (`timedOut`; `retry` starts
 * over). A failed read is tried again on the same schedule. A return the server refuses (400: its
 * signature does not match) is `unconfirmed`: nothing is taken from it, and the order's own status,
 * read on, is all the view says.
 */
export function usePaymentReturn(slug: string, trackingCode: string, enabled: boolean) {
  const [tracking, setTracking] = useState<TOrderTracking | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the shopper's "Check again", which starts over
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    let checked = false;
    const look = async () => {
      try {
        const answer = checked
          ? await getOrderTracking(slug, trackingCode)
          : await checkPayment(slug, trackingCode, razorpayReturnOf(window.location.search));
        if (stopped) return;
        setTracking(answer);
        if (SETTLED[answer.paymentStatus] !== "waiting") return;
      } catch (error) {
        // A refused check (its rate limit) or a dropped connection: tracking is read next time.
        if (stopped) return;
        // The return's signature does not match (a forged or altered address): not confirmed.
        if (!checked && error instanceof ApiError && error.status === 400) setUnconfirmed(true);
      }
      checked = true;
      const elapsed = Date.now() - started;
      if (elapsed >= GIVE_UP_MS) {
        setTimedOut(true);
        return;
      }
      timer = setTimeout(look, elapsed < FAST_FOR_MS ? FAST_MS : SLOW_MS);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [slug, trackingCode, enabled, round]);

  const state: ReturnedPayment | null = tracking ? SETTLED[tracking.paymentStatus] : null;
  return {
    tracking,
    /** null until the first answer: waiting, as far as the shopper knows. */
    state,
    timedOut: timedOut && (state === null || state === "waiting"),
    /** The server refused the return's word (400): the payment could not be confirmed from it. */
    unconfirmed: unconfirmed && (state === null || state === "waiting"),
    retry: () => {
      setTimedOut(false);
      setUnconfirmed(false);
      setRound((n) => n + 1);
    },
  };
}
