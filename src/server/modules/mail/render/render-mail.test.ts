import { describe, expect, it } from "vitest";
import type { MailOrder, MailOrderItem, MailStore } from "../mail-data-queries";
import { renderMail } from "./render-mail";

// Issue 42: the customer's confirmation of a pickup speaks of pickup, and lists each line's total
// in the cart's order, as the success and tracking pages do.
const store = {
  id: "m1",
  businessName: "Bella Napoli",
  customDisplayName: null,
  businessSlug: "bella-napoli",
  logoUrl: null,
  theme: "red",
  contactPhone: null,
  address: "245 Bedford Avenue, Brooklyn",
  timeZone: "America/New_York",
  locale: "en-US",
} as MailStore;

const order = {
  id: "5f0c2f1e-1111-4222-8333-900000000042",
  trackingCode: "TRACK042",
  status: "pending",
  orderType: "regular",
  currency: "USD",
  totalAmount: "36.50",
  subtotal: "36.50",
  deliveryFee: "0.00",
  discountCode: null,
  discountAmount: "0.00",
  fulfilment: "pickup",
  scheduledFor: null,
  customerName: "Gino",
  customerAddress: null,
  createdAt: new Date("2026-11-24T17:00:00.000Z"),
  paymentMethod: "cash",
  paymentStatus: "unpaid",
  amountPaid: "0.00",
  amountRefunded: "0.00",
} as MailOrder;

const items = [
  { orderId: order.id, productName: "Margherita", quantity: 1, price: "21.00", options: [] },
  { orderId: order.id, productName: "Calzone", quantity: 2, price: "7.75", options: [] },
] as unknown as MailOrderItem[];

describe("the customer's confirmation of a pickup", () => {
  it("thanks them in the success page's words of pickup, and lists the line totals in the cart's order", () => {
    const mail = renderMail({
      kind: "customer_order_placed",
      payload: {},
      baseUrl: "https://shop.test",
      store,
      order,
      items,
      logoSrc: null,
    });
    expect(mail.text).toContain("Thank you for your order. We'll prepare it for pickup shortly.");
    expect(mail.text).not.toMatch(/delivery/i);
    expect(mail.text).toContain("1 × Margherita  $21.00\n2 × Calzone  $15.50");
    expect(mail.html).toContain("We&#39;ll prepare it for pickup shortly.");
  });
});
