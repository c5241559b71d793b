import { MessageCircle } from "lucide-react";
import { whatsappHref } from "#contracts/whatsapp";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";

/** Unicode's left-to-right isolate and its end: an order code keeps its order in a right-to-left text. */
const LTR_ISOLATE = "\u2066";
const END_ISOLATE = "\u2069";

/**
 * "Message the store on WhatsApp": a wa.me chat with the store's phone (`digits`, normalised by the
 * server), the order named in the text (contracts/whatsapp.ts's storeMessage, in the page's
 * language). A new tab, so the order's page stays where it was.
 */
export function WhatsappStoreLink({
  digits,
  storeName,
  orderReference,
  className = "min-h-10 rounded-xl",
}: {
  digits: string;
  storeName: string;
  /** The order as the page shows it: "#ABCD1234", or the tracking code. */
  orderReference: string;
  /** Its height and corners (cn() does not merge classes: these are not set twice). */
  className?: string;
}) {
  const { t, dir } = usePageLanguage();
  const order = dir === "rtl" ? `${LTR_ISOLATE}${orderReference}${END_ISOLATE}` : orderReference;
  return (
    <a
      href={whatsappHref(digits, t("store.whatsappText", { store: storeName, order }))}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex items-center justify-center gap-2 border border-[#25D366] bg-white px-3 text-sm font-semibold text-[#075E54] hover:bg-[#25D366]/10",
        className,
      )}
    >
      <MessageCircle className="h-4 w-4 shrink-0" aria-hidden /> {t("store.whatsappLink")}
    </a>
  );
}
