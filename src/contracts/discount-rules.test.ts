import { describe, expect, it } from "vitest";
import { describeDiscount, discountCartProblem, discountLabel, discountMinor } from "./discount-rules";
import { US_DOLLARS } from "./money";

describe("what a discount code takes off", () => {
  it("takes a percentage of the subtotal, rounded to the cent, never more than the subtotal", () => {
    expect(discountMinor({ kind: "percent", value: "10.00" }, 2500, 300, "USD")).toBe(250);
    expect(discountMinor({ kind: "percent", value: "33.33" }, 2500, 300, "USD")).toBe(833); // 833.25
    expect(discountMinor({ kind: "percent", value: "12.50" }, 1999, 0, "USD")).toBe(250); // 249.875
    expect(discountMinor({ kind: "percent", value: "100.00" }, 2500, 300, "USD")).toBe(2500);
  });

  it("takes a fixed amount off the subtotal, at most the subtotal, so the total keeps the fee", () => {
    expect(discountMinor({ kind: "fixed", value: "5.00" }, 2500, 300, "USD")).toBe(500);
    expect(discountMinor({ kind: "fixed", value: "100.00" }, 2500, 300, "USD")).toBe(2500);
  });

  it("free delivery takes the fee, whatever its value says", () => {
    expect(discountMinor({ kind: "free_delivery", value: "0.00" }, 2500, 299, "USD")).toBe(299);
    expect(discountMinor({ kind: "free_delivery", value: "7.00" }, 2500, 0, "USD")).toBe(0);
  });
});

describe("what a code takes off in other currencies (issue 45)", () => {
  it("rounds a percentage to the currency's own unit", () => {
    expect(discountMinor({ kind: "percent", value: "12.50" }, 999, 0, "JPY")).toBe(125); // 124.875 yen
    expect(discountMinor({ kind: "fixed", value: "500" }, 1200, 0, "JPY")).toBe(500);
    expect(discountMinor({ kind: "fixed", value: "1.250" }, 3000, 0, "KWD")).toBe(1250);
  });
});

describe("what keeps a code from a cart", () => {
  const welcome = { code: "WELCOME10", kind: "percent" as const, minimumSubtotal: "20.00" };
  it("names the amount missing under the code's minimum, and nothing at or over it", () => {
    expect(discountCartProblem(welcome, 1250, "delivery", US_DOLLARS)).toBe(
      'Add $7.50 more to use "WELCOME10" (minimum order $20.00)',
    );
    expect(discountCartProblem(welcome, 2000, "delivery", US_DOLLARS)).toBeNull();
    expect(discountCartProblem({ ...welcome, minimumSubtotal: "0.00" }, 0, "pickup", US_DOLLARS)).toBeNull();
  });

  it("refuses free delivery on a pickup", () => {
    const ship = { code: "SHIP", kind: "free_delivery" as const, minimumSubtotal: "0.00" };
    expect(discountCartProblem(ship, 5000, "pickup", US_DOLLARS)).toBe(
      'The code "SHIP" gives free delivery: it does not apply to pickup orders',
    );
    expect(discountCartProblem(ship, 5000, "delivery", US_DOLLARS)).toBeNull();
  });
});

describe("a code's words", () => {
  it("says its offer in a few words, and labels the order's Discount line", () => {
    expect(describeDiscount({ kind: "percent", value: "10.00" }, US_DOLLARS)).toBe("10% off");
    expect(describeDiscount({ kind: "percent", value: "12.50" }, US_DOLLARS)).toBe("12.5% off");
    expect(describeDiscount({ kind: "fixed", value: "5" }, US_DOLLARS)).toBe("$5.00 off");
    expect(describeDiscount({ kind: "free_delivery", value: "0.00" }, US_DOLLARS)).toBe("Free delivery");
    expect(discountLabel("WELCOME10")).toBe("Discount (WELCOME10)");
    expect(discountLabel(null)).toBe("Discount");
  });
});
