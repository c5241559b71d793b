import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { testTrading } from "#tests/web/trading";
import type { TradingSettings } from "../api/trading";
import { FulfilmentCard } from "./fulfilment-card";
import { TradingHoursCard } from "./trading-hours-card";

const TRADING = "/api/merchant/trading";
const ROUND_THE_CLOCK: TradingSettings = testTrading({
  fulfilment: { delivery: true, pickup: false },
  scheduledOrders: { enabled: false, slotMinutes: 30, leadMinutes: 30, daysAhead: 2, ordersPerSlot: null },
});

describe("the Settings tab's opening hours", () => {
  it("sets the same hours for the week, a closed day, and saves them in the API's order", async () => {
    const { requests } = mockFetch({
      [`GET ${TRADING}`]: { json: ROUND_THE_CLOCK },
      [`PUT ${TRADING}`]: (request) => ({ json: { ...ROUND_THE_CLOCK, ...(request.body as object) } }),
    });
    const { user } = renderApp(<TradingHoursCard />);
    expect(await screen.findByText(/No hours set: the store takes orders around the clock/)).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Time zone" })).toHaveProperty("value", "America/New_York");

    // No hours at all: every day reads open all day, as the store is (issue 42), not "Closed".
    expect(screen.getAllByText("Open 24 hours")).toHaveLength(7);
    expect(screen.queryByText("Closed")).toBeNull();

    const friday = within(screen.getByRole("group", { name: "Friday" }));
    await user.click(friday.getByRole("button", { name: "Add hours" }));
    // With hours on Friday only, the other days are days off.
    expect(within(screen.getByRole("group", { name: "Monday" })).getByText("Closed")).toBeTruthy();
    expect(screen.queryByText("Open 24 hours")).toBeNull();
    const closes = friday.getByLabelText("Friday closes");
    await user.clear(closes);
    await user.type(closes, "02:00");
    expect(friday.getByText("next day")).toBeTruthy();
    await user.click(friday.getByRole("button", { name: "Same hours every day" }));
    expect(
      within(screen.getByRole("group", { name: "Monday" })).getByLabelText("Monday closes"),
    ).toHaveProperty("value", "02:00");

    await user.type(screen.getByLabelText("A holiday or a day off"), "2026-12-25");
    await user.click(screen.getByRole("button", { name: "Add closed day" }));
    expect(screen.getByRole("button", { name: "Remove closed day 2026-12-25" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Save hours" }));
    await waitFor(() => expect(requests.some((r) => r.method === "PUT")).toBe(true));
    const sent = requests.find((r) => r.method === "PUT")!.body as TradingSettings;
    expect(sent.timeZone).toBe("America/New_York");
    expect(sent.closures).toEqual(["2026-12-25"]);
    expect(sent.openingHours.map((r) => `${r.day} ${r.opens}-${r.closes}`)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((day) => `${day} 09:00-02:00`),
    );
    expect(await screen.findByText("Opening hours saved")).toBeTruthy();
  });

  it("shows the server's reason when it refuses the hours", async () => {
    mockFetch({
      [`GET ${TRADING}`]: { json: ROUND_THE_CLOCK },
      [`PUT ${TRADING}`]: {
        status: 400,
        body: { message: "Monday's hours overlap: 09:00-17:00 and 12:00-20:00" },
      },
    });
    const { user } = renderApp(<TradingHoursCard />);
    await user.click(await screen.findByRole("button", { name: "Save hours" }));
    expect(await screen.findByText("Save failed")).toBeTruthy();
    expect(screen.getByText("Monday's hours overlap: 09:00-17:00 and 12:00-20:00")).toBeTruthy();
  });

  it("pauses orders at once for 30 minutes, and resumes", async () => {
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    const { requests } = mockFetch({
      [`GET ${TRADING}`]: { json: ROUND_THE_CLOCK },
      [`PUT ${TRADING}`]: (request) => ({
        json: { ...ROUND_THE_CLOCK, pausedUntil: "pauseMinutes" in (request.body as object) ? until : null },
      }),
    });
    const { user } = renderApp(<TradingHoursCard />);
    expect(await screen.findByText("Taking orders.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Pause 30 min" }));
    expect(
      await screen.findByText(/^Paused until \d{1,2}:\d\d\s[AP]M: customers see the store as closed\.$/),
    ).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([{ pauseMinutes: 30 }]);
    await user.click(screen.getByRole("button", { name: "Resume now" }));
    expect(await screen.findByText("Taking orders.")).toBeTruthy();
    expect(requests.filter((r) => r.method === "PUT").map((r) => r.body)).toEqual([
      { pauseMinutes: 30 },
      { pausedUntil: null },
    ]);
  });

  it("keeps unsaved hours while another card saves or the store pauses", async () => {
    mockFetch({
      [`GET ${TRADING}`]: { json: ROUND_THE_CLOCK },
      [`PUT ${TRADING}`]: (request) => ({
        json: {
          ...ROUND_THE_CLOCK,
          ...(request.body as object),
          pausedUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
        },
      }),
    });
    const { user } = renderApp(
      <>
        <TradingHoursCard />
        <FulfilmentCard />
      </>,
    );
    const friday = within(await screen.findByRole("group", { name: "Friday" }));
    await user.click(friday.getByRole("button", { name: "Add hours" }));
    await user.click(await screen.findByRole("switch", { name: "Pickup" }));
    await user.click(screen.getByRole("button", { name: "Save pickup & delivery" }));
    expect(await screen.findByText("Pickup & delivery saved")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Pause 30 min" }));
    expect(await screen.findByText(/^Paused until/)).toBeTruthy();
    // Looked up afresh: a remounted form would have dropped the range.
    expect(screen.getByLabelText("Friday opens")).toHaveProperty("value", "09:00");
  });
});
