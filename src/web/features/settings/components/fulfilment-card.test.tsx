import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heldReply, mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testTrading } from "#tests/web/trading";
import type { TradingSettings } from "../api/trading";
import { FulfilmentCard } from "./fulfilment-card";

const TRADING = "/api/merchant/trading";
const SETTINGS: TradingSettings = testTrading({
  fulfilment: { delivery: true, pickup: false },
  scheduledOrders: { enabled: false, slotMinutes: 30, leadMinutes: 30, daysAhead: 2, ordersPerSlot: null },
});
const puts = (requests: { method: string; body: unknown }[]) =>
  requests.filter((r) => r.method === "PUT").map((r) => r.body);

describe("the Settings tab's pickup & delivery", () => {
  it("offers pickup too, sets the store-wide fee, and sends exactly the contract's fields", async () => {
    const held = heldReply();
    const { requests } = mockFetch({
      [`GET ${TRADING}`]: { json: SETTINGS },
      [`PUT ${TRADING}`]: held.reply,
    });
    const { user } = renderApp(<FulfilmentCard />);
    const delivery = await screen.findByRole("switch", { name: "Delivery" });
    const pickup = screen.getByRole("switch", { name: "Pickup" });
    expect(delivery.getAttribute("aria-checked")).toBe("true");
    expect(pickup.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText(/Zones set their own fees on the/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Delivery Zones" }).getAttribute("href")).toBe("/delivery-zones");

    await user.click(pickup);
    const fee = screen.getByLabelText("Delivery fee");
    await user.clear(fee);
    await user.type(fee, "3.5");
    await user.click(screen.getByRole("button", { name: "Save pickup & delivery" }));

    expect(await screen.findByRole("button", { name: "Saving..." })).toHaveProperty("disabled", true);
    expect(puts(requests)).toEqual([{ fulfilment: { delivery: true, pickup: true }, deliveryFee: "3.5" }]);
    held.release({
      json: { ...SETTINGS, fulfilment: { delivery: true, pickup: true }, deliveryFee: "3.50" },
    });
    expect(await screen.findByText("Pickup & delivery saved")).toBeTruthy();
    // The form starts again from what the server saved.
    expect(await screen.findByDisplayValue("3.50")).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Pickup" }).getAttribute("aria-checked")).toBe("true");
  });

  it("will not save with neither delivery nor pickup, and says why", async () => {
    const { requests } = mockFetch({ [`GET ${TRADING}`]: { json: SETTINGS } });
    const { user } = renderApp(<FulfilmentCard />);
    await user.click(await screen.findByRole("switch", { name: "Delivery" }));
    expect(screen.getByRole("alert").textContent).toBe("Offer delivery, pickup or both");
    const save = screen.getByRole("button", { name: "Save pickup & delivery" });
    expect(save).toHaveProperty("disabled", true);
    await user.click(save);
    expect(puts(requests)).toEqual([]);

    await user.click(screen.getByRole("switch", { name: "Pickup" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(save).toHaveProperty("disabled", false);
  });

  it("checks the fee before sending it", async () => {
    const { requests } = mockFetch({ [`GET ${TRADING}`]: { json: SETTINGS } });
    const { user } = renderApp(<FulfilmentCard />);
    const fee = await screen.findByLabelText("Delivery fee");
    await user.clear(fee);
    await user.type(fee, "3.999");
    await user.click(screen.getByRole("button", { name: "Save pickup & delivery" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter an amount like 3.50 (0 for free delivery)");
    expect(fee.getAttribute("aria-invalid")).toBe("true");
    expect(puts(requests)).toEqual([]);
  });

  it("shows the server's reason when it refuses", async () => {
    mockFetch({
      [`GET ${TRADING}`]: { json: SETTINGS },
      [`PUT ${TRADING}`]: {
        status: 400,
        body: { message: "deliveryFee must be an amount from 0 to 99999999.99, with at most 2 decimals" },
      },
    });
    const { user } = renderApp(<FulfilmentCard />);
    await user.click(await screen.findByRole("button", { name: "Save pickup & delivery" }));
    expect(await screen.findByText("Save failed")).toBeTruthy();
    expect(
      screen.getByText("deliveryFee must be an amount from 0 to 99999999.99, with at most 2 decimals"),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save pickup & delivery" })).toHaveProperty(
        "disabled",
        false,
      ),
    );
  });
});
