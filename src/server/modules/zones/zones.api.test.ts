import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TZone } from "#contracts/zones";
import { orders } from "#server/db/schema/orders";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct, SQUARE_POLYGON } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const MISSING = "00000000-0000-4000-8000-000000000000";
// Lower Manhattan (SQUARE_POLYGON spans -74.02..-73.98, 40.70..40.74) with Central Park's corner as a hole.
const inside = { lat: 40.72, lng: -74.0 };
const outside = { lat: 40.8, lng: -73.95 };
const bowTie = {
  type: "Polygon",
  coordinates: [
    [
      [-74.0, 40.7],
      [-73.9, 40.8],
      [-73.9, 40.7],
      [-74.0, 40.8],
      [-74.0, 40.7],
    ],
  ],
};

describeOnDrivers("delivery zones", (t) => {
  it("creates a zone with the bounding box computed by the server, whatever the client sent", async () => {
    const { client } = await registerMerchant(t.app);
    const res = await client.post("/api/delivery-zones", {
      name: "  Lower Manhattan ",
      polygon: SQUARE_POLYGON,
      bboxMinLng: "0",
      bboxMaxLat: "89",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Lower Manhattan",
      active: true,
      polygon: SQUARE_POLYGON,
      bboxMinLng: "-74.020000",
      bboxMinLat: "40.700000",
      bboxMaxLng: "-73.980000",
      bboxMaxLat: "40.740000",
    });
    const list: TZone[] = (await client.get("/api/delivery-zones")).json();
    expect(list.map((z) => z.name)).toEqual(["Lower Manhattan"]);
  });

  it("refuses an update that names nothing a zone has with 400, and leaves the zone as it was", async () => {
    const { client } = await registerMerchant(t.app);
    const zone = (await client.post("/api/delivery-zones", { name: "Z", polygon: SQUARE_POLYGON })).json();
    for (const body of [{}, { foo: 1 }, { bboxMinLat: "1" }]) {
      const res = await client.put(`/api/delivery-zones/${zone.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(
        "Nothing to change: send the zone's name, active, polygon, deliveryFee, minimumOrder, freeDeliveryOver or etaMinutes",
      );
    }
    expect((await client.get("/api/delivery-zones")).json()).toMatchObject([{ name: "Z", active: true }]);
  });

  it("takes the three update shapes: {name, active}, {active}, {polygon with bbox}", async () => {
    const { client } = await registerMerchant(t.app);
    const zone = (await client.post("/api/delivery-zones", { name: "Z", polygon: SQUARE_POLYGON })).json();
    const url = `/api/delivery-zones/${zone.id}`;
    expect((await client.put(url, { name: "Renamed", active: false })).json()).toMatchObject({
      name: "Renamed",
      active: false,
    });
    expect((await client.put(url, { active: true })).json()).toMatchObject({ name: "Renamed", active: true });
    const moved = {
      type: "Polygon",
      coordinates: [
        [
          [1, 1],
          [2, 1],
          [2, 2],
          [1, 2],
          [1, 1],
        ],
      ],
    };
    const res = await client.put(url, {
      polygon: moved,
      bboxMinLng: "-180",
      bboxMinLat: "-90",
      bboxMaxLng: "180",
      bboxMaxLat: "90",
    });
    expect(res.json()).toMatchObject({ polygon: moved, bboxMinLng: "1.000000", bboxMaxLat: "2.000000" });
    expect((await client.delete(url)).json()).toEqual({ message: "Delivery zone deleted" });
    expect((await client.get("/api/delivery-zones")).json()).toEqual([]);
  });

  it.each([
    [{ polygon: SQUARE_POLYGON }, "Zone name is required"],
    [{ name: "   " }, "Zone name is required"],
    [{ name: "x".repeat(51) }, "Zone name must be under 50 characters"],
    [
      { name: "Z", polygon: { type: "Point", coordinates: [0, 0] } },
      "The delivery area must be a GeoJSON Polygon or MultiPolygon",
    ],
    [
      // The square without its ring's closing point.
      { name: "Z", polygon: { type: "Polygon", coordinates: [SQUARE_POLYGON.coordinates[0]!.slice(0, -1)] } },
      "Each boundary must end where it starts",
    ],
    [
      { name: "Z", polygon: bowTie },
      "The delivery area's edges cross each other. Please draw it again without crossing lines.",
    ],
    [{ name: "Z", active: "yes" }, "active must be true or false"],
  ])("refuses %o with its message", async (body, message) => {
    const { client } = await registerMerchant(t.app);
    const res = await client.post("/api/delivery-zones", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("keeps zones to their merchant: 404 for another's or a malformed id, 401 signed out", async () => {
    const { client: owner } = await registerMerchant(t.app);
    const zone = (await owner.post("/api/delivery-zones", { name: "Mine", polygon: SQUARE_POLYGON })).json();
    const { client: other } = await registerMerchant(t.app);
    for (const id of [zone.id, MISSING, "not-a-uuid"]) {
      expect((await other.put(`/api/delivery-zones/${id}`, { active: false })).statusCode).toBe(404);
      expect((await other.delete(`/api/delivery-zones/${id}`)).statusCode).toBe(404);
    }
    expect((await other.get("/api/delivery-zones")).json()).toEqual([]);
    expect((await new TestClient(t.app).get("/api/delivery-zones")).statusCode).toBe(401);
  });

  it("checks a point: inside an active zone, never an inactive or undrawn one, a clear 400 for bad input", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const check = (query: string) =>
      new TestClient(t.app).get(`/api/microsite/${merchant.businessSlug}/delivery/check?${query}`);
    expect((await check(`lat=${inside.lat}&lng=${inside.lng}`)).json()).toEqual({
      allowed: false,
      zone: null,
      reason: "We're not delivering to this area yet. Coming soon!",
      fee: null,
      minimumOrder: null,
      freeDeliveryOver: null,
      etaMinutes: null,
    });
    const zone = (
      await client.post("/api/delivery-zones", { name: "Downtown", polygon: SQUARE_POLYGON })
    ).json();
    await client.post("/api/delivery-zones", { name: "No area yet" });
    // A zone created without prices delivers for free, at any amount, in the spec's 30-45 minutes.
    expect((await check(`lat=${inside.lat}&lng=${inside.lng}`)).json()).toEqual({
      allowed: true,
      zone: "Downtown",
      reason: null,
      fee: "0.00",
      minimumOrder: "0.00",
      freeDeliveryOver: null,
      etaMinutes: null,
    });
    expect((await check("lat=40.7&lng=-74.02")).json().allowed).toBe(true); // a corner counts as inside
    expect((await check(`lat=${outside.lat}&lng=${outside.lng}`)).json().allowed).toBe(false);
    await client.put(`/api/delivery-zones/${zone.id}`, { active: false });
    expect((await check(`lat=${inside.lat}&lng=${inside.lng}`)).json().allowed).toBe(false);
    for (const query of [
      "lat=abc&lng=1",
      "lat=91&lng=0",
      "lng=-74",
      "lat=40&lng=181",
      "lat=&lng=",
      "lat=1e3&lng=0",
    ]) {
      const res = await check(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(
        "lat and lng must be numbers: latitude -90 to 90, longitude -180 to 180",
      );
    }
    expect(
      (await new TestClient(t.app).get("/api/microsite/no-such-store/delivery/check?lat=1&lng=1")).statusCode,
    ).toBe(404);
  });

  it("takes orders only for locations inside a zone, and keeps where and which zone", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const product = await createProduct(t.database.db, merchant.id, { quantity: null });
    const customer = { name: "Ann", phone: "555 0100", address: "1 Main Street, New York" };
    const place = (extra: object) =>
      new TestClient(t.app).post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer,
        items: [{ productId: product.id, quantity: 1 }],
        ...extra,
      });
    // No zones: any address.
    expect((await place({})).statusCode).toBe(201);
    await client.post("/api/delivery-zones", { name: "Downtown", polygon: SQUARE_POLYGON });
    const missing = await place({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please check that we deliver to your location before ordering.");
    const far = await place({ location: outside });
    expect(far.statusCode).toBe(409);
    expect(far.json().message).toBe("We're not delivering to this area yet. Coming soon!");
    const ok = await place({ location: inside });
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, ok.json().id));
    expect(row).toMatchObject({
      deliveryLat: "40.720000",
      deliveryLng: "-74.000000",
      deliveryZoneName: "Downtown",
    });
    expect((await place({ location: { lat: 95, lng: 0 } })).statusCode).toBe(400);
  });
});
