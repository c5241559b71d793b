import { describe, expect, it } from "vitest";
import { toZonePriceValues, ZONE_PRICE_MESSAGES, zonePricePayload, zonePriceSummary } from "./zone-prices";

const FREE = { deliveryFee: "0.00", minimumOrder: "0.00", freeDeliveryOver: null, etaMinutes: null };
const values = (overrides: Partial<ReturnType<typeof toZonePriceValues>>) => ({
  ...toZonePriceValues(null),
  ...overrides,
});

describe("a zone's prices in the zones screen", () => {
  it("starts a new zone free, and an existing one at its own prices", () => {
    expect(toZonePriceValues(null)).toEqual({
      deliveryFee: "0.00",
      minimumOrder: "0.00",
      freeDeliveryOver: "",
      etaMinutes: "",
    });
    expect(
      toZonePriceValues({
        deliveryFee: "3.00",
        minimumOrder: "15.00",
        freeDeliveryOver: "40.00",
        etaMinutes: 25,
      }),
    ).toEqual({ deliveryFee: "3.00", minimumOrder: "15.00", freeDeliveryOver: "40.00", etaMinutes: "25" });
  });

  it("sends amounts as 2-decimal strings and minutes as a whole number; blanks mean 0, never and the default", () => {
    expect(
      zonePricePayload({
        deliveryFee: "3",
        minimumOrder: "$15.5",
        freeDeliveryOver: " 40 ",
        etaMinutes: "25",
      }),
    ).toEqual({
      data: { deliveryFee: "3.00", minimumOrder: "15.50", freeDeliveryOver: "40.00", etaMinutes: 25 },
    });
    expect(
      zonePricePayload({ deliveryFee: "", minimumOrder: " ", freeDeliveryOver: "", etaMinutes: "" }),
    ).toEqual({
      data: FREE,
    });
    // A phone's decimal keypad may type a comma; a trailing or leading point is what it looks like.
    expect(
      zonePricePayload(values({ deliveryFee: "2,50", minimumOrder: "10.", freeDeliveryOver: ".5" })),
    ).toEqual({
      data: { ...FREE, deliveryFee: "2.50", minimumOrder: "10.00", freeDeliveryOver: "0.50" },
    });
  });

  it("names each wrong field", () => {
    expect(
      zonePricePayload({
        deliveryFee: "-1",
        minimumOrder: "abc",
        freeDeliveryOver: "1.234",
        etaMinutes: "0",
      }),
    ).toEqual({
      errors: {
        deliveryFee: ZONE_PRICE_MESSAGES.amount,
        minimumOrder: ZONE_PRICE_MESSAGES.amount,
        freeDeliveryOver: ZONE_PRICE_MESSAGES.amount,
        etaMinutes: ZONE_PRICE_MESSAGES.etaMinutes,
      },
    });
    expect(zonePricePayload(values({ deliveryFee: "100000000" }))).toEqual({
      errors: { deliveryFee: ZONE_PRICE_MESSAGES.tooLarge },
    });
    expect(zonePricePayload(values({ deliveryFee: "99999999.99" }))).toMatchObject({
      data: { deliveryFee: "99999999.99" },
    });
    for (const etaMinutes of ["1441", "1.5", "-5", "abc", "30 min"]) {
      expect(zonePricePayload(values({ etaMinutes })), etaMinutes).toEqual({
        errors: { etaMinutes: ZONE_PRICE_MESSAGES.etaMinutes },
      });
    }
    expect(zonePricePayload(values({ etaMinutes: "1440" }))).toMatchObject({ data: { etaMinutes: 1440 } });
  });

  it("sums a zone up in one line", () => {
    expect(
      zonePriceSummary({
        deliveryFee: "3.00",
        minimumOrder: "15.00",
        freeDeliveryOver: "40.00",
        etaMinutes: 25,
      }),
    ).toBe("$3.00 delivery · $15.00 minimum · free over $40.00 · 25 min");
    expect(zonePriceSummary(FREE)).toBe("Free delivery");
    expect(zonePriceSummary({ ...FREE, freeDeliveryOver: "40.00" })).toBe("Free delivery");
    expect(zonePriceSummary({ ...FREE, minimumOrder: "10.00", etaMinutes: 20 })).toBe(
      "Free delivery · $10.00 minimum · 20 min",
    );
    expect(zonePriceSummary({ ...FREE, deliveryFee: "1234.50" })).toBe("$1234.50 delivery");
  });
});
