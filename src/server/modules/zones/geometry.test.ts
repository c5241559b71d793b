import { describe, expect, it } from "vitest";
import type { TZonePolygon } from "#contracts/zones";
import { bboxOf, containsPoint, selfIntersects } from "./geometry";

const square = (x: number, y: number, size: number) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];
const donut: TZonePolygon = { type: "Polygon", coordinates: [square(0, 0, 10), square(4, 4, 2)] as never };
const two: TZonePolygon = {
  type: "MultiPolygon",
  coordinates: [[square(0, 0, 1)], [square(5, 5, 1)]] as never,
};

describe("zone geometry on the server", () => {
  it("finds points inside, outside, in a hole, on an edge, and in a MultiPolygon's second polygon", () => {
    expect(containsPoint(donut, { lng: 1, lat: 1 })).toBe(true);
    expect(containsPoint(donut, { lng: 11, lat: 1 })).toBe(false);
    expect(containsPoint(donut, { lng: 5, lat: 5 })).toBe(false);
    expect(containsPoint(donut, { lng: 0, lat: 5 })).toBe(true);
    expect(containsPoint(donut, { lng: 10, lat: 10 })).toBe(true);
    expect(containsPoint(two, { lng: 5.5, lat: 5.5 })).toBe(true);
    expect(containsPoint(two, { lng: 3, lat: 3 })).toBe(false);
  });

  it("finds a bow tie's crossing edges", () => {
    const bowTie: TZonePolygon = {
      type: "Polygon",
      coordinates: [
        [
          [0, 0],
          [2, 2],
          [2, 0],
          [0, 2],
          [0, 0],
        ],
      ] as never,
    };
    expect(selfIntersects(bowTie)).toBe(true);
    expect(selfIntersects(donut)).toBe(false);
  });

  it("computes the bounding box as 6-decimal strings", () => {
    expect(bboxOf(two)).toEqual({
      bboxMinLng: "0.000000",
      bboxMinLat: "0.000000",
      bboxMaxLng: "6.000000",
      bboxMaxLat: "6.000000",
    });
  });
});
