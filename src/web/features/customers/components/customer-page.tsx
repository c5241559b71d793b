import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Loader2, Phone } from "lucide-react";
import { CUSTOMER_MESSAGES, type TCustomerDetails } from "#contracts/customers";
import { isUuid } from "#contracts/ids";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import { OrderStatusBadge } from "#web/components/order-status-badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { paths } from "#web/config/paths";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { errorMessage } from "#web/lib/api-client";
import { formatDateTime } from "#web/lib/format-time";
import { Link } from "#web/lib/router";
import { useCustomer } from "../api/get-customer";
import { formatDay, orderNumber } from "../utils/customer-format";

function BackToCustomers() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to={paths.customers()}>
        <ArrowLeft aria-hidden /> Back to customers
      </Link>
    </Button>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-base font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Each order links to the Orders tab, which opens it above the list. */
function CustomerOrders({ orders }: { orders: TCustomerDetails["orders"] }) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  return (
    <ul className="-mx-4 divide-y divide-slate-200 border-t border-slate-200 sm:-mx-5">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={paths.dashboardOrder(order.id)}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-slate-50 sm:px-5"
            data-testid="customer-order"
          >
            <span className="font-mono text-sm font-semibold text-blue-700">{orderNumber(order.id)}</span>
            <OrderStatusBadge status={order.status} />
            <span className="text-sm text-slate-600">{formatDateTime(order.createdAt, money.locale)}</span>
            <span className="ml-auto flex items-baseline gap-3">
              {order.discountCode && (
                <span className="rounded bg-green-50 px-1.5 text-xs font-medium text-green-800">
                  {order.discountCode} −{formatMoney(order.discountAmount, money)}
                </span>
              )}
              <span className="text-xs text-slate-500">
                {order.itemCount} {order.itemCount === 1 ? "item" : "items"}
              </span>
              <span className="font-medium tabular-nums">{formatMoney(order.totalAmount, money)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** `?tab=customers&customer=ID`: who the customer is, what they have spent, and their orders. */
export function CustomerPage({ id }: { id: string }) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const customer = useCustomer(id);
  if (!isUuid(id) || customer.isError) {
    return (
      <div className="grid gap-4">
        <BackToCustomers />
        <div className="flex flex-col items-center gap-2 py-10 text-center" role="alert">
          <p className="font-medium">
            {isUuid(id) ? "Could not load this customer" : CUSTOMER_MESSAGES.notFound}
          </p>
          {customer.isError && <p className="text-sm text-slate-500">{errorMessage(customer.error)}</p>}
        </div>
      </div>
    );
  }
  if (!customer.data) {
    return (
      <div className="grid gap-4">
        <BackToCustomers />
        <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading customer...
        </p>
      </div>
    );
  }
  const c = customer.data;
  return (
    <section aria-labelledby="customer-heading" className="grid gap-4">
      <BackToCustomers />
      <Card className="grid gap-4 p-4 sm:p-5">
        <div className="grid gap-1">
          <h2 id="customer-heading" className="text-xl font-semibold">
            {c.name}
          </h2>
          <a
            href={`tel:${c.phone.replace(/[^\d+]/g, "")}`}
            className="flex w-fit items-center gap-1.5 text-blue-700 hover:underline"
          >
            <Phone className="h-4 w-4" aria-hidden /> {c.phone}
          </a>
          <p className="text-sm text-slate-600">{c.address ?? "No address yet (pickup orders only)"}</p>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure label="Orders" value={c.ordersCount.toLocaleString("en-US")} />
          <Figure label="Total spent" value={formatMoney(c.totalSpent, money)} />
          <Figure label="First order" value={formatDay(c.firstOrderAt, money.locale)} />
          <Figure label="Last order" value={formatDay(c.lastOrderAt, money.locale)} />
        </dl>
        <p className="text-xs text-slate-500">Cancelled orders are left out of the total spent.</p>
      </Card>
      <Card className="grid gap-3 p-4 sm:p-5">
        <h3 className="font-semibold">Orders</h3>
        {c.orders.length === 0 ? (
          <p className="text-sm text-slate-500">No orders.</p>
        ) : (
          <CustomerOrders orders={c.orders} />
        )}
        {c.ordersCount > c.orders.length && (
          <p className="text-xs text-slate-500">
            The newest {c.orders.length} of {c.ordersCount.toLocaleString("en-US")} orders.
          </p>
        )}
      </Card>
    </section>
  );
}
