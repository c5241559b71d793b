import { type CustomersQuery, customersSearchParams } from "./get-customers";

/**
 * GET /api/customers/export answers every customer the search matches as a CSV attachment, in the
 * list's sort: a download, not a page.
 */
export const customersExportUrl = (query: CustomersQuery) =>
  `/api/customers/export?${customersSearchParams(query)}`;
