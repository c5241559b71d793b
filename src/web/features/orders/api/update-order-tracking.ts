import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMerchantOrder, TUpdateOrderTrackingRequest } from "#contracts/order-management";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { orderLabel } from "../utils/order-format";
import { invalidateOrders } from "./invalidate-orders";

export async function updateOrderTracking({
  orderId,
  data,
}: {
  orderId: string;
  data: TUpdateOrderTrackingRequest;
}): Promise<TMerchantOrder> {
  const res = await apiRequest("PATCH", `/api/merchant/orders/${encodeURIComponent(orderId)}/tracking`, data);
  return res.json();
}

export function useUpdateOrderTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderTracking,
    onSuccess: (order) => {
      toast({
        title: "Tracking updated",
        description: `${orderLabel(order.id)}: the customer sees it on the tracking page.`,
      });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Error updating tracking", description: errorMessage(error) });
    },
    onSettled: () => invalidateOrders(queryClient),
  });
}
