import { expect, it } from "vitest";
import { MAP_MESSAGES } from "#contracts/maps";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createZone } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

/** Issue 42, item 2: maps start where the store is. */
describeOnDrivers("a store's location and the shopper's map", (t) => {
  const anyone = () => new TestClient(t.app);
  const look = { theme: "blue", logoUrl: null };

  it("saves the location with the store's look, reads it back in /api/user and the microsite, and keeps it when left out", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const saved = await client.put("/api/merchant/customization", {
      ...look,
      location: { lat: 41.8781234567, lng: -87.6298 },
    });
    expect(saved.statusCode).toBe(200);
    // Six decimals, as the database keeps them.
    expect(saved.json().location).toEqual({ lat: 41.878123, lng: -87.6298 });
    expect((await client.get("/api/user")).json().location).toEqual({ lat: 41.878123, lng: -87.6298 });
    const site = (await anyone().get(`/api/microsite/${merchant.businessSlug}`)).json();
    expect(site.merchant.location).toEqual({ lat: 41.878123, lng: -87.6298 });

    // The Settings form sends no location: it stays. Null clears it.
    await client.put("/api/merchant/customization", { ...look, customDisplayName: "Chicago Shop" });
    expect((await client.get("/api/user")).json().location).toEqual({ lat: 41.878123, lng: -87.6298 });
    const cleared = await client.put("/api/merchant/customization", { ...look, location: null });
    expect(cleared.json().location).toBeNull();
    expect(
      (await anyone().get(`/api/microsite/${merchant.businessSlug}`)).json().merchant.location,
    ).toBeNull();
  });

  it("refuses a location off the map or not in numbers with a clear 400, and changes nothing", async () => {
    const { client } = await registerMerchant(t.app);
    for (const location of [
      { lat: 91, lng: 0 },
      { lat: 0, lng: -181 },
      { lat: "40.7", lng: "-74" },
      { lat: 40.7 },
      [40.7, -74],
      "40.7,-74",
    ]) {
      const res = await client.put("/api/merchant/customization", { ...look, location });
      expect(res.statusCode, JSON.stringify(location)).toBe(400);
      expect(res.json().message).toContain(MAP_MESSAGES.location);
    }
    expect((await client.get("/api/user")).json().location).toBeNull();
  });

  it("gives shoppers the store's active drawn areas (names and shapes only) and its location, fresh after a change", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const old = await createZone(t.database.db, merchant.id, { name: "Old Town" });
    await createZone(t.database.db, merchant.id, { name: "Paused", active: false });
    await createZone(t.database.db, merchant.id, { name: "Not drawn", polygon: null });
    await t.storeChanged(merchant.id);
    const url = `/api/microsite/${merchant.businessSlug}/delivery-areas`;
    const first = await anyone().get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.json()).toEqual({ areas: [{ name: "Old Town", polygon: old.polygon }], location: null });

    // A zone switched off and a location set through the API show at once (the cache is dropped).
    await client.put(`/api/delivery-zones/${old.id}`, { active: false });
    await client.put("/api/merchant/customization", { ...look, location: { lat: 40.7145, lng: -73.9613 } });
    expect((await anyone().get(url)).json()).toEqual({
      areas: [],
      location: { lat: 40.7145, lng: -73.9613 },
    });
  });

  it("answers 404 'Store not found' for an unknown store's areas", async () => {
    const res = await anyone().get("/api/microsite/no-such-store/delivery-areas");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/i);
  });

  it("tells every map where tiles come from and where to open when a store has nothing to show", async () => {
    const res = await anyone().get("/api/map-settings");
    expect(res.json()).toEqual({ tileUrl: "", defaultCenter: { lat: 40.71, lng: -74.01 } });
  });
});
