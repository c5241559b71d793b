import { describe, expect, it } from "vitest";
import { storeDayTime } from "./store-time";

describe("an instant on the store's clock", () => {
  it("says the store's weekday and time in its formats, whatever the customer's zone", () => {
    expect(storeDayTime("2026-11-24T23:30:00.000Z", "America/New_York", "en-US")).toBe("Tue 6:30 PM");
    expect(storeDayTime("2026-11-24T23:30:00.000Z", "UTC", "en-GB")).toBe("Tue 23:30");
    expect(storeDayTime("2026-11-25T00:05:00.000Z", "Europe/Berlin", "en-DE")).toBe("Wed 01:05");
  });

  it("midnight is 12:00 AM in a US store, 00:00 elsewhere, and an unknown zone falls back to UTC", () => {
    expect(storeDayTime("2026-11-25T05:00:00.000Z", "America/New_York", "en-US")).toBe("Wed 12:00 AM");
    expect(storeDayTime("2026-11-25T05:00:00.000Z", "America/New_York", "en-GB")).toBe("Wed 00:00");
    expect(storeDayTime("2026-11-24T23:30:00.000Z", "Mars/Olympus", "en-US")).toBe("Tue 11:30 PM");
  });
});
