import { useEffect, useState } from "react";
import { discountMinor, type TAppliedDiscount } from "#contracts/discount-rules";
import type { TFulfilment } from "#contracts/fulfilment";
import type { TPlaceOrderRequest } from "#contracts/orders";
import { type PaymentMethod, paidOnProviderPage } from "#contracts/payment-messages";
import { CLOSED_TEXT } from "#contracts/store-closed";
import { storeDisplayName, type TMicrositeMerchant } from "#contracts/storefront";
import { toast } from "#web/components/ui/use-toast";
import { ApiError, errorField, errorMessage } from "#web/lib/api-client";
import type { CartLine } from "#web/lib/cart-storage";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { leavePageFor } from "#web/lib/leave-page";
import { offeredSlot, usePlaceOrder } from "../api/place-order";
import { cartTotalMinor, toOrderItems } from "../utils/cart";
import {
  type CheckoutDetails,
  checkoutComplete,
  customerEmail,
  EMPTY_CHECKOUT,
} from "../utils/checkout-details";
import { type CheckoutAmounts, checkoutAmounts, TERMS_TEXT } from "../utils/checkout-terms";
import { endTrip, readTrip, saveTrip } from "../utils/payment-trip";
import { serverText, toastOrderFailure } from "./order-failure";
import { useAttemptKey } from "./use-attempt-key";
import type { DeliveryCheck } from "./use-delivery-check";
import { useDiscountCode } from "./use-discount-code";
import { useOrderSchedule } from "./use-order-schedule";
import { useStoreMoney } from "./use-store-money";

/** The store's part the checkout needs: its offer, orders for later, fee, address and clock. */
export type CheckoutMerchant = Pick<
  TMicrositeMerchant,
  | "fulfilment"
  | "scheduledOrders"
  | "deliveryFee"
  | "address"
  | "openNow"
  | "paused"
  | "opensAt"
  | "closesAt"
  | "timeZone"
  | "businessName"
  | "customDisplayName"
  | "payments"
>;

/** How the store lets the shopper pay (cash only for an answer from before issue 41). */
const CASH_ONLY = { cash: true, card: false, razorpay: false, upi: false } as const;

/** The methods a checkout can offer, in the order it shows them. */
const METHOD_ORDER = ["cash", "card", "razorpay", "upi"] as const satisfies readonly PaymentMethod[];

/**
 * What the store offers now (its answer's `payments`; Razorpay and UPI absent from an answer of a
 * server before issue 46: not offered).
 */
const offeredMethods = (payments: Partial<Record<PaymentMethod, boolean>>): PaymentMethod[] =>
  METHOD_ORDER.filter((method) => payments[method] === true);

/**
 * The method the order goes with: the shopper's choice when the store offers it, else cash when it
 * takes cash, else the first it offers (a store that takes only cards never takes an unpaid order:
 * card is the method, unasked). A store that offers nothing (an old answer) is cash, as before.
 */
const methodOf = (offered: readonly PaymentMethod[], chosen: PaymentMethod | null): PaymentMethod =>
  chosen !== null && offered.includes(chosen)
    ? chosen
    : offered.includes("cash")
      ? "cash"
      : (offered[0] ?? "cash");

/** Delivery when the store delivers (or offers nothing, as before issue 27), else pickup. */
const onlyFulfilment = (offer: CheckoutMerchant["fulfilment"]): TFulfilment =>
  offer.pickup && !offer.delivery ? "pickup" : "delivery";

/**
 * The checkout form's details, how and when the order is fulfilled and paid, what it costs, and its
 * submission: the order is placed with the cart's lines (the server prices it), then the cart is
 * emptied and `onPlaced` shows the order (a UPI order too: the success view shows how to pay it). A
 * card or Razorpay order instead leaves for its payment page with the cart kept: back from there,
 * the shopper finds it, and the success view empties it once the payment is confirmed (decision
 * 0050). A resend of an unchanged order goes under the same Idempotency-Key (useAttemptKey): after
 * "the payment could not be started" (503) it is the same order again.
 */
export function useCheckout({
  slug,
  lines,
  clearCart,
  onPlaced,
  delivery,
  merchant,
  open = true,
}: {
  slug: string;
  lines: CartLine[];
  /** For a store with delivery zones: the check that must pass first. */
  delivery: DeliveryCheck | null;
  clearCart: () => void;
  onPlaced: (order: { id: string; trackingCode: string }) => void;
  merchant: CheckoutMerchant;
  /** The checkout is on screen (its slots are fetched only then). */
  open?: boolean;
}) {
  // Back from the payment page (a full page load), the checkout is as the shopper left it.
  const [trip] = useState(() => (returnedFromPayment() ? readTrip(slug) : null));
  const [details, setDetails] = useState<CheckoutDetails>(trip?.details ?? EMPTY_CHECKOUT);
  const [chosen, setChosen] = useState<TFulfilment | null>(trip?.fulfilment ?? null);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(trip?.paymentMethod ?? null);
  /** The payment could not be started (503): the server's words, until the next try. */
  const [paymentProblem, setPaymentProblem] = useState<string | null>(null);
  /** Off to the payment page: the form stays disabled while the browser leaves. */
  const [leaving, setLeaving] = useState(false);
  // The browser's own Back from the payment page can restore this page as it was left (the
  // back/forward cache): the form must not stay stuck on "Opening the payment page".
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  // Back from the payment page, the delivery check's address is as it was too (it checks it again).
  const restoreAddress = delivery?.setAddressText;
  useEffect(() => {
    if (trip?.details.address) restoreAddress?.(trip.details.address);
  }, [trip, restoreAddress]);
  const placeOrder = usePlaceOrder();
  const attempt = useAttemptKey(trip?.attempt ?? null);
  const schedule = useOrderSchedule({ slug, open, merchant });

  const offer = merchant.fulfilment;
  const choosable = offer.delivery && offer.pickup;
  const fulfilment: TFulfilment = choosable ? (chosen ?? "delivery") : onlyFulfilment(offer);
  const pickup = fulfilment === "pickup";
  const methods = offeredMethods(merchant.payments ?? CASH_ONLY);
  const methodChoosable = methods.length > 1;
  const paymentMethod = methodOf(methods, chosenMethod);
  /** The delivery check applies to deliveries only. */
  const check = pickup ? null : delivery;
  const money = useStoreMoney();
  const { t, language } = usePageLanguage();
  const subtotal = cartTotalMinor(lines, money.currency);
  const discount = useDiscountCode({ slug, lines, fulfilment, subtotal, phone: details.phone });
  const amounts = withDiscount(
    checkoutAmounts({
      subtotal,
      fulfilment,
      storeFee: merchant.deliveryFee,
      zoned: check !== null,
      check: check?.result ?? null,
      currency: money.currency,
    }),
    discount.problem === null ? discount.applied : null,
    money.currency,
  );
  // A store with zones asks for the address once, in its delivery check: that text is the order's.
  const filled = check ? { ...details, address: check.addressText } : details;
  const detailsReady = checkoutComplete(filled, !pickup);
  /** Closed or paused, and no orders for later: nothing can be ordered, and the checkout says so first. */
  const closed = !merchant.openNow && !schedule.enabled;
  /** Why "Place Order" is disabled, in the customer's words and the page's language (null: it is not). */
  const blocker = closed
    ? CLOSED_TEXT.reason(storeDisplayName(merchant), merchant, money.locale, t)
    : !detailsReady
      ? pickup
        ? t("checkout.needNamePhone")
        : t("checkout.needNamePhoneAddress")
      : schedule.missing
        ? TERMS_TEXT.chooseTime(t)
        : amounts.belowMinimum
          ? TERMS_TEXT.minimum(amounts.belowMinimum.minimum, amounts.belowMinimum.missing, money, t)
          : discount.problem;

  const submit = () => {
    if (blocker !== null || lines.length === 0 || leaving) return;
    if (check && !check.verified) {
      toast({
        variant: "destructive",
        title: t("checkout.deliveryNotAvailable"),
        description: serverText(check.refusal, t),
      });
      return;
    }
    const notes = details.notes.trim();
    const name = details.name.trim();
    const phone = details.phone.trim();
    const order: TPlaceOrderRequest = {
      merchantSlug: slug,
      // A pickup customer gives no address (the order is collected at the store's).
      customer: {
        name,
        phone,
        ...(pickup ? {} : { address: filled.address.trim() }),
        ...customerEmail(details),
      },
      items: toOrderItems(lines),
      ...(notes ? { notes } : {}),
      fulfilment,
      scheduledFor: schedule.scheduledFor,
      ...(discount.applied ? { discountCode: discount.applied.code } : {}),
      // The point that was actually checked, with where it came from.
      ...(check?.verified ? { location: check.verified } : {}),
      paymentMethod,
      // The customer's mails come in the language they read the store in.
      language,
    };
    setPaymentProblem(null);
    placeOrder.mutate(
      { order, idempotencyKey: attempt.keyFor(order) },
      {
        onSuccess: (placed) => {
          // A card or a Razorpay order is paid on its provider's page; a UPI order (issue 46), like a
          // cash one, is placed here and holds its stock: the success view shows how to pay it.
          const redirectUrl =
            placed.payment && paidOnProviderPage(placed.payment.method) ? placed.payment.redirectUrl : null;
          if (redirectUrl) {
            // The cart stays: "Back" from the payment page returns to it (cancel_url), and the
            // success view empties it once the provider confirms the payment. The form and the
            // attempt are kept for that return.
            const current = attempt.current();
            if (current) saveTrip(slug, { details: filled, fulfilment, paymentMethod, attempt: current });
            setLeaving(true);
            leavePageFor(redirectUrl);
            return;
          }
          attempt.placed();
          endTrip(slug);
          clearCart();
          setDetails((current) => ({ ...current, notes: "" }));
          onPlaced(placed);
        },
        onError: (error) => {
          // The slot filled up meanwhile: the next free one is chosen, and the customer is told.
          const next = offeredSlot(error);
          if (next !== undefined) schedule.offer(next, errorMessage(error));
          if (errorField(error) === "discountCode") discount.refused(errorMessage(error));
          // The order is kept awaiting payment: the same attempt (same key) starts its payment again.
          if (
            error instanceof ApiError &&
            error.status === 503 &&
            order.paymentMethod &&
            paidOnProviderPage(order.paymentMethod)
          ) {
            setPaymentProblem(errorMessage(error));
            return;
          }
          toastOrderFailure("order", t("checkout.couldNotPlace"), error, t);
        },
      },
    );
  };

  return {
    details,
    setDetails,
    submit,
    submitting: placeOrder.isPending || leaving,
    /** Off to the payment page (the button says so while the browser leaves). */
    leaving,
    /** The store offers more than one method: the shopper chooses among `methods`. */
    methodChoosable,
    methods,
    paymentMethod,
    setPaymentMethod: setChosenMethod,
    /** The server's words, in the page's language where known. */
    paymentProblem: paymentProblem && serverText(paymentProblem, t),
    /** The store offers both: the customer chooses. */
    choosable,
    fulfilment,
    setFulfilment: setChosen,
    schedule,
    amounts,
    /** Closed or paused with nothing to order for later: the form has nothing to submit. */
    closed,
    blocker,
    discount,
  };
}

/** The page is the payment page's "Back" (its cancel_url: `?payment=cancelled`). */
const returnedFromPayment = () => new URLSearchParams(window.location.search).get("payment") === "cancelled";

/** The amounts with an applied code's Discount line: the rule the server prices the order by. */
function withDiscount(
  amounts: CheckoutAmounts,
  applied: { code: string; kind: TAppliedDiscount["kind"]; value: string } | null,
  currency: string,
): CheckoutAmounts {
  if (!applied) return amounts;
  const minor = discountMinor(applied, amounts.subtotal, amounts.fee ?? 0, currency);
  return { ...amounts, discount: { code: applied.code, minor }, total: amounts.total - minor };
}

export type Checkout = ReturnType<typeof useCheckout>;
