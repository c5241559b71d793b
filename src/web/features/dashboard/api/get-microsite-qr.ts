import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TMicrositeQr } from "#contracts/order-management";
import { getJson } from "#web/lib/api-client";
import { dashboardKeys } from "./query-keys";

/** A QR code of the store's public address, and the address itself. */
export const micrositeQrQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.qr(), queryFn: () => getJson<TMicrositeQr>("/api/microsite-qr") });

/** `enabled`: false for a role that may not read it (settings.view, decision 0059). */
export const useMicrositeQr = (enabled = true) => useQuery({ ...micrositeQrQueryOptions(), enabled });

/** The printable SVG version, downloaded as a file. */
export const PRINTABLE_QR_URL = "/api/microsite-qr/print";
