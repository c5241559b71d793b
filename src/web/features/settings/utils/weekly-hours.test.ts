import { describe, expect, it } from "vitest";
import {
  addRange,
  copyToEveryDay,
  overnight,
  removeRange,
  timeZoneOptions,
  updateRange,
} from "./weekly-hours";

describe("the weekly hours editor", () => {
  it("adds a first range with the usual day, then an evening after the last one", () => {
    const monday = addRange([], 1);
    expect(monday).toEqual([{ day: 1, opens: "09:00", closes: "17:00" }]);
    const split = addRange(updateRange(monday, 1, 0, { closes: "14:00" }), 1);
    expect(split).toEqual([
      { day: 1, opens: "09:00", closes: "14:00" },
      { day: 1, opens: "14:00", closes: "22:00" },
    ]);
    expect(removeRange(split, 1, 0)).toEqual([{ day: 1, opens: "14:00", closes: "22:00" }]);
  });

  it("copies one day's ranges to the whole week, in the API's order", () => {
    const week = copyToEveryDay(
      [
        { day: 5, opens: "18:00", closes: "02:00" },
        { day: 2, opens: "10:00", closes: "12:00" },
      ],
      5,
    );
    expect(week.map((r) => `${r.day} ${r.opens}-${r.closes}`)).toEqual([
      "0 18:00-02:00",
      "1 18:00-02:00",
      "2 18:00-02:00",
      "3 18:00-02:00",
      "4 18:00-02:00",
      "5 18:00-02:00",
      "6 18:00-02:00",
    ]);
  });

  it("knows a range that runs past midnight, and lists time zones with the store's own", () => {
    expect(overnight({ opens: "18:00", closes: "02:00" })).toBe(true);
    expect(overnight({ opens: "09:00", closes: "17:00" })).toBe(false);
    expect(timeZoneOptions("America/New_York")).toContain("Europe/Paris");
    expect(timeZoneOptions("Mars/Olympus_Mons")[0]).toBe("Mars/Olympus_Mons");
  });
});
