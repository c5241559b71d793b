import { describe, expect, it } from "vitest";
import { US_DOLLARS } from "#contracts/money";
import type { PaymentStatus } from "#contracts/payments";
import { testMerchantOrder } from "#tests/web/merchant-orders";
import { canMarkPaid, refundableMinor, ticketPaymentLines } from "./payment-format";

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
