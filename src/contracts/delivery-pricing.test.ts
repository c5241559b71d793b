import { describe, expect, it } from "vitest";
import { freeDeliveryLine, storeFreeDeliveryOver } from "./delivery-pricing";

const zone = (deliveryFee: string, freeDeliveryOver: string | null) => ({ deliveryFee, freeDeliveryOver });

describe("the product page's delivery promise (issue 42: only true promises)", () => {
  it("is the spec's line, word for word, for a store whose zones deliver free over $50", () => {
    expect(freeDeliveryLine(storeFreeDeliveryOver(true, "0", [zone("3.99", "50.00")]))).toBe(
      "Free delivery on orders over $50",
    );
  });

  it("promises the highest free-above amount of the zones: true in every area", () => {
    const over = storeFreeDeliveryOver(true, "0", [zone("2.99", "40.00"), zone("4.49", "60.00")]);
    expect(over).toBe("60.00");
    expect(freeDeliveryLine(over)).toBe("Free delivery on orders over $60");
    expect(freeDeliveryLine("12.50")).toBe("Free delivery on orders over $12.50");
    // A zone without a fee is free from the first cent: the other zone's amount holds.
    expect(storeFreeDeliveryOver(true, "0", [zone("0.00", null), zone("4.99", "75.00")])).toBe("75.00");
  });

  it("promises nothing where some area never delivers free, nor where the store does not deliver", () => {
    expect(storeFreeDeliveryOver(true, "0", [zone("4.99", "75.00"), zone("6.99", null)])).toBeNull();
    expect(storeFreeDeliveryOver(false, "0", [zone("0.00", null)])).toBeNull();
    expect(freeDeliveryLine(null)).toBeNull();
  });

  it("without zones: free on every order when the store-wide fee is nothing, else no promise", () => {
    expect(storeFreeDeliveryOver(true, "0.00", null)).toBe("0.00");
    expect(storeFreeDeliveryOver(true, "0.00", [])).toBe("0.00");
    expect(freeDeliveryLine("0.00")).toBe("Free delivery on every order");
    expect(storeFreeDeliveryOver(true, "5.00", null)).toBeNull();
  });
});
