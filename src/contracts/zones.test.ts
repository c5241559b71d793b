import { describe, expect, it } from "vitest";
import { messageOf } from "#tests/helpers/zod-message";
import {
  ZCreateZoneRequest,
  ZDeliveryCheckQuery,
  ZONE_MESSAGES,
  ZOrderLocation,
  ZUpdateZoneRequest,
  zoneGeometryProblem,
} from "./zones";

const square = (x = 0, y = 0, size = 1) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

describe("zone geometry (spec section 5)", () => {
  it("takes a Polygon of closed rings and a MultiPolygon of them, with or without altitude", () => {
    expect(zoneGeometryProblem({ type: "Polygon", coordinates: [square()] })).toBeNull();
    expect(
      zoneGeometryProblem({ type: "Polygon", coordinates: [square(0, 0, 10), square(2, 2, 1)] }),
    ).toBeNull();
    expect(
      zoneGeometryProblem({ type: "MultiPolygon", coordinates: [[square()], [square(5, 5)]] }),
    ).toBeNull();
    const withAltitude = square().map(([x, y]) => [x, y, 12]);
    expect(zoneGeometryProblem({ type: "Polygon", coordinates: [withAltitude] })).toBeNull();
  });

  it.each([
    ["not an object", "nope", ZONE_MESSAGES.geometryType],
    ["another type", { type: "Point", coordinates: [0, 0] }, ZONE_MESSAGES.geometryType],
    ["no rings", { type: "Polygon", coordinates: [] }, ZONE_MESSAGES.rings],
    [
      "11 rings",
      { type: "Polygon", coordinates: Array.from({ length: 11 }, () => square()) },
      ZONE_MESSAGES.rings,
    ],
    [
      "6 polygons",
      { type: "MultiPolygon", coordinates: Array.from({ length: 6 }, (_, i) => [square(i * 2)]) },
      ZONE_MESSAGES.polygons,
    ],
    ["no polygons", { type: "MultiPolygon", coordinates: [] }, ZONE_MESSAGES.polygons],
    [
      "3 points",
      {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [0, 0],
          ],
        ],
      },
      ZONE_MESSAGES.ringSize,
    ],
    ["an unclosed ring", { type: "Polygon", coordinates: [square().slice(0, -1)] }, ZONE_MESSAGES.ringClosed],
    [
      "a one-number point",
      { type: "Polygon", coordinates: [[[0], [1, 0], [1, 1], [0]]] },
      ZONE_MESSAGES.coordinate,
    ],
    [
      "a four-number point",
      {
        type: "Polygon",
        coordinates: [
          [
            [0, 0, 0, 0],
            [1, 0],
            [1, 1],
            [0, 0, 0, 0],
          ],
        ],
      },
      ZONE_MESSAGES.coordinate,
    ],
    [
      "a text coordinate",
      {
        type: "Polygon",
        coordinates: [
          [
            ["0", 0],
            [1, 0],
            [1, 1],
            ["0", 0],
          ],
        ],
      },
      ZONE_MESSAGES.coordinate,
    ],
    // Sydney written latitude first: 151 is no latitude.
    [
      "swapped lat/lng out of range",
      {
        type: "Polygon",
        coordinates: [
          [
            [-33.87, 151.21],
            [-33.8, 151.21],
            [-33.8, 151.3],
            [-33.87, 151.21],
          ],
        ],
      },
      ZONE_MESSAGES.range,
    ],
    [
      "a longitude past 180",
      {
        type: "Polygon",
        coordinates: [
          [
            [181, 0],
            [1, 0],
            [1, 1],
            [181, 0],
          ],
        ],
      },
      ZONE_MESSAGES.range,
    ],
  ])("refuses %s", (_name, value, message) => {
    expect(zoneGeometryProblem(value)).toBe(message);
  });
});

describe("zone geometry edges", () => {
  /** A closed four-point ring through the given corner. */
  const ringAt = (lng: number, lat: number) => [
    [lng, lat],
    [0, lat],
    [0, 0],
    [lng, lat],
  ];
  const polygon = (...rings: unknown[]) => ({ type: "Polygon", coordinates: rings });

  it("takes the map's very edges and refuses anything past them", () => {
    for (const [lng, lat] of [
      [180, 90],
      [-180, -90],
      [180, -90],
      [-180, 90],
    ]) {
      expect(zoneGeometryProblem(polygon(ringAt(lng!, lat!))), `${lng},${lat}`).toBeNull();
    }
    for (const [lng, lat] of [
      [180.000001, 0],
      [-180.000001, 0],
      [0, 90.000001],
      [0, -90.000001],
    ]) {
      expect(zoneGeometryProblem(polygon(ringAt(lng!, lat!))), `${lng},${lat}`).toBe(ZONE_MESSAGES.range);
    }
  });

  it("takes 10 boundaries and 5 polygons, the most allowed", () => {
    expect(zoneGeometryProblem(polygon(...Array.from({ length: 10 }, () => square())))).toBeNull();
    const five = Array.from({ length: 5 }, (_, i) => [square(i * 2)]);
    expect(zoneGeometryProblem({ type: "MultiPolygon", coordinates: five })).toBeNull();
  });

  it.each([
    ["null", null, ZONE_MESSAGES.geometryType],
    ["a number", 5, ZONE_MESSAGES.geometryType],
    ["no coordinates", { type: "Polygon" }, ZONE_MESSAGES.rings],
    ["multi without coordinates", { type: "MultiPolygon" }, ZONE_MESSAGES.polygons],
    ["a ring that is not a list", polygon("ring"), ZONE_MESSAGES.coordinate],
    ["a point that is not a list", polygon([5, [1, 0], [1, 1], 5]), ZONE_MESSAGES.coordinate],
    ["an infinite coordinate", polygon(ringAt(Number.POSITIVE_INFINITY, 0)), ZONE_MESSAGES.coordinate],
    ["a NaN coordinate", polygon(ringAt(Number.NaN, 0)), ZONE_MESSAGES.coordinate],
    ["a bad second ring", polygon(square(), ringAt(1, 2).slice(0, 3)), ZONE_MESSAGES.ringSize],
    [
      "a ring closed in longitude only",
      polygon([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
      ZONE_MESSAGES.ringClosed,
    ],
    [
      "a ring closed in latitude only",
      polygon([
        [0, 0],
        [1, 0],
        [1, 1],
        [1, 0],
      ]),
      ZONE_MESSAGES.ringClosed,
    ],
    [
      "a bad polygon after a good one",
      { type: "MultiPolygon", coordinates: [[square()], [ringAt(200, 0)]] },
      ZONE_MESSAGES.range,
    ],
    [
      "a multi-polygon with an empty polygon",
      { type: "MultiPolygon", coordinates: [[]] },
      ZONE_MESSAGES.rings,
    ],
  ])("refuses %s", (_name, value, message) => {
    expect(zoneGeometryProblem(value)).toBe(message);
  });
});

describe("zone requests", () => {
  const area = { type: "Polygon", coordinates: [square()] };

  it("creates an active zone by default, drops a client's bounding box, and allows no area yet", () => {
    expect(ZCreateZoneRequest("USD").parse({ name: " North ", polygon: area, bboxMinLng: 99 })).toEqual({
      name: "North",
      active: true,
      polygon: area,
      deliveryFee: "0.00",
      minimumOrder: "0.00",
      freeDeliveryOver: null,
      etaMinutes: null,
      // A drawn area, or none yet: no distance (issue 48's center and radiusKm).
      center: null,
      radiusKm: null,
    });
    expect(ZCreateZoneRequest("USD").parse({ name: "North", active: false })).toEqual({
      name: "North",
      active: false,
      polygon: null,
      deliveryFee: "0.00",
      minimumOrder: "0.00",
      freeDeliveryOver: null,
      etaMinutes: null,
      // A drawn area, or none yet: no distance (issue 48's center and radiusKm).
      center: null,
      radiusKm: null,
    });
  });

  it("updates any subset and refuses a bad name, flag or area with its message", () => {
    expect(ZUpdateZoneRequest("USD").parse({ active: false, bboxMaxLat: 1 })).toEqual({ active: false });
    expect(ZUpdateZoneRequest("USD").parse({ polygon: null })).toEqual({ polygon: null });
    expect(messageOf(ZCreateZoneRequest("USD").safeParse({ name: "  " }))).toBe(ZONE_MESSAGES.name);
    expect(messageOf(ZCreateZoneRequest("USD").safeParse({}))).toBe(ZONE_MESSAGES.name);
    expect(messageOf(ZCreateZoneRequest("USD").safeParse({ name: "x".repeat(51) }))).toBe(
      ZONE_MESSAGES.nameMax,
    );
    expect(ZCreateZoneRequest("USD").safeParse({ name: "x".repeat(50) }).success).toBe(true);
    expect(messageOf(ZCreateZoneRequest("USD").safeParse({ name: "a\u0007" }))).toBe(
      "Text must not contain control characters",
    );
    expect(messageOf(ZCreateZoneRequest("USD").safeParse({ name: "N", active: "yes" }))).toBe(
      "active must be true or false",
    );
    expect(messageOf(ZUpdateZoneRequest("USD").safeParse({ active: "yes" }))).toBe(
      "active must be true or false",
    );
    expect(messageOf(ZUpdateZoneRequest("USD").safeParse({ polygon: { type: "Point" } }))).toBe(
      ZONE_MESSAGES.geometryType,
    );
    expect(messageOf(ZCreateZoneRequest("USD").safeParse({ name: "N", polygon: { type: "Point" } }))).toBe(
      ZONE_MESSAGES.geometryType,
    );
    expect(ZCreateZoneRequest("USD").safeParse({ name: "N", polygon: 5 }).error?.issues[0]).toMatchObject({
      code: "custom",
      path: ["polygon"],
    });
  });

  it("reads the delivery check's query: signed decimals within range, padded", () => {
    expect(ZDeliveryCheckQuery("USD").parse({ lat: " -90 ", lng: "+180" })).toEqual({ lat: -90, lng: 180 });
    expect(ZDeliveryCheckQuery("USD").parse({ lat: "90", lng: "-180.0" })).toEqual({ lat: 90, lng: -180 });
    expect(ZDeliveryCheckQuery("USD").parse({ lat: "40.7", lng: "-74" })).toEqual({ lat: 40.7, lng: -74 });
    expect(ZDeliveryCheckQuery("USD").parse({ lat: "40.7128", lng: "-74.0060" })).toEqual({
      lat: 40.7128,
      lng: -74.006,
    });
    for (const [lat, lng] of [
      ["90.1", "0"],
      ["-90.1", "0"],
      ["0", "180.1"],
      ["0", "-180.1"],
      ["", "0"],
      ["abc", "0"],
      ["1e2", "0"],
      ["1.", "0"],
      [".5", "0"],
      ["4x", "0"],
      ["x4", "0"],
      ["1.5x", "0"],
      ["++1", "0"],
      [undefined, "0"],
    ]) {
      expect(messageOf(ZDeliveryCheckQuery("USD").safeParse({ lat, lng })), `${lat},${lng}`).toBe(
        ZONE_MESSAGES.point,
      );
    }
  });

  it("reads an order's location: numbers within range", () => {
    expect(ZOrderLocation.parse({ lat: -90, lng: 180 })).toEqual({ lat: -90, lng: 180 });
    expect(ZOrderLocation.parse({ lat: 90, lng: -180 })).toEqual({ lat: 90, lng: -180 });
    for (const bad of [
      { lat: 90.5, lng: 0 },
      { lat: -90.5, lng: 0 },
      { lat: 0, lng: 180.5 },
      { lat: 0, lng: -180.5 },
      { lat: "1", lng: 0 },
      { lat: 0, lng: "1" },
      "here",
    ]) {
      expect(messageOf(ZOrderLocation.safeParse(bad)), JSON.stringify(bad)).toBe(ZONE_MESSAGES.point);
    }
  });
});
