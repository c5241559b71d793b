import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { US_DOLLARS } from "#contracts/money";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { ROLE_PERMISSIONS } from "#contracts/staff";
import { heldReply, mockFetch, TEST_OWNER } from "#tests/web/fetch";
import { testMerchantOrder } from "#tests/web/merchant-orders";
import { renderApp } from "#tests/web/render";
import { authKeys } from "#web/features/auth/api/query-keys";
import { PaymentSection } from "./payment-section";

const ID = "abcd1234-0000-4000-8000-000000000001";
const REFUNDS = `POST /api/merchant/orders/${ID}/refunds`;

/** A card order of $40.00, captured on confirm, $10.00 of it refunded already. */
const CARD = testMerchantOrder({
  id: ID,
  status: "confirmed",
  totalAmount: "40.00",
  subtotal: "40.00",
  paymentMethod: "card",
  paymentStatus: "partially_refunded",
  amountPaid: "40.00",
  amountRefunded: "10.00",
  paymentReference: "pi_3Bella",
  payments: [
    {
      id: "e1",
      kind: "authorized",
      amount: "40.00",
      provider: "stripe",
      reference: "pi_3Bella",
      note: null,
      createdAt: "2026-11-24T15:00:00.000Z",
    },
    {
      id: "e2",
      kind: "captured",
      amount: "40.00",
      provider: "stripe",
      reference: "pi_3Bella",
      note: null,
      createdAt: "2026-11-24T15:05:00.000Z",
    },
    {
      id: "e3",
      kind: "refunded",
      amount: "10.00",
      provider: "stripe",
      reference: "re_1Bella",
      note: "Pizza arrived cold",
      createdAt: "2026-11-24T16:00:00.000Z",
    },
  ],
});

/** The Idempotency-Key of each refund sent. */
const refundKeys = (fetchMock: ReturnType<typeof mockFetch>["fetchMock"]) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith("/refunds"))
    .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"]);

describe("an order's payment", () => {
  it("shows the method, status, amounts, Stripe's reference, a flag and the events in time order", () => {
    renderApp(<PaymentSection order={{ ...CARD, paymentFlag: PAYMENT_MESSAGES.amountMismatch }} />);
    const section = screen.getByRole("region", { name: "Payment" });
    expect(within(section).getByTestId("order-payment").textContent).toBe("Card · Partially refunded");
    expect(within(section).getByTestId("payment-paid").textContent).toBe("$40.00");
    expect(within(section).getByTestId("payment-refunded").textContent).toBe("$10.00");
    expect(within(section).getByText("Stripe reference")).toBeTruthy();
    expect(within(section).getByTestId("payment-flag").textContent).toBe(PAYMENT_MESSAGES.amountMismatch);
    const events = within(section).getAllByTestId("payment-event");
    expect(events.map((event) => event.textContent?.replace(/ · .*?(?=pi_|re_|$)/, " · "))).toEqual([
      "Card authorized (held) $40.00 · pi_3Bella",
      "Captured $40.00 · pi_3Bella",
      "Refunded $10.00 · re_1BellaPizza arrived cold",
    ]);
    expect(within(section).queryByRole("button", { name: "Mark as paid" })).toBeNull();
  });

  it("refunds part of what is left, with a reason, once for a double click, and never more than is left", async () => {
    const held = heldReply();
    const { requests, fetchMock } = mockFetch({ [REFUNDS]: held.reply });
    const { user } = renderApp(<PaymentSection order={CARD} />);
    await user.click(await screen.findByRole("button", { name: "Refund" }));
    const dialog = screen.getByRole("dialog");
    const amount = within(dialog).getByLabelText("Amount ($)") as HTMLInputElement;
    expect(amount.value).toBe("30.00");

    await user.clear(amount);
    await user.type(amount, "30.01");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(within(dialog).getByText(PAYMENT_MESSAGES.refundTooMuch(3000, US_DOLLARS))).toBeTruthy();
    expect(within(dialog).getByText(PAYMENT_MESSAGES.refundReason)).toBeTruthy();
    expect(requests).toEqual([]);

    await user.clear(amount);
    await user.type(amount, "12.5");
    await user.type(within(dialog).getByLabelText("Reason"), "Missing garlic bread");
    const submit = within(dialog).getByRole("button", { name: "Refund" });
    await user.dblClick(submit);
    expect(requests.map((r) => r.body)).toEqual([{ amount: "12.50", reason: "Missing garlic bread" }]);
    held.release({ json: { ...CARD, amountRefunded: "22.50" } });
    expect((await screen.findByTestId("toast")).textContent).toContain(
      "$12.50 of Order #abcd1234 goes back to the customer's card.",
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(refundKeys(fetchMock)).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog, and resends a lost answer under the same key", async () => {
    let calls = 0;
    const { fetchMock } = mockFetch({
      [REFUNDS]: () => {
        calls += 1;
        return calls === 1
          ? { status: 502, body: { message: "The card network did not answer. Try again." } }
          : { status: 409, body: { message: PAYMENT_MESSAGES.refundTooMuch(500, US_DOLLARS) } };
      },
    });
    const { user } = renderApp(<PaymentSection order={CARD} />);
    await user.click(await screen.findByRole("button", { name: "Refund" }));
    const dialog = screen.getByRole("dialog");
    await user.type(within(dialog).getByLabelText("Reason"), "Order refused");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(dialog).findByText("The card network did not answer. Try again.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.refundTooMuch(500, US_DOLLARS))).toBeTruthy();
    const [first, second] = refundKeys(fetchMock);
    expect(first).toBeTruthy();
    expect(second).toBe(first);

    // A new opening of the dialog is a new refund, with a key of its own.
    await user.click(within(dialog).getByRole("button", { name: "Keep the money" }));
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await user.type(within(screen.getByRole("dialog")).getByLabelText("Reason"), "Order refused");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(refundKeys(fetchMock)).toHaveLength(3));
    expect(refundKeys(fetchMock)[2]).not.toBe(first);
  });

  it("marks an unpaid cash order paid, and offers no refund for cash", async () => {
    const cash = testMerchantOrder({ id: ID, totalAmount: "31.00" });
    const { requests } = mockFetch({
      [`POST /api/merchant/orders/${ID}/mark-paid`]: {
        json: { ...cash, paymentStatus: "paid", amountPaid: "31.00" },
      },
    });
    const { user } = renderApp(<PaymentSection order={cash} />);
    expect(screen.getByTestId("order-payment").textContent).toBe("Cash · Unpaid");
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Mark as paid" }));
    expect(await screen.findByText("Marked as paid")).toBeTruthy();
    expect(screen.getByText("Order #abcd1234: $31.00 received in cash.")).toBeTruthy();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST /api/merchant/orders/${ID}/mark-paid`,
    ]);
  });

  it("offers the orders role 'Mark as paid' but never a refund, which the server would refuse it (decision 0059)", async () => {
    mockFetch({
      "GET /api/user": { json: { ...TEST_OWNER, role: "orders", permissions: ROLE_PERMISSIONS.orders } },
    });
    const { queryClient } = renderApp(<PaymentSection order={CARD} />);
    // Once the signed-in person is known, the card order's $30.00 left offers no refund.
    await waitFor(() => expect(queryClient.getQueryData(authKeys.user())).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
    cleanup();
    mockFetch({
      "GET /api/user": { json: { ...TEST_OWNER, role: "orders", permissions: ROLE_PERMISSIONS.orders } },
    });
    renderApp(<PaymentSection order={testMerchantOrder({ id: ID, totalAmount: "31.00" })} />);
    expect(await screen.findByRole("button", { name: "Mark as paid" })).toBeTruthy();
  });
});

const MARK_PAID = `POST /api/merchant/orders/${ID}/mark-paid`;

/** A UPI order of ₹31.00 awaiting the store's confirmation (issue 46). */
const UPI = testMerchantOrder({
  id: ID,
  totalAmount: "31.00",
  currency: "INR",
  paymentMethod: "upi",
  paymentStatus: "awaiting_payment",
});
const UPI_PAID = {
  ...UPI,
  paymentStatus: "paid" as const,
  amountPaid: "31.00",
  paymentReference: "123456789012",
  payments: [
    {
      id: "e1",
      kind: "upi_received" as const,
      amount: "31.00",
      provider: "upi" as const,
      reference: "123456789012",
      note: null,
      createdAt: "2026-11-24T15:05:00.000Z",
    },
  ],
};

describe("a UPI order's payment (issue 46)", () => {
  it("'Mark as paid' asks for the payment's UTR, checks it is 12 digits, and sends it", async () => {
    const { requests } = mockFetch({ [MARK_PAID]: { json: UPI_PAID } });
    const { user } = renderApp(<PaymentSection order={UPI} />);
    expect(screen.getByTestId("order-payment").textContent).toBe("UPI · Awaiting payment");
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Mark as paid" }));
    const dialog = within(screen.getByRole("dialog"));
    const utr = dialog.getByLabelText("UPI transaction reference (UTR)");
    expect(utr.getAttribute("inputmode")).toBe("numeric");

    await user.type(utr, "12345");
    await user.click(dialog.getByRole("button", { name: "Mark as paid" }));
    expect(dialog.getByText(PAYMENT_MESSAGES.utr)).toBeTruthy();
    expect(utr.getAttribute("aria-invalid")).toBe("true");
    expect(requests).toEqual([]);

    await user.clear(utr);
    // As a bank app may show it, in groups of four.
    await user.type(utr, "1234 5678 9012");
    await user.click(dialog.getByRole("button", { name: "Mark as paid" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests.map((r) => [`${r.method} ${r.url}`, r.body])).toEqual([
      [MARK_PAID, { reference: "123456789012" }],
    ]);
    expect(screen.getByText("Marked as paid")).toBeTruthy();
    expect(screen.getByText("Order #abcd1234: ₹31.00 received by UPI (UTR 123456789012).")).toBeTruthy();
  });

  it("shows the server's refusal in the dialog: a UTR already on another order", async () => {
    mockFetch({
      [MARK_PAID]: { status: 409, body: { message: PAYMENT_MESSAGES.utrUsed("#9f8e7d6c") } },
    });
    const { user } = renderApp(<PaymentSection order={UPI} />);
    await user.click(await screen.findByRole("button", { name: "Mark as paid" }));
    const dialog = within(screen.getByRole("dialog"));
    await user.type(dialog.getByLabelText("UPI transaction reference (UTR)"), "123456789012");
    await user.click(dialog.getByRole("button", { name: "Mark as paid" }));
    expect(await dialog.findByText(PAYMENT_MESSAGES.utrUsed("#9f8e7d6c"))).toBeTruthy();
    expect(dialog.getByLabelText("UPI transaction reference (UTR)").getAttribute("aria-invalid")).toBe(
      "true",
    );
  });

  it("once confirmed: 'Paid by UPI · UTR …', the event, and nothing more to do", () => {
    renderApp(<PaymentSection order={UPI_PAID} />);
    expect(screen.getByTestId("upi-paid").textContent).toBe("Paid by UPI · UTR 123456789012");
    const events = screen.getAllByTestId("payment-event");
    expect(events[0]?.textContent).toMatch(/^UPI payment confirmed ₹31\.00 · .*123456789012$/);
    expect(screen.queryByRole("button", { name: "Mark as paid" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
  });

  it("a Razorpay order is refunded as a card's, back through Razorpay", async () => {
    const razorpay = {
      ...CARD,
      paymentMethod: "razorpay" as const,
      paymentReference: "pay_NnWb3JX3sVG9Fk",
      payments: CARD.payments.map((event) => ({ ...event, provider: "razorpay" as const })),
    };
    mockFetch({});
    const { user } = renderApp(<PaymentSection order={razorpay} />);
    expect(screen.getByText("Razorpay reference")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark as paid" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Refund" }));
    expect(
      within(screen.getByRole("dialog")).getByText(/^The money goes back to the customer through Razorpay\./),
    ).toBeTruthy();
  });
});
