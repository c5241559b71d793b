import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TMerchantOrderDetails, TOrderScheduleFilter, TOrderSort } from "#contracts/order-management";
import type { OrderStatus, OrderType } from "#contracts/order-statuses";
import type { PaymentStatus } from "#contracts/payments";
import { throwIfResNotOk } from "#web/lib/api-client";
import { ordersKeys } from "./query-keys";

/** What the list shows and in which order (GET /api/merchant/orders: newest first unless `sort` says). */
export interface OrdersFilter {
  /** Any number the order was shown with (ZOrderSearch's form: no "#", no spaces). */
  q?: string;
  status?: OrderStatus;
  type?: OrderType;
  schedule?: TOrderScheduleFilter;
  /** `awaiting_payment`: the card orders still waiting for their money, which every other list leaves out. */
  paymentStatus?: PaymentStatus;
  sort?: TOrderSort;
}

/** The filter as the list's and the export's query parameters (the default sort left out). */
export function ordersSearchParams(filter: OrdersFilter) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (filter.type) params.set("type", filter.type);
  if (filter.schedule) params.set("schedule", filter.schedule);
  if (filter.paymentStatus) params.set("paymentStatus", filter.paymentStatus);
  if (filter.sort && filter.sort !== "newest") params.set("sort", filter.sort);
  return params;
}

const PAGE_SIZE = 50;

/** One page of the merchant's orders with their lines and history; the next page's cursor comes in a header. */
export async function getOrdersPage(
  filter: OrdersFilter,
  cursor: string | null,
): Promise<{ orders: TMerchantOrderDetails[]; nextCursor: string | null }> {
  const params = ordersSearchParams(filter);
  params.set("limit", String(PAGE_SIZE));
  if (cursor) params.set("cursor", cursor);
  const res = await fetch(`/api/merchant/orders/detailed?${params}`, { credentials: "include" });
  await throwIfResNotOk(res);
  return {
    orders: (await res.json()) as TMerchantOrderDetails[],
    nextCursor: res.headers.get("x-next-cursor"),
  };
}

/** The Orders tab's list, in the filter's sort, loaded a page at a time ("Load more"). */
export const ordersQueryOptions = (filter: OrdersFilter) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.list(filter),
    queryFn: ({ pageParam }) => getOrdersPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useOrders = (filter: OrdersFilter) => useInfiniteQuery(ordersQueryOptions(filter));
