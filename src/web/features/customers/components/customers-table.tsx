import { useQuery } from "@tanstack/react-query";
import type { TCustomer, TCustomerSortKey } from "#contracts/customers";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import { ListTable } from "#web/components/list-table";
import { SortHeader } from "#web/components/sort-header";
import { paths } from "#web/config/paths";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { Link } from "#web/lib/router";
import { formatDay } from "../utils/customer-format";
import type { CustomerSort } from "../utils/customer-sort";

/**
 * The customers as a table (desktop widths): every column but the address sorts on the server.
 * A name opens the customer's page.
 */
export function CustomersTable({
  customers,
  sort,
  onSort,
  busy = false,
}: {
  customers: readonly TCustomer[];
  sort: CustomerSort;
  onSort: (column: TCustomerSortKey) => void;
  /** Another page or sort is on its way: these rows are the previous one's. */
  busy?: boolean;
}) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const header = { sort, onSort };
  return (
    <ListTable
      busy={busy}
      head={
        <>
          <SortHeader column="name" {...header} edge="start">
            Name
          </SortHeader>
          <SortHeader column="phone" {...header}>
            Phone
          </SortHeader>
          {/* Cased as the sortable headings' buttons are (they do not inherit the row's uppercase). */}
          <th scope="col" className="px-3 py-2 font-medium normal-case">
            Latest address
          </th>
          <SortHeader column="orders" {...header} align="right">
            Orders
          </SortHeader>
          <SortHeader column="spent" {...header} align="right">
            Total spent
          </SortHeader>
          <SortHeader column="first" {...header}>
            First order
          </SortHeader>
          <SortHeader column="last" {...header} edge="end">
            Last order
          </SortHeader>
        </>
      }
    >
      {customers.map((customer) => (
        <tr key={customer.id} className="hover:bg-slate-50">
          <td className="py-2 pr-3 pl-5 font-medium">
            <Link to={paths.customer(customer.id)} className="text-blue-700 hover:underline">
              {customer.name}
            </Link>
          </td>
          <td className="px-3 py-2 whitespace-nowrap tabular-nums">{customer.phone}</td>
          <td className="max-w-64 truncate px-3 py-2 text-slate-600" title={customer.address ?? undefined}>
            {customer.address ?? "—"}
          </td>
          <td className="px-3 py-2 text-right tabular-nums">{customer.ordersCount}</td>
          <td className="px-3 py-2 text-right tabular-nums">{formatMoney(customer.totalSpent, money)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDay(customer.firstOrderAt, money.locale)}</td>
          <td className="py-2 pr-5 pl-3 whitespace-nowrap">
            {formatDay(customer.lastOrderAt, money.locale)}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
