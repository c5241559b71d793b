import type { UseQueryResult } from "@tanstack/react-query";
import { Store, WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { paths } from "#web/config/paths";
import { isNetworkError, isNotFoundError, serverMessage } from "#web/lib/api-client";
import { Link } from "#web/lib/router";
import { storeThemeVars } from "../utils/store-theme";
import { StoreActionButton } from "./store-action-button";
import { StoreMessage } from "./store-message";

/** The microsite before it can show the store: loading, a failure to retry, or 'Store Not Found'. */
export function MicrositeStatus({
  store: { isLoading, isError, error, refetch, isRefetching },
}: {
  store: UseQueryResult<TGetMicrositeResponse | null>;
}) {
  let message: ReactNode;
  if (isLoading) {
    message = <StoreMessage loading title="Loading storefront..." />;
  } else if (isError && !isNotFoundError(error)) {
    // Only a 404 means the store is gone; a dropped connection or a server error deserves a retry.
    message = (
      <StoreMessage icon={WifiOff} title="Couldn't load this store">
        <p className="max-w-sm text-slate-600">
          {isNetworkError(error)
            ? "Check your internet connection and try again."
            : (serverMessage(error) ?? "Something went wrong on our side. Please try again in a moment.")}
        </p>
        <StoreActionButton onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? "Trying again..." : "Try Again"}
        </StoreActionButton>
      </StoreMessage>
    );
  } else {
    message = (
      <StoreMessage icon={Store} title="Store Not Found">
        <p className="max-w-sm text-slate-600">This store is not available or has been moved</p>
        <Link
          to={paths.marketplace()}
          className="mt-2 inline-flex h-10 items-center rounded-lg bg-(--store-primary-strong) px-4 text-sm font-medium text-white hover:bg-(--store-primary-hover)"
        >
          Browse other stores
        </Link>
      </StoreMessage>
    );
  }
  return <div style={storeThemeVars(null)}>{message}</div>;
}
