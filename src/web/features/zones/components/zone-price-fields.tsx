import { useQuery } from "@tanstack/react-query";
import { US_DOLLARS } from "#contracts/money";
import { MoneyInput } from "#web/components/ui/adorned-input";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import type { ZonePriceField, ZonePriceValues } from "../utils/zone-prices";

const FIELDS: {
  name: ZonePriceField;
  label: string;
  placeholder: string;
  hint?: string;
  money: boolean;
}[] = [
  {
    name: "deliveryFee",
    label: "Delivery fee",
    placeholder: "0.00",
    hint: "0 delivers for free.",
    money: true,
  },
  {
    name: "minimumOrder",
    label: "Minimum order",
    placeholder: "0.00",
    hint: "0 takes any amount.",
    money: true,
  },
  {
    name: "freeDeliveryOver",
    label: "Free delivery above",
    placeholder: "Never",
    hint: "Optional. Blank: delivery is never free.",
    money: true,
  },
  {
    name: "etaMinutes",
    label: "Delivery time (minutes)",
    placeholder: "30-45",
    hint: "Optional. Blank: 30-45 minutes.",
    money: false,
  },
];

/**
 * The zone's prices in its dialog (decision 0027): one column on a phone, two from 640 px. The
 * values stay text while typed; the form checks them on submit.
 */
export function ZonePriceFields({
  values,
  errors,
  onChange,
}: {
  values: ZonePriceValues;
  errors: Partial<Record<ZonePriceField, string>>;
  onChange: (field: ZonePriceField, value: string) => void;
}) {
  const storeMoney = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-slate-900">Delivery pricing</legend>
      {FIELDS.map(({ name, label, placeholder, hint, money: isMoney }) => {
        const id = `zone-${name}`;
        const props = {
          id,
          value: values[name],
          placeholder,
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
          "aria-invalid": !!errors[name],
          "aria-describedby": errors[name] ? `${id}-error` : undefined,
        };
        return (
          <FormField key={name} id={id} label={label} hint={hint} error={errors[name]}>
            {isMoney ? (
              <MoneyInput money={storeMoney} {...props} />
            ) : (
              <Input inputMode="numeric" autoComplete="off" {...props} />
            )}
          </FormField>
        );
      })}
    </fieldset>
  );
}
