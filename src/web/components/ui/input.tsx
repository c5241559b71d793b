import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils";

export function Input({
  className,
  sizeClassName = "h-10 w-full py-2",
  ...props
}: ComponentProps<"input"> & {
  /** Its height, width and vertical padding, replaced whole (class names are joined, not merged). */
  sizeClassName?: string;
}) {
  return (
    <input
      className={cn(
        sizeClassName,
        "flex rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-20 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-blue-500 disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
