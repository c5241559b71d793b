import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TOrderTracking } from "#contracts/order-management";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testMerchant, testStore } from "#tests/web/storefront";
import { StoreLanguage } from "#web/lib/i18n/page-language";
import { OrderTrackingView } from "./order-tracking-view";

const STORE_URL = "GET /api/microsite/corner-shop";

const tracking = (over: Partial<TOrderTracking> = {}): TOrderTracking => ({
  currency: "USD",
  paymentMethod: "cash",
  paymentStatus: "unpaid",
  amountPaid: "0.00",
  amountRefunded: "0.00",
  canPayNow: false,
  upiUrl: null,
  trackingCode: "TRACK042",
  status: "confirmed",
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

const store = (over: Parameters<typeof testMerchant>[0] = {}) => ({
  json: testStore({ merchant: testMerchant({ timeZone: "America/New_York", ...over }) }),
});
const amounts = () => within(screen.getByTestId("order-amounts"));

describe("the order tracking page's terms", () => {
  it("a delivery: the spec's estimate when the zone has no time, and Subtotal / Delivery fee / Total", async () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(<OrderTrackingView tracking={tracking()} />);
    expect(screen.getByTestId("order-time").textContent?.trim()).toBe("Estimated delivery: 30-45 minutes");
    amounts().getByText("Subtotal");
    amounts().getByText("$15.00");
    amounts().getByText("Delivery fee");
    amounts().getByText("$3.00");
    amounts().getByText("$18.00");
    expect(screen.queryByText(/^Pickup at/)).toBeNull();
  });

  it("shows the discount code the order used and what it took off", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(
      <OrderTrackingView
        tracking={tracking({ discountCode: "WELCOME10", discountAmount: "1.50", totalAmount: "16.50" })}
      />,
    );
    expect(amounts().getByTestId("order-discount").textContent).toBe("Discount (WELCOME10)−$1.50");
    amounts().getByText("$16.50");
  });

  it("the zone's time when set; a free delivery says Free", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(
      <OrderTrackingView
        tracking={tracking({ etaMinutes: 25, deliveryFee: "0.00", totalAmount: "15.00" })}
      />,
    );
    screen.getByText("Estimated delivery: 25 minutes");
    amounts().getByText("Free");
  });

  it("the store's own estimate replaces the zone's", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(<OrderTrackingView tracking={tracking({ estimatedDelivery: "2030-05-04T18:30:00.000Z" })} />);
    expect(screen.queryByText("Estimated delivery: 30-45 minutes")).toBeNull();
    screen.getByText(/May 4, 2030/);
  });

  it("a pickup for later: the store's address and the slot in the store's time zone", async () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(
      <OrderTrackingView
        tracking={tracking({
          fulfilment: "pickup",
          scheduledFor: "2026-11-24T23:30:00.000Z",
          deliveryFee: "0.00",
          totalAmount: "15.00",
        })}
      />,
    );
    screen.getByText("Pickup at 1 Main Street, Springfield");
    expect(await screen.findByText("Scheduled for Tue 6:30 PM")).toBeTruthy();
    expect(amounts().queryByText("Delivery fee")).toBeNull();
  });

  it("a pickup as soon as possible: ready after the store's lead time", async () => {
    mockFetch({ [STORE_URL]: store({ scheduledOrders: { enabled: false, leadMinutes: 15 } }) });
    renderApp(<OrderTrackingView tracking={tracking({ fulfilment: "pickup", deliveryFee: "0.00" })} />);
    expect(await screen.findByText("Ready in about 15 minutes")).toBeTruthy();
  });

  it("a delivered order says no more when", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(<OrderTrackingView tracking={tracking({ status: "completed" })} />);
    expect(screen.queryByText(/Estimated delivery/)).toBeNull();
  });

  it("a prescription still waiting for its quote shows 'Pending Quote', not amounts", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(
      <OrderTrackingView
        tracking={tracking({
          orderType: "prescription",
          totalAmount: "0.00",
          subtotal: "0.00",
          deliveryFee: "0.00",
        })}
      />,
    );
    expect(screen.getAllByText("Pending Quote").length).toBeGreaterThan(0);
    expect(screen.queryByTestId("order-amounts")).toBeNull();
  });
});

describe("the order tracking page's items (issue 28)", () => {
  it("shows each item's choices as they were ordered", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(
      <OrderTrackingView
        tracking={tracking({
          items: [
            {
              productName: "T-shirt",
              quantity: 1,
              price: "17.00",
              unitPrice: "17.00",
              lineTotal: "17.00",
              options: [{ group: "Size", name: "L", priceDelta: "2.00" }],
            },
            {
              productName: "Tea",
              quantity: 2,
              price: "4.50",
              unitPrice: "4.50",
              lineTotal: "9.00",
              options: [],
            },
          ],
        })}
      />,
    );
    const items = within(screen.getByRole("region", { name: "Items" }));
    expect(items.getAllByTestId("item-choice").map((c) => c.textContent)).toEqual(["Size: L"]);
    items.getByText("1 × T-shirt");
    items.getByText("$17.00");
    items.getByText("2 × Tea");
    // The line's total, as the checkout, the success page, the ticket and the mails show it (issue 42).
    items.getByText("$9.00");
    expect(items.queryByText("$4.50")).toBeNull();
  });
});

describe("the order tracking page of a pickup (issue 42: pickup orders speak of pickup)", () => {
  it("its last step is 'Picked up', and the store's time is when it is ready for pickup", () => {
    mockFetch({ [STORE_URL]: store() });
    const { unmount } = renderApp(
      <OrderTrackingView
        tracking={tracking({
          fulfilment: "pickup",
          deliveryFee: "0.00",
          estimatedDelivery: "2026-11-24T17:45:00.000Z",
        })}
      />,
    );
    screen.getByText(/^Ready for pickup:/);
    expect(screen.queryByText(/Estimated delivery/)).toBeNull();
    unmount();
    renderApp(
      <OrderTrackingView
        tracking={tracking({
          fulfilment: "pickup",
          deliveryFee: "0.00",
          status: "completed",
          timeline: [
            { status: "pending", createdAt: "2026-11-24T17:00:00.000Z" },
            { status: "completed", createdAt: "2026-11-24T17:40:00.000Z" },
          ],
        })}
      />,
    );
    expect(screen.getByTestId("tracking-status").textContent).toBe("Picked up");
    expect(screen.queryByText("Delivered")).toBeNull();
  });
});

describe("the order tracking page's WhatsApp link", () => {
  const storeWith = (whatsappPhone: string | null) => ({ ...tracking().store, whatsappPhone });

  it("opens a chat with the store, naming the order as the page does", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(<OrderTrackingView tracking={tracking({ store: storeWith("447911123456") })} />);
    const link = screen.getByRole("link", { name: "Message the store on WhatsApp" });
    expect(link.getAttribute("href")).toBe(
      "https://wa.me/447911123456?text=Hi%20Corner%20Shop%2C%20about%20my%20order%20TRACK042",
    );
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("is absent without a number the server could read", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(<OrderTrackingView tracking={tracking({ store: storeWith(null) })} />);
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
  });
});

describe("the order tracking page's payment (issue 41)", () => {
  it("a cash order not yet paid: no payment section, as before", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(<OrderTrackingView tracking={tracking()} />);
    expect(screen.queryByRole("region", { name: "Payment" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Pay now/ })).toBeNull();
  });

  it("a card order says where its payment stands", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(<OrderTrackingView tracking={tracking({ paymentMethod: "card", paymentStatus: "paid" })} />);
    expect(screen.getByTestId("payment-status").textContent).toBe("Card: Paid");
    expect(screen.queryByRole("button", { name: /Pay now/ })).toBeNull();
  });

  it("a quoted prescription of a store that takes cards: 'Pay now' opens the payment page for the quote", async () => {
    const { requests } = mockFetch({
      [STORE_URL]: store(),
      "POST /api/microsite/corner-shop/orders/TRACK042/pay": { json: { redirectUrl: "/pay/test/tgs_9" } },
    });
    const { user } = renderApp(
      <OrderTrackingView
        tracking={tracking({
          orderType: "prescription",
          totalAmount: "42.50",
          canPayNow: true,
          paymentStatus: "awaiting_payment",
        })}
      />,
    );
    expect(screen.getByTestId("payment-status").textContent).toBe("Awaiting payment");
    await user.click(screen.getByRole("button", { name: "Pay now - $42.50" }));
    await waitFor(() => expect(window.location.pathname).toBe("/pay/test/tgs_9"));
    expect(requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("'Pay now' refused (nothing to pay): the server's reason, and no page left", async () => {
    mockFetch({
      [STORE_URL]: store(),
      "POST /api/microsite/corner-shop/orders/TRACK042/pay": {
        status: 409,
        body: { message: "There is nothing to pay on this order" },
      },
    });
    const { user } = renderApp(
      <OrderTrackingView
        tracking={tracking({ orderType: "prescription", totalAmount: "42.50", canPayNow: true })}
      />,
    );
    await user.click(screen.getByRole("button", { name: /Pay now/ }));
    expect((await screen.findByRole("alert")).textContent).toBe("There is nothing to pay on this order");
    expect(window.location.pathname).toBe("/");
  });
});

describe("the order tracking page in the shopper's language (issue 45 item 3)", () => {
  it("says the steps, the statuses and the payment in Spanish; the code and the phone stay left to right", async () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(
      <StoreLanguage store={{ languages: ["en", "es"], defaultLanguage: "en", locale: "en-US" }}>
        <OrderTrackingView
          tracking={tracking({
            paymentMethod: "card",
            paymentStatus: "paid",
            store: { ...tracking().store, phone: "+1 555 0100" },
          })}
        />
      </StoreLanguage>,
      { path: "/?lang=es" },
    );
    expect(await screen.findByText("Confirmado por la tienda")).toBeTruthy();
    expect(screen.getByTestId("tracking-status").textContent).toBe("Confirmado por la tienda");
    const code = screen.getByText("TRACK042");
    expect(code.parentElement?.textContent).toBe("Pedido TRACK042");
    expect(code.getAttribute("dir")).toBe("ltr");
    const steps = within(screen.getByRole("list", { name: "Progreso" }));
    expect(steps.getAllByRole("listitem").map((step) => step.lastElementChild?.textContent)).toEqual([
      "Pendiente (listo)",
      "Confirmado (listo)",
      "En preparación (pendiente)",
      "Completado (pendiente)",
    ]);
    expect(screen.getByTestId("payment-status").textContent).toBe("Tarjeta: Pagado");
    const call = screen.getByRole("link", { name: /^Llamar a Corner Shop/ });
    expect(call.textContent).toBe(" Llamar a Corner Shop: +1 555 0100");
    expect(within(call).getByText("+1 555 0100").getAttribute("dir")).toBe("ltr");
  });
});

const UPI_URL = "upi://pay?pa=cornershop%40okhdfcbank&pn=Corner%20Shop&am=18.00&cu=INR&tr=TRACK042";

describe("the tracking page of a UPI order (issue 46)", () => {
  it("while it awaits the payment: how to pay it again, its QR code, and that the store confirms by hand", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(
      <OrderTrackingView
        tracking={tracking({ paymentMethod: "upi", paymentStatus: "awaiting_payment", upiUrl: UPI_URL })}
      />,
    );
    expect(screen.getByTestId("payment-status").textContent).toBe("UPI: Awaiting payment");
    const panel = within(screen.getByRole("region", { name: "Pay by UPI" }));
    expect(panel.getByTestId("upi-amount").textContent).toBe("Amount to pay: $18.00");
    expect(panel.getByRole("link", { name: "Pay with UPI app" }).getAttribute("href")).toBe(UPI_URL);
    const qr = panel.getByRole("img", { name: "QR code to pay $18.00 by UPI" });
    expect(qr.getAttribute("src")).toBe("/api/microsite/corner-shop/orders/TRACK042/upi-qr.svg");
    panel.getByText(
      "Corner Shop confirms UPI payments by hand. Your order shows as paid here once the store has seen your payment arrive.",
    );
  });

  it("once the store has confirmed it: paid, and nothing more to pay", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(
      <OrderTrackingView
        tracking={tracking({
          paymentMethod: "upi",
          paymentStatus: "paid",
          amountPaid: "18.00",
          upiUrl: null,
        })}
      />,
    );
    expect(screen.getByTestId("payment-status").textContent).toBe("UPI: Paid");
    expect(screen.queryByRole("region", { name: "Pay by UPI" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Pay with UPI app" })).toBeNull();
  });

  it("a Razorpay order says where its payment stands, as a card's does", () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(
      <OrderTrackingView
        tracking={tracking({ paymentMethod: "razorpay", paymentStatus: "awaiting_payment" })}
      />,
    );
    expect(screen.getByTestId("payment-status").textContent).toBe("Razorpay: Awaiting payment");
    expect(screen.queryByRole("region", { name: "Pay by UPI" })).toBeNull();
  });

  it("reads in Arabic, right to left", async () => {
    mockFetch({ [STORE_URL]: store() });
    renderApp(
      <StoreLanguage store={{ languages: ["en", "ar"], defaultLanguage: "en", locale: "en-US" }}>
        <OrderTrackingView
          tracking={tracking({ paymentMethod: "upi", paymentStatus: "awaiting_payment", upiUrl: UPI_URL })}
        />
      </StoreLanguage>,
      { path: "/?lang=ar" },
    );
    const panel = within(await screen.findByRole("region", { name: "ادفع عبر UPI" }));
    expect(document.documentElement.dir).toBe("rtl");
    expect(panel.getByRole("link", { name: "ادفع بتطبيق UPI" }).getAttribute("href")).toBe(UPI_URL);
    expect(panel.getByTestId("upi-amount").textContent).toMatch(/^المبلغ المطلوب: .*18\.00/);
    panel.getByRole("img", { name: /^رمز QR لدفع .*18\.00.* عبر UPI$/ });
    // The store's name keeps its own direction inside the Arabic sentence.
    panel.getByText(/^يؤكد \u2068Corner Shop\u2069 مدفوعات UPI يدويًا\./);
  });
});
