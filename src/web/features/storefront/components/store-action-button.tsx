import type { ReactNode } from "react";
import { cn } from "#web/lib/utils";
import { themedButton } from "../utils/store-theme";

/** The one action under a storefront message ('Continue Shopping', 'Go Back'), in the store's colour. */
export function StoreActionButton({
  onClick,
  large = false,
  children,
}: {
  onClick: () => void;
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        "mt-2 cursor-pointer font-semibold",
        large ? "h-11 rounded-xl px-6 shadow-sm" : "h-10 rounded-lg px-5 text-sm",
        themedButton,
      )}
    >
      {children}
    </button>
  );
}
