import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TMicrositeQr } from "#contracts/order-management";
import { fetchQuery } from "#web/lib/api-client";

export const micrositeQrQueryKey = ["/api/microsite-qr"] as const;

/** A QR code of the store's public address, and the address itself. */
export const micrositeQrQueryOptions = () =>
  queryOptions({
    queryKey: micrositeQrQueryKey,
    queryFn: async () => (await fetchQuery<TMicrositeQr>(micrositeQrQueryKey, "throw"))!,
  });

export const useMicrositeQr = () => useQuery(micrositeQrQueryOptions());

/** The printable SVG version, downloaded as a file. */
export const PRINTABLE_QR_URL = "/api/microsite-qr/print";
