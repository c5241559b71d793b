import { Copy } from "lucide-react";
import type { TDiscount } from "#contracts/discounts";
import { formatMoney, type TMoneyFormat } from "#contracts/money";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Switch } from "#web/components/ui/switch";
import { toast } from "#web/components/ui/use-toast";
import { DISCOUNT_STATE_BADGES, usesText } from "../utils/discount-text";

/** What a row or card can do with its code. */
export interface DiscountActions {
  onToggle: (discount: TDiscount, active: boolean) => void;
  onEdit: (discount: TDiscount) => void;
  onDelete: (discount: TDiscount) => void;
}

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast({ title: `Copied ${code}` });
  } catch {
    toast({ title: "Could not copy", description: "Select the code and copy it yourself." });
  }
}

/** The code as customers type it, with a button that copies it (for a flyer or a message). */
export function DiscountCode({ code }: { code: string }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1">
      <span className="truncate font-mono font-semibold tracking-wide" data-testid="discount-code">
        {code}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="h-8 w-8 shrink-0"
        aria-label={`Copy ${code}`}
        onClick={() => copy(code)}
      >
        <Copy aria-hidden />
      </Button>
    </span>
  );
}

export function DiscountStateBadge({ discount }: { discount: TDiscount }) {
  const { label, variant } = DISCOUNT_STATE_BADGES[discount.state];
  return (
    <Badge variant={variant} data-testid="discount-state">
      {label}
    </Badge>
  );
}

/** The code's figures: "Uses 3 / 10", "Revenue $120.00", "Discount given $12.00". */
export const discountFigures = (d: TDiscount, money: TMoneyFormat) => [
  { label: "Uses", value: usesText(d) },
  { label: "Revenue", value: formatMoney(d.revenue, money) },
  { label: "Discount given", value: formatMoney(d.discountTotal, money) },
];

/** The switch in a row or card: named by the code, so each row's can be told apart. */
export function DiscountSwitch({
  discount,
  onToggle,
}: {
  discount: TDiscount;
  onToggle: DiscountActions["onToggle"];
}) {
  return (
    <Switch
      checked={discount.active}
      onCheckedChange={(on) => onToggle(discount, on)}
      aria-label={`${discount.code} on`}
    />
  );
}
