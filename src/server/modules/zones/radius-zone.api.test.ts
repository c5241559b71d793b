import { expect, it } from "vitest";
import { ZONE_MESSAGES } from "#contracts/zones";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { SQUARE_POLYGON } from "#tests/helpers/factories";
import { registerMerchant } from "#tests/helpers/test-app";

// Issue 48 item 3: "Deliver within 3 km of my store" as a zone the editor can reshape.
const store = { lat: 40.7128, lng: -74.006 };
/** `km` due east of the store (a degree of longitude is 111.32 km times the cosine of the latitude). */
const eastOf = (km: number) => ({
  lat: store.lat,
  lng: store.lng + km / (111.32 * Math.cos((store.lat * Math.PI) / 180)),
});
const northOf = (km: number) => ({ lat: store.lat + km / 111.195, lng: store.lng });

describeOnDrivers("a delivery zone within a distance of the store", (t) => {
  it("stores the distance as a closed polygon of 64 points with the zone's fee and minimum", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const res = await client.post("/api/delivery-zones", {
      name: "Within 3 km",
      center: store,
      radiusKm: 3,
      deliveryFee: "2.50",
      minimumOrder: "10.00",
    });
    expect(res.statusCode).toBe(201);
    const zone = res.json();
    expect(zone).toMatchObject({ name: "Within 3 km", deliveryFee: "2.50", minimumOrder: "10.00" });
    expect(zone.polygon.type).toBe("Polygon");
    const ring: number[][] = zone.polygon.coordinates[0];
    expect(ring.length).toBeGreaterThanOrEqual(33);
    expect(ring.at(-1)).toEqual(ring[0]);
    expect(Number(zone.bboxMinLat)).toBeCloseTo(store.lat - 3 / 111.195, 3);

    const check = async (point: { lat: number; lng: number }) =>
      (
        await t.app.inject({
          url: `/api/microsite/${merchant.businessSlug}/delivery/check?lat=${point.lat}&lng=${point.lng}&subtotal=12`,
        })
      ).json();
    for (const near of [eastOf(2.9), northOf(2.9), northOf(-2.9)])
      expect(await check(near)).toMatchObject({ allowed: true, zone: "Within 3 km", fee: "2.50" });
    for (const far of [eastOf(3.1), northOf(3.1), eastOf(-3.1)])
      expect((await check(far)).allowed).toBe(false);

    // The editor reshapes it like any polygon.
    const reshaped = await client.put(`/api/delivery-zones/${zone.id}`, { polygon: SQUARE_POLYGON });
    expect(reshaped.statusCode).toBe(200);
    expect(reshaped.json().polygon).toEqual(SQUARE_POLYGON);
  });

  it("refuses a polygon and a distance together, half a distance, and a distance out of bounds", async () => {
    const { client } = await registerMerchant(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ polygon: SQUARE_POLYGON, center: store, radiusKm: 3 }, ZONE_MESSAGES.areaOrDistance],
      [{ center: store }, ZONE_MESSAGES.distanceParts],
      [{ radiusKm: 3 }, ZONE_MESSAGES.distanceParts],
      [{ center: store, radiusKm: 0 }, ZONE_MESSAGES.radiusKm],
      [{ center: store, radiusKm: 500 }, ZONE_MESSAGES.radiusKm],
      [{ center: store, radiusKm: "3" }, ZONE_MESSAGES.radiusKm],
      [{ center: { lat: 91, lng: 0 }, radiusKm: 3 }, ZONE_MESSAGES.point],
      [{ center: "here", radiusKm: 3 }, ZONE_MESSAGES.point],
      [{ center: { lat: -17.7, lng: 179.99 }, radiusKm: 5 }, ZONE_MESSAGES.distanceAcrossDateLine],
    ];
    for (const [body, message] of cases) {
      const res = await client.post("/api/delivery-zones", { name: "Z", ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await client.get("/api/delivery-zones")).json()).toEqual([]);
  });
});
