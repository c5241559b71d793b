import { describe, expect, it } from "vitest";
import { clockText, dayText, momentText, weekdayText } from "./local-time-text";

const NOV_29_2026 = Date.UTC(2026, 10, 29) / 86_400_000;

describe("store-local times in the reader's locale (issue 45)", () => {
  it("writes 12-hour times for a US store and 24-hour ones where the region does", () => {
    expect(clockText("02:00", "en-US")).toBe("2:00 AM");
    expect(clockText("22:30", "en-US")).toBe("10:30 PM");
    expect(clockText("02:00", "en-GB")).toBe("02:00");
    expect(clockText("22:30", "en-JP")).toBe("22:30");
    expect(clockText("00:00", "de-DE")).toBe("00:00");
  });

  it("names days as the region writes them", () => {
    expect(dayText(NOV_29_2026, "en-US")).toBe("Sun, Nov 29");
    expect(dayText(NOV_29_2026, "en-GB")).toBe("Sun 29 Nov");
    expect(weekdayText(0, "en-US")).toBe("Sun");
    expect(weekdayText(2, "en-US")).toBe("Tue");
    expect(momentText({ day: 2, time: "09:00" }, "en-US")).toBe("Tue 9:00 AM");
    expect(momentText({ day: 2, time: "09:00" }, "en-GB")).toBe("Tue 09:00");
  });
});
