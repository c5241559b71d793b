import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import type { OrderStatus, OrderType } from "#contracts/order-statuses";
import { throwIfResNotOk } from "#web/lib/api-client";

/** Every orders query starts with this, so one invalidation refreshes lists, counts and details. */
export const ORDERS_KEY_ROOT = "/api/merchant/orders";

export interface OrdersFilter {
  status?: OrderStatus;
  type?: OrderType;
}

const PAGE_SIZE = 50;

/** One page of the merchant's orders with their lines and history; the next page's cursor comes in a header. */
export async function getOrdersPage(
  filter: OrdersFilter,
  cursor: string | null,
): Promise<{ orders: TMerchantOrderDetails[]; nextCursor: string | null }> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filter.status) params.set("status", filter.status);
  if (filter.type) params.set("type", filter.type);
  if (cursor) params.set("cursor", cursor);
  const res = await fetch(`${ORDERS_KEY_ROOT}/detailed?${params}`, { credentials: "include" });
  await throwIfResNotOk(res);
  return {
    orders: (await res.json()) as TMerchantOrderDetails[],
    nextCursor: res.headers.get("x-next-cursor"),
  };
}

/** The Orders tab's list, newest first, loaded a page at a time ("Load more"). */
export const ordersQueryOptions = (filter: OrdersFilter) =>
  infiniteQueryOptions({
    queryKey: [ORDERS_KEY_ROOT, "detailed", filter] as const,
    queryFn: ({ pageParam }) => getOrdersPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useOrders = (filter: OrdersFilter) => useInfiniteQuery(ordersQueryOptions(filter));
