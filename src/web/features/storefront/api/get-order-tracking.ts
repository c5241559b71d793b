import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TOrderTracking } from "#contracts/order-management";
import { getJson } from "#web/lib/api-client";
import { storefrontKeys } from "./query-keys";

/** An order's address in the storefront's API, by its store and tracking code. */
export const orderUrl = (slug: string, trackingCode: string) =>
  `/api/microsite/${encodeURIComponent(slug)}/orders/${encodeURIComponent(trackingCode)}`;

/** GET /api/microsite/{slug}/orders/{trackingCode} */
export const getOrderTracking = (slug: string, trackingCode: string) =>
  getJson<TOrderTracking>(orderUrl(slug, trackingCode));

/**
 * GET /api/microsite/{slug}/orders/{trackingCode}/upi-qr.svg: the QR code of a UPI order's payment
 * link, drawn by the server (issue 46), so the storefront carries no QR code of its own. A 404 once
 * the order is no longer awaiting its UPI payment.
 */
export const upiQrUrl = (slug: string, trackingCode: string) => `${orderUrl(slug, trackingCode)}/upi-qr.svg`;

// The page is left open while the customer waits: it looks again now and then.
const REFRESH_MS = 30_000;

/** An order's public progress by its tracking code (a 404 when the store has no such order). */
export const orderTrackingQueryOptions = (slug: string, trackingCode: string) =>
  queryOptions({
    queryKey: storefrontKeys.tracking(slug, trackingCode),
    queryFn: () => getOrderTracking(slug, trackingCode),
    refetchInterval: REFRESH_MS,
  });

export const useOrderTracking = (slug: string, trackingCode: string) =>
  useQuery(orderTrackingQueryOptions(slug, trackingCode));
