import { describe, expect, it } from "vitest";
import { US_DOLLARS } from "#contracts/money";
import type { PaymentStatus } from "#contracts/payments";
import { testMerchantOrder } from "#tests/web/merchant-orders";
import {
  canMarkPaid,
  PAYMENT_EVENT_LABELS,
  paymentBadgeLabel,
  refundableMinor,
  ticketPaymentLines,
  upiPaidLine,
} from "./payment-format";

const card = (paymentStatus: PaymentStatus, amountPaid = "31.00", amountRefunded = "0.00") =>
  testMerchantOrder({
    paymentMethod: "card",
    paymentStatus,
    totalAmount: "31.00",
    amountPaid,
    amountRefunded,
  });

describe("an order's payment, as the dashboard and the ticket say it", () => {
  it("prints the cash to collect, or where a card payment stands", () => {
    expect(ticketPaymentLines(testMerchantOrder({ totalAmount: "31.00" }), US_DOLLARS)).toEqual([
      "CASH DUE $31.00",
    ]);
    expect(
      ticketPaymentLines(testMerchantOrder({ paymentStatus: "paid", amountPaid: "31.00" }), US_DOLLARS),
    ).toEqual(["PAID IN CASH"]);
    // A prescription not yet quoted has nothing to collect yet.
    expect(
      ticketPaymentLines(testMerchantOrder({ orderType: "prescription", totalAmount: "0.00" }), US_DOLLARS),
    ).toEqual([]);
    expect(ticketPaymentLines(card("paid"), US_DOLLARS)).toEqual(["PAID BY CARD"]);
    expect(ticketPaymentLines(card("authorized", "0.00"), US_DOLLARS)).toEqual([
      "CARD AUTHORIZED $31.00",
      "Charged when the order is confirmed",
    ]);
    expect(ticketPaymentLines(card("partially_refunded", "31.00", "5.00"), US_DOLLARS)).toEqual([
      "PAID BY CARD",
      "REFUNDED $5.00",
    ]);
    expect(ticketPaymentLines(card("refunded", "31.00", "31.00"), US_DOLLARS)).toEqual([
      "REFUNDED TO CARD $31.00",
    ]);
    expect(ticketPaymentLines(card("voided", "0.00"), US_DOLLARS)).toEqual(["CARD PAYMENT VOIDED"]);
  });

  it("refunds only a card's money not yet refunded, and marks paid only an unpaid cash order with a total", () => {
    expect(refundableMinor(card("partially_refunded", "31.00", "5.50"), "USD")).toBe(2550);
    expect(refundableMinor(card("refunded", "31.00", "31.00"), "USD")).toBe(0);
    expect(refundableMinor(testMerchantOrder({ paymentStatus: "paid", amountPaid: "15.00" }), "USD")).toBe(0);
    expect(canMarkPaid(testMerchantOrder())).toBe(true);
    expect(canMarkPaid(testMerchantOrder({ status: "cancelled" }))).toBe(false);
    expect(canMarkPaid(testMerchantOrder({ paymentStatus: "paid" }))).toBe(false);
    expect(canMarkPaid(card("awaiting_payment", "0.00"))).toBe(false);
  });
});

const razorpay = (paymentStatus: PaymentStatus, amountPaid = "31.00", amountRefunded = "0.00") =>
  testMerchantOrder({ ...card(paymentStatus, amountPaid, amountRefunded), paymentMethod: "razorpay" });
const upi = (paymentStatus: PaymentStatus, over: Parameters<typeof testMerchantOrder>[0] = {}) =>
  testMerchantOrder({ paymentMethod: "upi", paymentStatus, totalAmount: "31.00", ...over });

describe("Razorpay and UPI orders, as the dashboard and the ticket say them (issue 46)", () => {
  it("prints Razorpay's money as a card's, and UPI's as confirmed or not", () => {
    expect(ticketPaymentLines(razorpay("paid"), US_DOLLARS)).toEqual(["PAID BY RAZORPAY"]);
    expect(ticketPaymentLines(razorpay("awaiting_payment", "0.00"), US_DOLLARS)).toEqual([
      "RAZORPAY PAYMENT NOT RECEIVED",
    ]);
    expect(ticketPaymentLines(razorpay("partially_refunded", "31.00", "5.00"), US_DOLLARS)).toEqual([
      "PAID BY RAZORPAY",
      "REFUNDED $5.00",
    ]);
    expect(ticketPaymentLines(razorpay("refunded", "31.00", "31.00"), US_DOLLARS)).toEqual([
      "REFUNDED BY RAZORPAY $31.00",
    ]);
    expect(ticketPaymentLines(upi("awaiting_payment"), US_DOLLARS)).toEqual(["UPI PAYMENT NOT CONFIRMED"]);
    expect(ticketPaymentLines(upi("paid", { amountPaid: "31.00" }), US_DOLLARS)).toEqual(["PAID BY UPI"]);
    expect(ticketPaymentLines(upi("expired"), US_DOLLARS)).toEqual(["UPI PAYMENT EXPIRED"]);
  });

  it("refunds Razorpay's money as a card's; marks paid a UPI order with no money yet, never a Razorpay one", () => {
    expect(refundableMinor(razorpay("partially_refunded", "31.00", "5.50"), "INR")).toBe(2550);
    expect(refundableMinor(upi("paid", { amountPaid: "31.00" }), "INR")).toBe(0);
    expect(canMarkPaid(upi("awaiting_payment"))).toBe(true);
    // Let go unpaid, then paid late: recorded all the same (the server flags it to be refunded).
    expect(canMarkPaid(upi("expired", { status: "cancelled" }))).toBe(true);
    expect(canMarkPaid(upi("paid", { amountPaid: "31.00" }))).toBe(false);
    expect(canMarkPaid(upi("awaiting_payment", { totalAmount: "0.00" }))).toBe(false);
    expect(canMarkPaid(razorpay("awaiting_payment", "0.00"))).toBe(false);
  });

  it("names the method, the UPI confirmation and its UTR", () => {
    expect(paymentBadgeLabel(upi("awaiting_payment"))).toBe("UPI · Awaiting payment");
    expect(paymentBadgeLabel(razorpay("paid"))).toBe("Razorpay · Paid");
    expect(PAYMENT_EVENT_LABELS.upi_received).toBe("UPI payment confirmed");
    expect(upiPaidLine(upi("paid", { paymentReference: "123456789012" }))).toBe(
      "Paid by UPI · UTR 123456789012",
    );
    expect(upiPaidLine(upi("awaiting_payment"))).toBeNull();
    expect(upiPaidLine(card("paid"))).toBeNull();
  });
});
