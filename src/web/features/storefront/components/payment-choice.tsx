import { Banknote, CreditCard } from "lucide-react";
import type { PaymentMethod } from "#contracts/payment-messages";
import { useT } from "#web/lib/i18n/page-language";
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
  const t = useT();
  // The method's names are PAYMENT_METHOD_LABELS' ("Cash", "Card"), in the page's language.
  return (
    <RadioCards
      legend={t("checkout.payment")}
      name="paymentMethod"
      value={value}
      onChange={onChange}
      options={[
        {
          value: "cash",
          label: t("checkout.cash"),
          hint: pickup ? t("checkout.cashAtPickup") : t("checkout.cashOnDelivery"),
          icon: Banknote,
        },
        { value: "card", label: t("checkout.card"), hint: t("checkout.payOnlineNow"), icon: CreditCard },
      ]}
    />
  );
}
