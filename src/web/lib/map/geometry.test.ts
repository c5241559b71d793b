import { describe, expect, it } from "vitest";
import type { TZonePolygon } from "#contracts/zones";
import { boundsOf, startView, toLatLngs } from "./geometry";

const box = (west: number, south: number, east: number, north: number): TZonePolygon => ({
  type: "Polygon",
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});
// Bella Napoli's two Brooklyn zones (the demo data).
const WILLIAMSBURG = box(-73.97, 40.7, -73.94, 40.725);
const GREENPOINT = box(-73.96, 40.725, -73.935, 40.74);
const HOME = { lat: 40.71, lng: -74.01 };

describe("where a map opens", () => {
  it("turns GeoJSON's [lng, lat] into Leaflet's [lat, lng], per polygon and ring", () => {
    const ring = [
      [-74, 40],
      [-73, 40],
      [-73, 41],
      [-74, 40],
    ];
    expect(toLatLngs({ type: "Polygon", coordinates: [ring] as never })).toEqual([
      [
        [
          [40, -74],
          [40, -73],
          [41, -73],
          [40, -74],
        ],
      ],
    ]);
    expect(toLatLngs({ type: "MultiPolygon", coordinates: [[ring], [ring]] as never })).toHaveLength(2);
  });

  it("opens on every one of the store's areas, whatever its location", () => {
    expect(
      startView({
        areas: [WILLIAMSBURG, GREENPOINT],
        location: { lat: 41.88, lng: -87.63 },
        defaultCenter: HOME,
      }),
    ).toEqual({
      kind: "areas",
      bounds: [
        [40.7, -73.97],
        [40.74, -73.935],
      ],
    });
    const multi: TZonePolygon = {
      type: "MultiPolygon",
      coordinates: [WILLIAMSBURG.coordinates as never, GREENPOINT.coordinates as never],
    };
    expect(boundsOf([multi])).toEqual(boundsOf([WILLIAMSBURG, GREENPOINT]));
  });

  it("opens on the store's location without areas, else on the server's default centre at the spec's zoom", () => {
    const chicago = { lat: 41.88, lng: -87.63 };
    expect(startView({ areas: [], location: chicago, defaultCenter: HOME })).toEqual({
      kind: "location",
      center: chicago,
      zoom: 13,
    });
    expect(startView({ areas: [], location: null, defaultCenter: HOME })).toEqual({
      kind: "default",
      center: HOME,
      zoom: 12,
    });
    expect(boundsOf([])).toBeNull();
  });
});
