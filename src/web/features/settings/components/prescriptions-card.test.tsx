import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testTrading } from "#tests/web/trading";
import { PrescriptionsCard } from "./prescriptions-card";

const TRADING = "/api/merchant/trading";

describe("the Settings tab's prescriptions card", () => {
  it("shows the saved setting and saves the switch's new state", async () => {
    const settings = testTrading({ prescriptionsWhileClosed: true });
    const { requests } = mockFetch({
      [`GET ${TRADING}`]: { json: settings },
      [`PUT ${TRADING}`]: { json: { ...settings, prescriptionsWhileClosed: false } },
    });
    const { user } = renderApp(<PrescriptionsCard />);
    const toggle = await screen.findByRole("switch", { name: "Accept prescriptions while closed" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "Save prescriptions" }));
    expect(await screen.findByText("Prescriptions saved")).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([
      { prescriptionsWhileClosed: false },
    ]);
    expect(
      screen.getByRole("switch", { name: "Accept prescriptions while closed" }).getAttribute("aria-checked"),
    ).toBe("false");
  });
});
