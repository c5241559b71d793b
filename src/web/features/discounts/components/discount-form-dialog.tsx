import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { TDiscount } from "#contracts/discounts";
import { US_DOLLARS } from "#contracts/money";
import { AdornedInput, MoneyInput } from "#web/components/ui/adorned-input";
import type { DialogOpenProps } from "#web/components/ui/dialog";
import { FormActions, FormDialog } from "#web/components/ui/form-dialog";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { SwitchRow } from "#web/components/ui/switch-row";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useCreateDiscount, useUpdateDiscount } from "../api/save-discount";
import { useStoreTimeZone } from "../hooks/use-store-time-zone";
import {
  type DiscountField,
  type DiscountFormErrors,
  type DiscountFormValues,
  discountRequest,
  serverProblem,
  toFormValues,
} from "../utils/discount-form";
import { DiscountKindField } from "./discount-kind-field";

const id = (field: DiscountField) => `discount-${field}`;
/** The fields with a message of their own, top to bottom. */
const FIELD_ORDER: DiscountField[] = ["code", "value", "minimumSubtotal", "startsAt", "endsAt", "usageLimit"];

function DiscountForm({ discount, onDone }: { discount: TDiscount | null; onDone: () => void }) {
  const [values, setValues] = useState<DiscountFormValues>(() => toFormValues(discount));
  const [errors, setErrors] = useState<DiscountFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const timeZone = useStoreTimeZone();
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  // A refusal is shown beside its field (or above the form), not in a toast.
  const create = useCreateDiscount(toastOutcome((d) => ({ title: `Discount code ${d.code} created` }), null));
  const update = useUpdateDiscount(toastOutcome((d) => ({ title: `Discount code ${d.code} saved` }), null));

  const change = <F extends DiscountField>(field: F, value: DiscountFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; the others keep theirs until the next submit.
    setErrors(({ [field]: _, ...others }) => others);
  };
  /** The props every text field shares: its value, its change, and the aria wiring to its message. */
  const text = (field: DiscountField) => ({
    id: id(field),
    value: values[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(field, event.target.value as never),
    "aria-invalid": !!errors[field],
    "aria-describedby": errors[field] ? `${id(field)}-error` : undefined,
  });

  /** Shows the messages, and takes the merchant to the first (on a phone it may be below the fold). */
  const showErrors = (found: DiscountFormErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(id(first))?.focus();
  };
  const refused = (error: unknown) => {
    const problem = serverProblem(error);
    if (problem.field && problem.field !== "kind") showErrors({ [problem.field]: problem.message });
    else setFormError(problem.message);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const request = discountRequest(values, money);
    if ("errors" in request) {
      showErrors(request.errors);
      return;
    }
    setErrors({});
    if (discount)
      update.mutate({ id: discount.id, data: request.data }, { onSuccess: onDone, onError: refused });
    else create.mutate(request.data, { onSuccess: onDone, onError: refused });
  };

  const zoneText = timeZone ? `your store's time zone (${timeZone})` : "your store's time zone";
  const free = values.kind === "free_delivery";
  return (
    // No aria-label of its own: the dialog's title names it, and getByLabel("Code") finds one field.
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField
        id={id("code")}
        label="Code"
        hint="Customers type it at checkout, in any case. Letters, digits, - and _."
        error={errors.code}
      >
        <Input
          {...text("code")}
          className="font-mono"
          placeholder="WELCOME10"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
      </FormField>
      <DiscountKindField value={values.kind} onChange={(kind) => change("kind", kind)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {!free && (
          <FormField
            id={id("value")}
            label="Value"
            hint={values.kind === "percent" ? "From 0.01 to 100." : "Taken off the subtotal."}
            error={errors.value}
          >
            {values.kind === "percent" ? (
              <AdornedInput
                suffix="%"
                inputMode="decimal"
                autoComplete="off"
                placeholder="10"
                {...text("value")}
              />
            ) : (
              <MoneyInput money={money} placeholder="5.00" {...text("value")} />
            )}
          </FormField>
        )}
        <FormField
          id={id("minimumSubtotal")}
          label="Minimum order subtotal"
          hint="Empty: any order."
          error={errors.minimumSubtotal}
        >
          <MoneyInput money={money} placeholder="0.00" {...text("minimumSubtotal")} />
        </FormField>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm text-slate-600" id="discount-times-hint">
          Starts and ends in {zoneText}. Leave empty for no start or no end.
        </legend>
        <FormField id={id("startsAt")} label="Starts" error={errors.startsAt}>
          <Input type="datetime-local" {...text("startsAt")} />
        </FormField>
        <FormField id={id("endsAt")} label="Ends" error={errors.endsAt}>
          <Input type="datetime-local" {...text("endsAt")} />
        </FormField>
      </fieldset>
      <FormField
        id={id("usageLimit")}
        label="Usage limit"
        hint="Orders that may use it in all. Empty: unlimited. A cancelled order gives its use back."
        error={errors.usageLimit}
      >
        <Input inputMode="numeric" autoComplete="off" placeholder="Unlimited" {...text("usageLimit")} />
      </FormField>
      <SwitchRow
        id={id("oncePerCustomer")}
        label="Once per customer (by phone number)"
        description="Each phone number can use the code for one order."
        checked={values.oncePerCustomer}
        onCheckedChange={(on) => change("oncePerCustomer", on)}
      />
      <SwitchRow
        id={id("active")}
        label="Active"
        description="Off: no one can use the code, whatever its dates."
        checked={values.active}
        onCheckedChange={(on) => change("active", on)}
      />
      {formError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <FormActions
        onCancel={onDone}
        pending={create.isPending || update.isPending}
        submitLabel={discount ? "Save changes" : "Create code"}
      />
    </form>
  );
}

/** Create a code, or edit the selected one: the mode follows whether `discount` is set. */
export function DiscountFormDialog({
  discount,
  ...dialog
}: DialogOpenProps & { discount: TDiscount | null }) {
  return (
    <FormDialog
      {...dialog}
      maxWidth="max-w-2xl"
      sheetOnPhone
      focusFirstField={!discount}
      title={discount ? `Edit ${discount.code}` : "Create discount code"}
      description={
        discount
          ? "Changes apply to orders placed from now on; earlier orders keep what they were given."
          : "A code customers enter at checkout for a percentage off, an amount off, or free delivery."
      }
    >
      <DiscountForm discount={discount} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}
