import { describe, expect, it } from "vitest";
import { describeDiscount, discountCartProblem, discountCents, discountLabel } from "./discount-rules";

describe("what a discount code takes off", () => {
  it("takes a percentage of the subtotal, rounded to the cent, never more than the subtotal", () => {
    expect(discountCents({ kind: "percent", value: "10.00" }, 2500, 300)).toBe(250);
    expect(discountCents({ kind: "percent", value: "33.33" }, 2500, 300)).toBe(833); // 833.25
    expect(discountCents({ kind: "percent", value: "12.50" }, 1999, 0)).toBe(250); // 249.875
    expect(discountCents({ kind: "percent", value: "100.00" }, 2500, 300)).toBe(2500);
  });

  it("takes a fixed amount off the subtotal, at most the subtotal, so the total keeps the fee", () => {
    expect(discountCents({ kind: "fixed", value: "5.00" }, 2500, 300)).toBe(500);
    expect(discountCents({ kind: "fixed", value: "100.00" }, 2500, 300)).toBe(2500);
  });

  it("free delivery takes the fee, whatever its value says", () => {
    expect(discountCents({ kind: "free_delivery", value: "0.00" }, 2500, 299)).toBe(299);
    expect(discountCents({ kind: "free_delivery", value: "7.00" }, 2500, 0)).toBe(0);
  });
});

describe("what keeps a code from a cart", () => {
  const welcome = { code: "WELCOME10", kind: "percent" as const, minimumSubtotal: "20.00" };
  it("names the amount missing under the code's minimum, and nothing at or over it", () => {
    expect(discountCartProblem(welcome, 1250, "delivery")).toBe(
      'Add $7.50 more to use "WELCOME10" (minimum order $20.00)',
    );
    expect(discountCartProblem(welcome, 2000, "delivery")).toBeNull();
    expect(discountCartProblem({ ...welcome, minimumSubtotal: "0.00" }, 0, "pickup")).toBeNull();
  });

  it("refuses free delivery on a pickup", () => {
    const ship = { code: "SHIP", kind: "free_delivery" as const, minimumSubtotal: "0.00" };
    expect(discountCartProblem(ship, 5000, "pickup")).toBe(
      'The code "SHIP" gives free delivery: it does not apply to pickup orders',
    );
    expect(discountCartProblem(ship, 5000, "delivery")).toBeNull();
  });
});

describe("a code's words", () => {
  it("says its offer in a few words, and labels the order's Discount line", () => {
    expect(describeDiscount({ kind: "percent", value: "10.00" })).toBe("10% off");
    expect(describeDiscount({ kind: "percent", value: "12.50" })).toBe("12.5% off");
    expect(describeDiscount({ kind: "fixed", value: "5" })).toBe("$5.00 off");
    expect(describeDiscount({ kind: "free_delivery", value: "0.00" })).toBe("Free delivery");
    expect(discountLabel("WELCOME10")).toBe("Discount (WELCOME10)");
    expect(discountLabel(null)).toBe("Discount");
  });
});
