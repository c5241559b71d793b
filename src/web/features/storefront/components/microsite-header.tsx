import { ArrowLeft, ShoppingCart } from "lucide-react";
import type { ReactNode } from "react";
import { StoreLogo } from "#web/components/ui/store-logo";
import { HydrateLater } from "#web/lib/hydrate-later";
import { useT } from "#web/lib/i18n/page-language";
import { LanguageSwitcher } from "./language-switcher";

type StoreBarProps = Parameters<typeof StoreBar>[0];

/**
 * Sticky store bar: back (when given), logo, name, the language switcher, and the cart with its item
 * count. A part of its own on a server-rendered page (decision 0061): hydrated in the task after the
 * page's shell, not inside it.
 */
export function MicrositeHeader(props: StoreBarProps) {
  return (
    <HydrateLater>
      <StoreBar {...props} />
    </HydrateLater>
  );
}

function StoreBar({
  name,
  logoUrl,
  onBack,
  backLabel,
  cartCount,
  onCart,
  actions,
  languages = [],
}: {
  name: string;
  logoUrl: string | null;
  onBack?: () => void;
  backLabel?: string;
  cartCount: number;
  onCart: () => void;
  /** Extra icon buttons before the cart (the product page's Share). */
  actions?: ReactNode;
  /** The languages the store offers: a switcher among them when there are several (issue 45). */
  languages?: readonly string[];
}) {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        {onBack && (
          <button
            type="button"
            onClick={onBack}
            aria-label={backLabel ?? t("store.backToHome")}
            className="grid h-10 w-10 shrink-0 cursor-pointer place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <ArrowLeft className="rtl:-scale-x-100 h-5 w-5" aria-hidden />
          </button>
        )}
        <StoreLogo name={name} logoUrl={logoUrl} size={36} />
        <p dir="auto" className="min-w-0 flex-1 truncate text-base font-bold text-slate-900 sm:text-lg">
          {name}
        </p>
        <LanguageSwitcher languages={languages} />
        {actions}
        <button
          type="button"
          onClick={onCart}
          aria-label={t("store.cartButton", { count: cartCount })}
          className="relative grid h-10 w-10 shrink-0 cursor-pointer place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <ShoppingCart className="h-5 w-5" aria-hidden />
          {cartCount > 0 && (
            <span
              data-testid="cart-count"
              className="absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-(--store-accent-strong) px-1 text-[11px] font-bold leading-none text-white"
            >
              {cartCount > 99 ? "99+" : cartCount}
            </span>
          )}
        </button>
      </div>
    </header>
  );
}
