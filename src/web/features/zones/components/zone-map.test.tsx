import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { TZone } from "#contracts/zones";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { ZoneMap } from "./zone-map";

const ring = (west: number, south: number, east: number, north: number) => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];
const zone = (name: string, active: boolean, polygon: TZone["polygon"]): TZone => ({
  id: `z-${name}`,
  currency: "USD",
  merchantId: "m-1",
  name,
  active,
  polygon,
  bboxMinLng: null,
  bboxMinLat: null,
  bboxMaxLng: null,
  bboxMaxLat: null,
  deliveryFee: "0.00",
  minimumOrder: "0.00",
  freeDeliveryOver: null,
  etaMinutes: null,
  createdAt: "2026-11-01T10:00:00.000Z",
});
const LOOP = zone("The Loop", true, {
  type: "Polygon",
  coordinates: [ring(-87.64, 41.87, -87.62, 41.89)] as never,
});

function showEditor(zones: TZone[], location: { lat: number; lng: number } | null, drawing = false) {
  mockFetch({
    "GET /api/map-settings": { json: { tileUrl: "", defaultCenter: { lat: 40.71, lng: -74.01 } } },
    "GET /api/user": { json: { id: "m-1", businessName: "Windy Pizza", location } },
  });
  renderApp(<ZoneMap zones={zones} drawing={drawing} height={400} />);
}

const opened = async () => {
  const map = await screen.findByRole("region", { name: /^Delivery area map/ });
  await vi.waitFor(() => expect(map.dataset.ready).toBe("true"));
  return map;
};

describe("the zone editor's map (issue 42)", () => {
  it("opens on the store's areas wherever the store is", async () => {
    showEditor([LOOP], { lat: 40.71, lng: -74.01 });
    expect((await opened()).dataset.openedOn).toBe("areas");
  });

  it("opens on the store's location before any area is drawn, else on the default centre", async () => {
    showEditor([zone("Planned", true, null)], { lat: 41.88, lng: -87.63 });
    expect((await opened()).dataset.openedOn).toBe("location");
  });

  it("opens on the default centre with no area and no location", async () => {
    showEditor([], null);
    expect((await opened()).dataset.openedOn).toBe("default");
  });

  it("names its drawing tools and says that drawing works without map images", async () => {
    showEditor([], null, true);
    await opened();
    for (const name of ["Draw Polygons", "Edit Layers", "Remove Layers"])
      expect(await screen.findByRole("button", { name })).toBeTruthy();
    expect((await screen.findByRole("status")).textContent).toBe(
      "Map images are not available here — you can still draw and edit your delivery areas",
    );
  });
});
