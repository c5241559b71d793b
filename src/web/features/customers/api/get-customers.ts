import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TSortDirection } from "#contracts/catalog-page";
import { CUSTOMERS_PAGE_SIZE, type TCustomerSortKey, type TCustomersPage } from "#contracts/customers";
import { getJson } from "#web/lib/api-client";
import { customersKeys } from "./query-keys";

/** What the Customers screen asks for: a search and a sort. */
export interface CustomersQuery {
  q: string;
  sort: TCustomerSortKey;
  dir: TSortDirection;
}

/** The search and sort as query parameters (the list's and the CSV's). */
export function customersSearchParams({ q, sort, dir }: CustomersQuery) {
  const params = new URLSearchParams({ sort, dir });
  if (q) params.set("q", q);
  return params;
}

/** The address of one page of a query. */
export function customersPageUrl(query: CustomersQuery, offset: number) {
  const params = customersSearchParams(query);
  params.set("offset", String(offset));
  params.set("limit", String(CUSTOMERS_PAGE_SIZE));
  return `/api/customers?${params}`;
}

export const getCustomers = (query: CustomersQuery, offset: number) =>
  getJson<TCustomersPage>(customersPageUrl(query, offset));

/** One page of the merchant's customers, and how many the search matches. */
export const customersQueryOptions = (query: CustomersQuery, offset: number) =>
  queryOptions({
    queryKey: customersKeys.page(query, offset),
    queryFn: () => getCustomers(query, offset),
  });

/** The page; while the next one loads, the previous page stays on screen. */
export const useCustomers = (query: CustomersQuery, offset: number) =>
  useQuery({ ...customersQueryOptions(query, offset), placeholderData: keepPreviousData });
