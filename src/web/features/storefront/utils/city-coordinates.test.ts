import { describe, expect, it } from "vitest";
import { locateAddress, locateCity } from "./city-coordinates";

describe("the address check's city list", () => {
  it("finds the city an address names, boroughs before New York, in any case", () => {
    expect(locateAddress("1 Main Street, New York, NY 10013")).toEqual({ lat: 40.7128, lng: -74.006 });
    expect(locateAddress("42 Bedford Ave, BROOKLYN, New York")).toEqual({ lat: 40.6782, lng: -73.9442 });
    expect(locateAddress("500 Ocean Drive, Miami Beach")).toEqual({ lat: 25.7617, lng: -80.1918 });
    expect(locateAddress("10 Downing Street, London")).toBeNull();
  });

  it("names the city it found, so the checkout can say it is not the street", () => {
    expect(locateCity("120 Prince Street, New York, NY")).toEqual({
      name: "New York",
      lat: 40.7128,
      lng: -74.006,
    });
    expect(locateCity("nowhere in particular")).toBeNull();
  });
});
