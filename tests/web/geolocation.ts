import { vi } from "vitest";

/**
 * The device is at `coords`: jsdom's navigator with a geolocation that finds it at once. The rest of
 * the navigator stays jsdom's own (a spread would drop its getters: userAgent, platform…, which
 * Leaflet reads when the map's code loads, so a map loading meanwhile would fail).
 */
export function stubPosition(coords: { latitude: number; longitude: number }) {
  const geolocation = {
    getCurrentPosition: (found: PositionCallback) => found({ coords } as GeolocationPosition),
  };
  vi.stubGlobal(
    "navigator",
    new Proxy(navigator, {
      get: (real, key) => {
        if (key === "geolocation") return geolocation;
        const value = Reflect.get(real, key);
        return typeof value === "function" ? value.bind(real) : value;
      },
      has: (real, key) => key === "geolocation" || Reflect.has(real, key),
    }),
  );
}
