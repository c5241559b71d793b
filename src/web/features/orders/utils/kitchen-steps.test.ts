import { describe, expect, it } from "vitest";
import { ageOf, nextStepOf } from "./kitchen-steps";

describe("the kitchen's next step", () => {
  it("walks an order through the spec's statuses, the last step named by how it leaves", () => {
    expect(nextStepOf({ status: "pending", fulfilment: "delivery" })).toEqual({
      label: "Confirm",
      status: "confirmed",
    });
    expect(nextStepOf({ status: "confirmed", fulfilment: "pickup" })).toEqual({
      label: "Start preparing",
      status: "processing",
    });
    expect(nextStepOf({ status: "processing", fulfilment: "pickup" })?.label).toBe("Ready for pickup");
    expect(nextStepOf({ status: "processing", fulfilment: "delivery" })).toEqual({
      label: "Out for delivery",
      status: "completed",
    });
    expect(nextStepOf({ status: "completed", fulfilment: "pickup" })).toBeNull();
    expect(nextStepOf({ status: "cancelled", fulfilment: "pickup" })).toBeNull();
  });

  it("says how long an order has waited", () => {
    const placed = "2026-12-01T12:00:00.000Z";
    const at = (minutes: number) => Date.parse(placed) + minutes * 60_000;
    expect(ageOf(placed, at(0.5))).toBe("just now");
    expect(ageOf(placed, at(7))).toBe("7 min");
    expect(ageOf(placed, at(65))).toBe("1 h 05 min");
  });
});
