import type { QueryClient } from "@tanstack/react-query";
import { ORDERS_KEY_ROOT } from "./get-orders";

/** After any change to orders: lists, counts and the dashboard's figures are fetched again. */
export const invalidateOrders = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === ORDERS_KEY_ROOT || query.queryKey[0] === "/api/merchant/stats",
  });
