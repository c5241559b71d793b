import { expect, type Page } from "@playwright/test";
import type { TPlaceOrderResponse } from "#contracts/orders";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { apiOf } from "./api";

/**
 * A card order at the demo restaurant (issue 41), set up through the API as the shopper's screens
 * would make it: a pickup of two of a dish in stock, paid on the test gateway with 4242…, then the
 * shopper's return, which has the server read the gateway and settle the order. The restaurant
 * takes the money when it confirms the order: the order is then authorized (held), not yet paid.
 */
export async function placePaidCardOrder(customer: Page) {
  const api = apiOf(customer);
  const store = await api.get<TGetMicrositeResponse>("/api/microsite/bella-napoli");
  expect(store.merchant.payments).toEqual({ cash: true, card: true, razorpay: false, upi: false });
  const dish = store.products.find((product) => product.quantity !== 0 && !product.optionGroups?.length)!;
  const order = await api.post<TPlaceOrderResponse>("/api/orders", {
    merchantSlug: "bella-napoli",
    fulfilment: "pickup",
    customer: { name: "Carla Card", phone: "+1 718 555 0142" },
    items: [{ productId: dish.id, quantity: 2 }],
    paymentMethod: "card",
  });
  expect(order.payment).toMatchObject({ method: "card", status: "awaiting_payment" });
  const sessionId = new URL(order.payment.redirectUrl!).pathname.split("/").pop();
  await api.post(`/api/payments/test-gateway/sessions/${sessionId}/pay`, {
    cardNumber: "4242 4242 4242 4242",
  });
  await api.post(`/api/microsite/bella-napoli/orders/${order.trackingCode}/payment-check`);
  return order;
}
