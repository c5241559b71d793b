/**
 * The address check resolves an address in the browser against this fixed list of cities (spec
 * section 7), not with a geocoding service: the first city named in the address wins.
 */
export const CITY_COORDINATES: { name: string; lat: number; lng: number }[] = [
  { name: "Manhattan", lat: 40.7831, lng: -73.9712 },
  { name: "Brooklyn", lat: 40.6782, lng: -73.9442 },
  { name: "Queens", lat: 40.7282, lng: -73.7949 },
  { name: "New York", lat: 40.7128, lng: -74.006 },
  { name: "Los Angeles", lat: 34.0522, lng: -118.2437 },
  { name: "Chicago", lat: 41.8781, lng: -87.6298 },
  { name: "Miami", lat: 25.7617, lng: -80.1918 },
  { name: "Seattle", lat: 47.6062, lng: -122.3321 },
];

export const MIN_ADDRESS_LENGTH = 15;

/** The city the address names (its centre, not the street), or null. Boroughs come before "New York". */
export function locateCity(address: string): { name: string; lat: number; lng: number } | null {
  const text = address.toLowerCase();
  return CITY_COORDINATES.find((c) => text.includes(c.name.toLowerCase())) ?? null;
}

/** The coordinates of the city the address names, or null. */
export function locateAddress(address: string): { lat: number; lng: number } | null {
  const city = locateCity(address);
  return city ? { lat: city.lat, lng: city.lng } : null;
}
