import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";

// Order management (filters, status updates, prescriptions) is its own capability, not built yet.
export function OrdersTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Orders</CardTitle>
        <CardDescription>
          Order management is on its way: orders placed on your store are already saved.
        </CardDescription>
      </CardHeader>
      <CardContent />
    </Card>
  );
}
