import type { ComponentProps, ReactNode } from "react";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { FieldError } from "#web/components/ui/label";
import { Switch } from "#web/components/ui/switch";
import type { OptionGroupErrors } from "#web/features/catalog/utils/option-groups-form";
import { cn } from "#web/lib/utils";

/** A text field of a group or an option, with its message from `errors` under it. */
export function OptionField({
  id,
  label,
  errors,
  className,
  ...input
}: Omit<ComponentProps<"input">, "id"> & { id: string; label: string; errors: OptionGroupErrors }) {
  return (
    <FormField id={id} label={label} error={errors[id]} className={cn("min-w-0", className)}>
      <Input id={id} aria-invalid={!!errors[id]} aria-describedby={`${id}-error`} {...input} />
    </FormField>
  );
}

/** An on/off setting with its label beside it, and what it means under the label. */
export function SwitchField({
  id,
  label,
  hint,
  error,
  checked,
  onCheckedChange,
  disabled,
  className,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex items-start justify-between gap-3", className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-0.5"
      />
    </div>
  );
}
