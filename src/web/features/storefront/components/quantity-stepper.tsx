import { Minus, Plus } from "lucide-react";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";

/** − n + with labelled buttons; the caller decides what the limits are. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  size = "md",
  className,
  decreaseLabel,
  increaseLabel,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  /** What is being counted, for screen readers ("Quantity of Tea"). */
  label: string;
  /** touch: 44 px buttons, the smallest comfortable tap target on a phone. */
  size?: "sm" | "md" | "touch";
  className?: string;
  /** The buttons' names; "Decrease quantity" and "Increase quantity" (in the page's language) unless given. */
  decreaseLabel?: string;
  increaseLabel?: string;
}) {
  const t = useT();
  const button = cn(
    "grid shrink-0 cursor-pointer place-items-center rounded-lg border border-slate-300 bg-white text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40",
    size === "sm" ? "h-8 w-8" : size === "touch" ? "h-11 w-11" : "h-10 w-10",
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons and a live count, not a form fieldset
    <div role="group" aria-label={label} className={cn("flex items-center gap-1", className)}>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={decreaseLabel ?? t("product.decreaseQuantity")}
      >
        <Minus className="h-4 w-4" aria-hidden />
      </button>
      <output
        aria-live="polite"
        className={cn(
          "min-w-8 text-center font-semibold tabular-nums",
          size === "sm" ? "text-sm" : "text-base",
        )}
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={increaseLabel ?? t("product.increaseQuantity")}
      >
        <Plus className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
