import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { formatMoney, US_DOLLARS } from "#contracts/money";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { PAYMENT_MESSAGES, UPI_UTR } from "#contracts/payments";
import { FormActions, FormDialog } from "#web/components/ui/form-dialog";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { FieldError } from "#web/components/ui/label";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { errorField, errorMessage } from "#web/lib/api-client";
import { useMarkOrderPaid } from "../api/mark-order-paid";
import { orderLabel, orderMoney } from "../utils/order-format";
import { orderToasts } from "../utils/order-toasts";

type Field = "reference" | "form";

/** The start of the server's 409 for a UTR already on another order (utrUsed names that order). */
const UTR_USED = PAYMENT_MESSAGES.utrUsed("");

/** Which field a refusal is about: the reference (its format, or already used), else the form. */
function fieldOf(error: unknown): Field {
  const message = errorMessage(error);
  return errorField(error) === "reference" || message === PAYMENT_MESSAGES.utr || message.startsWith(UTR_USED)
    ? "reference"
    : "form";
}

/**
 * The UPI transaction reference (UTR, 12 digits) of the payment the merchant sees in their bank or
 * UPI app: checked here first, then sent; the server's refusal (not 12 digits, or already recorded on
 * another order) shows under it. Spaces a bank app puts in a reference are left out.
 */
function UpiPaidForm({ order, onDone }: { order: TMerchantOrderDetails; onDone: () => void }) {
  const money = orderMoney(order, useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS);
  const [utr, setUtr] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const toasts = orderToasts.markPaid(money);
  const markPaid = useMarkOrderPaid({
    onSuccess: (paid, input) => {
      toasts.onSuccess?.(paid, input);
      onDone();
    },
    onError: (error) => setErrors({ [fieldOf(error)]: errorMessage(error) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (markPaid.isPending) return;
    const reference = utr.replace(/\s+/g, "");
    if (!UPI_UTR.test(reference)) {
      setErrors({ reference: PAYMENT_MESSAGES.utr });
      return;
    }
    setErrors({});
    markPaid.mutate({ orderId: order.id, reference });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4"
      aria-label={`Mark ${orderLabel(order.id)} as paid by UPI`}
    >
      <FormField
        id="upi-utr"
        label="UPI transaction reference (UTR)"
        hint={`12 digits, as your bank or UPI app shows the payment of ${formatMoney(order.totalAmount, money)}.`}
        error={errors.reference}
      >
        <Input
          id="upi-utr"
          className="font-mono tracking-wider"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder="123456789012"
          value={utr}
          aria-invalid={!!errors.reference}
          aria-describedby="upi-utr-error"
          onChange={(event) => setUtr(event.target.value)}
        />
      </FormField>
      <FieldError message={errors.form} />
      <FormActions onCancel={onDone} pending={markPaid.isPending} submitLabel="Mark as paid" />
    </form>
  );
}

/**
 * "Mark as paid" on a UPI order (issue 46): the store confirms by hand that the money arrived in its
 * own account, by the payment's UTR, which is kept and shown on the order.
 */
export function UpiPaidDialog({
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
      title={`Mark ${orderLabel(order.id)} as paid by UPI`}
      description={
        order.status === "cancelled"
          ? `This order was cancelled. If ${formatMoney(order.totalAmount, money)} from ${order.customer.name} arrived anyway, enter the payment's UTR to record it: the order is then flagged for you to refund it.`
          : `Check that ${formatMoney(order.totalAmount, money)} from ${order.customer.name} has arrived in your bank or UPI app, then enter the payment's UTR. The customer then sees the order as paid.`
      }
    >
      <UpiPaidForm order={order} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}
