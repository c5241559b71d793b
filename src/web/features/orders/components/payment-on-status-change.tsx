import { useQuery } from "@tanstack/react-query";
import { CreditCard } from "lucide-react";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import type { TMerchantOrder } from "#contracts/order-management";
import type { OrderStatus } from "#contracts/order-statuses";
import { type PaymentMethod, paidOnProviderPage } from "#contracts/payments";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { cn } from "#web/lib/utils";

/** Where a refund goes, by the method the order was paid with on its provider's page. */
const REFUND_TO: Record<"card" | "razorpay", { question: string; hint: string }> = {
  card: { question: "to the customer's card", hint: "Back to the card it was paid with." },
  razorpay: {
    question: "to the customer through Razorpay",
    hint: "Back to what they paid with on Razorpay's page.",
  },
};

/** "to the customer's card" or "to the customer through Razorpay": where a refund of `method` goes. */
export const refundDestination = (method: PaymentMethod) =>
  REFUND_TO[method === "razorpay" ? "razorpay" : "card"];

/**
 * Cancelling a paid card (or Razorpay) order (issue 41): "Refund $X to the customer's card?",
 * answered each time, no default: the money goes back, or the store keeps it (an order cancelled
 * after it was eaten).
 */
export function RefundOnCancel({
  id,
  amountMinor,
  method = "card",
  value,
  onChange,
}: {
  id: string;
  amountMinor: number;
  /** How the order was paid: where the refund goes. */
  method?: PaymentMethod;
  value: boolean | null;
  onChange: (refund: boolean) => void;
}) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const destination = refundDestination(method);
  const choices = [
    {
      refund: true,
      label: `Refund ${formatMoney(amountMinor, money)}`,
      hint: destination.hint,
    },
    { refund: false, label: "Keep the money", hint: "You can still refund it later from the order." },
  ];
  return (
    <fieldset className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Refund {formatMoney(amountMinor, money)} {destination.question}?
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={String(choice.refund)}
            className={cn(
              "flex cursor-pointer items-start gap-2 rounded-lg border bg-white p-2.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-blue-500",
              value === choice.refund ? "border-blue-600" : "border-slate-300",
            )}
          >
            <input
              type="radio"
              name={id}
              className="mt-0.5 h-4 w-4 shrink-0 accent-blue-600"
              checked={value === choice.refund}
              onChange={() => onChange(choice.refund)}
            />
            <span className="grid">
              <span className="font-medium">{choice.label}</span>
              <span className="text-xs text-slate-600">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * What a status change does to a card held, not yet charged (a store that takes the money on
 * confirming): moving it on charges the card; cancelling releases the hold.
 */
export function CardMoneyNote({
  order,
  status,
}: {
  order: Pick<TMerchantOrder, "paymentMethod" | "paymentStatus" | "totalAmount">;
  status: OrderStatus;
}) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  if (
    !paidOnProviderPage(order.paymentMethod) ||
    order.paymentStatus !== "authorized" ||
    status === "pending"
  )
    return null;
  const held = order.paymentMethod === "razorpay" ? "the customer's Razorpay payment" : "the customer's card";
  return (
    <p className="flex items-start gap-2 rounded-lg bg-blue-50 p-2.5 text-sm text-blue-900" role="note">
      <CreditCard className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      {status === "cancelled"
        ? `The hold on ${held} is released: nothing is charged.`
        : `Saving takes ${formatMoney(order.totalAmount, money)} from ${held}, held since they ordered.`}
    </p>
  );
}
