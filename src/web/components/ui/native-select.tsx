import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils";

/** The platform's own select, styled like Input: the best picker on phones, and keyboard-ready. */
export function NativeSelect({
  className,
  sizeClassName = "h-10 w-full",
  ...props
}: ComponentProps<"select"> & {
  /** Its height and width, replaced whole (class names are joined, not merged). */
  sizeClassName?: string;
}) {
  return (
    <select
      className={cn(
        sizeClassName,
        "cursor-pointer rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm focus-visible:outline-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500",
        className,
      )}
      {...props}
    />
  );
}
