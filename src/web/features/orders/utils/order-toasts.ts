import { formatMoney, type TMoneyFormat } from "#contracts/money";
import type { TMerchantOrder } from "#contracts/order-management";
import { ORDER_STATUS_LABELS } from "#contracts/order-statuses";
import { PRESCRIPTION_MESSAGES } from "#contracts/prescription-messages";
import type { ToastOptions } from "#web/components/ui/use-toast";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { describeBulkStatus } from "./bulk-status-result";
import { orderLabel } from "./order-format";

/** The toasts of the merchant's changes to an order, for every screen that makes them. */
export const orderToasts = {
  status: toastOutcome(
    (order: TMerchantOrder) => ({
      title: "Order updated",
      description: `${orderLabel(order.id)} is now ${ORDER_STATUS_LABELS[order.status]}.`,
    }),
    "Error updating order",
  ),
  /** "Cancel selected": how many were cancelled, and which could not be. */
  bulkCancel: toastOutcome(describeBulkStatus, "Error cancelling orders"),
  tracking: toastOutcome(
    (order: TMerchantOrder) => ({
      title: "Tracking updated",
      description: `${orderLabel(order.id)}: the customer sees it on the tracking page.`,
    }),
    "Error updating tracking",
  ),
  markPaid: (money: TMoneyFormat) =>
    toastOutcome(
      (order: TMerchantOrder) => ({
        title: "Marked as paid",
        description:
          order.paymentMethod === "upi"
            ? `${orderLabel(order.id)}: ${formatMoney(order.totalAmount, money)} received by UPI${order.paymentReference ? ` (UTR ${order.paymentReference})` : ""}.`
            : `${orderLabel(order.id)}: ${formatMoney(order.totalAmount, money)} received in cash.`,
      }),
      "Error marking the order paid",
    ),
  quote: toastOutcome(
    (order: TMerchantOrder) => ({
      title: "Quote sent",
      description: `${orderLabel(order.id)}: the customer sees the price on their tracking page.`,
    }),
    "Error saving the quote",
  ),
};

/** The spec's toasts for a failed prescription download (section 8), by the answer's status: the server's words. */
const DOWNLOAD_FAILURES: Record<number, { title: string; description: string }> = {
  401: { title: "Authentication Required", description: PRESCRIPTION_MESSAGES.signInToDownload },
  403: { title: "Access Denied", description: PRESCRIPTION_MESSAGES.notYours },
  404: { title: "File Not Found", description: PRESCRIPTION_MESSAGES.fileNotFound },
};
const OTHER_DOWNLOAD_FAILURE = {
  title: "Download Failed",
  description: "Failed to download the prescription file. Please try again.",
};

/** `status`: the answer's, or null when none came (the network failed). */
export const prescriptionDownloadFailed = (status: number | null): ToastOptions => ({
  variant: "destructive",
  ...((status !== null && DOWNLOAD_FAILURES[status]) || OTHER_DOWNLOAD_FAILURE),
});
