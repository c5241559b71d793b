import type { QueryClient } from "@tanstack/react-query";
import { ordersKeys } from "./query-keys";

/** After any change to orders made elsewhere (a new order, a dropped live connection): fetch again what it makes stale. */
export const invalidateOrders = (queryClient: QueryClient) =>
  Promise.all(ordersKeys.changed().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
