import { describe, expect, it } from "vitest";
import { US_DOLLARS } from "#contracts/money";
import type { MailOrder } from "../mail-data-queries";
import { paymentRows as rowsIn } from "./order-sections";

const paymentRows = (order: MailOrder) => rowsIn(order, US_DOLLARS);

// Issue 41: every order mail says how the order is paid, as it stands when the mail is sent.
const order = (payment: Partial<MailOrder>): MailOrder =>
  ({
    status: "pending",
    currency: "USD",
    totalAmount: "25.00",
    paymentMethod: "cash",
    paymentStatus: "unpaid",
    amountPaid: "0.00",
    amountRefunded: "0.00",
    ...payment,
  }) as MailOrder;

describe("a mail's payment rows", () => {
  it("says what is due in cash, or that it was paid", () => {
    expect(paymentRows(order({}))).toEqual([["Payment", "Cash due $25.00"]]);
    expect(paymentRows(order({ paymentStatus: "paid", amountPaid: "25.00" }))).toEqual([
      ["Payment", "Paid in cash"],
    ]);
    // Nothing is due on a cancelled order, or a prescription not yet priced.
    expect(paymentRows(order({ status: "cancelled" }))).toEqual([]);
    expect(paymentRows(order({ totalAmount: "0.00" }))).toEqual([]);
  });

  it("says a card order is paid by card, with what was refunded", () => {
    const card = { paymentMethod: "card" as const, amountPaid: "25.00" };
    expect(paymentRows(order({ ...card, paymentStatus: "paid" }))).toEqual([["Payment", "Paid by card"]]);
    expect(
      paymentRows(order({ ...card, paymentStatus: "partially_refunded", amountRefunded: "5.00" })),
    ).toEqual([
      ["Payment", "Paid by card"],
      ["Refunded", "$5.00"],
    ]);
    expect(paymentRows(order({ paymentMethod: "card", paymentStatus: "authorized" }))).toEqual([
      ["Payment", "Card authorized: charged when the order is confirmed"],
    ]);
    expect(paymentRows(order({ paymentMethod: "card", paymentStatus: "voided" }))).toEqual([
      ["Payment", "Card authorization released: nothing was charged"],
    ]);
    expect(paymentRows(order({ paymentMethod: "card", paymentStatus: "expired" }))).toEqual([
      ["Payment", "Payment not completed"],
    ]);
  });
});

describe("a mail's payment rows in the store's currency", () => {
  it("says what a UPI order owes until the store confirms it, and how a Razorpay order stands (issue 46)", () => {
    const rupees = { currency: "INR", locale: "en-IN" };
    const upi = { paymentMethod: "upi" as const, currency: "INR", totalAmount: "249.00" };
    expect(rowsIn(order({ ...upi, paymentStatus: "awaiting_payment" }), rupees)).toEqual([
      ["Payment", "Awaiting your UPI payment of ₹249.00: the store confirms it by hand"],
    ]);
    expect(rowsIn(order({ ...upi, paymentStatus: "paid", amountPaid: "249.00" }), rupees)).toEqual([
      ["Payment", "Paid by UPI"],
    ]);
    expect(rowsIn(order({ ...upi, status: "cancelled", paymentStatus: "expired" }), rupees)).toEqual([
      ["Payment", "Payment not completed"],
    ]);
    const razorpay = { paymentMethod: "razorpay" as const, currency: "INR" };
    expect(rowsIn(order({ ...razorpay, paymentStatus: "awaiting_payment" }), rupees)).toEqual([
      ["Payment", "Awaiting payment through Razorpay"],
    ]);
    expect(rowsIn(order({ ...razorpay, paymentStatus: "paid", amountPaid: "25.00" }), rupees)).toEqual([
      ["Payment", "Paid through Razorpay"],
    ]);
  });

  it("writes yen without decimals and dinars with three, in the store's locale", () => {
    const yen = { ...order({ totalAmount: "1200.000" }), currency: "JPY" };
    expect(rowsIn(yen, { currency: "JPY", locale: "en-US" })).toEqual([["Payment", "Cash due ¥1,200"]]);
    const dinars = { ...order({ totalAmount: "3.250" }), currency: "KWD" };
    expect(rowsIn(dinars, { currency: "KWD", locale: "en-US" })).toEqual([["Payment", "Cash due KWD 3.250"]]);
  });
});
