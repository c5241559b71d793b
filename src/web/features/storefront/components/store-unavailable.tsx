import { Clock } from "lucide-react";
import { paths } from "#web/config/paths";
import { useT } from "#web/lib/i18n/page-language";
import { Link } from "#web/lib/router";
import { StoreMessage } from "./store-message";

/**
 * A suspended store's page and product pages (issue 47): the server answers 410 and the shopper
 * reads "This store is temporarily unavailable", in their language, with the way to other stores.
 */
export function StoreUnavailable() {
  const t = useT();
  return (
    <StoreMessage icon={Clock} title={t("store.unavailable")}>
      <p className="max-w-sm text-slate-600">{t("store.unavailableText")}</p>
      <Link
        to={paths.marketplace()}
        className="mt-2 inline-flex h-10 items-center rounded-lg bg-(--store-primary-strong) px-4 text-sm font-medium text-white hover:bg-(--store-primary-hover)"
      >
        {t("store.browseOtherStores")}
      </Link>
    </StoreMessage>
  );
}
