import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { errorMessage } from "#web/lib/api-client";
import { type TradingSettings, useTrading } from "../api/trading";

/**
 * The trading settings a Settings card edits, once loaded: a small status line while they load (a
 * card among others, not a whole page), the reason if they cannot be.
 */
export function TradingSettingsLoader({
  what,
  children,
}: {
  /** "pickup and delivery", for "Loading pickup and delivery..." */
  what: string;
  children: (settings: TradingSettings) => ReactNode;
}) {
  const trading = useTrading();
  if (trading.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 className="h-4 w-4 animate-spin text-blue-600" aria-hidden /> Loading {what}...
      </p>
    );
  }
  if (trading.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not load {what}: {errorMessage(trading.error)}
      </p>
    );
  }
  return children(trading.data);
}
