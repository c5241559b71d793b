import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMerchantOrder } from "#contracts/order-management";
import type { TQuoteRequest } from "#contracts/prescriptions";
import { toast } from "#web/components/ui/use-toast";
import { apiRequest, errorMessage } from "#web/lib/api-client";
import { orderLabel } from "../utils/order-format";
import { invalidateOrders } from "./invalidate-orders";

export async function quoteOrder({
  orderId,
  data,
}: {
  orderId: string;
  data: TQuoteRequest;
}): Promise<TMerchantOrder> {
  const res = await apiRequest("PATCH", `/api/merchant/orders/${encodeURIComponent(orderId)}/quote`, data);
  return res.json();
}

export function useQuoteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: quoteOrder,
    onSuccess: (order) => {
      toast({
        title: "Quote sent",
        description: `${orderLabel(order.id)}: the customer sees the price on their tracking page.`,
      });
    },
    onError: (error) => {
      toast({ variant: "destructive", title: "Error saving the quote", description: errorMessage(error) });
    },
    onSettled: () => invalidateOrders(queryClient),
  });
}
