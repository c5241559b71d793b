import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, type Reply, type SentRequest } from "#tests/web/fetch";
import { NEW_OWNER, renderSetup, testProgress } from "#tests/web/first-run";
import { testTrading } from "#tests/web/trading";
import { DELIVERY_MESSAGES } from "./delivery-step";

const AT_DELIVERY = testProgress({ next: "delivery" });
const GEOCODE = `GET /api/geocode?q=${encodeURIComponent(NEW_OWNER.address)}`;
const FOUND = { lat: 40.714513, lng: -73.961273 };
const writes = (requests: SentRequest[]) => requests.filter((r) => r.method !== "GET");

const routes = (over: Record<string, Reply> = {}): Record<string, Reply> => ({
  "GET /api/user": { json: NEW_OWNER },
  "GET /api/setup": { json: AT_DELIVERY },
  "GET /api/merchant/trading": { json: testTrading({ fulfilment: { delivery: true, pickup: false } }) },
  "GET /api/delivery-zones": { json: [] },
  // No map tiles (MAP_TILE_URL=off): the address still finds the store.
  "GET /api/map-settings": { json: { tileUrl: null, defaultCenter: { lat: 40.71, lng: -74.01 } } },
  [GEOCODE]: { json: { result: { ...FOUND, precision: "street", label: "245 Bedford Avenue, Brooklyn" } } },
  "PUT /api/merchant/trading": { json: testTrading() },
  "PUT /api/merchant/customization": { json: NEW_OWNER },
  "POST /api/delivery-zones": { json: {} },
  "PUT /api/setup/steps/delivery": { json: testProgress({ next: "payments" }) },
  "GET /api/merchant/payments": { status: 500, body: { message: "later" } },
  ...over,
});

describe("how shoppers get it (step 4)", () => {
  it("offers pickup too, delivers within 3 km of the store found by its address, and saves in order", async () => {
    const { requests } = mockFetch(routes());
    const { user } = renderSetup();
    await user.click(await screen.findByRole("checkbox", { name: /Pickup/ }));
    expect(screen.getByRole("checkbox", { name: /Delivery/ })).toHaveProperty("checked", true);
    expect(screen.getByLabelText("Deliver within")).toHaveProperty("value", "3");
    expect(screen.getByText("Kilometres from your store.")).toBeTruthy();
    await user.clear(screen.getByLabelText("Delivery fee"));
    await user.type(screen.getByLabelText("Delivery fee"), "2.5");
    await user.clear(screen.getByLabelText("Minimum order"));
    await user.type(screen.getByLabelText("Minimum order"), "10");
    await user.click(screen.getByRole("button", { name: "Find on map" }));
    await screen.findByText(/Found 245 Bedford Avenue, Brooklyn/);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "How you are paid" })).toBeTruthy();
    expect(writes(requests)).toEqual([
      { method: "PUT", url: "/api/merchant/trading", body: { fulfilment: { delivery: true, pickup: true } } },
      {
        method: "PUT",
        url: "/api/merchant/customization",
        body: {
          logoUrl: null,
          customDisplayName: null,
          contactPhone: null,
          theme: "default",
          location: FOUND,
        },
      },
      {
        method: "POST",
        url: "/api/delivery-zones",
        body: { name: "Within 3 km", center: FOUND, radiusKm: 3, deliveryFee: "2.50", minimumOrder: "10.00" },
      },
      { method: "PUT", url: "/api/setup/steps/delivery", body: { state: "done" } },
    ]);
  });

  it("offers 2 miles in a country that counts in miles, sent in kilometres", async () => {
    const located = { ...NEW_OWNER, country: "US", location: FOUND };
    const { requests } = mockFetch(routes({ "GET /api/user": { json: located } }));
    const { user } = renderSetup();
    expect(await screen.findByLabelText("Deliver within")).toHaveProperty("value", "2");
    expect(screen.getByText("Miles from your store.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { level: 1, name: "How you are paid" });
    // The store's saved location is kept as it is: only the zone is new.
    expect(writes(requests).map((r) => r.url)).toEqual([
      "/api/merchant/trading",
      "/api/delivery-zones",
      "/api/setup/steps/delivery",
    ]);
    expect(writes(requests)[1]?.body).toMatchObject({ name: "Within 2 mi", center: FOUND, radiusKm: 3.219 });
  });

  it("asks for the store's location and a real distance before delivering, and for at least one way", async () => {
    const { requests } = mockFetch(routes());
    const { user } = renderSetup();
    const distance = await screen.findByLabelText("Deliver within");
    await user.clear(distance);
    await user.type(distance, "0");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText(DELIVERY_MESSAGES.location)).toBeTruthy();
    expect(screen.getByText(DELIVERY_MESSAGES.distance("km"))).toBeTruthy();
    expect(distance.getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByRole("checkbox", { name: /Delivery/ }));
    expect(screen.getByRole("alert").textContent).toBe("Offer delivery, pickup or both");
    expect(screen.getByRole("button", { name: "Continue" })).toHaveProperty("disabled", true);
    expect(writes(requests)).toEqual([]);
  });

  it("keeps a store's delivery zones, pointing to them, and draws none", async () => {
    const { requests } = mockFetch(routes({ "GET /api/delivery-zones": { json: [{ id: "z1" }] } }));
    const { user } = renderSetup();
    expect(await screen.findByRole("link", { name: "Delivery Zones" })).toBeTruthy();
    expect(screen.queryByLabelText("Deliver within")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { level: 1, name: "How you are paid" });
    expect(writes(requests).map((r) => r.url)).toEqual([
      "/api/merchant/trading",
      "/api/setup/steps/delivery",
    ]);
  });
});
