import { describe, expect, it } from "vitest";
import { ZONE_MESSAGES, zoneGeometryProblem } from "./zones";

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
    [
      "an unclosed ring",
      {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      },
      ZONE_MESSAGES.ringClosed,
    ],
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
