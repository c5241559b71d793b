import { describe, expect, it } from "vitest";
import { isAmountIn } from "#contracts/money";
import { templatePrice } from "./template-prices";

describe("a template's example prices in the store's currency (issue 48)", () => {
  it("keeps dollar figures in dollars and scales them where money is counted in larger numbers", () => {
    expect(templatePrice(11, "USD")).toBe("11.00");
    expect(templatePrice(6.5, "EUR")).toBe("6.50");
    expect(templatePrice(11, "INR")).toBe("440.00");
    expect(templatePrice(11, "JPY")).toBe("1300");
    expect(templatePrice(3.5, "KRW")).toBe("4200");
    expect(templatePrice(11, "AED")).toBe("38.50");
  });

  it("writes each in the currency's own decimals, never zero for a price", () => {
    for (const currency of ["USD", "JPY", "KWD", "BHD", "VND", "XYZ"]) {
      const price = templatePrice(0.5, currency);
      expect(isAmountIn(price, currency)).toBe(true);
      expect(Number(price)).toBeGreaterThan(0);
    }
    expect(templatePrice(12, "KWD")).toBe("3.600");
  });

  it("leaves a currency it does not know at the dollar figure, and nothing costs nothing more", () => {
    expect(templatePrice(4.5, "XYZ")).toBe("4.50");
    expect(templatePrice(0, "INR")).toBe("0.00");
  });
});
