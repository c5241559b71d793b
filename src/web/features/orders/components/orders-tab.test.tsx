import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "#contracts/payments";
import { heldReply, mockFetch } from "#tests/web/fetch";
import { testMerchantOrder, testOrderCounts } from "#tests/web/merchant-orders";
import { renderApp } from "#tests/web/render";
import { testTrading } from "#tests/web/trading";
import { OrdersTab } from "./orders-tab";

const LIST = "/api/merchant/orders/detailed";
/** A pickup for 18:30 on Tuesday in New York (already Wednesday in UTC), and a delivery as soon as possible. */
const PICKUP = testMerchantOrder({
  id: "aaaaaaaa-1111-4222-8333-944455556666",
  fulfilment: "pickup",
  scheduledFor: "2026-11-24T23:30:00.000Z",
  discountCode: "WELCOME10",
  discountAmount: "1.50",
});
const DELIVERY = testMerchantOrder({ id: "bbbbbbbb-1111-4222-8333-944455556666" });

function orders() {
  return mockFetch({
    "GET /api/merchant/orders/counts": { json: testOrderCounts({ all: 2, pending: 2, scheduledToday: 1 }) },
    "GET /api/merchant/trading": { json: testTrading({ timeZone: "America/New_York" }) },
    [`GET ${LIST}?limit=50`]: { json: [DELIVERY, PICKUP] },
    [`GET ${LIST}?sort=scheduled&limit=50`]: { json: [PICKUP, DELIVERY] },
    [`GET ${LIST}?schedule=today&sort=scheduled&limit=50`]: { json: [PICKUP] },
  });
}

const cards = () => screen.getAllByTestId("order-card");
const exportLink = () => screen.getByRole("link", { name: "Export CSV" });

describe("the Orders tab", () => {
  it("badges each order Pickup or Delivery, with a slot in the store's time zone", async () => {
    orders();
    renderApp(<OrdersTab sound={false} onSoundChange={() => {}} />);
    await screen.findAllByTestId("order-card");
    const [delivery, pickup] = cards().map((card) => within(card));
    expect(delivery!.getByTestId("order-fulfilment").textContent?.trim()).toBe("Delivery");
    expect(delivery!.queryByTestId("order-slot")).toBeNull();
    expect(pickup!.getByTestId("order-fulfilment").textContent?.trim()).toBe("Pickup");
    // The code an order used, at a glance.
    expect(pickup!.getByTestId("order-discount-code").textContent?.trim()).toBe("WELCOME10");
    expect(delivery!.queryByTestId("order-discount-code")).toBeNull();
    // Read in New York once the store's settings are there, whatever the device's zone.
    await waitFor(() =>
      expect(pickup!.getByTestId("order-slot").textContent?.trim()).toBe("For Tue 6:30 PM"),
    );
  });

  it("highlights and politely announces an order that arrived while the tab was open, until the merchant acts on it", async () => {
    orders();
    const arrived = {
      id: DELIVERY.id,
      trackingCode: DELIVERY.trackingCode,
      totalAmount: "15.00",
      orderType: "regular" as const,
      customerName: "Ada Lovelace",
      createdAt: DELIVERY.createdAt,
    };
    const seen: string[] = [];
    const { user } = renderApp(
      <OrdersTab sound={false} onSoundChange={() => {}} fresh={[arrived]} onSeen={(id) => seen.push(id)} />,
    );
    await screen.findAllByTestId("order-card");
    const region = screen.getByRole("status", { name: "" });
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(screen.getByTestId("new-order-announcement").textContent).toBe(
      "New order received: Order #bbbbbbbb from Ada Lovelace: $15.00",
    );
    const [fresh, older] = cards();
    expect(fresh!.dataset.fresh).toBe("true");
    expect(within(fresh!).getByText("New")).toBeTruthy();
    expect(older!.dataset.fresh).toBeUndefined();
    await user.click(within(fresh!).getByRole("button", { name: "Details" }));
    expect(seen).toEqual([DELIVERY.id]);
  });

  it("sorts by scheduled time, and the export follows", async () => {
    const { requests } = orders();
    const { user } = renderApp(<OrdersTab sound={false} onSoundChange={() => {}} />);
    await screen.findAllByTestId("order-card");
    expect(exportLink().getAttribute("href")).toBe("/api/merchant/orders/export");
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Newest", "Scheduled time"]);
    await user.selectOptions(sort, "Scheduled time");
    await waitFor(() => expect(cards()[0]!.dataset.orderId).toBe(PICKUP.id));
    expect(requests.map((r) => r.url)).toContain(`${LIST}?sort=scheduled&limit=50`);
    expect(exportLink().getAttribute("href")).toBe("/api/merchant/orders/export?sort=scheduled");
  });

  it("filters today's schedule by time, with its count on the chip", async () => {
    orders();
    const { user } = renderApp(<OrdersTab sound={false} onSoundChange={() => {}} />);
    const chip = await screen.findByRole("button", { name: /Today's schedule/ });
    await waitFor(() => expect(within(chip).getByTestId("count-scheduledToday").textContent).toBe("1"));
    await user.click(chip);
    expect(chip.getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]!.dataset.orderId).toBe(PICKUP.id);
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveProperty("value", "scheduled");
    expect(exportLink().getAttribute("href")).toBe(
      "/api/merchant/orders/export?schedule=today&sort=scheduled",
    );
  });

  it("cancels the selected orders with one note, waits, says how it went and clears the selection", async () => {
    const COMPLETED = testMerchantOrder({ id: "cccccccc-1111-4222-8333-944455556666", status: "completed" });
    const held = heldReply();
    const { requests } = mockFetch({
      "GET /api/merchant/orders/counts": { json: testOrderCounts({ all: 3, pending: 2, completed: 1 }) },
      "GET /api/merchant/trading": { json: testTrading() },
      [`GET ${LIST}?limit=50`]: { json: [DELIVERY, PICKUP, COMPLETED] },
      "POST /api/merchant/orders/bulk-status": held.reply,
    });
    const { user } = renderApp(<OrdersTab sound={false} onSoundChange={() => {}} />);
    await screen.findAllByTestId("order-card");
    const selectAll = screen.getByRole("checkbox", { name: "Select all 3 shown" });
    await user.click(selectAll);
    expect(screen.getByTestId("selected-orders").textContent).toBe("3 selected");
    // One unticked: the select-all box is then neither on nor off.
    await user.click(screen.getByRole("checkbox", { name: "Select Order #cccccccc" }));
    expect(selectAll).toHaveProperty("indeterminate", true);
    await user.click(screen.getByRole("checkbox", { name: "Select Order #cccccccc" }));
    await user.click(screen.getByRole("button", { name: "Cancel selected" }));

    const dialog = within(screen.getByRole("dialog"));
    dialog.getByRole("heading", { name: "Cancel 3 orders?" });
    // A completed order among them: were its goods returned? Off until the merchant says so.
    const restock = dialog.getByRole("checkbox", { name: "Returned to stock" });
    expect(restock).toHaveProperty("checked", false);
    await user.click(restock);
    await user.type(dialog.getByLabelText("Note"), "Fake orders from one address");
    await user.click(dialog.getByRole("button", { name: "Cancel 3 orders" }));
    await waitFor(() =>
      expect(dialog.getByRole("button", { name: "Cancel 3 orders" })).toHaveProperty("disabled", true),
    );
    expect(requests.at(-1)).toEqual({
      method: "POST",
      url: "/api/merchant/orders/bulk-status",
      body: {
        ids: [DELIVERY.id, PICKUP.id, COMPLETED.id],
        status: "cancelled",
        notes: "Fake orders from one address",
        restock: true,
      },
    });
    held.release({
      json: {
        status: "cancelled",
        changed: [DELIVERY.id, PICKUP.id],
        unchanged: [{ id: COMPLETED.id, message: "Already cancelled" }],
      },
    });
    const toast = await screen.findByTestId("toast");
    expect(toast.textContent).toContain("2 orders cancelled");
    expect(toast.textContent).toContain("1 could not be: Order #cccccccc: Already cancelled.");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByTestId("selected-orders")).toBeNull();
    // The list is fetched again.
    await waitFor(() =>
      expect(requests.filter((r) => r.url === `${LIST}?limit=50`).length).toBeGreaterThan(1),
    );
  });

  it("says when nothing is scheduled for today", async () => {
    mockFetch({
      "GET /api/merchant/orders/counts": { json: testOrderCounts() },
      "GET /api/merchant/trading": { json: testTrading() },
      [`GET ${LIST}?limit=50`]: { json: [] },
      [`GET ${LIST}?schedule=today&sort=scheduled&limit=50`]: { json: [] },
    });
    const { user } = renderApp(<OrdersTab sound={false} onSoundChange={() => {}} />);
    await screen.findByText("No orders yet");
    await user.click(screen.getByRole("button", { name: /Today's schedule/ }));
    await screen.findByText("Nothing scheduled for today");
  });

  it("badges each order's payment, and lists the card orders awaiting payment under their own filter", async () => {
    const CARD = testMerchantOrder({
      id: "dddddddd-1111-4222-8333-944455556666",
      paymentMethod: "card",
      paymentStatus: "paid",
      amountPaid: "15.00",
    });
    const WAITING = testMerchantOrder({
      id: "eeeeeeee-1111-4222-8333-944455556666",
      paymentMethod: "card",
      paymentStatus: "awaiting_payment",
    });
    const { requests } = mockFetch({
      "GET /api/merchant/orders/counts": {
        json: testOrderCounts({ all: 2, pending: 2, awaitingPayment: 1 }),
      },
      "GET /api/merchant/trading": { json: testTrading() },
      [`GET ${LIST}?limit=50`]: { json: [CARD, DELIVERY] },
      [`GET ${LIST}?paymentStatus=awaiting_payment&limit=50`]: { json: [WAITING] },
    });
    const { user } = renderApp(<OrdersTab sound={false} onSoundChange={() => {}} />);
    await screen.findAllByTestId("order-card");
    expect(cards().map((card) => within(card).getByTestId("order-payment").textContent)).toEqual([
      "Card · Paid",
      "Cash · Unpaid",
    ]);
    const chip = screen.getByRole("button", { name: /Awaiting payment/ });
    await waitFor(() => expect(within(chip).getByTestId("count-awaitingPayment").textContent).toBe("1"));
    await user.click(chip);
    await waitFor(() => expect(cards().map((card) => card.dataset.orderId)).toEqual([WAITING.id]));
    expect(within(cards()[0]!).getByTestId("order-payment").textContent).toBe("Card · Awaiting payment");
    expect(requests.map((r) => r.url)).toContain(`${LIST}?paymentStatus=awaiting_payment&limit=50`);
    expect(exportLink().getAttribute("href")).toBe(
      "/api/merchant/orders/export?paymentStatus=awaiting_payment",
    );
  });

  it("cancelling paid card orders among others says they are cancelled on their own", async () => {
    const ONE = testMerchantOrder({
      id: "11111111-1111-4222-8333-944455556666",
      totalAmount: "20.00",
      paymentMethod: "card",
      paymentStatus: "paid",
      amountPaid: "20.00",
    });
    const { requests } = mockFetch({
      "GET /api/merchant/orders/counts": { json: testOrderCounts({ all: 2, pending: 2 }) },
      "GET /api/merchant/trading": { json: testTrading() },
      [`GET ${LIST}?limit=50`]: { json: [ONE, DELIVERY] },
      "POST /api/merchant/orders/bulk-status": {
        json: {
          status: "cancelled",
          changed: [DELIVERY.id],
          unchanged: [{ id: ONE.id, message: PAYMENT_MESSAGES.bulkCancelPaid }],
        },
      },
    });
    const { user } = renderApp(<OrdersTab sound={false} onSoundChange={() => {}} />);
    await screen.findAllByTestId("order-card");
    await user.click(screen.getByRole("checkbox", { name: "Select all 2 shown" }));
    await user.click(screen.getByRole("button", { name: "Cancel selected" }));
    const dialog = within(screen.getByRole("dialog"));
    expect(dialog.getByRole("note").textContent).toBe(
      "1 of these is paid by card and stays as it is: cancel it on its own, from Manage, to choose whether to refund the customer.",
    );
    await user.click(dialog.getByRole("button", { name: "Cancel 2 orders" }));
    expect((await screen.findByTestId("toast")).textContent).toContain(PAYMENT_MESSAGES.bulkCancelPaid);
    expect(requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      { ids: [ONE.id, DELIVERY.id], status: "cancelled", notes: null, restock: false },
    ]);
  });
});
