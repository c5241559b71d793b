import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCustomerDetails } from "#contracts/customers";
import { isUuid } from "#contracts/ids";
import { getJson } from "#web/lib/api-client";
import { customersKeys } from "./query-keys";

export const getCustomer = (id: string) =>
  getJson<TCustomerDetails>(`/api/customers/${encodeURIComponent(id)}`);

/** A customer with their orders, newest first. */
export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: customersKeys.one(id),
    queryFn: () => getCustomer(id),
  });

/** A malformed id is not asked for: it is "not found" as the server would say. */
export const useCustomer = (id: string) => useQuery({ ...customerQueryOptions(id), enabled: isUuid(id) });
