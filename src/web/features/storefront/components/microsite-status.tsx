import type { UseQueryResult } from "@tanstack/react-query";
import { Store, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { isGoneError, isNetworkError, isNotFoundError, serverMessage } from "#web/lib/api-client";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { storeThemeVars } from "../utils/store-theme";
import { StoreActionButton } from "./store-action-button";
import { BrowseOtherStores, StoreMessage, StoreUnavailable } from "./store-message";

/**
 * The microsite before it can show the store: loading, a failure to retry, a suspended store's
 * "temporarily unavailable" (410), or 'Store Not Found'.
 */
export function MicrositeStatus({
  store: { isLoading, isError, error, refetch, isRefetching },
}: {
  store: UseQueryResult<TGetMicrositeResponse | null>;
}) {
  const { t, said } = usePageLanguage();
  let message: ReactNode;
  if (isLoading) {
    message = <StoreMessage loading title={t("store.loadingStorefront")} />;
  } else if (isError && isGoneError(error)) {
    message = <StoreUnavailable />;
  } else if (isError && !isNotFoundError(error)) {
    // Only a 404 (or a 410) means the store is gone; a dropped connection or a server error deserves a retry.
    const server = serverMessage(error);
    message = (
      <StoreMessage icon={WifiOff} title={t("store.loadFailed")}>
        <p className="max-w-sm text-slate-600">
          {isNetworkError(error)
            ? t("store.checkConnection")
            : server === null
              ? t("store.somethingWrong")
              : said(server)}
        </p>
        <StoreActionButton onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? t("store.tryingAgain") : t("store.tryAgainButton")}
        </StoreActionButton>
      </StoreMessage>
    );
  } else {
    message = (
      <StoreMessage icon={Store} title={t("store.storeNotFound")}>
        <p className="max-w-sm text-slate-600">{t("store.storeNotFoundText")}</p>
        <BrowseOtherStores />
      </StoreMessage>
    );
  }
  return <div style={storeThemeVars(null)}>{message}</div>;
}
