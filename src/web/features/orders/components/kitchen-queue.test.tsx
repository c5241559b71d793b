import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { orderAsSeen } from "#contracts/order-privacy";
import { mockFetch } from "#tests/web/fetch";
import { testMerchantOrder } from "#tests/web/merchant-orders";
import { renderApp } from "#tests/web/render";
import { testTrading } from "#tests/web/trading";
import { KitchenQueue } from "./kitchen-queue";
import { OrderTicket } from "./order-ticket";

const KITCHEN_SIGHT = { customer: false, money: false };
const asKitchen = (order: TMerchantOrderDetails) => orderAsSeen(order, KITCHEN_SIGHT);

const pizza = {
  id: "i1",
  productId: "p1",
  productName: "Margherita",
  quantity: 2,
  price: "13.00",
  unitPrice: "13.00",
  lineTotal: "26.00",
  options: [{ group: "Size", name: "Large", priceDelta: "3.00" }],
};

/** Three orders to prepare, as the server sends them to the kitchen role: placed out of order. */
const older = testMerchantOrder({
  id: "aaaa1111-0000-4000-8000-000000000001",
  status: "confirmed",
  createdAt: "2026-11-24T15:00:00.000Z",
  fulfilment: "pickup",
  scheduledFor: "2026-11-24T23:30:00.000Z",
  notes: "No basil, please",
  totalAmount: "26.00",
  subtotal: "26.00",
  orderItems: [pizza],
});
const newer = testMerchantOrder({
  id: "bbbb2222-0000-4000-8000-000000000002",
  status: "pending",
  createdAt: "2026-11-24T15:20:00.000Z",
  totalAmount: "41.75",
  orderItems: [{ ...pizza, id: "i2", productName: "Diavola", quantity: 1, lineTotal: "13.00" }],
});
const cooking = testMerchantOrder({
  id: "cccc3333-0000-4000-8000-000000000003",
  status: "processing",
  createdAt: "2026-11-24T15:10:00.000Z",
  orderItems: [{ ...pizza, id: "i3", productName: "Calzone", quantity: 3 }],
});

const list = (status: string) => `GET /api/merchant/orders/detailed?status=${status}&limit=200`;

function serveQueue() {
  return mockFetch({
    [list("pending")]: { json: [asKitchen(newer)] },
    [list("confirmed")]: { json: [asKitchen(older)] },
    [list("processing")]: { json: [asKitchen(cooking)] },
    "GET /api/merchant/trading": { json: testTrading() },
    [`PATCH /api/merchant/orders/${newer.id}/status`]: { json: { ...asKitchen(newer), status: "confirmed" } },
  });
}

describe("the kitchen's queue", () => {
  it("lists the orders to prepare oldest first: number, fulfilment, slot, items with their choices, notes", async () => {
    serveQueue();
    renderApp(<KitchenQueue />, { path: "/kitchen" });
    const cards = await screen.findAllByTestId("kitchen-order");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Order #aaaa1111",
      "Order #cccc3333",
      "Order #bbbb2222",
    ]);
    const first = cards[0]!;
    expect(within(first).getByTestId("kitchen-fulfilment").textContent).toBe("Pickup · For Tue 6:30 PM");
    expect(within(first).getByTestId("kitchen-item").textContent).toBe("2 × MargheritaSize: Large");
    expect(within(first).getByTestId("kitchen-notes").textContent).toContain("No basil, please");
    expect(within(cards[2]!).getByTestId("kitchen-fulfilment").textContent).toBe(
      "Delivery · As soon as possible",
    );
    // Each order's next step is one tap: confirm, start preparing, send it out.
    expect(cards.map((card) => within(card).getAllByRole("button")[0]!.textContent)).toEqual([
      "Start preparing",
      "Out for delivery",
      "Confirm",
    ]);
    // Nothing of money or of the customer's contact details.
    const text = document.body.textContent ?? "";
    expect(text).not.toMatch(/\$|26\.00|41\.75/);
    expect(text).not.toContain("555 010 0199");
    expect(text).not.toContain("Analytical Street");
  });

  it("moves an order on with one tap, through the status route", async () => {
    const { requests } = serveQueue();
    const { user } = renderApp(<KitchenQueue />, { path: "/kitchen" });
    await user.click(await screen.findByRole("button", { name: "Confirm: Order #bbbb2222" }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === "PATCH")).toEqual({
        method: "PATCH",
        url: `/api/merchant/orders/${newer.id}/status`,
        body: { status: "confirmed" },
      }),
    );
    expect(await screen.findByText("Order #bbbb2222 is now Confirmed.")).toBeTruthy();
  });

  it("says so when there is nothing to prepare", async () => {
    mockFetch({
      [list("pending")]: { json: [] },
      [list("confirmed")]: { json: [] },
      [list("processing")]: { json: [] },
      "GET /api/merchant/trading": { json: testTrading() },
    });
    renderApp(<KitchenQueue />, { path: "/kitchen" });
    expect(await screen.findByText("Nothing to prepare")).toBeTruthy();
  });

  it("shows a failed load with the server's words and a way to try again", async () => {
    mockFetch({
      [list("pending")]: { status: 403, body: { message: "You do not have permission to see orders." } },
      [list("confirmed")]: { json: [] },
      [list("processing")]: { json: [] },
      "GET /api/merchant/trading": { json: testTrading() },
    });
    renderApp(<KitchenQueue />, { path: "/kitchen" });
    expect(await screen.findByText("You do not have permission to see orders.")).toBeTruthy();
    screen.getByRole("button", { name: "Try Again" });
  });
});

describe("the kitchen's ticket", () => {
  it("prints the order to cook without any amount or the customer's phone and address", () => {
    renderApp(
      <OrderTicket
        order={asKitchen(older)}
        store={{ name: "Bella Napoli", phone: null, address: null }}
        format="receipt"
        timeZone="America/New_York"
      />,
    );
    const ticket = screen.getByTestId("order-ticket");
    expect(ticket.textContent).toContain("2 × Margherita");
    expect(ticket.textContent).toContain("No basil, please");
    expect(ticket.textContent).toContain("Ada Lovelace");
    expect(ticket.textContent).not.toMatch(/\$|Total|Subtotal|CASH/);
    expect(ticket.textContent).not.toContain("555 010 0199");
    expect(ticket.textContent).not.toContain("Analytical Street");
    expect(screen.queryByRole("region", { name: "Amount" })).toBeNull();
  });
});
