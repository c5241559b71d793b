import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testMerchantOrder } from "#tests/web/merchant-orders";
import { renderApp } from "#tests/web/render";
import { OrderTicket } from "./order-ticket";

const STORE = { name: "Bella Napoli Trattoria", phone: "+1 212 555 0100", address: "10 Mulberry St" };

/** A scheduled pickup of two pizzas with a size and extras, and a note for the kitchen. */
const order = testMerchantOrder({
  id: "abcd1234-0000-4000-8000-000000000001",
  trackingCode: "TRK00001",
  createdAt: "2026-11-24T17:04:00.000Z",
  fulfilment: "pickup",
  scheduledFor: "2026-11-24T23:30:00.000Z",
  notes: "No basil, please",
  subtotal: "31.00",
  totalAmount: "31.00",
  orderItems: [
    {
      id: "i1",
      productId: "p1",
      productName: "Margherita",
      quantity: 2,
      price: "13.00",
      unitPrice: "13.00",
      lineTotal: "26.00",
      options: [
        { group: "Size", name: "Large", priceDelta: "3.00" },
        { group: "Extra", name: "Cheese", priceDelta: "1.50" },
        { group: "Extra", name: "Olives", priceDelta: "1.00" },
      ],
    },
    {
      id: "i2",
      productId: "p2",
      productName: "Tiramisu",
      quantity: 1,
      price: "5.00",
      unitPrice: "5.00",
      lineTotal: "5.00",
      options: [],
    },
  ],
});

describe("OrderTicket", () => {
  it("prints the store, the order, when it is wanted, the items with their choices, the notes, the customer and the amounts", () => {
    renderApp(<OrderTicket order={order} store={STORE} format="receipt" timeZone="America/New_York" />);
    const ticket = screen.getByTestId("order-ticket");
    expect(ticket.dataset.format).toBe("receipt");
    for (const text of [
      "Bella Napoli Trattoria",
      "10 Mulberry St",
      "+1 212 555 0100",
      "Order #abcd1234",
      "Placed Tue, Nov 24, 12:04 PM",
      // The number the customer's success page showed, beside the dashboard's (issue 42).
      "Customer's number #00000001",
      "Tracking code TRK00001",
      "Pickup",
      "Scheduled for Tue, Nov 24, 6:30 PM",
      "No basil, please",
      "Ada Lovelace",
      "555 010 0199",
      "12 Analytical Street",
    ]) {
      within(ticket).getByText(text);
    }
    const items = within(ticket).getAllByTestId("ticket-item");
    expect(items.map((item) => item.textContent)).toEqual([
      "2 × Margherita$26.00Size: Large · Extra: Cheese, Olives",
      "1 × Tiramisu$5.00",
    ]);
    expect(within(ticket).getByLabelText("Amount").textContent).toBe("Subtotal$31.00Total$31.00");
  });

  it("says a delivery as soon as possible, and a prescription order's notes, on an A4 page", () => {
    renderApp(
      <OrderTicket
        order={testMerchantOrder({
          orderType: "prescription",
          totalAmount: "0.00",
          prescriptionNotes: "Amoxicillin 500 mg",
          deliveryZoneName: "Williamsburg",
        })}
        store={{ name: "Greenleaf Pharmacy", phone: null, address: null }}
        format="a4"
        timeZone="America/New_York"
      />,
    );
    const ticket = screen.getByTestId("order-ticket");
    expect(ticket.dataset.format).toBe("a4");
    within(ticket).getByText("Delivery");
    within(ticket).getByText("As soon as possible");
    within(ticket).getByText("Zone: Williamsburg");
    within(ticket).getByText("Prescription order");
    within(ticket).getByText("Amoxicillin 500 mg");
    expect(within(ticket).getByLabelText("Amount").textContent).toContain("TotalPending Quote");
  });

  it("says the cash to collect, or that the card has paid", () => {
    const { rerender } = renderApp(<OrderTicket order={order} store={STORE} format="receipt" />);
    expect(screen.getByTestId("ticket-payment").textContent).toBe("CASH DUE $31.00");
    rerender(
      <OrderTicket
        order={{ ...order, paymentMethod: "card", paymentStatus: "paid", amountPaid: "31.00" }}
        store={STORE}
        format="receipt"
      />,
    );
    expect(screen.getByTestId("ticket-payment").textContent).toBe("PAID BY CARD");
    rerender(
      <OrderTicket
        order={{ ...order, paymentMethod: "card", paymentStatus: "authorized" }}
        store={STORE}
        format="a4"
      />,
    );
    expect(screen.getByTestId("ticket-payment").textContent).toBe(
      "CARD AUTHORIZED $31.00Charged when the order is confirmed",
    );
  });
});
