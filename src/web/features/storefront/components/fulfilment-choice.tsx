import { Store, Truck } from "lucide-react";
import type { TFulfilment } from "#contracts/fulfilment";
import { RadioCards } from "./radio-cards";

/** "Delivery" or "Pickup", for a store that offers both. */
export function FulfilmentChoice({
  value,
  onChange,
}: {
  value: TFulfilment;
  onChange: (value: TFulfilment) => void;
}) {
  return (
    <RadioCards
      legend="How do you want your order?"
      name="fulfilment"
      value={value}
      onChange={onChange}
      options={[
        { value: "delivery", label: "Delivery", icon: Truck },
        { value: "pickup", label: "Pickup", icon: Store },
      ]}
    />
  );
}
