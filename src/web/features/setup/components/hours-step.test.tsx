import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HOURS_PRESETS } from "#contracts/store-setup";
import { mockFetch } from "#tests/web/fetch";
import { NEW_OWNER, renderSetup, testProgress } from "#tests/web/first-run";
import { testTrading } from "#tests/web/trading";

const AT_HOURS = testProgress({ next: "hours", steps: { type: "done", catalog: "done" } });
const NEXT = testProgress({ next: "delivery" });

describe("when you are open (step 3)", () => {
  it("starts from the type's usual hours in the store's time zone, takes a change, and saves the week", async () => {
    const { requests } = mockFetch({
      "GET /api/user": { json: { ...NEW_OWNER, businessType: "pharmacy" } },
      "GET /api/setup": { json: AT_HOURS },
      "GET /api/merchant/trading": { json: testTrading({ timeZone: "America/New_York" }) },
      "PUT /api/merchant/trading": { json: testTrading() },
      "PUT /api/setup/steps/hours": { json: NEXT },
      "GET /api/delivery-zones": { json: [] },
      "GET /api/map-settings": { json: { tileUrl: "", defaultCenter: { lat: 40.71, lng: -74.01 } } },
    });
    const { user } = renderSetup();
    expect(await screen.findByTestId("setup-time-zone")).toHaveProperty(
      "textContent",
      " Times are in America/New York.",
    );
    expect(screen.getByLabelText("Monday opens")).toHaveProperty("value", "08:00");
    expect(screen.getByLabelText("Sunday closes")).toHaveProperty("value", "14:00");
    await user.click(screen.getByRole("button", { name: "Remove Sunday 09:00 to 14:00" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "How shoppers get it" })).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT")).toEqual([
      {
        method: "PUT",
        url: "/api/merchant/trading",
        body: { openingHours: HOURS_PRESETS.pharmacy.filter((range) => range.day !== 0) },
      },
      { method: "PUT", url: "/api/setup/steps/hours", body: { state: "done" } },
    ]);
  });

  it("shows the hours the store saved before, coming back to the step", async () => {
    mockFetch({
      "GET /api/user": { json: NEW_OWNER },
      "GET /api/setup": { json: AT_HOURS },
      "GET /api/merchant/trading": {
        json: testTrading({ openingHours: [{ day: 1, opens: "12:00", closes: "15:00" }] }),
      },
    });
    renderSetup("hours");
    expect(await screen.findByLabelText("Monday opens")).toHaveProperty("value", "12:00");
    expect(screen.queryByLabelText("Tuesday opens")).toBeNull();
  });
});
