import { Copy, MapPinned } from "lucide-react";
import type { ReactNode } from "react";
import { themedButton } from "#web/features/storefront/utils/store-theme";
import { Link } from "#web/lib/router";
import { cn } from "#web/lib/utils";
import { WhatsappStoreLink } from "./whatsapp-store-link";

/**
 * The end of every success screen (an order's, a prescription's): where to follow the order, the
 * store's WhatsApp, Copy Order Info, then Continue Shopping. `promise` says what the tracking page
 * will show for this kind of order.
 */
export function TrackYourOrder({
  promise,
  trackingHref,
  whatsappPhone,
  storeName,
  number,
  onCopy,
  onContinue,
}: {
  promise: ReactNode;
  trackingHref: string;
  whatsappPhone: string | null;
  storeName: string;
  /** The order's number as the shopper was shown it. */
  number: string;
  onCopy: () => void;
  onContinue: () => void;
}) {
  return (
    <>
      <section className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-5 text-start">
        <h2 className="font-semibold text-slate-900">Track Your Order</h2>
        <p className="text-sm text-slate-600">{promise} Keep your order ID for any questions.</p>
        <Link
          to={trackingHref}
          className={cn(
            "mt-1 inline-flex h-10 items-center justify-center gap-2 rounded-xl text-sm font-semibold",
            themedButton,
          )}
        >
          <MapPinned className="h-4 w-4" aria-hidden /> Follow your order
        </Link>
        {whatsappPhone && (
          <WhatsappStoreLink
            digits={whatsappPhone}
            storeName={storeName}
            orderReference={number}
            className="mt-1 min-h-10 rounded-xl"
          />
        )}
        <button
          type="button"
          onClick={onCopy}
          className="mt-1 inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          <Copy className="h-4 w-4" aria-hidden /> Copy Order Info
        </button>
      </section>

      <button
        type="button"
        onClick={onContinue}
        className={cn(
          "h-12 w-full cursor-pointer rounded-xl text-base font-semibold shadow-sm",
          themedButton,
        )}
      >
        Continue Shopping
      </button>
    </>
  );
}
