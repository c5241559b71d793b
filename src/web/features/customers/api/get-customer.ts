import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCustomerDetails } from "#contracts/customers";
import { isUuid } from "#contracts/ids";
import { throwIfResNotOk } from "#web/lib/api-client";
import { customersQueryKey } from "./get-customers";

export async function getCustomer(id: string): Promise<TCustomerDetails> {
  const res = await fetch(`/api/customers/${encodeURIComponent(id)}`, { credentials: "include" });
  await throwIfResNotOk(res);
  return res.json();
}

/** A customer with their orders, newest first. */
export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...customersQueryKey, "one", id] as const,
    queryFn: () => getCustomer(id),
  });

/** A malformed id is not asked for: it is "not found" as the server would say. */
export const useCustomer = (id: string) => useQuery({ ...customerQueryOptions(id), enabled: isUuid(id) });
