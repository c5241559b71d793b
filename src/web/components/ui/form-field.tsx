import type { ReactNode } from "react";
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from "react-hook-form";
import { cn } from "#web/lib/utils";
import { FieldError, Label } from "./label";

/** Label, control and its error message, wired together for screen readers. */
export function FormField({
  id,
  label,
  error,
  hint,
  action,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** What the user can do about the error, shown under it ("Log in instead"). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      <FieldError id={`${id}-error`} message={error} />
      {error && action}
    </div>
  );
}

/** A top-level field of a form: the forms here are flat, so a field's error sits under its name. */
type FieldName<Values extends FieldValues> = Path<Values> & keyof Values;

/**
 * Wires a react-hook-form form's controls to their FormFields by one name, so the ids cannot drift
 * apart: `field(name)` gives the FormField its id (`{prefix}-{name}`) and error, `input(name)` gives
 * the control the same id, its registration, and the aria props that point at the error message
 * (`{prefix}-{name}-error`).
 */
export function formFields<Values extends FieldValues>(
  prefix: string,
  form: Pick<UseFormReturn<Values>, "register" | "formState">,
) {
  // Read while the form renders, so that react-hook-form renders it again when errors change. (Not
  // through react-hook-form's `get`: a runtime import here moves the library into a chunk of its
  // own, which the boot's preload lists then name.)
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const error = (name: FieldName<Values>) => errors[name];
  return {
    field: (name: FieldName<Values>) => ({ id: `${prefix}-${name}`, error: error(name)?.message }),
    input: (name: FieldName<Values>, options?: RegisterOptions<Values, Path<Values>>) => ({
      id: `${prefix}-${name}`,
      "aria-invalid": !!error(name),
      "aria-describedby": `${prefix}-${name}-error`,
      ...form.register(name, options),
    }),
  };
}
