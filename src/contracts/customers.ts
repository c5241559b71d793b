import { z } from "zod";
import { MAX_INTEGER } from "./catalog-messages";
import { SORT_DIRECTIONS } from "./catalog-page";
import type { TFulfilment } from "./fulfilment";
import type { OrderStatus, OrderType } from "./order-statuses";
import { ZSearchText } from "./storefront-requests";

/**
 * The merchant's customers (issue 31): one per phone number, with what they ordered.
 * GET /api/customers (paged, searched, sorted on the server), GET /api/customers/export (CSV) and
 * GET /api/customers/{id} (the customer and their orders).
 */

export const CUSTOMER_SORT_KEYS = ["name", "phone", "orders", "spent", "first", "last"] as const;
export type TCustomerSortKey = (typeof CUSTOMER_SORT_KEYS)[number];

export const CUSTOMERS_PAGE_SIZE = 50;
export const MAX_CUSTOMERS_PAGE = 200;

export const CUSTOMER_MESSAGES = {
  sort: `sort must be one of: ${CUSTOMER_SORT_KEYS.join(", ")}`,
  dir: `dir must be one of: ${SORT_DIRECTIONS.join(", ")}`,
  offset: `offset must be a whole number from 0 to ${MAX_INTEGER}`,
  limit: `limit must be a whole number from 1 to ${MAX_CUSTOMERS_PAGE}`,
  notFound: "Customer not found",
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * GET /api/customers?q=&sort=&dir=&offset=&limit= (all optional: the 50 who ordered last first).
 * `q` matches the name (any part, any case) or the phone (its digits). `dir` defaults to descending
 * for the figures and dates, ascending for name and phone.
 */
export const ZCustomersQuery = z
  .object({
    q: ZSearchText,
    sort: z.enum(CUSTOMER_SORT_KEYS, { error: CUSTOMER_MESSAGES.sort }).default("last"),
    dir: z.enum(SORT_DIRECTIONS, { error: CUSTOMER_MESSAGES.dir }).optional(),
    offset: wholeNumber(CUSTOMER_MESSAGES.offset, 0, MAX_INTEGER).default(0),
    limit: wholeNumber(CUSTOMER_MESSAGES.limit, 1, MAX_CUSTOMERS_PAGE).default(CUSTOMERS_PAGE_SIZE),
  })
  .transform(({ dir, ...query }) => ({
    ...query,
    dir: dir ?? (query.sort === "name" || query.sort === "phone" ? "asc" : "desc"),
  }));
export type TCustomersRequest = z.input<typeof ZCustomersQuery>;
export type TCustomersQuery = z.output<typeof ZCustomersQuery>;

export interface TCustomer {
  id: string;
  /** The latest name and address given with an order (a pickup order keeps the address before). */
  name: string;
  phone: string;
  address: string | null;
  /** Every order, cancelled ones included. */
  ordersCount: number;
  /** The orders' totals, cancelled orders left out (2-decimal string). */
  totalSpent: string;
  firstOrderAt: string | null;
  lastOrderAt: string | null;
}

export interface TCustomersPage {
  /** The store's currency (ISO 4217, decision 0067): what customers spent is in it. */
  currency: string;
  customers: TCustomer[];
  /** How many customers match the search, over every page. */
  total: number;
}

/** GET /api/customers/{id}: the customer and their orders, newest first. */
export interface TCustomerDetails extends TCustomer {
  /** The store's currency: what the customer spent is in it. */
  currency: string;
  orders: {
    id: string;
    /** The order's own currency (the store's when it was placed). */
    currency: string;
    trackingCode: string;
    status: OrderStatus;
    orderType: OrderType;
    totalAmount: string;
    discountCode: string | null;
    discountAmount: string;
    fulfilment: TFulfilment;
    itemCount: number;
    createdAt: string;
  }[];
}
