import { Store, Truck } from "lucide-react";
import type { TFulfilment } from "#contracts/fulfilment";
import { useT } from "#web/lib/i18n/page-language";
import { RadioCards } from "./radio-cards";

/** "Delivery" or "Pickup", for a store that offers both. */
export function FulfilmentChoice({
  value,
  onChange,
}: {
  value: TFulfilment;
  onChange: (value: TFulfilment) => void;
}) {
  const t = useT();
  return (
    <RadioCards
      legend={t("checkout.howQuestion")}
      name="fulfilment"
      value={value}
      onChange={onChange}
      options={[
        { value: "delivery", label: t("checkout.delivery"), icon: Truck },
        { value: "pickup", label: t("checkout.pickup"), icon: Store },
      ]}
    />
  );
}
