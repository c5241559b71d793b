import type { ReactNode } from "react";
import { cn } from "#web/lib/utils";
import { themedButton } from "../utils/store-theme";

/** The one action under a storefront message ('Continue Shopping', 'Go Back'), in the store's colour. */
export function StoreActionButton({
  onClick,
  large = false,
  disabled = false,
  children,
}: {
  onClick: () => void;
  large?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(
        "mt-2 cursor-pointer font-semibold disabled:cursor-wait disabled:opacity-70",
        large ? "h-11 rounded-xl px-6 shadow-sm" : "h-10 rounded-lg px-5 text-sm",
        themedButton,
      )}
    >
      {children}
    </button>
  );
}
