import type { ReactNode } from "react";
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

/** Props that tie a control to its FormField's error message, whose id is `{prefix}-{name}-error`. */
export function ariaFor<Name extends string>(prefix: string, errors: Partial<Record<Name, unknown>>) {
  return (name: Name) => ({ "aria-invalid": !!errors[name], "aria-describedby": `${prefix}-${name}-error` });
}
