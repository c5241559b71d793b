import { describe, expect, it } from "vitest";
import { US_DOLLARS } from "#contracts/money";
import { toZonePriceValues, ZONE_PRICE_MESSAGES, zonePricePayload, zonePriceSummary } from "./zone-prices";

const FREE = { deliveryFee: "0.00", minimumOrder: "0.00", freeDeliveryOver: null, etaMinutes: null };
const values = (overrides: Partial<ReturnType<typeof toZonePriceValues>>) => ({
  ...toZonePriceValues(null, "USD"),
  ...overrides,
});

describe("a zone's prices in the zones screen", () => {
  it("starts a new zone free, and an existing one at its own prices", () => {
    expect(toZonePriceValues(null, "USD")).toEqual({
      deliveryFee: "0.00",
      minimumOrder: "0.00",
      freeDeliveryOver: "",
      etaMinutes: "",
    });
    expect(
      toZonePriceValues(
        {
          deliveryFee: "3.00",
          minimumOrder: "15.00",
          freeDeliveryOver: "40.00",
          etaMinutes: 25,
        },
        "USD",
      ),
    ).toEqual({ deliveryFee: "3.00", minimumOrder: "15.00", freeDeliveryOver: "40.00", etaMinutes: "25" });
  });

  it("sends amounts as 2-decimal strings and minutes as a whole number; blanks mean 0, never and the default", () => {
    expect(
      zonePricePayload(
        {
          deliveryFee: "3",
          minimumOrder: "$15.5",
          freeDeliveryOver: " 40 ",
          etaMinutes: "25",
        },
        "USD",
      ),
    ).toEqual({
      data: { deliveryFee: "3.00", minimumOrder: "15.50", freeDeliveryOver: "40.00", etaMinutes: 25 },
    });
    expect(
      zonePricePayload({ deliveryFee: "", minimumOrder: " ", freeDeliveryOver: "", etaMinutes: "" }, "USD"),
    ).toEqual({
      data: FREE,
    });
    // A phone's decimal keypad may type a comma; a trailing or leading point is what it looks like.
    expect(
      zonePricePayload(values({ deliveryFee: "2,50", minimumOrder: "10.", freeDeliveryOver: ".5" }), "USD"),
    ).toEqual({
      data: { ...FREE, deliveryFee: "2.50", minimumOrder: "10.00", freeDeliveryOver: "0.50" },
    });
  });

  it("names each wrong field", () => {
    expect(
      zonePricePayload(
        {
          deliveryFee: "-1",
          minimumOrder: "abc",
          freeDeliveryOver: "1.234",
          etaMinutes: "0",
        },
        "USD",
      ),
    ).toEqual({
      errors: {
        deliveryFee: ZONE_PRICE_MESSAGES.amount("USD"),
        minimumOrder: ZONE_PRICE_MESSAGES.amount("USD"),
        freeDeliveryOver: ZONE_PRICE_MESSAGES.amount("USD"),
        etaMinutes: ZONE_PRICE_MESSAGES.etaMinutes,
      },
    });
    expect(zonePricePayload(values({ deliveryFee: "100000000" }), "USD")).toEqual({
      errors: { deliveryFee: ZONE_PRICE_MESSAGES.tooLarge("USD") },
    });
    expect(zonePricePayload(values({ deliveryFee: "99999999.99" }), "USD")).toMatchObject({
      data: { deliveryFee: "99999999.99" },
    });
    for (const etaMinutes of ["1441", "1.5", "-5", "abc", "30 min"]) {
      expect(zonePricePayload(values({ etaMinutes }), "USD"), etaMinutes).toEqual({
        errors: { etaMinutes: ZONE_PRICE_MESSAGES.etaMinutes },
      });
    }
    expect(zonePricePayload(values({ etaMinutes: "1440" }), "USD")).toMatchObject({
      data: { etaMinutes: 1440 },
    });
  });

  it("sums a zone up in one line", () => {
    expect(
      zonePriceSummary(
        {
          deliveryFee: "3.00",
          minimumOrder: "15.00",
          freeDeliveryOver: "40.00",
          etaMinutes: 25,
        },
        US_DOLLARS,
      ),
    ).toBe("$3.00 delivery · $15.00 minimum · free over $40.00 · 25 min");
    expect(zonePriceSummary(FREE, US_DOLLARS)).toBe("Free delivery");
    expect(zonePriceSummary({ ...FREE, freeDeliveryOver: "40.00" }, US_DOLLARS)).toBe("Free delivery");
    expect(zonePriceSummary({ ...FREE, minimumOrder: "10.00", etaMinutes: 20 }, US_DOLLARS)).toBe(
      "Free delivery · $10.00 minimum · 20 min",
    );
    expect(zonePriceSummary({ ...FREE, deliveryFee: "1234.50" }, US_DOLLARS)).toBe("$1,234.50 delivery");
  });
});
