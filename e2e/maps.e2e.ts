import { expect, type Locator } from "@playwright/test";
import { signIn } from "./support/api";
import { DESKTOP, test } from "./support/fixtures";

/**
 * Issue 42, item 2: maps start where the store is. Bella Napoli delivers to Williamsburg and
 * Greenpoint (Brooklyn); the test servers show maps without images (MAP_TILE_URL=off), which every
 * map says, and which stops no pin and no drawing.
 */

/**
 * Every shaded area drawn inside the map's box: the map opened on them. Both boxes are read in one
 * go, again until they agree: the checkout sheet slides in and Leaflet pans, so boxes read a moment
 * apart can disagree by the distance moved in between.
 */
async function expectAreasInView(map: Locator, areaSelector: string, count: number) {
  await expect(map.locator(areaSelector)).toHaveCount(count);
  await expect
    .poll(() =>
      map.evaluate((element, selector) => {
        const box = element.getBoundingClientRect();
        return [...element.querySelectorAll(selector)]
          .map((area) => area.getBoundingClientRect())
          .filter(
            (shape) =>
              shape.left < box.left ||
              shape.top < box.top ||
              shape.right > box.right ||
              shape.bottom > box.bottom,
          )
          .map(
            (shape) =>
              `area at ${shape.left},${shape.top}–${shape.right},${shape.bottom} outside ${box.left},${box.top}–${box.right},${box.bottom}`,
          );
      }, areaSelector),
    )
    .toEqual([]);
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
  await expectAreasInView(map, "path.delivery-area", 2);
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
  await expectAreasInView(editor, "path.leaflet-interactive", 2);
  await merchant.getByRole("button", { name: "Add Zone" }).click();
  const dialog = merchant.getByRole("dialog");
  await expect(dialog.getByTestId("zone-map")).toHaveAttribute("data-opened-on", "areas");
  await expect(dialog.getByRole("button", { name: "Draw Polygons" })).toBeVisible();
  await expect(dialog.getByTestId("map-notice")).toHaveText(
    "Map images are not available here — you can still draw and edit your delivery areas",
  );
});
