import { ShoppingCart } from "lucide-react";
import { formatMoney } from "#contracts/money";
import type { CartLine } from "#web/lib/cart-storage";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { useStoreMoney } from "../hooks/use-store-money";
import { cartItemCount, cartTotalMinor } from "../utils/cart";
import { themedButton } from "../utils/store-theme";

/** A bar at the bottom of browsing views once the cart has something in it: one tap to the cart. */
export function CartBar({ lines, onOpen }: { lines: CartLine[]; onOpen: () => void }) {
  const money = useStoreMoney();
  const t = useT();
  if (lines.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-20 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          "pointer-events-auto mx-auto flex h-14 w-full max-w-md cursor-pointer items-center gap-3 rounded-2xl px-4 text-start shadow-lg",
          themedButton,
        )}
      >
        <ShoppingCart className="h-5 w-5 shrink-0" aria-hidden />
        <span className="flex-1 font-semibold">{t("cart.viewCart", { count: cartItemCount(lines) })}</span>
        <span className="font-bold tabular-nums">
          {formatMoney(cartTotalMinor(lines, money.currency), money)}
        </span>
      </button>
    </div>
  );
}
