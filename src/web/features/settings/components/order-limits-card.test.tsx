import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORDER_LIMIT_DEFAULTS } from "#contracts/order-limits";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { OrderLimitsCard } from "./order-limits-card";

const URL = "/api/merchant/order-limits";

describe("the Settings tab's order limits", () => {
  it("shows the store's limits, refuses a value out of bounds, and saves a change with the release on", async () => {
    const { requests } = mockFetch({
      [`GET ${URL}`]: { json: ORDER_LIMIT_DEFAULTS },
      [`PUT ${URL}`]: {
        json: { ...ORDER_LIMIT_DEFAULTS, maxPerProduct: 5, releaseUnconfirmedAfterMinutes: 90 },
      },
    });
    const { user } = renderApp(<OrderLimitsCard />);
    const perProduct = await screen.findByLabelText("Most of one product per order");
    expect((perProduct as HTMLInputElement).value).toBe("20");
    expect(screen.queryByLabelText("Minutes after the order is due")).toBeNull();

    await user.clear(perProduct);
    await user.type(perProduct, "2.5");
    await user.click(screen.getByRole("button", { name: "Save order limits" }));
    expect(await screen.findByText("Enter a whole number from 1 to 10,000")).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT")).toEqual([]);

    await user.clear(perProduct);
    await user.type(perProduct, "5");
    await user.click(screen.getByRole("switch", { name: "Cancel unconfirmed orders" }));
    const minutes = screen.getByLabelText("Minutes after the order is due");
    await user.clear(minutes);
    await user.type(minutes, "90");
    await user.click(screen.getByRole("button", { name: "Save order limits" }));
    expect(await screen.findByText("Order limits saved")).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([
      { maxPerProduct: 5, maxUnitsPerOrder: 100, holdSharePercent: 50, releaseUnconfirmedAfterMinutes: 90 },
    ]);
  });
});
