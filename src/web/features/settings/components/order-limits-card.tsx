import { Loader2, ShieldCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ORDER_LIMIT_BOUNDS, ORDER_LIMIT_DEFAULTS, type TOrderLimits } from "#contracts/order-limits";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { SwitchRow } from "#web/components/ui/switch-row";
import { errorMessage } from "#web/lib/api-client";
import { useOrderLimits, useSaveOrderLimits } from "../api/order-limits";
import { settingsToasts } from "../utils/settings-toasts";

type Field = "maxPerProduct" | "maxUnitsPerOrder" | "holdSharePercent" | "releaseUnconfirmedAfterMinutes";

const FIELDS: { key: Exclude<Field, "releaseUnconfirmedAfterMinutes">; label: string; hint: string }[] = [
  {
    key: "maxPerProduct",
    label: "Most of one product per order",
    hint: "A product can set its own maximum in its form.",
  },
  { key: "maxUnitsPerOrder", label: "Most items in one order", hint: "All products together." },
  {
    key: "holdSharePercent",
    label: "Stock one customer may hold (%)",
    hint: "In orders you have not confirmed yet, within an hour, by phone number and network address. 100: no limit.",
  },
];

/** A whole number within the field's bounds, or the message the server would answer. */
function wholeIn(field: Field, text: string): number | string {
  const { min, max } = ORDER_LIMIT_BOUNDS[field];
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return Number.isInteger(n) && n >= min && n <= max
    ? n
    : `Enter a whole number from ${min} to ${max.toLocaleString("en-US")}`;
}

function OrderLimitsForm({ limits }: { limits: TOrderLimits }) {
  const [values, setValues] = useState<Record<Field, string>>({
    maxPerProduct: String(limits.maxPerProduct),
    maxUnitsPerOrder: String(limits.maxUnitsPerOrder),
    holdSharePercent: String(limits.holdSharePercent),
    releaseUnconfirmedAfterMinutes: String(limits.releaseUnconfirmedAfterMinutes ?? 120),
  });
  const [release, setRelease] = useState(limits.releaseUnconfirmedAfterMinutes !== null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveOrderLimits(settingsToasts.saved("Order limits saved"));
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = Object.fromEntries(
      (Object.keys(values) as Field[])
        .filter((key) => key !== "releaseUnconfirmedAfterMinutes" || release)
        .map((key) => [key, wholeIn(key, values[key])]),
    ) as Partial<Record<Field, number | string>>;
    const problems = Object.fromEntries(Object.entries(checked).filter(([, v]) => typeof v === "string"));
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate({
      maxPerProduct: checked.maxPerProduct as number,
      maxUnitsPerOrder: checked.maxUnitsPerOrder as number,
      holdSharePercent: checked.holdSharePercent as number,
      releaseUnconfirmedAfterMinutes: release ? (checked.releaseUnconfirmedAfterMinutes as number) : null,
    });
  };

  const input = (key: Field) => ({
    id: `${id}-${key}`,
    type: "number",
    inputMode: "numeric" as const,
    min: ORDER_LIMIT_BOUNDS[key].min,
    max: ORDER_LIMIT_BOUNDS[key].max,
    step: 1,
    value: values[key],
    "aria-invalid": !!errors[key],
    "aria-describedby": `${id}-${key}-error`,
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }),
  });

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Order limits" noValidate>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(({ key, label, hint }) => (
          <FormField key={key} id={`${id}-${key}`} label={label} hint={hint} error={errors[key]}>
            <Input {...input(key)} />
          </FormField>
        ))}
      </div>
      <div className="grid gap-3">
        <SwitchRow
          id={`${id}-release`}
          label="Cancel unconfirmed orders"
          description="Orders you have not confirmed are cancelled, their stock put back on sale and the customer told by email when they gave one. Counted from the order's slot, or from when it was placed."
          checked={release}
          onCheckedChange={setRelease}
        />
        {release && (
          <FormField
            id={`${id}-releaseUnconfirmedAfterMinutes`}
            label="Minutes after the order is due"
            hint="For example 120: two hours past its due time."
            error={errors.releaseUnconfirmedAfterMinutes}
            className="sm:max-w-xs"
          >
            <Input {...input("releaseUnconfirmedAfterMinutes")} />
          </FormField>
        )}
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? "Saving..." : "Save order limits"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The Settings tab's order limits (issue 40): how much of the store's stock one shopper may order
 * and hold, and whether unconfirmed orders let go of it.
 */
export function OrderLimitsCard() {
  const limits = useOrderLimits();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="h-5 w-5" aria-hidden /> Order limits
        </CardTitle>
        <CardDescription>
          Keep one customer from emptying your shelves. Defaults: {ORDER_LIMIT_DEFAULTS.maxPerProduct} of one
          product, {ORDER_LIMIT_DEFAULTS.maxUnitsPerOrder} items per order,{" "}
          {ORDER_LIMIT_DEFAULTS.holdSharePercent}% of a product's stock.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {limits.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="h-4 w-4 animate-spin text-blue-600" aria-hidden /> Loading order limits...
          </p>
        ) : limits.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load order limits: {errorMessage(limits.error)}
          </p>
        ) : (
          <OrderLimitsForm key={JSON.stringify(limits.data)} limits={limits.data} />
        )}
      </CardContent>
    </Card>
  );
}
