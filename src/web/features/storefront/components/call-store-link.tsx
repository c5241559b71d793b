import { Phone } from "lucide-react";
import { useT } from "#web/lib/i18n/page-language";
import { telHref } from "../utils/storefront-format";

/** The store bar's call button: an icon on phones, the number beside it from tablet width. */
export function CallStoreLink({ phone }: { phone: string }) {
  const t = useT();
  return (
    <a
      href={telHref(phone)}
      aria-label={t("store.callPhone", { phone })}
      className="inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-semibold text-(--store-primary-ink) hover:bg-(--store-primary-soft)"
    >
      <Phone className="h-5 w-5" aria-hidden />
      <span dir="ltr" className="hidden sm:inline">
        {phone}
      </span>
    </a>
  );
}
