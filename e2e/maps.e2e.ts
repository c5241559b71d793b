import { expect, type Locator } from "@playwright/test";
import { signIn } from "./support/api";
import { DESKTOP, test } from "./support/fixtures";

/**
 * Issue 42, item 2: maps start where the store is. Bella Napoli delivers to Williamsburg and
 * Greenpoint (Brooklyn); the test servers show maps without images (MAP_TILE_URL=off), which every
 * map says, and which stops no pin and no drawing.
 */

/** Every shaded area drawn inside the map's box: the map opened on them. */
async function expectAreasInView(map: Locator, areas: Locator, count: number) {
  await expect(areas).toHaveCount(count);
  const box = await map.boundingBox();
  for (const area of await areas.all()) {
    const shape = await area.boundingBox();
    expect(shape && box).toBeTruthy();
    if (!shape || !box) return;
    expect(shape.x).toBeGreaterThanOrEqual(box.x);
    expect(shape.y).toBeGreaterThanOrEqual(box.y);
    expect(shape.x + shape.width).toBeLessThanOrEqual(box.x + box.width);
    expect(shape.y + shape.height).toBeLessThanOrEqual(box.y + box.height);
  }
}

test("the checkout map opens on Bella Napoli's Brooklyn areas, and the zone editor on the store's areas", async ({
  page: shopper,
  openPage,
}, testInfo) => {
  await shopper.goto("/microsite/bella-napoli");
  await shopper.getByRole("button", { name: "Quick Add" }).first().click();
  await shopper.getByRole("button", { name: /^Cart, 1 item/ }).click();
  await shopper.getByRole("button", { name: "Proceed to Checkout" }).click();
  const map = shopper.getByRole("region", { name: /^Map of your location/ });
  await expect(map).toHaveAttribute("data-opened-on", "areas");
  await expectAreasInView(map, map.locator("path.delivery-area"), 2);
  await expect(shopper.getByText("Shaded: where we deliver")).toBeVisible();
  await expect(shopper.getByTestId("map-notice")).toHaveText(
    "Map images are not available here — you can still tap to place your pin",
  );
  await map.scrollIntoViewIfNeeded();
  await testInfo.attach("checkout map at 390 px", {
    body: await shopper.screenshot(),
    contentType: "image/png",
  });
  // A tap in the middle of the map is in Brooklyn, where the store delivers (it was lower Manhattan).
  await map.click();
  await expect(shopper.getByTestId("location-check-result")).toContainText(
    "Great! You're in our delivery zone: Williamsburg",
  );

  const merchant = await openPage({ viewport: DESKTOP });
  await signIn(merchant, "restaurant@demo.store");
  await merchant.goto("/delivery-zones");
  const editor = merchant.getByTestId("zone-map");
  await expect(editor).toHaveAttribute("data-opened-on", "areas");
  await expectAreasInView(editor, editor.locator("path.leaflet-interactive"), 2);
  await merchant.getByRole("button", { name: "Add Zone" }).click();
  const dialog = merchant.getByRole("dialog");
  await expect(dialog.getByTestId("zone-map")).toHaveAttribute("data-opened-on", "areas");
  await expect(dialog.getByRole("button", { name: "Draw Polygons" })).toBeVisible();
  await expect(dialog.getByTestId("map-notice")).toHaveText(
    "Map images are not available here — you can still draw and edit your delivery areas",
  );
});
