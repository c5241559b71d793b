import { describe, expect, it } from "vitest";
import { zoneGeometryProblem } from "#contracts/zones";
import { CIRCLE_POINTS, circleAround, containsPoint, selfIntersects } from "./geometry";

/** Great-circle distance in km (haversine), written apart from the code under test. */
function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

/** The point `km` from `from` due east (bearing 90) or in another direction, by small steps. */
const eastOf = (from: { lat: number; lng: number }, km: number) => ({
  lat: from.lat,
  lng: from.lng + km / (111.32 * Math.cos((from.lat * Math.PI) / 180)),
});
const northOf = (from: { lat: number; lng: number }, km: number) => ({
  lat: from.lat + km / 111.195,
  lng: from.lng,
});

describe("a delivery distance as a polygon (issue 48)", () => {
  const store = { lat: 51.5072, lng: -0.1276 };

  it("is a closed GeoJSON ring of 64 [lng, lat] points, each the distance from the store", () => {
    const circle = circleAround(store, 3)!;
    expect(circle.type).toBe("Polygon");
    const ring = circle.coordinates[0]!;
    expect(ring).toHaveLength(CIRCLE_POINTS + 1);
    expect(CIRCLE_POINTS).toBeGreaterThanOrEqual(32);
    expect(ring.at(-1)).toEqual(ring[0]);
    expect(zoneGeometryProblem(circle)).toBeNull();
    expect(selfIntersects(circle)).toBe(false);
    for (const [lng, lat] of ring) expect(kmBetween(store, { lat: lat!, lng: lng! })).toBeCloseTo(3, 2);
    // Due north first, GeoJSON's [lng, lat] order.
    expect(ring[0]![0]).toBeCloseTo(store.lng, 5);
    expect(ring[0]![1]).toBeGreaterThan(store.lat);
  });

  it("holds a point 2.9 km away in every direction tried, and not one 3.1 km away", () => {
    const circle = circleAround(store, 3)!;
    for (const step of [eastOf, northOf]) {
      expect(containsPoint(circle, step(store, 2.9))).toBe(true);
      expect(containsPoint(circle, step(store, -2.9))).toBe(true);
      expect(containsPoint(circle, step(store, 3.1))).toBe(false);
      expect(containsPoint(circle, step(store, -3.1))).toBe(false);
    }
  });

  it("keeps its shape far from the equator and in the southern hemisphere", () => {
    for (const center of [
      { lat: 64.1466, lng: -21.9426 },
      { lat: -33.8688, lng: 151.2093 },
    ]) {
      const circle = circleAround(center, 10)!;
      expect(selfIntersects(circle)).toBe(false);
      expect(containsPoint(circle, eastOf(center, 9.9))).toBe(true);
      expect(containsPoint(circle, eastOf(center, 10.1))).toBe(false);
    }
  });

  it("is refused where it would cross the 180th meridian or a pole", () => {
    expect(circleAround({ lat: -17.7, lng: 179.99 }, 5)).toBeNull();
    expect(circleAround({ lat: 89.99, lng: 0 }, 5)).toBeNull();
  });
});
