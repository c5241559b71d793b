import type { LucideIcon } from "lucide-react";
import { cn } from "#web/lib/utils";

export interface RadioCardOption<T extends string> {
  value: T;
  label: string;
  /** A second line under the label (why an option is unavailable, a store's line). */
  hint?: string | null;
  disabled?: boolean;
  icon?: LucideIcon;
}

/**
 * A choice of a few options as cards: native radio buttons (one tab stop, arrow keys move between
 * them, the legend names the group), drawn in the store's colours.
 */
export function RadioCards<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  compact = false,
  className,
}: {
  legend: string;
  name: string;
  value: T | null;
  options: RadioCardOption<T>[];
  onChange: (value: T) => void;
  /** Small chips in a grid (a day's times) instead of wide cards. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={cn("grid gap-2", className)}>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={compact ? "grid grid-cols-4 gap-2 sm:grid-cols-6" : "grid grid-cols-2 gap-2"}>
        {options.map((option) => {
          const checked = option.value === value;
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              className={cn(
                "flex items-center gap-2 rounded-lg border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-(--store-primary)",
                compact ? "min-h-11 flex-col justify-center px-2 py-1 text-center" : "min-h-12 p-3",
                option.disabled
                  ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-400"
                  : checked
                    ? "cursor-pointer border-(--store-primary-strong) bg-(--store-primary-soft) text-slate-900"
                    : "cursor-pointer border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {Icon && <Icon className="h-5 w-5 shrink-0" aria-hidden />}
              <span className="min-w-0">
                <span className={cn("block font-medium", compact && "tabular-nums")}>{option.label}</span>
                {/* A space, so the name reads "18:30 Full" (the spans are blocks only to the eye). */}
                {option.hint && " "}
                {option.hint && (
                  <span
                    className={cn("block text-xs", option.disabled ? "text-slate-500" : "text-slate-600")}
                  >
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
