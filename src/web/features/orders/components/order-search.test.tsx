import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORDER_MANAGEMENT_MESSAGES } from "#contracts/order-management";
import { mockFetch } from "#tests/web/fetch";
import { testMerchantOrder, testOrderCounts } from "#tests/web/merchant-orders";
import { renderApp } from "#tests/web/render";
import { testTrading } from "#tests/web/trading";
import { OrdersTab } from "./orders-tab";

const LIST = "/api/merchant/orders/detailed";
// Shown as "Order #c8765f61" here, "#C35A37D6" on the customer's success page, tracked as 38AD7F93.
const ORDER = testMerchantOrder({ id: "c8765f61-0d2e-4a7b-9c1d-2e3fc35a37d6", trackingCode: "38AD7F93" });
const OTHER = testMerchantOrder({ id: "1f2e3d4c-5b6a-4789-8abc-def012345678", trackingCode: "77EE0011" });

function orders() {
  return mockFetch({
    "GET /api/merchant/orders/counts": { json: testOrderCounts({ all: 2, pending: 2 }) },
    "GET /api/merchant/trading": { json: testTrading() },
    [`GET ${LIST}?limit=50`]: { json: [ORDER, OTHER] },
    [`GET ${LIST}?q=C35A37D6&limit=50`]: { json: [ORDER] },
    [`GET ${LIST}?q=deadbeef&limit=50`]: { json: [] },
  });
}

const cards = () => screen.getAllByTestId("order-card");
const search = () => screen.getByRole("searchbox", { name: "Find an order" });

describe("the Orders tab's search", () => {
  it("shows each order's three numbers and finds it by the success page's, '#' and all", async () => {
    const { requests } = orders();
    const { user } = renderApp(<OrdersTab sound={false} onSoundChange={() => {}} />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const card = within(cards()[0]!);
    expect(card.getByRole("heading", { name: "Order #c8765f61" })).toBeTruthy();
    expect(card.getByTestId("order-numbers").textContent).toBe(
      "Customer's number #C35A37D6 · Tracking code 38AD7F93",
    );

    await user.click(search());
    await user.paste("#C35A37D6");
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]!.dataset.orderId).toBe(ORDER.id);
    // One request for the whole number: the box waits until typing stops.
    expect(requests.filter((r) => r.url.includes("q=")).map((r) => r.url)).toEqual([
      `${LIST}?q=C35A37D6&limit=50`,
    ]);
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/merchant/orders/export?q=C35A37D6",
    );
  });

  it("says when no order has the number, and what can be searched", async () => {
    orders();
    const { user } = renderApp(<OrdersTab sound={false} onSoundChange={() => {}} />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(search());
    await user.paste("deadbeef ");
    expect(await screen.findByText("No order has the number “deadbeef”")).toBeTruthy();
  });

  it("tells what a number is made of instead of sending what can be none", async () => {
    const { requests } = orders();
    const { user } = renderApp(<OrdersTab sound={false} onSoundChange={() => {}} />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(search());
    await user.paste("Ann Buyer");
    expect(await screen.findByText(ORDER_MANAGEMENT_MESSAGES.search)).toBeTruthy();
    expect(search().getAttribute("aria-invalid")).toBe("true");
    expect(requests.some((r) => r.url.includes("q="))).toBe(false);
    expect(cards()).toHaveLength(2);
  });
});
