import { and, eq, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { toDecimalString } from "#contracts/money";
import { UPI_PAYEE_NAME_MAX } from "#contracts/payments";
import type { Db, Tx } from "#server/db/client";
import { orders } from "#server/db/schema/orders";
import type { SessionStore } from "./payment-sessions";

/**
 * The UPI deep link (NPCI's `upi://pay`, issue 46) for exactly `amount` rupees to the store's own
 * UPI ID, with the order's code in the note, which the merchant's bank app shows beside the money.
 * Each value is percent-encoded (a space as %20: several UPI apps show a `+` as it is).
 */
export function upiPayUrl(
  payee: { vpa: string; name: string },
  amount: string,
  trackingCode: string,
): string {
  const q = (value: string) => encodeURIComponent(value);
  return `upi://pay?pa=${q(payee.vpa)}&pn=${q(payee.name)}&am=${toDecimalString(amount, "INR")}&cu=INR&tn=${q(`Order ${trackingCode}`)}`;
}

/**
 * A just-placed UPI order's link, made once and kept with the order (what the shopper was asked to
 * pay, whatever the store's UPI ID becomes), in the placing statement's transaction when it has one.
 */
export async function keepUpiLink(
  runner: Db | Tx,
  store: Pick<SessionStore, "upiVpa" | "upiPayeeName" | "name">,
  order: { id: string; merchantId: string; trackingCode: string; totalAmount: string },
): Promise<string> {
  if (!store.upiVpa) throw new Error("A UPI order of a store without a UPI ID");
  const url = upiPayUrl(
    { vpa: store.upiVpa, name: store.upiPayeeName ?? store.name.slice(0, UPI_PAYEE_NAME_MAX) },
    order.totalAmount,
    order.trackingCode,
  );
  await runner
    .update(orders)
    .set({ upiUrl: url, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.merchantId, order.merchantId)));
  return url;
}

/** A UPI link as a QR code (an SVG the storefront shows as an image: no QR code JavaScript on the phone). */
export const upiQrSvg = (url: string) =>
  QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
