import { describe, expect, it } from "vitest";
import { toLatLngs, toZonePolygon, zoneStyle } from "./zone-polygon";

describe("zone polygons on the map", () => {
  it("turns GeoJSON's [lng, lat] into Leaflet's [lat, lng], per polygon and ring", () => {
    const ring = [
      [-74, 40.7],
      [-73.9, 40.7],
      [-73.9, 40.8],
      [-74, 40.7],
    ];
    expect(toLatLngs({ type: "Polygon", coordinates: [ring] as never })).toEqual([
      [
        [
          [40.7, -74],
          [40.7, -73.9],
          [40.8, -73.9],
          [40.7, -74],
        ],
      ],
    ]);
    expect(toLatLngs({ type: "MultiPolygon", coordinates: [[ring], [ring]] as never })).toHaveLength(2);
  });

  it("keeps only polygons as areas, and colours active green and inactive gray at 0.3", () => {
    expect(toZonePolygon({ type: "Point", coordinates: [0, 0] })).toBeNull();
    expect(toZonePolygon(undefined)).toBeNull();
    expect(zoneStyle(true)).toMatchObject({ color: "#16a34a", fillOpacity: 0.3 });
    expect(zoneStyle(false)).toMatchObject({ color: "#6b7280", fillOpacity: 0.3 });
  });
});
