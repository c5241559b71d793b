import { Bell, BellOff, Download, Inbox, Loader2 } from "lucide-react";
import { useState } from "react";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "#contracts/order-statuses";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { Switch } from "#web/components/ui/switch";
import { errorMessage } from "#web/lib/api-client";
import { cn } from "#web/lib/utils";
import { useOrderCounts } from "../api/get-order-counts";
import { type OrdersFilter, useOrders } from "../api/get-orders";
import { ManageOrderDialog } from "./manage-order-dialog";
import { OrderCard } from "./order-card";

type FilterId = "all" | (typeof ORDER_STATUSES)[number] | "prescription";
const FILTERS: { id: FilterId; label: string }[] = [
  { id: "all", label: "All" },
  ...ORDER_STATUSES.map((status) => ({ id: status, label: ORDER_STATUS_LABELS[status] })),
  { id: "prescription", label: "Prescription" },
];

const filterOf = (id: FilterId): OrdersFilter =>
  id === "all" ? {} : id === "prescription" ? { type: "prescription" } : { status: id };

const exportUrl = (filter: OrdersFilter) => {
  const params = new URLSearchParams(filter as Record<string, string>);
  const query = params.toString();
  return `/api/merchant/orders/export${query ? `?${query}` : ""}`;
};

/** The Orders tab: filters with exact counts, the orders newest first, quick actions, Manage, export. */
export function OrdersTab({
  sound,
  onSoundChange,
}: {
  sound: boolean;
  onSoundChange: (on: boolean) => void;
}) {
  const [active, setActive] = useState<FilterId>("all");
  const [managed, setManaged] = useState<TMerchantOrderDetails | null>(null);
  const filter = filterOf(active);
  const counts = useOrderCounts();
  const orders = useOrders(filter);
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <section aria-labelledby="orders-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="orders-heading" className="text-xl font-semibold">
            Orders
          </h2>
          <p className="text-sm text-slate-600">New orders appear here by themselves.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2 text-sm text-slate-700">
            <Switch id="orders-sound" checked={sound} onCheckedChange={onSoundChange} />
            <label htmlFor="orders-sound" className="flex cursor-pointer items-center gap-1.5">
              {sound ? <Bell className="h-4 w-4" aria-hidden /> : <BellOff className="h-4 w-4" aria-hidden />}
              Sound for new orders
            </label>
          </div>
          <Button asChild variant="outline" size="sm">
            <a href={exportUrl(filter)} download>
              <Download aria-hidden /> Export CSV
            </a>
          </Button>
        </div>
      </div>

      <div className="-mx-4 overflow-x-auto px-4">
        <fieldset className="flex w-max gap-2">
          <legend className="sr-only">Filter orders</legend>
          {FILTERS.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              aria-pressed={active === id}
              onClick={() => setActive(id)}
              className={cn(
                "inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium",
                active === id
                  ? "border-slate-900 bg-slate-900 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
              )}
            >
              {label}
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  active === id ? "bg-white/20" : "bg-slate-100",
                )}
                data-testid={`count-${id}`}
              >
                {counts.data ? counts.data[id] : "…"}
              </span>
            </button>
          ))}
        </fieldset>
      </div>

      {orders.isPending ? (
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading orders...
        </p>
      ) : orders.isError ? (
        <div className="grid justify-items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-medium">Could not load your orders</p>
          <p className="text-sm">{errorMessage(orders.error)}</p>
          <Button size="sm" variant="outline" onClick={() => void orders.refetch()}>
            Try Again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState look="admin" icon={Inbox} title={active === "all" ? "No orders yet" : "No orders here"}>
          <p className="max-w-sm text-sm text-slate-500">
            {active === "all"
              ? "Share your store's link or QR code: orders show up here the moment they are placed."
              : "No order matches this filter."}
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {list.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} onManage={setManaged} />
            </li>
          ))}
        </ul>
      )}
      {orders.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {orders.isFetchingNextPage && <Loader2 className="animate-spin" aria-hidden />} Load more
        </Button>
      )}
      <ManageOrderDialog order={managed} onOpenChange={(open) => !open && setManaged(null)} />
    </section>
  );
}
