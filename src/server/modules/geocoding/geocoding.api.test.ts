import { describe, expect, it } from "vitest";
import { ADDRESS_CHECK_MESSAGES, GEOCODE_MESSAGES } from "#contracts/geocoding";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { useNominatimStandIn } from "#tests/nominatim-stand-in/use-stand-in";

/** Issue 42's store: it delivers to Little Italy and SoHo only. */
const LITTLE_ITALY_AND_SOHO = {
  type: "Polygon",
  coordinates: [
    [
      [-74.008, 40.716],
      [-73.99, 40.716],
      [-73.99, 40.728],
      [-74.008, 40.728],
      [-74.008, 40.716],
    ],
  ],
};
const SOHO_DOOR = "88 Prince Street, New York, NY 10012";
const BRONX = "2000 Grand Concourse, Bronx, New York 10457";
const CITY_ONLY = "Somewhere Lane 12, New York, NY";

describe("geocoding with the Nominatim stand-in", () => {
  const geo = useNominatimStandIn();

  describeOnDrivers("GEOCODER_URL set", { config: geo.config }, (t) => {
    const geocode = (q: string) => new TestClient(t.app).get(`/api/geocode?q=${encodeURIComponent(q)}`);

    it("GET /api/geocode: a street-level point, a city, a postcode, or nothing; a clear 400 for no text", async () => {
      expect((await geocode(SOHO_DOOR)).json()).toEqual({
        result: {
          lat: 40.7246,
          lng: -73.9985,
          precision: "street",
          label: "88, Prince Street, SoHo, Manhattan, New York County, New York, 10012, United States",
        },
      });
      expect((await geocode(CITY_ONLY)).json().result).toMatchObject({
        precision: "city",
        label: "City of New York, New York, United States",
      });
      expect((await geocode("Somewhere, 11211")).json().result).toMatchObject({ precision: "postcode" });
      expect((await geocode("Nowhere at all")).json()).toEqual({ result: null });
      for (const q of ["", "ab", "x".repeat(301)]) {
        const res = await new TestClient(t.app).get(`/api/geocode?q=${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().message).toBe(GEOCODE_MESSAGES.query);
      }
    });

    it("asks the geocoder once for the same address however it is typed", async () => {
      const before = geo.standIn.searches.length;
      await geocode("120 Hudson Street, New York, NY 10013");
      await geocode("120 hudson street,  new york, ny 10013 ");
      expect(geo.standIn.searches.length - before).toBe(1);
    });

    it("a geocoder that fails is 'place the pin', never a 5xx nor 'not found'", async () => {
      for (const fault of ["500", "garbage"] as const) {
        geo.standIn.fail(fault);
        const res = await geocode(`Fault ${fault} Street, New York`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ result: null, reason: GEOCODE_MESSAGES.unavailable });
      }
      geo.standIn.fail(null);
    });

    it("the address check: a street inside verifies, the Bronx is outside, a city or nothing asks for the pin", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      await client.post("/api/delivery-zones", {
        name: "Little Italy & SoHo",
        polygon: LITTLE_ITALY_AND_SOHO,
      });
      const check = (address: string) =>
        new TestClient(t.app).get(
          `/api/microsite/${merchant.businessSlug}/delivery/check-address?address=${encodeURIComponent(address)}&subtotal=20`,
        );
      const inside = (await check(SOHO_DOOR)).json();
      expect(inside).toMatchObject({
        verdict: "inside",
        found: { lat: 40.7246, lng: -73.9985, precision: "street" },
        check: { allowed: true, zone: "Little Italy & SoHo" },
        reason: null,
      });
      expect((await check(BRONX)).json()).toMatchObject({
        verdict: "outside",
        found: { precision: "street" },
        check: { allowed: false, zone: null },
      });
      expect((await check(CITY_ONLY)).json()).toEqual({
        verdict: "pin",
        found: {
          lat: 40.7127281,
          lng: -74.0060152,
          precision: "city",
          label: "City of New York, New York, United States",
        },
        check: null,
        reason: "We found City of New York, not your street: tap the map to put the pin on your door.",
      });
      expect((await check("Nowhere at all, Atlantis")).json()).toEqual({
        verdict: "pin",
        found: null,
        check: null,
        reason: ADDRESS_CHECK_MESSAGES.notFound,
      });
      const bad = await check("");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(GEOCODE_MESSAGES.address);
      const unknown = await new TestClient(t.app).get(
        `/api/microsite/no-such-store/delivery/check-address?address=${encodeURIComponent(SOHO_DOOR)}`,
      );
      expect(unknown.statusCode).toBe(404);
    });

    it("an order's address point is the server's own: the Bronx never goes to a SoHo zone", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      await client.post("/api/delivery-zones", {
        name: "Little Italy & SoHo",
        polygon: LITTLE_ITALY_AND_SOHO,
      });
      const product = await createProduct(t.database.db, merchant.id, { quantity: null });
      // The client claims a point inside the zone for every address: only the server's geocoding counts.
      const place = (address: string, source: "address" | "pin" = "address") =>
        new TestClient(t.app).post("/api/orders", {
          merchantSlug: merchant.businessSlug,
          customer: { name: "Ann", phone: "+1 212 555 0100", address },
          items: [{ productId: product.id, quantity: 1 }],
          location: { lat: 40.72, lng: -74.0, source, precision: "street" },
        });
      const bronx = await place(BRONX);
      expect(bronx.statusCode).toBe(409);
      expect(bronx.json().message).toBe("We're not delivering to this area yet. Coming soon!");
      for (const address of [CITY_ONLY, "Nowhere at all, Atlantis"]) {
        const coarse = await place(address);
        expect(coarse.statusCode, address).toBe(400);
        expect(coarse.json().message).toBe(ADDRESS_CHECK_MESSAGES.orderNeedsPin);
      }
      const placed = await place(SOHO_DOOR);
      expect(placed.statusCode).toBe(201);
      const details: TMerchantOrderDetails = (
        await client.get(`/api/merchant/orders/${placed.json().id}`)
      ).json();
      expect(details.deliveryPoint).toEqual({
        lat: 40.7246,
        lng: -73.9985,
        source: "address",
        precision: "street",
      });
      expect(details.deliveryZoneName).toBe("Little Italy & SoHo");
      // A pin is the shopper's own door: kept as placed, with no geocoder's precision.
      const pinned = await place(BRONX, "pin");
      expect(pinned.statusCode).toBe(201);
      const pin: TMerchantOrderDetails = (
        await client.get(`/api/merchant/orders/${pinned.json().id}`)
      ).json();
      expect(pin.deliveryPoint).toEqual({ lat: 40.72, lng: -74, source: "pin", precision: null });
    });
  });
});

describeOnDrivers("no GEOCODER_URL", (t) => {
  it("says there is no geocoder, never verifies an address, and refuses an address-only order for a zone", async () => {
    const res = await new TestClient(t.app).get(`/api/geocode?q=${encodeURIComponent(SOHO_DOOR)}`);
    expect(res.json()).toEqual({ result: null, reason: GEOCODE_MESSAGES.notConfigured });
    const { client, merchant } = await registerMerchant(t.app);
    await client.post("/api/delivery-zones", { name: "Little Italy & SoHo", polygon: LITTLE_ITALY_AND_SOHO });
    const check = await new TestClient(t.app).get(
      `/api/microsite/${merchant.businessSlug}/delivery/check-address?address=${encodeURIComponent(SOHO_DOOR)}`,
    );
    expect(check.json()).toEqual({
      verdict: "pin",
      found: null,
      check: null,
      reason: GEOCODE_MESSAGES.notConfigured,
    });
    const product = await createProduct(t.database.db, merchant.id, { quantity: null });
    const order = await new TestClient(t.app).post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer: { name: "Ann", phone: "+1 212 555 0100", address: SOHO_DOOR },
      items: [{ productId: product.id, quantity: 1 }],
      location: { lat: 40.72, lng: -74.0, source: "address" },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(ADDRESS_CHECK_MESSAGES.orderNeedsPin);
  });
});
