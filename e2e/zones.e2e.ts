import type { BrowserContextOptions, Page } from "@playwright/test";
import type { TZone } from "#contracts/zones";
import { apiOf, registerStore } from "./support/api";
import { DESKTOP, expect, test } from "./support/fixtures";
import { fillDeliveryDetails } from "./support/shopper";

/**
 * Delivery zones: drawn on a map by the merchant (the test's `page`, a desktop), enforced at the
 * customer's checkout (a phone of their own, where they stand). Each test starts from Zone Shop,
 * registered through the API, and from its Downtown zone made there too, but for the drawing itself.
 */
test.use({ data: "empty", viewport: DESKTOP, expectedStatuses: [401] });

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** Zone Shop, signed in on `page`, selling one umbrella; no zone yet. */
async function openZoneShop(page: Page) {
  await registerStore(page, {
    email: "zones@example.com",
    password: "s3cret-pass",
    businessName: "Zone Shop",
    businessSlug: "zone-shop",
  });
  await apiOf(page).post("/api/products", { name: "Umbrella", price: "12.00", quantity: 10 });
}

/** The Downtown zone, active, over the middle of the map the merchant draws on (New York). */
function addDowntown(page: Page) {
  const ring = [
    [-74.05, 40.69],
    [-73.97, 40.69],
    [-73.97, 40.73],
    [-74.05, 40.73],
    [-74.05, 40.69],
  ];
  return apiOf(page).post<TZone>("/api/delivery-zones", {
    name: "Downtown",
    active: true,
    polygon: { type: "Polygon", coordinates: [ring] },
  });
}

/** The zones screen, showing the Downtown zone. */
async function openZones(page: Page) {
  await page.goto("/delivery-zones");
  await expect(page.getByTestId("zone-card").filter({ hasText: "Downtown" })).toBeVisible();
}

/** A customer at (latitude, longitude), at Zone Shop's checkout with an umbrella, their location detected. */
async function customerAt(
  openPage: (options?: BrowserContextOptions) => Promise<Page>,
  latitude: number,
  longitude: number,
) {
  const page = await openPage({
    viewport: { width: 390, height: 844 },
    permissions: ["geolocation"],
    geolocation: { latitude, longitude },
  });
  await page.goto("/microsite/zone-shop");
  await page.getByRole("button", { name: "Quick Add" }).first().click();
  await page.getByRole("button", { name: /^Cart, 1 item/ }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await fillDeliveryDetails(page, {
    name: "Ana Shopper",
    phone: "+1 212 555 0100",
    address: "1 Main Street, Somewhere",
  });
  await page.getByRole("button", { name: "Detect My Location" }).click();
  return page;
}

test("the dashboard loads no map code; the zones screen does", async ({ page: merchant }) => {
  await openZoneShop(merchant);
  const scripts: string[] = [];
  merchant.on("response", (res) => {
    if (res.request().resourceType() === "script") scripts.push(new URL(res.url()).pathname);
  });
  await merchant.goto("/dashboard?tab=delivery");
  await expect(merchant.getByRole("heading", { name: "Welcome, Zone Shop" })).toBeVisible();
  await expect.poll(() => scripts.some((s) => /leaflet|geoman/i.test(s))).toBe(false);
  await merchant.getByRole("link", { name: /Manage Delivery Zones/ }).click();
  // Exact: once the screen has loaded, "Your Delivery Zones" is a heading too.
  await expect(merchant.getByRole("heading", { name: "Delivery Zones", exact: true })).toBeVisible();
  await expect(merchant.getByText("Manage your delivery areas")).toBeVisible();
  await expect(merchant.getByTestId("zones-summary")).toContainText("No zones yet");
});

test("draws a polygon by clicking on the map and creates the zone", async ({ page: merchant }) => {
  await openZoneShop(merchant);
  await merchant.goto("/delivery-zones");
  await expect(merchant.getByTestId("zones-summary")).toContainText("No zones yet");

  await merchant.getByRole("button", { name: "Add Zone" }).click();
  const dialog = merchant.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Create Delivery Zone" })).toBeVisible();
  await dialog.getByLabel("Zone Name").fill("Downtown");
  // Without an area the zone cannot be created.
  await dialog.getByRole("button", { name: "Create Zone" }).click();
  await expect(toast(merchant, "No delivery area drawn")).toBeVisible();

  const map = dialog.locator('[data-testid="zone-map"][data-ready="true"]');
  await expect(map).toBeVisible();
  await dialog.locator(".leaflet-pm-icon-polygon").click();
  // The zone's prices come first in the dialog: the map is below them, scrolled to before drawing
  // (a click outside the dialog would close it).
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
  // Geoman's vertex markers (its cursor's marker aside): each click is drawn before the next.
  const vertices = map.locator(".marker-icon:not(.cursor-marker)");
  const corners = [at(0.3, 0.3), at(0.7, 0.3), at(0.7, 0.7), at(0.3, 0.7)];
  for (const [i, point] of corners.entries()) {
    await merchant.mouse.click(point.x, point.y);
    await expect(vertices).toHaveCount(i + 1);
  }
  // Back on the first corner: the polygon is closed.
  await merchant.mouse.click(corners[0]?.x ?? 0, corners[0]?.y ?? 0);
  await expect(toast(merchant, "Area drawn")).toBeVisible();
  await dialog.getByRole("button", { name: "Create Zone" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(merchant, "Delivery zone created successfully with delivery area")).toBeVisible();
  await expect(merchant.getByTestId("zones-summary")).toContainText("1 active zones of 1 total");

  // The zone as the server keeps it: an answer already received.
  const zones = await apiOf(merchant).get<TZone[]>("/api/delivery-zones");
  expect(zones).toHaveLength(1);
  const zone = zones[0];
  expect(zone?.polygon?.type).toBe("Polygon");
  expect(Number(zone?.bboxMaxLat)).toBeGreaterThan(Number(zone?.bboxMinLat));
});

test("switches the zone off and on again", async ({ page: merchant }) => {
  await openZoneShop(merchant);
  await addDowntown(merchant);
  await openZones(merchant);
  const card = merchant.getByTestId("zone-card").filter({ hasText: "Downtown" });
  await card.getByRole("switch").click();
  await expect(toast(merchant, "Zone status updated successfully").first()).toBeVisible();
  await expect(card.getByText("Inactive - not accepting deliveries")).toBeVisible();
  await expect(merchant.getByTestId("zones-summary")).toContainText("0 active zones of 1 total");
  await card.getByRole("switch").click();
  await expect(card.getByText("Active - accepting deliveries")).toBeVisible();
});

test("a customer inside the zone can order", async ({ page: merchant, openPage }) => {
  await openZoneShop(merchant);
  const zone = await addDowntown(merchant);
  const lat = (Number(zone.bboxMinLat) + Number(zone.bboxMaxLat)) / 2;
  const lng = (Number(zone.bboxMinLng) + Number(zone.bboxMaxLng)) / 2;
  const page = await customerAt(openPage, lat, lng);
  await expect(page.getByTestId("location-check-result")).toContainText(
    "Great! You're in our delivery zone: Downtown",
  );
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(page.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
});

test("a customer outside every zone is told so and cannot order", async ({ page: merchant, openPage }) => {
  await openZoneShop(merchant);
  const zone = await addDowntown(merchant);
  const page = await customerAt(openPage, Number(zone.bboxMaxLat) + 0.5, Number(zone.bboxMaxLng) + 0.5);
  await expect(page.getByTestId("location-check-result")).toContainText("Outside delivery zone");
  await page.getByRole("button", { name: /^Place Order/ }).click();
  await expect(toast(page, "Delivery Not Available")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Order Placed!" })).toHaveCount(0);
});

test("deletes the zone only once confirmed", async ({ page: merchant }) => {
  await openZoneShop(merchant);
  await addDowntown(merchant);
  await openZones(merchant);
  const card = merchant.getByTestId("zone-card").filter({ hasText: "Downtown" });
  await card.getByRole("button", { name: "Delete Downtown" }).click();
  let dialog = merchant.getByRole("alertdialog", { name: "Delete delivery zone" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: "Delete Downtown" }).click();
  dialog = merchant.getByRole("alertdialog", { name: "Delete delivery zone" });
  await expect(
    dialog.getByText("Are you sure you want to delete this delivery zone?", { exact: false }),
  ).toBeVisible();
  // The dialog is on top of the map: the zone's shape once covered the Delete button.
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(merchant, "Delivery zone deleted successfully").first()).toBeVisible();
  await expect(merchant.getByText("No delivery zones")).toBeVisible();
  await expect(merchant.getByTestId("zone-card")).toHaveCount(0);
});
