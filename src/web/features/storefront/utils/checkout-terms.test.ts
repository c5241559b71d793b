import { describe, expect, it } from "vitest";
import { englishText } from "#contracts/i18n/english";
import { US_DOLLARS } from "#contracts/money";
import type { TDeliveryCheck } from "#contracts/zones";
import { checkoutAmounts, TERMS_TEXT } from "./checkout-terms";

const check = (over: Partial<TDeliveryCheck> = {}): TDeliveryCheck => ({
  allowed: true,
  zone: "Downtown",
  reason: null,
  fee: "3.00",
  minimumOrder: "10.00",
  freeDeliveryOver: "50.00",
  etaMinutes: 25,
  ...over,
});
const base = {
  subtotal: 1500,
  fulfilment: "delivery" as const,
  storeFee: "2.50",
  zoned: true,
  check: check(),
  currency: "USD",
};

describe("the checkout's amounts", () => {
  it("a zone's fee for this subtotal, and what free delivery still needs", () => {
    expect(checkoutAmounts(base)).toEqual({
      subtotal: 1500,
      fee: 300,
      total: 1800,
      freeDeliveryMissing: 3500,
      belowMinimum: null,
    });
  });

  it("under the minimum: what is missing, and nothing about free delivery", () => {
    expect(checkoutAmounts({ ...base, check: check({ minimumOrder: "20.00" }) })).toMatchObject({
      belowMinimum: { minimum: 2000, missing: 500 },
      freeDeliveryMissing: null,
    });
    expect(TERMS_TEXT.minimum(2000, 500, US_DOLLARS, englishText)).toBe(
      "Minimum order for delivery here is $20.00: add $5.00 more",
    );
  });

  it("no fee to save: no free-delivery note", () => {
    expect(checkoutAmounts({ ...base, check: check({ fee: "0.00" }) }).freeDeliveryMissing).toBeNull();
  });

  it("before the check has passed, the fee is not known", () => {
    expect(checkoutAmounts({ ...base, check: null })).toMatchObject({ fee: null, total: 1500 });
    expect(checkoutAmounts({ ...base, check: check({ allowed: false }) })).toMatchObject({ fee: null });
  });

  it("a store without zones charges its store-wide fee; a pickup nothing", () => {
    expect(checkoutAmounts({ ...base, zoned: false, check: null })).toMatchObject({ fee: 250, total: 1750 });
    expect(checkoutAmounts({ ...base, fulfilment: "pickup" })).toMatchObject({ fee: 0, total: 1500 });
  });

  it("an answer without prices (before issue 27) adds nothing", () => {
    const old = { allowed: true, zone: "Downtown", reason: null } as TDeliveryCheck;
    expect(checkoutAmounts({ ...base, check: old })).toMatchObject({
      fee: 0,
      total: 1500,
      belowMinimum: null,
    });
  });
});
