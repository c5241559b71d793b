import { useQuery } from "@tanstack/react-query";
import { Loader2, X } from "lucide-react";
import { isUuid } from "#contracts/ids";
import { ORDER_MANAGEMENT_MESSAGES, type TMerchantOrderDetails } from "#contracts/order-management";
import { Button } from "#web/components/ui/button";
import { errorMessage } from "#web/lib/api-client";
import { useSearchParams } from "#web/lib/router";
import { orderDetailsQueryOptions } from "../api/get-order-details";
import { OrderCard } from "./order-card";

/**
 * The order a link named (`?tab=orders&order=ID`: the store's new-order mail, a notification's
 * click), open above the list so the merchant lands on it whatever the filter or page.
 */
export function LinkedOrder({
  onManage,
  timeZone,
  storeName,
}: {
  onManage: (order: TMerchantOrderDetails) => void;
  timeZone?: string;
  storeName?: string;
}) {
  const [params, setParams] = useSearchParams();
  const orderId = params.get("order") ?? "";
  const valid = isUuid(orderId);
  const order = useQuery({ ...orderDetailsQueryOptions(orderId), enabled: valid });
  if (!orderId) return null;
  const close = () => setParams({ tab: "orders" });
  return (
    <section
      aria-label="Linked order"
      className="grid gap-2 rounded-xl border-2 border-blue-200 bg-blue-50/50 p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-blue-900">The order from your link</h3>
        <Button variant="ghost" size="sm" onClick={close} aria-label="Close the linked order">
          <X aria-hidden /> Close
        </Button>
      </div>
      {!valid || order.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {valid ? errorMessage(order.error) : ORDER_MANAGEMENT_MESSAGES.orderNotFound}
        </p>
      ) : order.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading the order...
        </p>
      ) : (
        <OrderCard
          order={order.data}
          onManage={onManage}
          timeZone={timeZone}
          storeName={storeName}
          defaultOpen
        />
      )}
    </section>
  );
}
