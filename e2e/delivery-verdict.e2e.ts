import { expect, readOnlyTest } from "./support/fixtures";

/**
 * Issue 42, item 1: a delivery verdict is never a guess. The e2e servers geocode with the Nominatim
 * stand-in (global-setup.ts): a street inside Bella Napoli's Williamsburg zone verifies; an address
 * it finds only as Brooklyn asks for the pin and says neither "verified" nor "outside".
 */
readOnlyTest(
  "the address check verifies a street in the zone, and a city-level answer asks for the pin",
  async ({ page }) => {
    await page.goto("/microsite/bella-napoli");
    await page.getByRole("button", { name: "Quick Add" }).first().click();
    await page.getByRole("button", { name: /^Cart, 1 item/ }).click();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    // One address field: the delivery check's is the order's.
    const address = page.getByLabel("Delivery Address *");
    await expect(address).toHaveCount(1);
    const verdict = page.getByTestId("address-check-result");

    await address.fill("180 Kent Avenue, Brooklyn, NY 11249");
    await expect(verdict).toContainText("Location verified - we deliver to your area!");
    await expect(verdict).toContainText("Delivering to Williamsburg");

    await address.fill("12 Somewhere Lane, Brooklyn, NY");
    await expect(verdict).toContainText(
      "We found Brooklyn, not your street: tap the map to put the pin on your door.",
    );
    // The newest check replaced the last: nothing on screen says verified, or outside.
    await expect(page.getByText("Location verified - we deliver to your area!")).toHaveCount(0);
    await expect(page.getByText("Outside delivery zone")).toHaveCount(0);
    await expect(page.getByTestId("checkout-fee")).toHaveText("Set by your area");
    await page.getByRole("region", { name: /^Map of your location/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/e2e/delivery-verdict-390.png" });
  },
);
