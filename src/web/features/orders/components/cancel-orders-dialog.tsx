import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { US_DOLLARS } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { FormActions, FormDialog } from "#web/components/ui/form-dialog";
import { FormField } from "#web/components/ui/form-field";
import { Textarea } from "#web/components/ui/input";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { useUpdateOrderStatuses } from "../api/update-order-statuses";
import { orderToasts } from "../utils/order-toasts";
import { refundableMinor } from "../utils/payment-format";
import { ReturnedToStock } from "./returned-to-stock";

const ordersText = (n: number) => `${n} order${n === 1 ? "" : "s"}`;

/**
 * "Cancel selected": one note for every selected order's history, and, when completed orders are
 * among them, whether their goods came back. The toast says how many were cancelled and which could
 * not be; `onDone` runs after a success (the selection is cleared, the list is fetched again).
 */
function CancelOrdersForm({
  orders,
  onClose,
  onDone,
}: {
  orders: TMerchantOrderDetails[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { currency } = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  const [notes, setNotes] = useState("");
  const [restock, setRestock] = useState(false);
  const completed = orders.filter((order) => order.status === "completed").length;
  // Paid card (and Razorpay) orders are cancelled one at a time, each asked whether to refund
  // (issue 41): said before, not after.
  const paidOnline = orders.filter(
    (order) => order.status !== "cancelled" && refundableMinor(order, currency) > 0,
  );
  const paidByCard = paidOnline.length;
  const paidHow = paidOnline.some((order) => order.paymentMethod === "razorpay")
    ? "paid online"
    : "paid by card";
  const cancel = useUpdateOrderStatuses({
    onSuccess: (result, input) => {
      orderToasts.bulkCancel.onSuccess?.(result, input);
      onDone();
    },
    onError: orderToasts.bulkCancel.onError,
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    cancel.mutate({
      ids: orders.map((order) => order.id),
      status: "cancelled",
      notes: notes.trim() || null,
      restock: completed > 0 && restock,
    });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Cancel the selected orders">
      <FormField id="bulk-cancel-notes" label="Note" hint="Saved in each order's history.">
        <Textarea
          id="bulk-cancel-notes"
          rows={2}
          maxLength={1000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </FormField>
      {completed > 0 && (
        <ReturnedToStock
          id="bulk-cancel-restock"
          checked={restock}
          onChange={setRestock}
          hint={`${ordersText(completed)} of these ${completed === 1 ? "is" : "are"} completed: tick this only if the goods came back, to put them on sale again. Other orders' items always go back to stock.`}
        />
      )}
      {paidByCard > 0 && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="note">
          {paidByCard === 1
            ? `1 of these is ${paidHow} and stays as it is: cancel it`
            : `${paidByCard} of these are ${paidHow} and stay as they are: cancel each`}{" "}
          on its own, from Manage, to choose whether to refund the customer.
        </p>
      )}
      <p className="sr-only" role="status">
        {cancel.isPending ? `Cancelling ${ordersText(orders.length)}…` : ""}
      </p>
      <FormActions
        onCancel={onClose}
        pending={cancel.isPending}
        cancelLabel="Keep them"
        submitLabel={`Cancel ${ordersText(orders.length)}`}
      />
    </form>
  );
}

export function CancelOrdersDialog({
  orders,
  open,
  onOpenChange,
  onDone,
}: {
  orders: TMerchantOrderDetails[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel ${ordersText(orders.length)}?`}
      description="Each customer who gave an email is told. Items of orders not yet completed go back to stock."
    >
      <CancelOrdersForm orders={orders} onClose={() => onOpenChange(false)} onDone={onDone} />
    </FormDialog>
  );
}
