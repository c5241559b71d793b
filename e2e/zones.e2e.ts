import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TZone } from "#contracts/zones";
import { EXPECTED_401, watchConsole } from "./support/browser";
import { serverAndBrowser } from "./support/journey";

describe("delivery zones: drawn on a map by the merchant, enforced at the customer's checkout", () => {
  const running = serverAndBrowser({ DEMO_DATA: "off" });
  const contexts: BrowserContext[] = [];
  let merchant: Page;
  let errors: string[][];
  const url = (path: string) => `${running.server.baseUrl}${path}`;
  const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
  let zone: TZone;

  beforeAll(async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const token = async () =>
      ((await (await context.request.get(url("/api/csrf-token"))).json()) as { csrfToken: string }).csrfToken;
    const registered = await context.request.post(url("/api/register"), {
      headers: { "x-csrf-token": await token() },
      data: {
        email: "zones@example.com",
        password: "s3cret-pass",
        businessName: "Zone Shop",
        businessSlug: "zone-shop",
      },
    });
    expect(registered.status()).toBe(201);
    const product = await context.request.post(url("/api/products"), {
      headers: { "x-csrf-token": await token() },
      data: { name: "Umbrella", price: "12.00", quantity: 10 },
    });
    expect(product.status()).toBe(201);
    merchant = await context.newPage();
    merchant.setDefaultTimeout(10_000);
    errors = [watchConsole(merchant, [EXPECTED_401])];
  });
  afterEach(() => {
    for (const list of errors) expect(list.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it("the dashboard loads no map code; the zones screen does", async () => {
    const scripts: string[] = [];
    merchant.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(new URL(res.url()).pathname);
    });
    await merchant.goto(url("/dashboard?tab=delivery"));
    await merchant.getByRole("heading", { name: "Welcome, Zone Shop" }).waitFor();
    expect(scripts.some((s) => /leaflet|geoman/i.test(s))).toBe(false);
    await merchant.getByRole("link", { name: /Manage Delivery Zones/ }).click();
    await merchant.getByRole("heading", { name: "Delivery Zones" }).waitFor();
    await merchant.getByText("Manage your delivery areas").waitFor();
    await merchant.getByTestId("zones-summary").filter({ hasText: "No zones yet" }).waitFor();
  });

  it("draws a polygon by clicking on the map and creates the zone", async () => {
    await merchant.getByRole("button", { name: "Add Zone" }).click();
    const dialog = merchant.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Create Delivery Zone" }).waitFor();
    await dialog.getByLabel("Zone Name").fill("Downtown");
    // Without an area the zone cannot be created.
    await dialog.getByRole("button", { name: "Create Zone" }).click();
    await toast(merchant, "No delivery area drawn").waitFor();

    const map = dialog.locator('[data-testid="zone-map"][data-ready="true"]');
    await map.waitFor();
    await dialog.locator(".leaflet-pm-icon-polygon").click();
    const box = (await map.boundingBox())!;
    const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
    for (const point of [at(0.3, 0.3), at(0.7, 0.3), at(0.7, 0.7), at(0.3, 0.7), at(0.3, 0.3)]) {
      await merchant.mouse.click(point.x, point.y);
      await merchant.waitForTimeout(150);
    }
    await toast(merchant, "Area drawn").waitFor();
    await dialog.getByRole("button", { name: "Create Zone" }).click();
    await dialog.waitFor({ state: "detached" });
    await toast(merchant, "Delivery zone created successfully with delivery area").waitFor();
    await merchant.getByTestId("zones-summary").filter({ hasText: "1 active zones of 1 total" }).waitFor();

    const zones = (await (
      await merchant.context().request.get(url("/api/delivery-zones"))
    ).json()) as TZone[];
    zone = zones[0]!;
    expect(zone.polygon?.type).toBe("Polygon");
    expect(Number(zone.bboxMaxLat)).toBeGreaterThan(Number(zone.bboxMinLat));
  });

  it("switches the zone off and on again", async () => {
    const card = merchant.getByTestId("zone-card").filter({ hasText: "Downtown" });
    await card.getByRole("switch").click();
    await toast(merchant, "Zone status updated successfully").first().waitFor();
    await card.getByText("Inactive - not accepting deliveries").waitFor();
    await merchant.getByTestId("zones-summary").filter({ hasText: "0 active zones of 1 total" }).waitFor();
    await card.getByRole("switch").click();
    await card.getByText("Active - accepting deliveries").waitFor();
  });

  async function customerAt(latitude: number, longitude: number) {
    const context = await running.browser.newContext({
      viewport: { width: 390, height: 844 },
      permissions: ["geolocation"],
      geolocation: { latitude, longitude },
    });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    errors.push(watchConsole(page, [EXPECTED_401]));
    await page.goto(url("/microsite/zone-shop"));
    await page.getByRole("button", { name: "Quick Add" }).first().click();
    await page.getByRole("button", { name: /^Cart, 1 item/ }).click();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.getByLabel("Full Name *").fill("Ana Shopper");
    await page.getByLabel("Phone Number *").fill("+1 212 555 0100");
    await page.getByLabel("Delivery Address *").fill("1 Main Street, Somewhere");
    await page.getByRole("button", { name: "Detect My Location" }).click();
    return page;
  }

  it("a customer inside the zone can order", async () => {
    const lat = (Number(zone.bboxMinLat) + Number(zone.bboxMaxLat)) / 2;
    const lng = (Number(zone.bboxMinLng) + Number(zone.bboxMaxLng)) / 2;
    const page = await customerAt(lat, lng);
    await page
      .getByTestId("location-check-result")
      .filter({ hasText: "Great! You're in our delivery zone: Downtown" })
      .waitFor();
    await page.getByRole("button", { name: /^Place Order/ }).click();
    await page.getByRole("heading", { name: "Order Placed!" }).waitFor();
  });

  it("a customer outside every zone is told so and cannot order", async () => {
    const page = await customerAt(Number(zone.bboxMaxLat) + 0.5, Number(zone.bboxMaxLng) + 0.5);
    await page.getByTestId("location-check-result").filter({ hasText: "Outside delivery zone" }).waitFor();
    await page.getByRole("button", { name: /^Place Order/ }).click();
    await toast(page, "Delivery Not Available").waitFor();
    await expect(page.getByRole("heading", { name: "Order Placed!" }).count()).resolves.toBe(0);
  });

  it("deletes the zone only once confirmed", async () => {
    const card = merchant.getByTestId("zone-card").filter({ hasText: "Downtown" });
    await card.getByRole("button", { name: "Delete Downtown" }).click();
    let dialog = merchant.getByRole("alertdialog", { name: "Delete delivery zone" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await card.waitFor();

    await card.getByRole("button", { name: "Delete Downtown" }).click();
    dialog = merchant.getByRole("alertdialog", { name: "Delete delivery zone" });
    await dialog.getByText("Are you sure you want to delete this delivery zone?", { exact: false }).waitFor();
    // The dialog is on top of the map: the zone's shape once covered the Delete button.
    await dialog.getByRole("button", { name: "Delete" }).click();
    await toast(merchant, "Delivery zone deleted successfully").first().waitFor();
    await merchant.getByText("No delivery zones").waitFor();
    await expect(merchant.getByTestId("zone-card").count()).resolves.toBe(0);
  });
});
