import { describe, expect, it } from "vitest";
import { searchUrl, toGeocodeResult } from "./nominatim";
import { precisionOf } from "./precision";

describe("Nominatim's jsonv2 answer", () => {
  it("asks /search for one result in jsonv2, keeping the service's own path", () => {
    expect(searchUrl("https://geo.example.com/nominatim/", "1 Main St")).toBe(
      "https://geo.example.com/nominatim/search?format=jsonv2&q=1+Main+St&limit=1&addressdetails=1",
    );
  });

  it("reads lat and lon (strings) and the precision from place_rank, addresstype or type", () => {
    expect(
      toGeocodeResult([
        {
          lat: "40.8503",
          lon: "-73.9016",
          place_rank: 30,
          addresstype: "place",
          type: "house",
          display_name: "2000, Grand Concourse",
        },
      ]),
    ).toEqual({ lat: 40.8503, lng: -73.9016, precision: "street", label: "2000, Grand Concourse" });
    expect(toGeocodeResult([])).toBeNull();
    expect(() => toGeocodeResult({ error: "x" })).toThrow();
    expect(() => toGeocodeResult([{ lat: "95", lon: "0" }])).toThrow("off the map");
  });

  it.each([
    [{ place_rank: 30, addresstype: "building" }, "street"],
    [{ place_rank: 26, addresstype: "road" }, "street"],
    [{ place_rank: 21, addresstype: "postcode" }, "postcode"],
    [{ place_rank: 25, type: "postcode" }, "postcode"],
    [{ place_rank: 22, addresstype: "neighbourhood" }, "city"],
    [{ place_rank: 16, addresstype: "city" }, "city"],
    [{ place_rank: 8, addresstype: "state" }, "region"],
    [{ addresstype: "house" }, "street"],
    [{ type: "town" }, "city"],
    [{}, "region"],
  ] as const)("%o is %s", (place, precision) => {
    expect(precisionOf(place)).toBe(precision);
  });
});
