import { describe, expect, it } from "vitest";
import { englishText } from "./i18n/english";
import {
  orderRefusal,
  overlappingRanges,
  storeClockText,
  type TTradingHours,
  tradingLine,
  tradingState,
} from "./trading-hours";

const NEW_YORK = "America/New_York";
const hours = (overrides: Partial<TTradingHours>): TTradingHours => ({
  timeZone: NEW_YORK,
  openingHours: [],
  closures: [],
  pausedUntil: null,
  ...overrides,
});
const at = (iso: string) => Date.parse(iso);
const everyDay = (opens: string, closes: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens, closes }));
// A 24-hour store (Britain's formats) unless a test says otherwise; a US store reads 12 hours (issue 45).
const line = (h: TTradingHours, iso: string, locale = "en-GB") =>
  tradingLine(tradingState(h, at(iso)), locale, englishText);

describe("trading hours", () => {
  it("is open around the clock when no hours are set", () => {
    const state = tradingState(hours({}), at("2026-05-05T03:00:00Z"));
    expect(state).toMatchObject({ openNow: true, changesAt: null, closesAt: null });
    expect(tradingLine(state, "en-GB", englishText)).toBe("Open now");
  });

  it("says when it closes and when it opens, in the store's time zone", () => {
    const h = hours({ openingHours: [{ day: 2, opens: "09:00", closes: "22:00" }] });
    // Tuesday 2026-05-05, 12:00 in New York (EDT, UTC-4).
    expect(line(h, "2026-05-05T16:00:00Z")).toBe("Open now · closes 22:00");
    expect(line(h, "2026-05-06T02:30:00Z")).toBe("Closed · opens Tue 09:00");
    expect(line(h, "2026-05-05T12:59:00Z")).toBe("Closed · opens Tue 09:00");
    expect(tradingState(h, at("2026-05-05T12:59:00Z")).changesAt).toBe(at("2026-05-05T13:00:00Z"));
  });

  it("keeps local hours on the spring-forward day (2026-03-08, EST to EDT)", () => {
    const h = hours({ openingHours: everyDay("09:00", "22:00") });
    // 09:00 EDT is 13:00Z that day (14:00Z the day before).
    expect(tradingState(h, at("2026-03-08T12:59:00Z")).openNow).toBe(false);
    expect(tradingState(h, at("2026-03-08T13:00:00Z")).openNow).toBe(true);
    expect(tradingState(h, at("2026-03-08T05:00:00Z")).changesAt).toBe(at("2026-03-08T13:00:00Z"));
    expect(tradingState(h, at("2026-03-08T20:00:00Z")).changesAt).toBe(at("2026-03-09T02:00:00Z"));
    expect(tradingState(h, at("2026-03-07T20:00:00Z")).changesAt).toBe(at("2026-03-08T03:00:00Z"));
  });

  it("opens at the jump when its opening time is skipped (02:30 on 2026-03-08)", () => {
    const h = hours({ openingHours: [{ day: 0, opens: "02:30", closes: "05:00" }] });
    const state = tradingState(h, at("2026-03-08T06:30:00Z")); // 01:30 EST
    expect(state.openNow).toBe(false);
    expect(state.changesAt).toBe(at("2026-03-08T07:00:00Z")); // 03:00 EDT
    expect(tradingState(h, at("2026-03-08T07:00:00Z")).openNow).toBe(true);
  });

  it("keeps local hours on the fall-back day (2026-11-01, EDT to EST)", () => {
    const h = hours({ openingHours: everyDay("09:00", "22:00") });
    // 09:00 EST is 14:00Z on 2026-11-01 (13:00Z the day before).
    expect(tradingState(h, at("2026-10-31T13:00:00Z")).openNow).toBe(true);
    expect(tradingState(h, at("2026-11-01T13:30:00Z")).openNow).toBe(false);
    expect(tradingState(h, at("2026-11-01T14:00:00Z")).openNow).toBe(true);
    expect(tradingState(h, at("2026-11-01T04:00:00Z")).changesAt).toBe(at("2026-11-01T14:00:00Z"));
    expect(tradingState(h, at("2026-11-01T20:00:00Z")).changesAt).toBe(at("2026-11-02T03:00:00Z"));
  });

  it("closes a range held twice on the fall-back night at its first 01:30", () => {
    const h = hours({ openingHours: [{ day: 6, opens: "20:00", closes: "01:30" }] });
    const state = tradingState(h, at("2026-11-01T03:00:00Z")); // Sat 23:00 EDT
    expect(state).toMatchObject({ openNow: true, closesAt: { day: 0, time: "01:30" } });
    expect(state.changesAt).toBe(at("2026-11-01T05:30:00Z")); // 01:30 EDT, the first one
  });

  it("runs an overnight range 18:00-02:00 into the next day", () => {
    const h = hours({ openingHours: [{ day: 5, opens: "18:00", closes: "02:00" }] });
    // Friday 2026-05-08 18:00 EDT = 22:00Z; Saturday 01:30 EDT = 05:30Z.
    expect(line(h, "2026-05-08T21:00:00Z")).toBe("Closed · opens Fri 18:00");
    expect(line(h, "2026-05-08T23:00:00Z")).toBe("Open now · closes 02:00");
    expect(line(h, "2026-05-09T05:30:00Z")).toBe("Open now · closes 02:00");
    expect(line(h, "2026-05-09T06:30:00Z")).toBe("Closed · opens Fri 18:00");
  });

  it("stays closed on a closure date and says when it opens after it", () => {
    const h = hours({ openingHours: everyDay("09:00", "17:00"), closures: ["2026-12-25"] });
    const state = tradingState(h, at("2026-12-25T16:00:00Z")); // Fri 11:00 EST
    expect(state.openNow).toBe(false);
    expect(tradingLine(state, "en-GB", englishText)).toBe("Closed · opens Sat 09:00");
    // A US store reads its clock in 12 hours (issue 45).
    expect(tradingLine(state, "en-US", englishText)).toBe("Closed · opens Sat 9:00 AM");
    expect(tradingState(h, at("2026-12-24T16:00:00Z")).closesAt).toEqual({ day: 4, time: "17:00" });
  });

  it("closes a whole date for a store without hours", () => {
    const h = hours({ closures: ["2026-12-25"] });
    expect(tradingState(h, at("2026-12-25T16:00:00Z")).openNow).toBe(false);
    expect(line(h, "2026-12-24T16:00:00Z")).toBe("Open now · closes 00:00");
    expect(line(h, "2026-12-25T16:00:00Z")).toBe("Closed · opens Sat 00:00");
    // A closure a month away is not "closes 00:00" tonight; the next change is still known.
    expect(line(h, "2026-11-24T16:00:00Z")).toBe("Open now");
    expect(tradingState(h, at("2026-11-24T16:00:00Z")).changesAt).toBe(at("2026-12-25T05:00:00Z"));
    expect(tradingState(hours({}), at("2026-11-24T16:00:00Z")).changesAt).toBeNull();
  });

  it("finds the opening after a closure of several weeks", () => {
    const closures = Array.from({ length: 40 }, (_, i) =>
      new Date(Date.UTC(2026, 6, 1 + i)).toISOString().slice(0, 10),
    );
    const h = hours({ openingHours: [{ day: 1, opens: "09:00", closes: "17:00" }], closures });
    expect(line(h, "2026-07-01T16:00:00Z")).toBe("Closed · opens Mon 09:00");
    expect(tradingState(h, at("2026-07-01T16:00:00Z")).changesAt).toBe(at("2026-08-10T13:00:00Z"));
  });

  it("is closed while paused, and opens when the pause ends", () => {
    const h = hours({ openingHours: everyDay("09:00", "22:00"), pausedUntil: "2026-05-05T00:30:00Z" });
    // Monday 2026-05-04 20:00 EDT; paused until 20:30.
    const state = tradingState(h, at("2026-05-05T00:00:00Z"));
    expect(state).toMatchObject({ openNow: false, paused: true, opensAt: { day: 1, time: "20:30" } });
    expect(orderRefusal("Corner Deli", h, at("2026-05-05T00:00:00Z"), "en-GB")).toBe(
      "Corner Deli is not taking orders right now. Try again after 20:30.",
    );
    expect(tradingState(h, at("2026-05-05T00:30:00Z")).openNow).toBe(true);
    expect(orderRefusal("Corner Deli", h, at("2026-05-05T00:30:00Z"), "en-GB")).toBeNull();
  });

  it("says when a closed store opens", () => {
    const h = hours({ openingHours: [{ day: 2, opens: "09:00", closes: "17:00" }] });
    expect(orderRefusal("Corner Deli", h, at("2026-05-05T22:00:00Z"), "en-GB")).toBe(
      "Corner Deli is closed right now. It opens Tue 09:00.",
    );
    expect(orderRefusal("Corner Deli", h, at("2026-05-05T22:00:00Z"), "en-US")).toBe(
      "Corner Deli is closed right now. It opens Tue 9:00 AM.",
    );
  });

  it("finds overlapping ranges, across midnight and from Saturday into Sunday", () => {
    expect(overlappingRanges(everyDay("09:00", "17:00"))).toBeNull();
    expect(
      overlappingRanges([
        { day: 1, opens: "09:00", closes: "12:00" },
        { day: 1, opens: "11:00", closes: "14:00" },
      ]),
    ).not.toBeNull();
    expect(
      overlappingRanges([
        { day: 1, opens: "18:00", closes: "02:00" },
        { day: 2, opens: "01:00", closes: "05:00" },
      ]),
    ).not.toBeNull();
    expect(
      overlappingRanges([
        { day: 6, opens: "18:00", closes: "02:00" },
        { day: 0, opens: "01:00", closes: "05:00" },
      ]),
    ).not.toBeNull();
    expect(
      overlappingRanges([
        { day: 1, opens: "18:00", closes: "02:00" },
        { day: 2, opens: "02:00", closes: "05:00" },
      ]),
    ).toBeNull();
  });
});

describe("an instant on the store's clock (issue 45)", () => {
  it("reads the store's weekday and time in its formats, daylight saving included, whatever the reader's zone", () => {
    // 23:30 UTC on Tuesday 24 November: 18:30 in New York (EST), 00:30 Wednesday in Paris.
    expect(storeClockText("2026-11-24T23:30:00.000Z", "America/New_York", "en-US")).toBe("Tue 6:30 PM");
    expect(storeClockText("2026-11-24T23:30:00.000Z", "Europe/Paris", "en-FR")).toBe("Wed 00:30");
    // In July New York is on EDT (UTC-4).
    expect(storeClockText("2026-07-07T22:30:00.000Z", "America/New_York", "en-US")).toBe("Tue 6:30 PM");
    expect(storeClockText("2026-11-24T05:05:00.000Z", "America/New_York", "en-US")).toBe("Tue 12:05 AM");
    expect(storeClockText("2026-11-24T05:05:00.000Z", "America/New_York", "en-GB")).toBe("Tue 00:05");
    expect(storeClockText("2026-11-24T23:30:00.000Z", "America/New_York", "en-US", "date")).toBe(
      "Tue, Nov 24, 6:30 PM",
    );
    expect(storeClockText("2026-11-24T23:30:00.000Z", "Asia/Tokyo", "en-JP", "date")).toBe(
      "Wed, Nov 25, 08:30",
    );
    expect(storeClockText("2026-11-24T23:30:00.000Z", "America/New_York", "en-US", "time")).toBe("6:30 PM");
    // A zone this runtime does not know reads as UTC.
    expect(storeClockText("2026-11-24T23:30:00.000Z", "Mars/Olympus", "en-US")).toBe("Tue 11:30 PM");
  });
});
