import type { TSortDirection } from "#contracts/catalog-page";
import type { TCustomerSortKey } from "#contracts/customers";
import { type ColumnSort, serverDirection } from "#web/lib/column-sort";

export type CustomerSort = ColumnSort<TCustomerSortKey>;

/** The list's first order, as the server's default: who ordered last first. */
export const LATEST_FIRST: CustomerSort = { key: "last", direction: "descending" };

export const toServerSort = (sort: CustomerSort): { sort: TCustomerSortKey; dir: TSortDirection } => ({
  sort: sort.key,
  dir: serverDirection(sort),
});

export const CUSTOMER_COLUMN_NAMES: Record<TCustomerSortKey, string> = {
  name: "Name",
  phone: "Phone",
  orders: "Orders",
  spent: "Total spent",
  first: "First order",
  last: "Last order",
};

const DIRECTION_WORDS: Record<TCustomerSortKey, [ascending: string, descending: string]> = {
  name: ["A to Z", "Z to A"],
  phone: ["0 to 9", "9 to 0"],
  orders: ["fewest first", "most first"],
  spent: ["least first", "most first"],
  first: ["oldest first", "newest first"],
  last: ["oldest first", "newest first"],
};

/** "Total spent, most first": a sort as the phone's sort picker names it. */
export const sortLabel = ({ key, direction }: CustomerSort) =>
  `${CUSTOMER_COLUMN_NAMES[key]}, ${DIRECTION_WORDS[key][direction === "ascending" ? 0 : 1]}`;
