import { useQuery } from "@tanstack/react-query";
import { Bell, BellOff, BellRing, Download, Inbox, Loader2, Printer, SearchX } from "lucide-react";
import { useCallback, useState } from "react";
import { US_DOLLARS } from "#contracts/money";
import type { TMerchantOrderDetails, TOrderSort } from "#contracts/order-management";
import type { TSeenNewOrderEvent } from "#contracts/order-privacy";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "#contracts/order-statuses";
import { PAYMENT_STATUS_LABELS } from "#contracts/payments";
import type { TAction } from "#contracts/staff";
import { storeDisplayName } from "#contracts/storefront";
import { LoadMoreButton } from "#web/components/load-more-button";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { NativeSelect } from "#web/components/ui/native-select";
import { Switch } from "#web/components/ui/switch";
import {
  merchantMoneyQueryOptions,
  permissionsQueryOptions,
  userQueryOptions,
} from "#web/features/auth/api/get-user";
import { tradingQueryOptions } from "#web/features/settings/api/trading";
import { errorMessage } from "#web/lib/api-client";
import { cn } from "#web/lib/utils";
import { useOrderCounts } from "../api/get-order-counts";
import { type OrdersFilter, ordersSearchParams, useOrders } from "../api/get-orders";
import { useAutoPrint } from "../hooks/use-auto-print";
import { newOrderText } from "../utils/order-format";
import { CancelOrdersDialog } from "./cancel-orders-dialog";
import { LinkedOrder } from "./linked-order";
import { ManageOrderDialog } from "./manage-order-dialog";
import { NotificationsButton } from "./notifications-button";
import { OrderCard } from "./order-card";
import { OrderSearch } from "./order-search";
import { OrdersSelectionBar } from "./orders-selection-bar";

/** A filter chip, named as its count is in TOrderCounts. */
type FilterId =
  | "all"
  | "scheduledToday"
  | (typeof ORDER_STATUSES)[number]
  | "awaitingPayment"
  | "prescription";
const FILTERS: { id: FilterId; label: string }[] = [
  { id: "all", label: "All" },
  { id: "scheduledToday", label: "Today's schedule" },
  ...ORDER_STATUSES.map((status) => ({ id: status, label: ORDER_STATUS_LABELS[status] })),
  { id: "awaitingPayment", label: PAYMENT_STATUS_LABELS.awaiting_payment },
  { id: "prescription", label: "Prescription" },
];

const SORTS: { id: TOrderSort; label: string }[] = [
  { id: "newest", label: "Newest" },
  { id: "scheduled", label: "Scheduled time" },
];

const filterOf = (id: FilterId): OrdersFilter =>
  id === "all"
    ? {}
    : id === "scheduledToday"
      ? { schedule: "today" }
      : id === "prescription"
        ? { type: "prescription" }
        : id === "awaitingPayment"
          ? { paymentStatus: "awaiting_payment" }
          : { status: id };

const exportUrl = (filter: OrdersFilter) => {
  const query = ordersSearchParams(filter).toString();
  return `/api/merchant/orders/export${query ? `?${query}` : ""}`;
};

const EMPTY_MESSAGES: Partial<Record<FilterId, { title: string; text: string }>> = {
  all: {
    title: "No orders yet",
    text: "Share your store's link or QR code: orders show up here the moment they are placed.",
  },
  scheduledToday: {
    title: "Nothing scheduled for today",
    text: "Orders a customer schedules for later today appear here, in the store's time zone.",
  },
  awaitingPayment: {
    title: "No orders awaiting payment",
    text: "A card or Razorpay order waits here while its customer pays; it joins your orders once paid, or is let go if not. A UPI order shows here and in your orders until you mark it paid.",
  },
};

/**
 * The newest of the orders that arrived while the tab was open, said once in a polite live region
 * (a screen reader reads it when the merchant pauses) and shown at the top of the list until the
 * merchant has acted on each of them.
 */
function NewOrderAnnouncement({ fresh }: { fresh: readonly TSeenNewOrderEvent[] }) {
  const money = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const latest = fresh[0];
  return (
    <div role="status" aria-live="polite" data-testid="new-order-announcement">
      {latest && (
        <p className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
          <BellRing className="h-4 w-4 shrink-0" aria-hidden />
          <span>
            New order received: {newOrderText(latest, money)}
            {fresh.length > 1 && ` (${fresh.length} new orders)`}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * The Orders tab: a search by any number an order was shown with, filters with exact counts (today's
 * schedule among them), the orders newest first or by scheduled time, quick actions, Manage, export,
 * and many orders selected to cancel at once. Slots read in the store's time zone. `fresh`: orders
 * that arrived while the dashboard was open, highlighted and announced until `onSeen` says the
 * merchant acted on them.
 */
export function OrdersTab({
  sound,
  onSoundChange,
  fresh = [],
  onSeen,
}: {
  sound: boolean;
  onSoundChange: (on: boolean) => void;
  fresh?: readonly TSeenNewOrderEvent[];
  onSeen?: (orderId: string) => void;
}) {
  const permissions = useQuery(permissionsQueryOptions()).data;
  const can = (action: TAction) => permissions?.includes(action) ?? false;
  const [q, setQ] = useState<string | undefined>();
  const onSearch = useCallback((next: string | undefined) => setQ(next), []);
  const [active, setActive] = useState<FilterId>("all");
  const [sort, setSort] = useState<TOrderSort>("newest");
  const [managed, setManaged] = useState<TMerchantOrderDetails | null>(null);
  // The orders ticked for a change at once, by id; only those still listed count.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [cancelling, setCancelling] = useState(false);
  const [autoPrint, setAutoPrint] = useAutoPrint();
  const filter: OrdersFilter = { ...filterOf(active), sort, ...(q ? { q } : {}) };
  const freshIds = new Set(fresh.map((order) => order.id));
  const counts = useOrderCounts();
  const orders = useOrders(filter);
  // The store's time zone, as its opening hours use it; until it is known, the device's.
  const timeZone = useQuery(tradingQueryOptions()).data?.timeZone;
  // The signed-in merchant, already read by the dashboard: its store's name signs WhatsApp messages.
  const user = useQuery(userQueryOptions()).data;
  const storeName = user ? storeDisplayName(user) : undefined;
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const empty = q
    ? {
        title: `No order has the number “${q}”`,
        text: "The dashboard's number, the customer's (as their success page shows it) and the tracking code all find an order.",
      }
    : (EMPTY_MESSAGES[active] ?? { title: "No orders here", text: "No order matches this filter." });
  const chosen = list.filter((order) => selected.has(order.id));
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const choose = (id: FilterId) => {
    setActive(id);
    setSelected(new Set());
    // Today's schedule reads best in the order the kitchen works through it.
    if (id === "scheduledToday") setSort("scheduled");
  };

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
          <div className="flex items-center gap-2 text-sm text-slate-700">
            <Switch id="orders-auto-print" checked={autoPrint} onCheckedChange={setAutoPrint} />
            <label htmlFor="orders-auto-print" className="flex cursor-pointer items-center gap-1.5">
              <Printer className="h-4 w-4" aria-hidden /> Auto-print new orders
            </label>
          </div>
          <NotificationsButton />
          {can("orders.export") && (
            <Button asChild variant="outline" size="sm">
              <a href={exportUrl(filter)} download>
                <Download aria-hidden /> Export CSV
              </a>
            </Button>
          )}
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
              onClick={() => choose(id)}
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

      <OrderSearch onSearch={onSearch} />

      <div className="flex items-center gap-2 text-sm">
        <label htmlFor="orders-sort" className="text-slate-700">
          Sort by
        </label>
        <NativeSelect
          id="orders-sort"
          value={sort}
          onChange={(event) => setSort(event.target.value as TOrderSort)}
          sizeClassName="h-10 w-auto"
        >
          {SORTS.map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>

      <NewOrderAnnouncement fresh={fresh} />
      <LinkedOrder onManage={setManaged} timeZone={timeZone} storeName={storeName} />
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
        <EmptyState look="admin" icon={q ? SearchX : Inbox} title={empty.title}>
          <p className="max-w-sm text-sm text-slate-500">{empty.text}</p>
        </EmptyState>
      ) : (
        <>
          <OrdersSelectionBar
            selected={chosen.length}
            shown={list.length}
            onSelectAll={(all) => setSelected(new Set(all ? list.map((order) => order.id) : []))}
            onCancelSelected={() => setCancelling(true)}
            onClear={() => setSelected(new Set())}
          />
          <ul className="grid gap-3">
            {list.map((order) => (
              <li key={order.id}>
                <OrderCard
                  order={order}
                  onManage={setManaged}
                  timeZone={timeZone}
                  storeName={storeName}
                  selection={{ checked: selected.has(order.id), onChange: (on) => select(order.id, on) }}
                  fresh={freshIds.has(order.id)}
                  onSeen={onSeen}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <LoadMoreButton pages={orders} />
      <ManageOrderDialog order={managed} onOpenChange={(open) => !open && setManaged(null)} />
      <CancelOrdersDialog
        orders={chosen}
        open={cancelling}
        onOpenChange={setCancelling}
        onDone={() => {
          setCancelling(false);
          setSelected(new Set());
        }}
      />
    </section>
  );
}
