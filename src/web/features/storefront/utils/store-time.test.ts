import { describe, expect, it } from "vitest";
import { storeDayTime } from "./store-time";

describe("an instant on the store's clock", () => {
  it("says the store's weekday and 24-hour time, whatever the customer's zone", () => {
    expect(storeDayTime("2026-11-24T23:30:00.000Z", "America/New_York")).toBe("Tue 18:30");
    expect(storeDayTime("2026-11-24T23:30:00.000Z", "UTC")).toBe("Tue 23:30");
    expect(storeDayTime("2026-11-25T00:05:00.000Z", "Europe/Berlin")).toBe("Wed 01:05");
  });

  it("midnight is 00:00, and an unknown zone falls back to UTC", () => {
    expect(storeDayTime("2026-11-25T05:00:00.000Z", "America/New_York")).toBe("Wed 00:00");
    expect(storeDayTime("2026-11-24T23:30:00.000Z", "Mars/Olympus")).toBe("Tue 23:30");
  });
});
