import { Banknote, CreditCard } from "lucide-react";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "#contracts/payment-messages";
import { RadioCards } from "./radio-cards";

/** "Cash" (on delivery or at pickup) or "Card" (online, now), for a store that takes both (issue 41). */
export function PaymentChoice({
  value,
  pickup,
  onChange,
}: {
  value: PaymentMethod;
  pickup: boolean;
  onChange: (value: PaymentMethod) => void;
}) {
  return (
    <RadioCards
      legend="Payment"
      name="paymentMethod"
      value={value}
      onChange={onChange}
      options={[
        {
          value: "cash",
          label: PAYMENT_METHOD_LABELS.cash,
          hint: pickup ? "Cash at pickup" : "Cash on delivery",
          icon: Banknote,
        },
        { value: "card", label: PAYMENT_METHOD_LABELS.card, hint: "Pay online now", icon: CreditCard },
      ]}
    />
  );
}
