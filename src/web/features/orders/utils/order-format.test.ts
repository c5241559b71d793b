import { describe, expect, it } from "vitest";
import { US_DOLLARS } from "#contracts/money";
import {
  fromDateTimeLocal,
  orderLabel,
  orderTotalLabel,
  quickActionOf,
  toDateTimeLocal,
} from "./order-format";

describe("order display rules", () => {
  it("names an order by the first 8 characters of its id", () => {
    expect(orderLabel("3f2a9c1e-6b7d-4e8f-9a0b-1c2d3e4f5a6b")).toBe("Order #3f2a9c1e");
  });

  it("shows 'Pending Quote' for an unquoted prescription order, else the total", () => {
    expect(orderTotalLabel({ orderType: "prescription", totalAmount: "0.00" }, US_DOLLARS)).toBe(
      "Pending Quote",
    );
    expect(orderTotalLabel({ orderType: "prescription", totalAmount: "18.40" }, US_DOLLARS)).toBe("$18.40");
    expect(orderTotalLabel({ orderType: "regular", totalAmount: "0.00" }, US_DOLLARS)).toBe("$0.00");
  });

  it("offers Confirm on pending, Mark Completed on confirmed or processing, nothing else", () => {
    expect(quickActionOf("pending")).toEqual({ label: "Confirm", status: "confirmed" });
    expect(quickActionOf("confirmed")).toEqual({ label: "Mark Completed", status: "completed" });
    expect(quickActionOf("processing")).toEqual({ label: "Mark Completed", status: "completed" });
    expect(quickActionOf("completed")).toBeNull();
    expect(quickActionOf("cancelled")).toBeNull();
  });

  it("round-trips a time through a datetime-local input", () => {
    const iso = fromDateTimeLocal("2026-12-01T15:30");
    expect(toDateTimeLocal(iso)).toBe("2026-12-01T15:30");
    expect(toDateTimeLocal(null)).toBe("");
  });
});
