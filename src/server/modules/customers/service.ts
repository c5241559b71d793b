import { csvDateTime, toCsv, zonedHeading } from "#contracts/csv";
import type { TCustomerDetails, TCustomersPage, TCustomersQuery } from "#contracts/customers";
import { ownRow, requireOwn } from "#server/access/own-rows";
import type { Db } from "#server/db/client";
import { storeTimeZone } from "#server/modules/trading/service";
import { toCustomerOrder, toCustomerResponse } from "./mappers";
import * as q from "./queries";

// The signed-in merchant's customers (issue 31): one per phone number, kept by order placement and
// the orders_customer_totals trigger. A customer named by its id is read through requireOwn: an
// unknown or other merchant's id is "not found".

/**
 * A customer page lists at most this many orders, newest first: a regular with more still opens
 * fast, and the Orders tab holds the rest.
 */
export const CUSTOMER_ORDERS_CAP = 500;
const CUSTOMER = ownRow("customerId", q.findCustomer);
const EXPORT_PAGE = 2000;

export async function listCustomers(
  db: Db,
  merchantId: string,
  query: TCustomersQuery,
  /** The store's currency: what customers spent is in it. */
  currency: string,
): Promise<TCustomersPage> {
  const [rows, total] = await Promise.all([
    q.listCustomers(db, merchantId, query),
    q.countCustomers(db, merchantId, query),
  ]);
  return { customers: rows.map((row) => toCustomerResponse(row, currency)), total, currency };
}

export async function getCustomer(
  db: Db,
  merchantId: string,
  id: string,
  currency: string,
): Promise<TCustomerDetails> {
  const row = await requireOwn(db, merchantId, CUSTOMER, id);
  const orders = await q.listCustomerOrders(db, merchantId, row.id, CUSTOMER_ORDERS_CAP);
  return { ...toCustomerResponse(row, currency), currency, orders: orders.map(toCustomerOrder) };
}

/** The export's headings; the times are the store's, its zone named in their headings. */
const exportColumns = (timeZone: string) => [
  "Name",
  "Phone",
  "Latest address",
  "Orders",
  "Total spent",
  zonedHeading("First order", timeZone),
  zonedHeading("Last order", timeZone),
  // Issue 45's: what "Total spent" is in (decision 0068).
  "Currency",
];

/**
 * Every customer the search selects, in the list's sort, as CSV for a spreadsheet; read a page at a
 * time so a store of 100,000 is never one result in memory. Cells go through toCsv, so a name
 * like "=HYPERLINK(...)" stays text.
 */
export async function exportCustomersCsv(
  db: Db,
  merchantId: string,
  query: Pick<TCustomersQuery, "q" | "sort" | "dir">,
  currency: string,
): Promise<string> {
  const timeZone = await storeTimeZone(db, merchantId);
  const rows: (string | number | null)[][] = [exportColumns(timeZone)];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const page = await q.listCustomers(db, merchantId, { ...query, offset, limit: EXPORT_PAGE });
    for (const customer of page.map((row) => toCustomerResponse(row, currency))) {
      rows.push([
        customer.name,
        customer.phone,
        customer.address,
        customer.ordersCount,
        customer.totalSpent,
        csvDateTime(customer.firstOrderAt, timeZone),
        csvDateTime(customer.lastOrderAt, timeZone),
        currency,
      ]);
    }
    if (page.length < EXPORT_PAGE) break;
  }
  return toCsv(rows);
}
