import type { ComponentProps } from "react";
import type { TMoneyFormat } from "#contracts/money";
import { currencySymbol } from "#web/lib/currency-symbol";
import { cn } from "#web/lib/utils";
import { Input } from "./input";

/**
 * A field with its unit inside it: "$" before an amount, "%" after a percentage. The unit is
 * decoration (aria-hidden): the label says what the number is.
 */
export function AdornedInput({
  prefix,
  suffix,
  className,
  ...props
}: ComponentProps<typeof Input> & { prefix?: string; suffix?: string }) {
  const unit = "pointer-events-none absolute inset-y-0 flex items-center text-slate-500";
  return (
    <div className="relative">
      {prefix && (
        <span aria-hidden className={cn(unit, "start-3")}>
          {prefix}
        </span>
      )}
      <Input className={cn(prefix && "ps-7", suffix && "pe-8", className)} {...props} />
      {suffix && (
        <span aria-hidden className={cn(unit, "end-3")}>
          {suffix}
        </span>
      )}
    </div>
  );
}

/** An amount in the store's money: its sign inside the field ("$"), the decimal keypad on a phone. */
export function MoneyInput({ money, ...props }: ComponentProps<typeof Input> & { money: TMoneyFormat }) {
  return <AdornedInput prefix={currencySymbol(money)} inputMode="decimal" autoComplete="off" {...props} />;
}
