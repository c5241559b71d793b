import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TOrderTracking } from "#contracts/order-management";
import { PAYMENT_SHOPPER_MESSAGES, type PaymentStatus } from "#contracts/payment-messages";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testMerchant } from "#tests/web/storefront";
import { OrderSuccessView } from "./order-success-view";

const ORDER_ID = "5f0c2f1e-1111-4222-8333-900000000042";
const TRACKING = "GET /api/microsite/corner-shop/orders/TRACK042";
const CHECK = "POST /api/microsite/corner-shop/orders/TRACK042/payment-check";
const RETURN_PATH = `/microsite/corner-shop?view=order-success&order=${ORDER_ID}&code=TRACK042&payment=return`;

const tracking = (paymentStatus: PaymentStatus, paymentMethod: "card" | "cash" = "card"): TOrderTracking => ({
  paymentMethod,
  paymentStatus,
  amountPaid: paymentStatus === "paid" ? "18.00" : "0.00",
  amountRefunded: "0.00",
  canPayNow: false,
  trackingCode: "TRACK042",
  status: "pending",
  orderType: "regular",
  totalAmount: "18.00",
  createdAt: "2026-11-24T17:00:00.000Z",
  estimatedDelivery: null,
  trackingInfo: null,
  quoteMessage: null,
  items: [{ productName: "Tea", quantity: 2, price: "4.50", unitPrice: "4.50", options: [] }],
  timeline: [{ status: "pending", createdAt: "2026-11-24T17:00:00.000Z" }],
  store: {
    name: "Corner Shop",
    slug: "corner-shop",
    phone: null,
    address: "1 Main Street",
    whatsappPhone: null,
  },
  subtotal: "15.00",
  deliveryFee: "3.00",
  discountCode: null,
  discountAmount: "0.00",
  fulfilment: "delivery",
  scheduledFor: null,
  etaMinutes: null,
});

/** The server's side: the payment-check and tracking both answer the order as it stands now (`status.now`). */
function serve(first: PaymentStatus, method: "card" | "cash" = "card") {
  const status = { now: first };
  const { requests } = mockFetch({
    [CHECK]: () => ({ json: tracking(status.now, method) }),
    [TRACKING]: () => ({ json: tracking(status.now, method) }),
  });
  const checks = () => requests.filter((r) => `${r.method} ${r.url}` === CHECK).length;
  const looks = () => requests.filter((r) => `${r.method} ${r.url}` === TRACKING).length;
  return { status, checks, looks };
}

function show(path = RETURN_PATH) {
  const onPaid = vi.fn();
  const onCheckout = vi.fn();
  const rendered = renderApp(
    <OrderSuccessView
      slug="corner-shop"
      orderId={ORDER_ID}
      trackingCode="TRACK042"
      trackingHref="/microsite/corner-shop/track/TRACK042"
      storeName="Corner Shop"
      phone={null}
      merchant={testMerchant()}
      onContinue={() => {}}
      onPaid={onPaid}
      onCheckout={onCheckout}
    />,
    { path },
  );
  return { ...rendered, onPaid, onCheckout };
}

const paymentState = () => screen.getByTestId("payment-state");
/** Lets the clock run `ms` and the answers that come meanwhile arrive. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe("the success view back from a card payment", () => {
  it("asks the server to check once, waits politely, then says 'Payment received', empties the cart once and stops looking", async () => {
    const server = serve("awaiting_payment");
    const { onPaid } = show();
    expect(paymentState().getAttribute("aria-live")).toBe("polite");
    await wait(0);
    expect(paymentState().textContent).toBe(PAYMENT_SHOPPER_MESSAGES.waiting);
    screen.getByRole("heading", { name: "Confirming your payment" });
    expect(server.checks()).toBe(1);

    await wait(2_100);
    expect(paymentState().textContent).toBe(PAYMENT_SHOPPER_MESSAGES.waiting);
    expect(onPaid).not.toHaveBeenCalled();

    server.status.now = "paid";
    await wait(2_100);
    expect(paymentState().textContent).toContain(PAYMENT_SHOPPER_MESSAGES.received);
    expect(paymentState().textContent).not.toContain(PAYMENT_SHOPPER_MESSAGES.chargedOnConfirm);
    screen.getByRole("heading", { name: "Order Placed!" });
    expect(onPaid).toHaveBeenCalledTimes(1);

    const looked = server.looks();
    await wait(10_000);
    expect(server.looks()).toBe(looked);
    expect(server.checks()).toBe(1);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it("authorized (capture on confirm): received, and the card is charged when the store confirms", async () => {
    serve("authorized");
    const { onPaid } = show();
    await wait(0);
    expect(paymentState().textContent).toContain(PAYMENT_SHOPPER_MESSAGES.received);
    expect(paymentState().textContent).toContain(PAYMENT_SHOPPER_MESSAGES.chargedOnConfirm);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it("failed: says so clearly, keeps the cart, and leads back to the checkout", async () => {
    serve("failed");
    const { onPaid, onCheckout, user } = show();
    await wait(0);
    screen.getByRole("heading", { name: "Payment failed" });
    expect(paymentState().textContent).toBe(PAYMENT_SHOPPER_MESSAGES.failed);
    expect(screen.queryByText(PAYMENT_SHOPPER_MESSAGES.received)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Back to checkout" }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("expired: 'Payment not completed', with the way back to the checkout", async () => {
    serve("expired");
    const { onPaid } = show();
    await wait(0);
    screen.getByRole("heading", { name: PAYMENT_SHOPPER_MESSAGES.notCompleted });
    screen.getByRole("button", { name: "Back to checkout" });
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("after ~2 minutes still waiting: says so, stops looking, and 'Check again' asks the server again", async () => {
    const server = serve("awaiting_payment");
    const { user } = show();
    await wait(0);
    await wait(125_000);
    expect(paymentState().textContent).toBe(PAYMENT_SHOPPER_MESSAGES.stillWaiting);
    const looked = server.looks();
    expect(looked).toBeLessThan(40);
    await wait(30_000);
    expect(server.looks()).toBe(looked);

    server.status.now = "paid";
    await user.click(screen.getByRole("button", { name: "Check again" }));
    await wait(0);
    expect(server.checks()).toBe(2);
    expect(paymentState().textContent).toContain(PAYMENT_SHOPPER_MESSAGES.received);
  });

  it("a cash order keeps today's success view: no payment check, no waiting", async () => {
    const server = serve("unpaid", "cash");
    show(`/microsite/corner-shop?view=order-success&order=${ORDER_ID}&code=TRACK042`);
    await wait(3_000);
    screen.getByRole("heading", { name: "Order Placed!" });
    expect(screen.queryByTestId("payment-state")).toBeNull();
    expect(server.checks()).toBe(0);
    within(await screen.findByTestId("order-amounts")).getByText("$18.00");
  });
});
