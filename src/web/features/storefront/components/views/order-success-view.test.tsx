import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TOrderTracking } from "#contracts/order-management";
import type { TPlaceOrderResponse } from "#contracts/orders";
import { PAYMENT_SHOPPER_MESSAGES, type PaymentStatus } from "#contracts/payment-messages";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testMerchant } from "#tests/web/storefront";
import { usePlaceOrder } from "#web/features/storefront/api/place-order";
import { OrderSuccessView } from "./order-success-view";

const ORDER_ID = "5f0c2f1e-1111-4222-8333-900000000042";
const TRACKING_URL = "GET /api/microsite/corner-shop/orders/TRACK042";

/** The order's tracking answer: what a reloaded success screen reads its terms from. */
const tracking = (over: Partial<TOrderTracking> = {}): TOrderTracking => ({
  currency: "USD",
  paymentMethod: "cash",
  paymentStatus: "unpaid",
  amountPaid: "0.00",
  amountRefunded: "0.00",
  canPayNow: false,
  upiUrl: null,
  trackingCode: "TRACK042",
  status: "pending",
  orderType: "regular",
  totalAmount: "18.00",
  createdAt: "2026-11-24T17:00:00.000Z",
  estimatedDelivery: null,
  trackingInfo: null,
  quoteMessage: null,
  items: [
    { productName: "Tea", quantity: 2, price: "4.50", unitPrice: "4.50", lineTotal: "9.00", options: [] },
  ],
  timeline: [{ status: "pending", createdAt: "2026-11-24T17:00:00.000Z" }],
  store: {
    name: "Corner Shop",
    slug: "corner-shop",
    phone: null,
    address: "1 Main Street, Springfield",
    whatsappPhone: null,
  },
  subtotal: "15.00",
  deliveryFee: "3.00",
  discountCode: null,
  discountAmount: "0.00",
  fulfilment: "delivery",
  scheduledFor: null,
  etaMinutes: null,
  ...over,
});

function Success({ merchant = testMerchant() }: { merchant?: ReturnType<typeof testMerchant> }) {
  return (
    <OrderSuccessView
      slug="corner-shop"
      orderId={ORDER_ID}
      trackingCode="TRACK042"
      trackingHref="/microsite/corner-shop/track/TRACK042"
      storeName="Corner Shop"
      phone="+1 555 0100"
      merchant={merchant}
      onContinue={() => {}}
    />
  );
}

const amounts = () => within(screen.getByTestId("order-amounts"));

/** Places an order as the checkout does, then shows its success screen. */
function PlaceThenShow() {
  const place = usePlaceOrder();
  if (place.data) return <Success />;
  const order = { merchantSlug: "corner-shop", customer: {}, items: [] };
  return (
    <button type="button" onClick={() => place.mutate({ order, idempotencyKey: "k" })}>
      Place
    </button>
  );
}

describe("the order success screen", () => {
  it("keeps the spec's words for a delivery without a zone time, with the server's amounts", async () => {
    mockFetch({ [TRACKING_URL]: { json: tracking() } });
    renderApp(<Success />);
    screen.getByRole("heading", { name: "Order Placed!" });
    screen.getByText("Thank you for your order. We'll prepare it for delivery shortly.");
    screen.getByText("#00000042");
    expect((await screen.findByTestId("order-time")).textContent?.trim()).toBe(
      "Estimated delivery: 30-45 minutes",
    );
    screen.getByText("Status: Pending");
    amounts().getByText("$15.00");
    amounts().getByText("$3.00");
    amounts().getByText("$18.00");
  });

  it("says the zone's time when it has one", async () => {
    mockFetch({ [TRACKING_URL]: { json: tracking({ etaMinutes: 25 }) } });
    renderApp(<Success />);
    expect(await screen.findByText("Estimated delivery: 25 minutes")).toBeTruthy();
  });

  it("a pickup for later: where, and when in the store's time zone, without a delivery fee", async () => {
    mockFetch({
      [TRACKING_URL]: {
        json: tracking({
          fulfilment: "pickup",
          scheduledFor: "2026-11-24T23:30:00.000Z",
          deliveryFee: "0.00",
          totalAmount: "15.00",
        }),
      },
    });
    renderApp(<Success merchant={testMerchant({ timeZone: "America/New_York" })} />);
    expect(await screen.findByText("Pickup at 1 Main Street, Springfield")).toBeTruthy();
    screen.getByText("Scheduled for Tue 6:30 PM");
    screen.getByText("Thank you for your order. We'll prepare it for pickup shortly.");
    // Issue 42: a pickup is never "on its way".
    screen.getByText(/See when Corner Shop confirms it and when it is ready for pickup\./);
    expect(screen.queryByText(/on its way/)).toBeNull();
    expect(screen.queryByText(/Estimated delivery/)).toBeNull();
    expect(amounts().queryByText("Delivery fee")).toBeNull();
  });

  it("a pickup as soon as possible is ready after the store's lead time", async () => {
    mockFetch({ [TRACKING_URL]: { json: tracking({ fulfilment: "pickup", deliveryFee: "0.00" }) } });
    renderApp(<Success merchant={testMerchant({ scheduledOrders: { enabled: false, leadMinutes: 20 } })} />);
    expect(await screen.findByText("Ready in about 20 minutes")).toBeTruthy();
  });

  it("right after placing, shows the order's own answer (the server's amounts), without asking again", async () => {
    const placed: TPlaceOrderResponse = {
      id: ORDER_ID,
      trackingCode: "TRACK042",
      status: "pending",
      totalAmount: "17.50",
      orderType: "regular",
      notes: null,
      createdAt: "2026-11-24T17:00:00.000Z",
      customer: { name: "Ada", phone: "555 010 0199", address: "12 Analytical Street" },
      payment: { method: "cash", status: "unpaid", redirectUrl: null, upiUrl: null },
      currency: "USD",
      paymentMethod: "cash",
      paymentStatus: "unpaid",
      amountPaid: "0.00",
      amountRefunded: "0.00",
      orderItems: [],
      subtotal: "15.00",
      deliveryFee: "2.50",
      discountCode: null,
      discountAmount: "0.00",
      fulfilment: "delivery",
      scheduledFor: null,
      etaMinutes: 40,
    };
    const { requests } = mockFetch({ "POST /api/orders": { status: 201, body: placed } });
    const { user } = renderApp(<PlaceThenShow />);
    await user.click(screen.getByRole("button", { name: "Place" }));
    expect(await screen.findByText("Estimated delivery: 40 minutes")).toBeTruthy();
    amounts().getByText("$2.50");
    amounts().getByText("$17.50");
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/orders"]);
  });

  it("when the order cannot be read again, still says the spec's estimate", async () => {
    mockFetch({ [TRACKING_URL]: { status: 503, body: "Service Unavailable" } });
    renderApp(<Success />);
    expect(await screen.findByText("Estimated delivery: 30-45 minutes")).toBeTruthy();
    expect(screen.queryByTestId("order-amounts")).toBeNull();
  });

  it("lists what was ordered, each item with its choices (issue 28) and its line total (issue 42), in the server's order", async () => {
    mockFetch({
      [TRACKING_URL]: {
        json: tracking({
          items: [
            {
              productName: "Margherita",
              quantity: 2,
              price: "16.00",
              unitPrice: "16.00",
              lineTotal: "32.00",
              options: [
                { group: "Size", name: "Large", priceDelta: "4.50" },
                { group: "Extra toppings", name: "Cheese", priceDelta: "1.50" },
              ],
            },
            {
              productName: "Tea",
              quantity: 1,
              price: "4.50",
              unitPrice: "4.50",
              lineTotal: "4.50",
              options: [],
            },
          ],
        }),
      },
    });
    renderApp(<Success />);
    const items = within(await screen.findByRole("region", { name: "Items" }));
    expect(items.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "2 × MargheritaSize: Large · Extra toppings: Cheese$32.00",
      "1 × Tea$4.50",
    ]);
  });

  it("'Message the store on WhatsApp' opens a chat with the store, the order's number typed in", async () => {
    mockFetch({ [TRACKING_URL]: { json: tracking() } });
    renderApp(<Success merchant={testMerchant({ whatsappPhone: "12125550142" })} />);
    const link = screen.getByRole("link", { name: "Message the store on WhatsApp" });
    expect(link.getAttribute("href")).toBe(
      "https://wa.me/12125550142?text=Hi%20Corner%20Shop%2C%20about%20my%20order%20%2300000042",
    );
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("offers no WhatsApp link when the store's phone could not be read as a number", async () => {
    mockFetch({ [TRACKING_URL]: { json: tracking() } });
    renderApp(<Success />);
    await screen.findByTestId("order-amounts");
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
  });
});

const CHECK = "POST /api/microsite/corner-shop/orders/TRACK042/payment-check";
const RETURN_PATH = `/microsite/corner-shop?view=order-success&order=${ORDER_ID}&code=TRACK042&payment=return`;

const cardTracking = (
  paymentStatus: PaymentStatus,
  paymentMethod: "card" | "cash" = "card",
): TOrderTracking => ({
  currency: "USD",
  paymentMethod,
  paymentStatus,
  amountPaid: paymentStatus === "paid" ? "18.00" : "0.00",
  amountRefunded: "0.00",
  canPayNow: false,
  upiUrl: null,
  trackingCode: "TRACK042",
  status: "pending",
  orderType: "regular",
  totalAmount: "18.00",
  createdAt: "2026-11-24T17:00:00.000Z",
  estimatedDelivery: null,
  trackingInfo: null,
  quoteMessage: null,
  items: [
    { productName: "Tea", quantity: 2, price: "4.50", unitPrice: "4.50", lineTotal: "9.00", options: [] },
  ],
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
    [CHECK]: () => ({ json: cardTracking(status.now, method) }),
    [TRACKING_URL]: () => ({ json: cardTracking(status.now, method) }),
  });
  const checks = () => requests.filter((r) => `${r.method} ${r.url}` === CHECK).length;
  const looks = () => requests.filter((r) => `${r.method} ${r.url}` === TRACKING_URL).length;
  return { status, checks, looks };
}

function showReturn(path = RETURN_PATH) {
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

describe("the success view back from a card payment", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("asks the server to check once, waits politely, then says 'Payment received', empties the cart once and stops looking", async () => {
    const server = serve("awaiting_payment");
    const { onPaid } = showReturn();
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
    // What the checkout kept for a return from the payment page is done with once it is paid.
    sessionStorage.setItem("storelaunch:payment-trip:corner-shop", "{}");
    const { onPaid } = showReturn();
    await wait(0);
    expect(sessionStorage.getItem("storelaunch:payment-trip:corner-shop")).toBeNull();
    expect(paymentState().textContent).toContain(PAYMENT_SHOPPER_MESSAGES.received);
    expect(paymentState().textContent).toContain(PAYMENT_SHOPPER_MESSAGES.chargedOnConfirm);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it("failed: says so clearly, keeps the cart, and leads back to the checkout", async () => {
    serve("failed");
    const { onPaid, onCheckout, user } = showReturn();
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
    const { onPaid } = showReturn();
    await wait(0);
    screen.getByRole("heading", { name: PAYMENT_SHOPPER_MESSAGES.notCompleted });
    screen.getByRole("button", { name: "Back to checkout" });
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("after ~2 minutes still waiting: says so, stops looking, and 'Check again' asks the server again", async () => {
    const server = serve("awaiting_payment");
    const { user } = showReturn();
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
    showReturn(`/microsite/corner-shop?view=order-success&order=${ORDER_ID}&code=TRACK042`);
    await wait(3_000);
    screen.getByRole("heading", { name: "Order Placed!" });
    expect(screen.queryByTestId("payment-state")).toBeNull();
    expect(server.checks()).toBe(0);
    within(await screen.findByTestId("order-amounts")).getByText("$18.00");
  });
});

const UPI_URL = "upi://pay?pa=cornershop%40okhdfcbank&pn=Corner%20Shop&am=18.00&cu=INR&tr=TRACK042";

describe("the success view of a UPI order (issue 46)", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("right after placing: how to pay it (the app's link for the total, its QR code) and that the store confirms by hand", async () => {
    const placed: TPlaceOrderResponse = {
      id: ORDER_ID,
      trackingCode: "TRACK042",
      status: "pending",
      totalAmount: "18.00",
      orderType: "regular",
      notes: null,
      createdAt: "2026-11-24T17:00:00.000Z",
      customer: { name: "Ada", phone: "555 010 0199", address: "12 Analytical Street" },
      payment: { method: "upi", status: "awaiting_payment", redirectUrl: null, upiUrl: UPI_URL },
      currency: "USD",
      paymentMethod: "upi",
      paymentStatus: "awaiting_payment",
      amountPaid: "0.00",
      amountRefunded: "0.00",
      orderItems: [],
      subtotal: "15.00",
      deliveryFee: "3.00",
      discountCode: null,
      discountAmount: "0.00",
      fulfilment: "delivery",
      scheduledFor: null,
      etaMinutes: null,
    };
    mockFetch({
      "POST /api/orders": { status: 201, body: placed },
      [TRACKING_URL]: {
        json: tracking({ paymentMethod: "upi", paymentStatus: "awaiting_payment", upiUrl: UPI_URL }),
      },
    });
    const { user } = renderApp(<PlaceThenShow />);
    await user.click(screen.getByRole("button", { name: "Place" }));
    const panel = within(await screen.findByRole("region", { name: "Pay by UPI" }));
    screen.getByRole("heading", { name: "Order Placed!" });
    expect(panel.getByTestId("upi-amount").textContent).toBe("Amount to pay: $18.00");
    expect(panel.getByRole("link", { name: "Pay with UPI app" }).getAttribute("href")).toBe(UPI_URL);
    expect(panel.getByRole("img", { name: "QR code to pay $18.00 by UPI" }).getAttribute("src")).toBe(
      "/api/microsite/corner-shop/orders/TRACK042/upi-qr.svg",
    );
    panel.getByText(/^Corner Shop confirms UPI payments by hand\./);
    // No card's waiting: the store confirms this one.
    expect(screen.queryByTestId("payment-state")).toBeNull();
  });

  it("follows the order: once the store has confirmed the payment, the panel goes and says so", async () => {
    const status = { now: "awaiting_payment" as PaymentStatus };
    mockFetch({
      [TRACKING_URL]: () => ({
        json: tracking({
          paymentMethod: "upi",
          paymentStatus: status.now,
          upiUrl: status.now === "awaiting_payment" ? UPI_URL : null,
        }),
      }),
    });
    renderApp(<Success />);
    await screen.findByRole("link", { name: "Pay with UPI app" });
    const said = screen.getByTestId("upi-state");
    expect(said.getAttribute("role")).toBe("status");
    expect(said.textContent).toBe("");

    status.now = "paid";
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Pay by UPI" })).toBeNull());
    expect(screen.getByTestId("upi-state").textContent).toBe(PAYMENT_SHOPPER_MESSAGES.received);
  });
});

const RAZORPAY_QUERY = new URLSearchParams({
  razorpay_payment_id: "pay_NnWb3JX3sVG9Fk",
  razorpay_payment_link_id: "plink_NnWaZ8lQxvVxTz",
  razorpay_payment_link_reference_id: "TRACK042",
  razorpay_payment_link_status: "paid",
  razorpay_signature: "a".repeat(64),
});
const RAZORPAY_RETURN = `${RETURN_PATH}&${RAZORPAY_QUERY}`;

describe("the success view back from Razorpay (issue 46)", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("sends Razorpay's signed return with the payment check, and says what the server then says", async () => {
    const { requests } = mockFetch({
      [CHECK]: { json: cardTracking("paid", "card") },
      [TRACKING_URL]: { json: cardTracking("paid", "card") },
    });
    const { onPaid } = showReturn(RAZORPAY_RETURN);
    await wait(0);
    expect(requests.filter((r) => `${r.method} ${r.url}` === CHECK).map((r) => r.body)).toEqual([
      Object.fromEntries(RAZORPAY_QUERY),
    ]);
    expect(paymentState().textContent).toContain(PAYMENT_SHOPPER_MESSAGES.received);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it("a card's return sends no body: the server reads the provider", async () => {
    const { requests } = mockFetch({
      [CHECK]: { json: cardTracking("paid") },
      [TRACKING_URL]: { json: cardTracking("paid") },
    });
    showReturn();
    await wait(0);
    expect(requests.filter((r) => `${r.method} ${r.url}` === CHECK).map((r) => r.body)).toEqual([undefined]);
  });

  it("a return whose signature does not match (400): not confirmed, never paid, and the order is still read", async () => {
    const looks: PaymentStatus[] = [];
    mockFetch({
      [CHECK]: { status: 400, body: { message: PAYMENT_MESSAGES.callbackForged } },
      [TRACKING_URL]: () => {
        looks.push("awaiting_payment");
        return { json: { ...cardTracking("awaiting_payment"), paymentMethod: "razorpay" } };
      },
    });
    const { onPaid } = showReturn(RAZORPAY_RETURN);
    await wait(0);
    screen.getByRole("heading", { name: "Payment not confirmed" });
    expect(paymentState().textContent).toBe(
      "We could not confirm this payment from the page you came back from. If you paid, it will show here once Razorpay confirms it to the store.",
    );
    await wait(4_500);
    expect(looks.length).toBeGreaterThanOrEqual(2);
    screen.getByRole("heading", { name: "Payment not confirmed" });
    expect(screen.queryByText(PAYMENT_SHOPPER_MESSAGES.received)).toBeNull();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
