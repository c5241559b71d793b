import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMerchantOrder, TUpdateOrderStatusRequest } from "#contracts/order-management";
import { ORDER_STATUS_LABELS } from "#contracts/order-statuses";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { orderLabel } from "../utils/order-format";
import { invalidateOrders } from "./invalidate-orders";

export async function updateOrderStatus({
  orderId,
  data,
}: {
  orderId: string;
  data: TUpdateOrderStatusRequest;
}): Promise<TMerchantOrder> {
  const res = await apiRequest("PATCH", `/api/merchant/orders/${encodeURIComponent(orderId)}/status`, data);
  return res.json();
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      toast({
        title: "Order updated",
        description: `${orderLabel(order.id)} is now ${ORDER_STATUS_LABELS[order.status]}.`,
      });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Error updating order", description: errorMessage(error) });
    },
    onSettled: () => invalidateOrders(queryClient),
  });
}
