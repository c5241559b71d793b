import { ORDER_STATUS_LABELS, type OrderStatus } from "#contracts/order-statuses";
import { Badge } from "#web/components/ui/badge";

const VARIANT: Record<OrderStatus, "warning" | "default" | "secondary" | "success" | "destructive"> = {
  pending: "warning",
  confirmed: "default",
  processing: "secondary",
  completed: "success",
  cancelled: "destructive",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="order-status">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
