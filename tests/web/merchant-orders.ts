import type { TMerchantOrderDetails, TOrderCounts } from "#contracts/order-management";

/** An order as the merchant's list sends it: a delivery as soon as possible, with no point. */
export const testMerchantOrder = (over: Partial<TMerchantOrderDetails> = {}): TMerchantOrderDetails => ({
  id: "0b6c2f1e-1111-4222-8333-944455556666",
  trackingCode: "TRACK123",
  status: "pending",
  orderType: "regular",
  totalAmount: "15.00",
  notes: null,
  prescriptionFileUrl: null,
  prescriptionFileRemovedAt: null,
  prescriptionNotes: null,
  trackingInfo: null,
  quoteMessage: null,
  estimatedDelivery: null,
  actualDelivery: null,
  createdAt: "2026-11-24T15:00:00.000Z",
  updatedAt: "2026-11-24T15:00:00.000Z",
  customer: {
    name: "Ada Lovelace",
    phone: "555 010 0199",
    address: "12 Analytical Street",
    email: null,
    whatsappPhone: null,
  },
  itemCount: 1,
  subtotal: "15.00",
  deliveryFee: "0.00",
  discountCode: null,
  discountAmount: "0.00",
  fulfilment: "delivery",
  scheduledFor: null,
  etaMinutes: null,
  deliveryPoint: null,
  deliveryZoneName: null,
  orderItems: [],
  statusHistory: [],
  ...over,
});

/** The Orders tab's counts: nothing anywhere unless a test says. */
export const testOrderCounts = (over: Partial<TOrderCounts> = {}): TOrderCounts => ({
  all: 0,
  scheduledToday: 0,
  pending: 0,
  confirmed: 0,
  processing: 0,
  completed: 0,
  cancelled: 0,
  prescription: 0,
  ...over,
});
