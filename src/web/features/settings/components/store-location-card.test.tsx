import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TMerchant } from "#contracts/auth";
import { DEFAULT_STORE_FORMATS } from "#contracts/store-locale";
import { mockFetch } from "#tests/web/fetch";
import { renderApp } from "#tests/web/render";
import { StoreLocationCard } from "./store-location-card";

const USER: TMerchant = {
  ...DEFAULT_STORE_FORMATS,
  id: "m1",
  email: "restaurant@demo.store",
  businessName: "Bella Napoli",
  businessSlug: "bella-napoli",
  businessType: "restaurant",
  contactPhone: "(212) 555-0142",
  address: "245 Bedford Avenue, Brooklyn, NY 11211",
  description: null,
  isApproved: true,
  status: "approved",
  statusReason: null,
  licenceNumber: null,
  logoUrl: "/uploads/logo.webp",
  customDisplayName: "Bella",
  theme: "red",
  acceptsPrescriptions: false,
  country: null,
  phoneCountry: "US",
  location: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};
const SETTINGS = { json: { tileUrl: "", defaultCenter: { lat: 40.71, lng: -74.01 } } };
const GEOCODE = `GET /api/geocode?q=${encodeURIComponent(USER.address!)}`;

describe("the store's location in Settings (issue 42)", () => {
  it("finds the address, pins it, and saves it with the look as saved", async () => {
    const { requests } = mockFetch({
      "GET /api/map-settings": SETTINGS,
      [GEOCODE]: {
        json: {
          result: {
            lat: 40.714513,
            lng: -73.961273,
            precision: "street",
            label: "245 Bedford Avenue, Brooklyn",
          },
        },
      },
      "PUT /api/merchant/customization": ({ body }) => ({ json: { ...USER, ...(body as object) } }),
    });
    const { user } = renderApp(<StoreLocationCard user={USER} />);
    expect(screen.getByTestId("store-location").textContent).toMatch(/^Not set yet/);
    const save = screen.getByRole("button", { name: "Save Location" });
    expect(save).toHaveProperty("disabled", true);
    // The registered address is there to find.
    expect(screen.getByLabelText("Address")).toHaveProperty("value", USER.address);
    await user.click(screen.getByRole("button", { name: "Find on map" }));
    await screen.findByText("Found 245 Bedford Avenue, Brooklyn. Check the pin is on your store, then save.");
    await waitFor(() => expect(save).toHaveProperty("disabled", false));
    await user.click(save);
    await screen.findByText("Store location saved");
    expect(requests.find((r) => r.method === "PUT")?.body).toEqual({
      logoUrl: "/uploads/logo.webp",
      customDisplayName: "Bella",
      contactPhone: "(212) 555-0142",
      theme: "red",
      location: { lat: 40.714513, lng: -73.961273 },
    });
  });

  it("says so when the address is not found, or found only to its city", async () => {
    mockFetch({
      "GET /api/map-settings": SETTINGS,
      [GEOCODE]: { json: { result: null } },
      "GET /api/geocode?q=Brooklyn": {
        json: { result: { lat: 40.65, lng: -73.95, precision: "city", label: "Brooklyn, New York" } },
      },
    });
    const { user } = renderApp(<StoreLocationCard user={USER} />);
    await user.click(screen.getByRole("button", { name: "Find on map" }));
    await screen.findByText("Could not find that address");
    expect(screen.getByRole("button", { name: "Save Location" })).toHaveProperty("disabled", true);
    await user.clear(screen.getByLabelText("Address"));
    await user.type(screen.getByLabelText("Address"), "Brooklyn");
    await user.click(screen.getByRole("button", { name: "Find on map" }));
    await screen.findByText(
      "Found Brooklyn, New York, not the street: tap the map on your store, then save.",
    );
  });

  it("shows a saved location and removes it", async () => {
    const { requests } = mockFetch({
      "GET /api/map-settings": SETTINGS,
      "PUT /api/merchant/customization": ({ body }) => ({ json: { ...USER, ...(body as object) } }),
    });
    const { user } = renderApp(
      <StoreLocationCard user={{ ...USER, location: { lat: 40.714513, lng: -73.961273 } }} />,
    );
    expect(screen.getByTestId("store-location").textContent).toBe("Saved: 40.714513, -73.961273");
    await user.click(screen.getByRole("button", { name: "Remove Location" }));
    await screen.findByText("Store location saved");
    expect(requests.find((r) => r.method === "PUT")?.body).toMatchObject({ location: null });
  });
});
