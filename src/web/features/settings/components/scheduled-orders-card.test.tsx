import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heldReply, mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testTrading } from "#tests/web/trading";
import type { TradingSettings } from "../api/trading";
import { ScheduledOrdersCard } from "./scheduled-orders-card";

const TRADING = "/api/merchant/trading";
const SETTINGS: TradingSettings = testTrading({
  fulfilment: { delivery: true, pickup: false },
  scheduledOrders: { enabled: false, slotMinutes: 30, leadMinutes: 30, daysAhead: 2, ordersPerSlot: null },
});
const puts = (requests: { method: string; body: unknown }[]) =>
  requests.filter((r) => r.method === "PUT").map((r) => r.body);

describe("the Settings tab's orders for later", () => {
  it("turns on slots with a cap and a longer preparation time, and sends exactly the contract's fields", async () => {
    const held = heldReply();
    const { requests } = mockFetch({
      [`GET ${TRADING}`]: { json: SETTINGS },
      [`PUT ${TRADING}`]: held.reply,
    });
    const { user } = renderApp(<ScheduledOrdersCard />);
    const enabled = await screen.findByRole("switch", { name: "Let customers schedule orders" });
    expect(enabled.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText("Also the pickup ready time")).toBeTruthy();
    expect(screen.getByLabelText("Orders per slot")).toHaveProperty("value", "");

    await user.click(enabled);
    await user.selectOptions(screen.getByLabelText("Slot length"), "15 minutes");
    const lead = screen.getByLabelText("Preparation time (minutes)");
    await user.clear(lead);
    await user.type(lead, "45");
    const days = screen.getByLabelText("Days ahead");
    await user.clear(days);
    await user.type(days, "7");
    await user.type(screen.getByLabelText("Orders per slot"), "10");
    await user.click(screen.getByRole("button", { name: "Save orders for later" }));

    expect(await screen.findByRole("button", { name: "Saving..." })).toHaveProperty("disabled", true);
    const scheduledOrders = {
      enabled: true,
      slotMinutes: 15,
      leadMinutes: 45,
      daysAhead: 7,
      ordersPerSlot: 10,
    };
    expect(puts(requests)).toEqual([{ scheduledOrders }]);
    held.release({ json: { ...SETTINGS, scheduledOrders } });
    expect(await screen.findByText("Orders for later saved")).toBeTruthy();
    expect(screen.getByLabelText("Orders per slot")).toHaveProperty("value", "10");
  });

  it("sends a blank orders per slot as no limit", async () => {
    const { requests } = mockFetch({
      [`GET ${TRADING}`]: {
        json: { ...SETTINGS, scheduledOrders: { ...SETTINGS.scheduledOrders, ordersPerSlot: 8 } },
      },
      [`PUT ${TRADING}`]: { json: SETTINGS },
    });
    const { user } = renderApp(<ScheduledOrdersCard />);
    const cap = await screen.findByLabelText("Orders per slot");
    expect(cap).toHaveProperty("value", "8");
    await user.clear(cap);
    await user.click(screen.getByRole("button", { name: "Save orders for later" }));
    expect(await screen.findByText("Orders for later saved")).toBeTruthy();
    expect(puts(requests)).toEqual([{ scheduledOrders: SETTINGS.scheduledOrders }]);
  });

  it("names the fields that are out of range, and sends nothing", async () => {
    const { requests } = mockFetch({ [`GET ${TRADING}`]: { json: SETTINGS } });
    const { user } = renderApp(<ScheduledOrdersCard />);
    const days = await screen.findByLabelText("Days ahead");
    await user.clear(days);
    await user.type(days, "15");
    await user.type(screen.getByLabelText("Orders per slot"), "0");
    await user.click(screen.getByRole("button", { name: "Save orders for later" }));
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      "Enter a whole number from 0 to 14",
      "Enter a whole number from 1 to 1000, or leave it blank for no limit",
    ]);
    expect(days.getAttribute("aria-invalid")).toBe("true");
    expect(puts(requests)).toEqual([]);
  });

  it("shows the server's reason when it refuses", async () => {
    mockFetch({
      [`GET ${TRADING}`]: { json: SETTINGS },
      [`PUT ${TRADING}`]: {
        status: 400,
        body: { message: "scheduledOrders.slotMinutes must be one of 15, 30, 60" },
      },
    });
    const { user } = renderApp(<ScheduledOrdersCard />);
    await user.click(await screen.findByRole("button", { name: "Save orders for later" }));
    expect(await screen.findByText("Save failed")).toBeTruthy();
    expect(screen.getByText("scheduledOrders.slotMinutes must be one of 15, 30, 60")).toBeTruthy();
  });

  it("says so when the settings cannot be loaded", async () => {
    mockFetch({
      [`GET ${TRADING}`]: { status: 500, body: { message: "Something went wrong. Please try again." } },
    });
    renderApp(<ScheduledOrdersCard />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Could not load orders for later: Something went wrong. Please try again.",
    );
  });
});
