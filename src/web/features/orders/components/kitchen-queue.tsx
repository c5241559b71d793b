import { useQuery } from "@tanstack/react-query";
import { ChefHat, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { tradingQueryOptions } from "#web/features/settings/api/trading";
import { useKitchenQueue } from "../api/get-kitchen-queue";
import { useUpdateOrderStatus } from "../api/update-order-status";
import { ageOf, nextStepOf } from "../utils/kitchen-steps";
import { orderToasts } from "../utils/order-toasts";
import { KitchenOrderCard } from "./kitchen-order-card";

/** The clock the waits are read by, moved on every 30 s: an order's age stays true without a reload. */
function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The kitchen's queue (issue 43): the orders to prepare, oldest first, one card each, one column on
 * a phone and two or three on a tablet. A tap moves an order on (PATCH .../status); the queue is
 * fetched again after each change and on each new order of the live stream.
 */
export function KitchenQueue() {
  const queue = useKitchenQueue();
  const timeZone = useQuery(tradingQueryOptions()).data?.timeZone;
  const now = useNow();
  const update = useUpdateOrderStatus(orderToasts.status);
  const saving = update.isPending ? update.variables?.orderId : undefined;

  if (queue.isPending)
    return (
      <p className="flex items-center justify-center gap-2 py-16 text-xl text-slate-600" role="status">
        <Loader2 className="h-6 w-6 animate-spin" aria-hidden /> Loading orders...
      </p>
    );
  if (queue.isError)
    return <LoadError what="orders" error={queue.error} onRetry={() => void queue.refetch()} />;
  if (queue.data.length === 0)
    return (
      <EmptyState icon={ChefHat} title="Nothing to prepare" look="admin">
        <p className="text-slate-600">New orders appear here as they come in.</p>
      </EmptyState>
    );
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Orders to prepare">
      {queue.data.map((order) => (
        <KitchenOrderCard
          key={order.id}
          order={order}
          age={ageOf(order.createdAt, now)}
          timeZone={timeZone}
          pending={saving === order.id}
          onAdvance={(target) => {
            const next = nextStepOf(target);
            if (next) update.mutate({ orderId: target.id, data: { status: next.status } });
          }}
        />
      ))}
    </ul>
  );
}
