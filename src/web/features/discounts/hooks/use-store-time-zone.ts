import { useQuery } from "@tanstack/react-query";
import { tradingQueryOptions } from "#web/features/settings/api/trading";

/** The store's time zone, which a code's start and end are read in (null until known). */
export function useStoreTimeZone(): string | null {
  const trading = useQuery({ ...tradingQueryOptions(), select: (settings) => settings.timeZone });
  return trading.data ?? null;
}
