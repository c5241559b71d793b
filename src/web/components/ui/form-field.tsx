import type { ReactNode } from "react";
import { type FieldValues, get, type Path, type RegisterOptions, type UseFormReturn } from "react-hook-form";
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
  const error = (name: Path<Values>) =>
    get<unknown, { message?: string } | undefined>(form.formState.errors, name);
  return {
    field: (name: Path<Values>) => ({ id: `${prefix}-${name}`, error: error(name)?.message }),
    input: (name: Path<Values>, options?: RegisterOptions<Values, Path<Values>>) => ({
      id: `${prefix}-${name}`,
      "aria-invalid": !!error(name),
      "aria-describedby": `${prefix}-${name}-error`,
      ...form.register(name, options),
    }),
  };
}
