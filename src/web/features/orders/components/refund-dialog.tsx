import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { amountOf } from "#contracts/amount";
import { formatMoney, fromMinor, toMinor, US_DOLLARS } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { FormActions, FormDialog } from "#web/components/ui/form-dialog";
import { FormField } from "#web/components/ui/form-field";
import { Input, Textarea } from "#web/components/ui/input";
import { FieldError } from "#web/components/ui/label";
import { toast } from "#web/components/ui/use-toast";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { ApiError, errorField, errorMessage } from "#web/lib/api-client";
import { currencySymbol } from "#web/lib/currency-symbol";
import { useRefundOrder } from "../api/refund-order";
import { orderLabel, orderMoney } from "../utils/order-format";
import { refundableMinor } from "../utils/payment-format";
import { refundDestination } from "./payment-on-status-change";

type Field = "amount" | "reason" | "form";

// 128 random bits, as the checkout's key (use-attempt-key.ts): randomUUID needs a secure context.
const newKey = () => crypto.getRandomValues(new Uint32Array(4)).join("-");

/**
 * The refund's amount (what is left by default, never more) and its reason. The form mounts afresh
 * each time the dialog opens, with one Idempotency-Key for that opening: a double click or a resend
 * after a lost answer refunds once. Only a refusal the server answered (400, 422: nothing was done)
 * gives the corrected request a new key, so it is not taken for a different use of the old one.
 */
function RefundForm({ order, onDone }: { order: TMerchantOrderDetails; onDone: () => void }) {
  const money = orderMoney(order, useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS);
  const { currency } = money;
  const left = refundableMinor(order, currency);
  const [amount, setAmount] = useState(fromMinor(left, currency));
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const refund = useRefundOrder({
    onSuccess: (_order, { data }) => {
      toast({
        title: "Refunded",
        description: `${formatMoney(data.amount, money)} of ${orderLabel(order.id)} goes back ${refundDestination(order.paymentMethod).question}.`,
      });
      onDone();
    },
    onError: (error) => {
      const named = errorField(error);
      const field: Field = named === "amount" || named === "reason" ? named : "form";
      setErrors({ [field]: errorMessage(error) });
      if (error instanceof ApiError && (error.status === 400 || error.status === 422)) setKey(newKey());
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refund.isPending) return;
    const text = amount.trim();
    const typed = amountOf(text, currency);
    const minor = typed === null ? 0 : toMinor(typed, currency);
    const problems: Partial<Record<Field, string>> = {};
    if (minor < 1) problems.amount = PAYMENT_MESSAGES.refundAmount(currency);
    else if (minor > left) problems.amount = PAYMENT_MESSAGES.refundTooMuch(left, money);
    if (!reason.trim()) problems.reason = PAYMENT_MESSAGES.refundReason;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    refund.mutate({
      orderId: order.id,
      data: { amount: fromMinor(minor, currency), reason: reason.trim() },
      idempotencyKey: key,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={`Refund ${orderLabel(order.id)}`}>
      <FormField
        id="refund-amount"
        label={`Amount (${currencySymbol(money)})`}
        hint={`At most ${formatMoney(left, money)}: what was paid less what was refunded.`}
        error={errors.amount}
      >
        <Input
          id="refund-amount"
          inputMode="decimal"
          value={amount}
          aria-invalid={!!errors.amount}
          aria-describedby="refund-amount-error"
          onChange={(event) => setAmount(event.target.value)}
        />
      </FormField>
      <FormField
        id="refund-reason"
        label="Reason"
        hint="Saved with the payment's history."
        error={errors.reason}
      >
        <Textarea
          id="refund-reason"
          rows={2}
          maxLength={500}
          value={reason}
          aria-invalid={!!errors.reason}
          aria-describedby="refund-reason-error"
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <FieldError message={errors.form} />
      <FormActions
        onCancel={onDone}
        pending={refund.isPending}
        cancelLabel="Keep the money"
        submitLabel="Refund"
      />
    </form>
  );
}

export function RefundDialog({
  order,
  open,
  onOpenChange,
}: {
  order: TMerchantOrderDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const money = orderMoney(order, useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Refund ${orderLabel(order.id)}`}
      description={`The money goes back ${refundDestination(order.paymentMethod).question}. Paid ${formatMoney(order.amountPaid, money)}, refunded so far ${formatMoney(order.amountRefunded, money)}.`}
    >
      <RefundForm order={order} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
