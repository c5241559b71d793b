import { Copy, MapPinned, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { themedButton } from "#web/features/storefront/utils/store-theme";
import { telHref } from "#web/features/storefront/utils/storefront-format";
import { useT } from "#web/lib/i18n/page-language";
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
  const t = useT();
  return (
    <>
      <section className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-5 text-start">
        <h2 className="font-semibold text-slate-900">{t("order.trackYourOrder")}</h2>
        <p className="text-sm text-slate-600">
          {promise} {t("order.keepOrderId")}
        </p>
        <Link
          to={trackingHref}
          className={cn(
            "mt-1 inline-flex h-10 items-center justify-center gap-2 rounded-xl text-sm font-semibold",
            themedButton,
          )}
        >
          <MapPinned className="h-4 w-4" aria-hidden /> {t("order.followYourOrder")}
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
          <Copy className="h-4 w-4" aria-hidden /> {t("order.copyOrderInfo")}
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
        {t("order.continueShopping")}
      </button>
    </>
  );
}

/** Where a message shows an element of its own (a link, a number kept left to right). */
const SLOT = "\u0000";

/**
 * A message's words before and after one of its arguments, which the screen shows as an element:
 * `slotted((slot) => t("order.orderCode", { code: slot }))` → ["Order ", ""].
 */
export function slotted(message: (slot: string) => string): [string, string] {
  const [before = "", after = ""] = message(SLOT).split(SLOT);
  return [before, after];
}

/** "Questions? Call" and the store's phone, a link that dials it (kept left to right). */
export function QuestionsCall({ phone }: { phone: string }) {
  const t = useT();
  const [before, after] = slotted((slot) => t("order.questionsCall", { phone: slot }));
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <Phone className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
      <span>
        {before}
        <a
          href={telHref(phone)}
          className="font-medium text-(--store-primary-strong) underline-offset-2 hover:underline"
        >
          <bdi dir="ltr">{phone}</bdi>
        </a>
        {after}
      </span>
    </p>
  );
}
