import { describe, expect, it } from "vitest";
import { freeDeliveryLine, storeFreeDeliveryOver } from "./delivery-pricing";
import { US_DOLLARS } from "./money";

const zone = (deliveryFee: string, freeDeliveryOver: string | null) => ({ deliveryFee, freeDeliveryOver });

describe("the product page's delivery promise (issue 42: only true promises)", () => {
  it("is the spec's line, word for word, for a store whose zones deliver free over $50", () => {
    expect(
      freeDeliveryLine(storeFreeDeliveryOver(true, "0", [zone("3.99", "50.00")], "USD"), US_DOLLARS),
    ).toBe("Free delivery on orders over $50");
  });

  it("promises the highest free-above amount of the zones: true in every area", () => {
    const over = storeFreeDeliveryOver(true, "0", [zone("2.99", "40.00"), zone("4.49", "60.00")], "USD");
    expect(over).toBe("60.00");
    expect(freeDeliveryLine(over, US_DOLLARS)).toBe("Free delivery on orders over $60");
    expect(freeDeliveryLine("12.50", US_DOLLARS)).toBe("Free delivery on orders over $12.50");
    // A zone without a fee is free from the first cent: the other zone's amount holds.
    expect(storeFreeDeliveryOver(true, "0", [zone("0.00", null), zone("4.99", "75.00")], "USD")).toBe(
      "75.00",
    );
  });

  it("promises nothing where some area never delivers free, nor where the store does not deliver", () => {
    expect(storeFreeDeliveryOver(true, "0", [zone("4.99", "75.00"), zone("6.99", null)], "USD")).toBeNull();
    expect(storeFreeDeliveryOver(false, "0", [zone("0.00", null)], "USD")).toBeNull();
    expect(freeDeliveryLine(null, US_DOLLARS)).toBeNull();
  });

  it("without zones: free on every order when the store-wide fee is nothing, else no promise", () => {
    expect(storeFreeDeliveryOver(true, "0.00", null, "USD")).toBe("0.00");
    expect(storeFreeDeliveryOver(true, "0.00", [], "USD")).toBe("0.00");
    expect(freeDeliveryLine("0.00", US_DOLLARS)).toBe("Free delivery on every order");
    expect(storeFreeDeliveryOver(true, "5.00", null, "USD")).toBeNull();
  });
});

describe("the promise in other currencies (issue 45)", () => {
  it("writes whole amounts without decimals in the store's currency and locale", () => {
    const yen = { currency: "JPY", locale: "ja-JP" };
    expect(storeFreeDeliveryOver(true, "0", [zone("300", "5000")], "JPY")).toBe("5000");
    expect(freeDeliveryLine("5000", yen)).toBe("Free delivery on orders over ￥5,000");
    expect(freeDeliveryLine("2.500", { currency: "KWD", locale: "en-US" })).toBe(
      "Free delivery on orders over KWD\u00a02.500",
    );
  });
});
