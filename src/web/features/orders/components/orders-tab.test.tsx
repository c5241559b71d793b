import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "#tests/web/fetch";
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
    await waitFor(() => expect(pickup!.getByTestId("order-slot").textContent?.trim()).toBe("For Tue 18:30"));
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
});
