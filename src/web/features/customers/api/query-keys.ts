import type { CustomersQuery } from "./get-customers";

/** The customers' query keys (decision 0039): every customers query starts with `all`. */
export const customersKeys = {
  all: ["customers"] as const,
  /** GET /api/customers: one page of a search. */
  page: (query: CustomersQuery, offset: number) => [...customersKeys.all, "page", query, offset] as const,
  /** GET /api/customers/{id} */
  one: (id: string) => [...customersKeys.all, "one", id] as const,
};
