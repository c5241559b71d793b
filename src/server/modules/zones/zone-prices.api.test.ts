import { expect, it } from "vitest";
import type { TZone } from "#contracts/zones";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { SQUARE_POLYGON } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// Issue 27's delivery pricing: a zone's fee, minimum, "free delivery above" and time (decision 0027).
const inside = { lat: 40.72, lng: -74.0 };
// A larger square around SQUARE_POLYGON: a point in the small one lies in both.
const WIDE_POLYGON = {
  type: "Polygon",
  coordinates: [
    [
      [-74.1, 40.6],
      [-73.9, 40.6],
      [-73.9, 40.8],
      [-74.1, 40.8],
      [-74.1, 40.6],
    ],
  ],
};
const fee = (label: string) => `${label} must be an amount from 0 to 99999999.99, with at most 2 decimals`;
const ETA = "etaMinutes must be a whole number of minutes from 1 to 1440, or null";

describeOnDrivers("delivery zone prices", (t) => {
  it("saves a zone's fee, minimum, free-above and time, and gives the amounts back as 2-decimal strings", async () => {
    const { client } = await registerMerchant(t.app);
    const res = await client.post("/api/delivery-zones", {
      name: "Downtown",
      polygon: SQUARE_POLYGON,
      deliveryFee: "3",
      minimumOrder: 15.5,
      freeDeliveryOver: "40.00",
      etaMinutes: 25,
    });
    expect(res.statusCode).toBe(201);
    const prices = { deliveryFee: "3.00", minimumOrder: "15.50", freeDeliveryOver: "40.00", etaMinutes: 25 };
    expect(res.json()).toMatchObject(prices);
    expect((await client.get("/api/delivery-zones")).json()).toMatchObject([{ name: "Downtown", ...prices }]);
  });

  it("makes a zone created without prices free, with no minimum, never free-above and the default time", async () => {
    const { client } = await registerMerchant(t.app);
    const zone: TZone = (await client.post("/api/delivery-zones", { name: "Plain" })).json();
    expect(zone).toMatchObject({
      deliveryFee: "0.00",
      minimumOrder: "0.00",
      freeDeliveryOver: null,
      etaMinutes: null,
    });
  });

  it("updates one price alone (it was a 500), keeps the others, and clears free-above and time with null or blank", async () => {
    const { client } = await registerMerchant(t.app);
    const zone: TZone = (
      await client.post("/api/delivery-zones", {
        name: "Z",
        polygon: SQUARE_POLYGON,
        minimumOrder: "10",
        freeDeliveryOver: "50",
        etaMinutes: 40,
      })
    ).json();
    const url = `/api/delivery-zones/${zone.id}`;
    const res = await client.put(url, { deliveryFee: "3" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Z",
      active: true,
      polygon: SQUARE_POLYGON,
      deliveryFee: "3.00",
      minimumOrder: "10.00",
      freeDeliveryOver: "50.00",
      etaMinutes: 40,
    });
    expect((await client.put(url, { freeDeliveryOver: "", etaMinutes: null })).json()).toMatchObject({
      deliveryFee: "3.00",
      freeDeliveryOver: null,
      etaMinutes: null,
    });
    expect((await client.put(url, { minimumOrder: "0", freeDeliveryOver: null })).json()).toMatchObject({
      minimumOrder: "0.00",
      freeDeliveryOver: null,
    });
    expect((await client.get("/api/delivery-zones")).json()).toMatchObject([
      { deliveryFee: "3.00", minimumOrder: "0.00", freeDeliveryOver: null, etaMinutes: null },
    ]);
  });

  it.each([
    [{ deliveryFee: "-1" }, fee("deliveryFee")],
    [{ deliveryFee: -0.5 }, fee("deliveryFee")],
    [{ deliveryFee: "abc" }, fee("deliveryFee")],
    [{ deliveryFee: "100000000.00" }, fee("deliveryFee")],
    [{ deliveryFee: "1.234" }, fee("deliveryFee")],
    [{ deliveryFee: null }, fee("deliveryFee")],
    [{ minimumOrder: "-0.01" }, fee("minimumOrder")],
    [{ minimumOrder: "99999999.999" }, fee("minimumOrder")],
    [{ freeDeliveryOver: "abc" }, fee("freeDeliveryOver")],
    [{ freeDeliveryOver: "1e3" }, fee("freeDeliveryOver")],
    [{ etaMinutes: 0 }, ETA],
    [{ etaMinutes: 1441 }, ETA],
    [{ etaMinutes: 1.5 }, ETA],
    [{ etaMinutes: "30" }, ETA],
  ])(
    "refuses %o with 400 and its message, on create and on update, and changes nothing",
    async (body, message) => {
      const { client } = await registerMerchant(t.app);
      const created = await client.post("/api/delivery-zones", { name: "Z", ...body });
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toBe(message);
      const zone: TZone = (await client.post("/api/delivery-zones", { name: "Z", deliveryFee: "2" })).json();
      const updated = await client.put(`/api/delivery-zones/${zone.id}`, body);
      expect(updated.statusCode).toBe(400);
      expect(updated.json().message).toBe(message);
      expect((await client.get("/api/delivery-zones")).json()).toMatchObject([
        { deliveryFee: "2.00", minimumOrder: "0.00", freeDeliveryOver: null, etaMinutes: null },
      ]);
    },
  );

  it("takes the money cap itself, 99999999.99", async () => {
    const { client } = await registerMerchant(t.app);
    const res = await client.post("/api/delivery-zones", {
      name: "Z",
      minimumOrder: "99999999.99",
      etaMinutes: 1440,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ minimumOrder: "99999999.99", etaMinutes: 1440 });
  });

  it("keeps another merchant's zone out of reach: 404 for a price change or a delete, and the price stays", async () => {
    const { client: owner } = await registerMerchant(t.app);
    const zone: TZone = (await owner.post("/api/delivery-zones", { name: "Mine", deliveryFee: "5" })).json();
    const { client: other } = await registerMerchant(t.app);
    const res = await other.put(`/api/delivery-zones/${zone.id}`, { deliveryFee: "0" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Delivery zone not found");
    expect((await other.delete(`/api/delivery-zones/${zone.id}`)).statusCode).toBe(404);
    expect((await owner.get("/api/delivery-zones")).json()).toMatchObject([{ deliveryFee: "5.00" }]);
  });

  it("answers the delivery check with the cheapest of overlapping zones, and with its prices", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const check = (query = "") =>
      new TestClient(t.app).get(
        `/api/microsite/${merchant.businessSlug}/delivery/check?lat=${inside.lat}&lng=${inside.lng}${query}`,
      );
    // The dearer zone is the older one: the fee decides, not the order the zones were made in.
    await client.post("/api/delivery-zones", { name: "Dear", polygon: WIDE_POLYGON, deliveryFee: "5.00" });
    await client.post("/api/delivery-zones", {
      name: "Cheap",
      polygon: SQUARE_POLYGON,
      deliveryFee: "2.50",
      etaMinutes: 25,
    });
    expect((await check()).json()).toEqual({
      allowed: true,
      zone: "Cheap",
      reason: null,
      fee: "2.50",
      minimumOrder: "0.00",
      freeDeliveryOver: null,
      etaMinutes: 25,
    });
    // Outside the small square only the wide zone holds the point.
    const far = await new TestClient(t.app).get(
      `/api/microsite/${merchant.businessSlug}/delivery/check?lat=40.78&lng=-74.05`,
    );
    expect(far.json()).toMatchObject({ allowed: true, zone: "Dear", fee: "5.00" });
  });

  it("gives a tie to the oldest zone", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    await client.post("/api/delivery-zones", { name: "First", polygon: WIDE_POLYGON, deliveryFee: "3" });
    await client.post("/api/delivery-zones", { name: "Second", polygon: SQUARE_POLYGON, deliveryFee: "3" });
    const res = await new TestClient(t.app).get(
      `/api/microsite/${merchant.businessSlug}/delivery/check?lat=${inside.lat}&lng=${inside.lng}&subtotal=20`,
    );
    expect(res.json()).toMatchObject({ zone: "First", fee: "3.00" });
  });

  it("with the cart's subtotal: a zone whose minimum is not met loses, and free-above makes the fee 0.00", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const check = async (subtotal?: string) =>
      (
        await new TestClient(t.app).get(
          `/api/microsite/${merchant.businessSlug}/delivery/check?lat=${inside.lat}&lng=${inside.lng}${subtotal === undefined ? "" : `&subtotal=${subtotal}`}`,
        )
      ).json();
    await client.post("/api/delivery-zones", {
      name: "Cheap with a minimum",
      polygon: SQUARE_POLYGON,
      deliveryFee: "1.00",
      minimumOrder: "20.00",
    });
    await client.post("/api/delivery-zones", {
      name: "Any amount",
      polygon: WIDE_POLYGON,
      deliveryFee: "4.00",
      freeDeliveryOver: "30.00",
      etaMinutes: 50,
    });
    // Without a subtotal the lowest fee is shown; with one under its minimum, the other zone answers.
    expect(await check()).toMatchObject({ zone: "Cheap with a minimum", fee: "1.00", minimumOrder: "20.00" });
    expect(await check("10")).toEqual({
      allowed: true,
      zone: "Any amount",
      reason: null,
      fee: "4.00",
      minimumOrder: "0.00",
      freeDeliveryOver: "30.00",
      etaMinutes: 50,
    });
    expect(await check("20.00")).toMatchObject({ zone: "Cheap with a minimum", fee: "1.00" });
    expect(await check("29.99")).toMatchObject({ zone: "Cheap with a minimum", fee: "1.00" });
    // "Free delivery above 30.00" includes 30.00: that zone now costs nothing and wins.
    expect(await check("30")).toMatchObject({ zone: "Any amount", fee: "0.00", freeDeliveryOver: "30.00" });
  });

  it("when no zone's minimum is met, answers the zone with the least missing", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    await client.post("/api/delivery-zones", { name: "Fifty", polygon: WIDE_POLYGON, minimumOrder: "50" });
    await client.post("/api/delivery-zones", { name: "Twenty", polygon: SQUARE_POLYGON, minimumOrder: "20" });
    const res = await new TestClient(t.app).get(
      `/api/microsite/${merchant.businessSlug}/delivery/check?lat=${inside.lat}&lng=${inside.lng}&subtotal=5`,
    );
    expect(res.json()).toMatchObject({ allowed: true, zone: "Twenty", minimumOrder: "20.00" });
  });

  it.each(["-1", "abc", "1.234", "100000000"])(
    "refuses subtotal=%s with 400 and its message",
    async (subtotal) => {
      const { merchant } = await registerMerchant(t.app);
      const res = await new TestClient(t.app).get(
        `/api/microsite/${merchant.businessSlug}/delivery/check?lat=${inside.lat}&lng=${inside.lng}&subtotal=${subtotal}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(fee("subtotal"));
    },
  );
});
