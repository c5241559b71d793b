import { useQuery } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { US_DOLLARS } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "#contracts/order-statuses";
import { FormActions, FormDialog } from "#web/components/ui/form-dialog";
import { FormField } from "#web/components/ui/form-field";
import { Input, Textarea } from "#web/components/ui/input";
import { FieldError } from "#web/components/ui/label";
import { NativeSelect } from "#web/components/ui/native-select";
import { merchantMoneyQueryOptions, permissionsQueryOptions } from "#web/features/auth/api/get-user";
import { errorMessage } from "#web/lib/api-client";
import { currencySymbol } from "#web/lib/currency-symbol";
import { useQuoteOrder } from "../api/quote-order";
import { useUpdateOrderStatus } from "../api/update-order-status";
import { useUpdateOrderTracking } from "../api/update-order-tracking";
import { fromDateTimeLocal, orderLabel, orderMoney, toDateTimeLocal } from "../utils/order-format";
import { orderToasts } from "../utils/order-toasts";
import { refundableMinor } from "../utils/payment-format";
import { CardMoneyNote, RefundOnCancel } from "./payment-on-status-change";
import { ReturnedToStock } from "./returned-to-stock";

/**
 * Sets any of the five statuses directly, with notes, and the tracking info and estimated delivery
 * (sent only when filled in, spec section 2). Saving applies what changed, then closes.
 */
function ManageOrderForm({ order, onDone }: { order: TMerchantOrderDetails; onDone: () => void }) {
  const money = orderMoney(order, useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS);
  const { currency } = money;
  const quoted = order.orderType === "prescription";
  const [draft, setDraft] = useState({
    status: order.status,
    notes: "",
    trackingInfo: order.trackingInfo ?? "",
    estimated: toDateTimeLocal(order.estimatedDelivery),
    quoteTotal: Number(order.totalAmount) > 0 ? order.totalAmount : "",
    quoteMessage: order.quoteMessage ?? "",
  });
  // Cancelling a completed order: did its goods come back? (Off by default: they left with the customer.)
  const [restock, setRestock] = useState(false);
  // Cancelling a paid card order: give the money back or keep it, asked each time (issue 41).
  const [refund, setRefund] = useState<boolean | null>(null);
  const [statusError, setStatusError] = useState<string | undefined>();
  const { status, notes, trackingInfo, estimated, quoteTotal, quoteMessage } = draft;
  const cancellingCompleted = order.status === "completed" && status === "cancelled";
  const refundLeft = refundableMinor(order, currency);
  // A role that may not refund (the orders role, decision 0059) cancels and keeps the money: no question.
  const mayRefund = useQuery(permissionsQueryOptions()).data?.includes("orders.refund") ?? false;
  const askRefund = mayRefund && status === "cancelled" && order.status !== "cancelled" && refundLeft > 0;
  /** One field of the draft as a control's value and onChange (the status select offers only statuses). */
  const edit = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = e.target.value;
      setDraft((d) => ({ ...d, [key]: value }));
    },
  });
  const quote = useQuoteOrder(orderToasts.quote);
  const updateStatus = useUpdateOrderStatus(orderToasts.status);
  const updateTracking = useUpdateOrderTracking(orderToasts.tracking);
  const pending = updateStatus.isPending || updateTracking.isPending || quote.isPending;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setStatusError(undefined);
    if (askRefund && refund === null) {
      setStatusError("Choose whether to refund the customer");
      return;
    }
    try {
      const quoteChanged =
        quoteTotal.trim() !== order.totalAmount || quoteMessage.trim() !== (order.quoteMessage ?? "");
      if (quoted && quoteTotal.trim() && quoteChanged) {
        await quote.mutateAsync({
          orderId: order.id,
          data: { totalAmount: quoteTotal.trim(), message: quoteMessage.trim() || null },
        });
      }
      if (status !== order.status || notes.trim()) {
        await updateStatus
          .mutateAsync({
            orderId: order.id,
            data: {
              status,
              notes: notes.trim() || null,
              ...(cancellingCompleted ? { restock } : {}),
              ...(askRefund ? { refund: refund === true } : {}),
            },
          })
          .catch((error: unknown) => {
            // A capture or a refund the provider refused: said here too, where the merchant is looking.
            setStatusError(errorMessage(error));
            throw error;
          });
      }
      const tracking = {
        ...(trackingInfo.trim() ? { trackingInfo: trackingInfo.trim() } : {}),
        ...(estimated ? { estimatedDelivery: fromDateTimeLocal(estimated) } : {}),
      };
      const trackingChanged =
        (tracking.trackingInfo ?? null) !== (order.trackingInfo ?? null) ||
        (tracking.estimatedDelivery ?? null) !== (order.estimatedDelivery ?? null);
      if (Object.keys(tracking).length > 0 && trackingChanged) {
        await updateTracking.mutateAsync({ orderId: order.id, data: tracking });
      }
      onDone();
    } catch {
      // The failed change's toast has said why; the dialog stays open to try again.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={`Manage ${orderLabel(order.id)}`}>
      {quoted && (
        <fieldset className="grid gap-3 rounded-lg border border-violet-200 bg-violet-50/50 p-3">
          <legend className="px-1 text-sm font-semibold text-violet-900">Quote for this prescription</legend>
          <FormField id="order-quote" label={`Total (${currencySymbol(money)})`}>
            <Input id="order-quote" inputMode="decimal" placeholder="0.00" {...edit("quoteTotal")} />
          </FormField>
          <FormField
            id="order-quote-message"
            label="Message to the customer"
            hint="Shown with the price on their tracking page."
          >
            <Textarea id="order-quote-message" rows={2} maxLength={1000} {...edit("quoteMessage")} />
          </FormField>
        </fieldset>
      )}
      <FormField id="order-status" label="Status">
        <NativeSelect id="order-status" {...edit("status")}>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {askRefund && (
        <RefundOnCancel
          id="order-refund"
          amountMinor={refundLeft}
          method={order.paymentMethod}
          value={refund}
          onChange={setRefund}
        />
      )}
      {status !== order.status && <CardMoneyNote order={order} status={status} />}
      <FieldError id="order-status-error" message={statusError} />
      {cancellingCompleted && (
        <ReturnedToStock
          id="order-restock"
          checked={restock}
          onChange={setRestock}
          hint="This order was completed: tick this only if the goods came back, to put them on sale again."
        />
      )}
      <FormField id="order-notes" label="Notes" hint="Saved in the order's history with the status.">
        <Textarea id="order-notes" rows={2} maxLength={1000} {...edit("notes")} />
      </FormField>
      <FormField
        id="order-tracking"
        label="Tracking info"
        hint="The customer sees it on their tracking page."
      >
        <Input
          id="order-tracking"
          maxLength={500}
          placeholder="e.g. With our rider Sam, 10 minutes away"
          {...edit("trackingInfo")}
        />
      </FormField>
      <FormField id="order-estimated" label="Estimated delivery">
        <Input id="order-estimated" type="datetime-local" {...edit("estimated")} />
      </FormField>
      <FormActions onCancel={onDone} pending={pending} submitLabel="Save Changes" />
    </form>
  );
}

export function ManageOrderDialog({
  order,
  onOpenChange,
}: {
  order: TMerchantOrderDetails | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={order !== null}
      onOpenChange={onOpenChange}
      title={order ? `Manage ${orderLabel(order.id)}` : "Manage order"}
      description="Change the status, add a note, or tell the customer when to expect it."
    >
      {order && <ManageOrderForm order={order} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}
