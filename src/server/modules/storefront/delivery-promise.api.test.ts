import { expect, it } from "vitest";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { SQUARE_POLYGON } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// Issue 42, "only true promises": the microsite's merchant says from what subtotal delivery is free
// everywhere the store delivers (`freeDeliveryOver`), which the product page turns into its line.

describeOnDrivers("the store's free-delivery terms on its page", (t) => {
  it("follows the store's active zones: the highest free-above amount, or null once an area is never free", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const shopper = new TestClient(t.app);
    const promise = async () =>
      (await shopper.get(`/api/microsite/${merchant.businessSlug}`)).json().merchant.freeDeliveryOver;
    // No zones, and the store-wide fee of a new store is nothing: free on every order.
    expect(await promise()).toBe("0.00");

    const zone = (name: string, freeDeliveryOver: string | null, active = true) =>
      client.post("/api/delivery-zones", {
        name,
        active,
        polygon: SQUARE_POLYGON,
        deliveryFee: "3.99",
        freeDeliveryOver,
      });
    expect((await zone("Williamsburg", "40")).statusCode).toBe(201);
    expect((await zone("Greenpoint", "60")).statusCode).toBe(201);
    expect(await promise()).toBe("60.00");
    // An inactive zone takes no orders: its terms promise nothing either way.
    expect((await zone("Bushwick (planned)", null, false)).statusCode).toBe(201);
    expect(await promise()).toBe("60.00");
    // An active zone that never delivers free: no promise is true everywhere.
    expect((await zone("Astoria", null)).statusCode).toBe(201);
    expect(await promise()).toBeNull();
  });
});
