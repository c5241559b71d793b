import { Banknote, CreditCard, type LucideIcon, QrCode, Wallet } from "lucide-react";
import type { PaymentMethod } from "#contracts/payment-messages";
import { useT } from "#web/lib/i18n/page-language";
import { type RadioCardOption, RadioCards } from "./radio-cards";

const ICONS: Record<PaymentMethod, LucideIcon> = {
  cash: Banknote,
  card: CreditCard,
  razorpay: Wallet,
  upi: QrCode,
};

/**
 * The methods the store offers, for a store that offers more than one: "Cash" (on delivery or at
 * pickup), "Card" (online, now; issue 41), and for a store in Indian rupees "Razorpay" (its payment
 * page, now) and "UPI" (to the store's own UPI ID, after placing the order; issue 46).
 */
export function PaymentChoice({
  value,
  methods,
  pickup,
  onChange,
}: {
  value: PaymentMethod;
  /** What the store offers, in the order shown. */
  methods: readonly PaymentMethod[];
  pickup: boolean;
  onChange: (value: PaymentMethod) => void;
}) {
  const t = useT();
  // The method's names are PAYMENT_METHOD_LABELS' ("Cash", "Card", "Razorpay", "UPI"), in the page's language.
  const option = (method: PaymentMethod): RadioCardOption<PaymentMethod> => {
    const icon = ICONS[method];
    switch (method) {
      case "cash":
        return {
          value: method,
          label: t("checkout.cash"),
          hint: pickup ? t("checkout.cashAtPickup") : t("checkout.cashOnDelivery"),
          icon,
        };
      case "card":
        return { value: method, label: t("checkout.card"), hint: t("checkout.payOnlineNow"), icon };
      case "razorpay":
        return { value: method, label: t("checkout.razorpay"), hint: t("checkout.razorpayHint"), icon };
      case "upi":
        return { value: method, label: t("checkout.upi"), hint: t("checkout.upiHint"), icon };
    }
  };
  return (
    <RadioCards
      legend={t("checkout.payment")}
      name="paymentMethod"
      value={value}
      onChange={onChange}
      options={methods.map(option)}
    />
  );
}
