import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { TDeliveryAreasResponse, TMapSettings } from "#contracts/maps";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import LocationMap from "./location-map";

const SETTINGS: TMapSettings = { tileUrl: "", defaultCenter: { lat: 40.71, lng: -74.01 } };
const WILLIAMSBURG = {
  name: "Williamsburg",
  polygon: {
    type: "Polygon" as const,
    coordinates: [
      [
        [-73.97, 40.7],
        [-73.94, 40.7],
        [-73.94, 40.725],
        [-73.97, 40.725],
        [-73.97, 40.7],
      ] as [number, number][],
    ],
  },
};
const AREAS_URL = "GET /api/microsite/bella-napoli/delivery-areas";

function showMap(
  areas: TDeliveryAreasResponse,
  settings: { json: TMapSettings } | { status: number } = { json: SETTINGS },
) {
  const onPick = vi.fn();
  const fetched = mockFetch({ "GET /api/map-settings": settings, [AREAS_URL]: { json: areas } });
  renderApp(<LocationMap point={null} onPick={onPick} merchantSlug="bella-napoli" />);
  return { onPick, ...fetched };
}

/** The map once it has opened where the store is (it is usable before: a tap is never lost). */
const opened = async () => {
  const map = await screen.findByRole("region", { name: /^Map of your location/ });
  await vi.waitFor(() => expect(map.dataset.openedOn).toBeDefined());
  return map;
};

describe("the shopper's map (issue 42)", () => {
  it("opens on the store's delivery areas, shaded and named for screen readers", async () => {
    showMap({ areas: [WILLIAMSBURG], location: { lat: 40.7145, lng: -73.9613 } });
    const map = await opened();
    expect(map.dataset.openedOn).toBe("areas");
    expect(map.getAttribute("aria-label")).toMatch(/Shaded: the areas the store delivers to$/);
    expect(screen.getByTestId("delivery-areas-legend").textContent).toBe("Shaded: where we deliver");
  });

  it("opens on the store's location when it has no area drawn, else on the server's default centre", async () => {
    showMap({ areas: [], location: { lat: 41.88, lng: -87.63 } });
    expect((await opened()).dataset.openedOn).toBe("location");
    expect(screen.queryByTestId("delivery-areas-legend")).toBeNull();
  });

  it("opens on the default centre with neither", async () => {
    showMap({ areas: [], location: null });
    expect((await opened()).dataset.openedOn).toBe("default");
  });

  it("says when it has no images, and still takes a tap for the pin", async () => {
    const { onPick } = showMap({ areas: [], location: null });
    const map = await opened();
    expect((await screen.findByRole("status")).textContent).toBe(
      "Map images are not available here — you can still tap to place your pin",
    );
    fireEvent.click(map, { clientX: 10, clientY: 10 });
    expect(onPick).toHaveBeenCalledWith({ lat: expect.any(Number), lng: expect.any(Number) });
  });

  it("says the images could not load when the map's settings cannot be read, and opens anyway", async () => {
    showMap({ areas: [WILLIAMSBURG], location: null }, { status: 503 });
    expect((await opened()).dataset.openedOn).toBe("areas");
    expect((await screen.findByRole("status")).textContent).toBe(
      "Map images could not load — you can still tap to place your pin",
    );
  });
});
