import { describe, expect, it } from "vitest";
import { describeBulkStatus } from "./bulk-status-result";

const id = (n: number) => `${String(n).repeat(8)}-1111-4222-8333-944455556666`;

describe("the bulk status toast", () => {
  it("counts what changed", () => {
    expect(describeBulkStatus({ status: "cancelled", changed: [id(1)], unchanged: [] })).toEqual({
      title: "1 order cancelled",
    });
    expect(describeBulkStatus({ status: "cancelled", changed: [id(1), id(2)], unchanged: [] }).title).toBe(
      "2 orders cancelled",
    );
  });

  it("names the first orders that could not be changed and why, and counts the rest", () => {
    const unchanged = [1, 2, 3, 4, 5].map((n) => ({ id: id(n), message: "Already cancelled" }));
    expect(describeBulkStatus({ status: "cancelled", changed: [id(6)], unchanged })).toEqual({
      title: "1 order cancelled",
      description:
        "5 could not be: Order #11111111: Already cancelled; Order #22222222: Already cancelled; Order #33333333: Already cancelled; and 2 more.",
    });
    expect(
      describeBulkStatus({ status: "cancelled", changed: [], unchanged: unchanged.slice(0, 1) }),
    ).toEqual({
      title: "No orders cancelled",
      description: "1 order could not be: Order #11111111: Already cancelled.",
    });
  });
});
