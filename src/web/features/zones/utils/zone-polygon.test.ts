import { describe, expect, it } from "vitest";
import { toZonePolygon, zoneStyle } from "./zone-polygon";

describe("zone polygons on the map", () => {
  it("keeps only polygons as areas, and colours active green and inactive gray at 0.3", () => {
    expect(toZonePolygon({ type: "Point", coordinates: [0, 0] })).toBeNull();
    expect(toZonePolygon(undefined)).toBeNull();
    expect(zoneStyle(true)).toMatchObject({ color: "#16a34a", fillOpacity: 0.3 });
    expect(zoneStyle(false)).toMatchObject({ color: "#6b7280", fillOpacity: 0.3 });
  });
});
