import type { BrowserContext, Page } from "@playwright/test";
import { appReady } from "./support/app";
import { EXPECTED_404, statusError } from "./support/console";
import { expect, readOnlyTest, test } from "./support/fixtures";
import { sendPrescription } from "./support/shopper";

/** What a shopper sees when the network or the server lets them down, and when their details will not do. */

/** An order sent while offline: Chromium logs the aborted request. */
const OFFLINE = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;
/** The store's data answered 500 (the route below stands in for a failing server). */
const EXPECTED_500 = /Failed to load resource: the server responded with a status of 500/;

/** Puts the phone in SoHo, inside Urban Threads' delivery zone. */
async function inSoHo(context: BrowserContext) {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude: 40.722, longitude: -74.0 });
}

/** Urban Threads' first product in the cart, and checkout open (the first test's first steps). */
async function checkoutWithOneItem(page: Page) {
  await page.goto("/microsite/urban-threads");
  await page.getByRole("button", { name: /View All Products/ }).click();
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  await page.getByRole("button", { name: "Quick Add" }).first().click();
  await page.getByRole("button", { name: /Cart, 1 item/ }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
}

readOnlyTest(
  "checkout asks for a usable phone and address, and says the customer pays cash on delivery",
  async ({ page, context }) => {
    await checkoutWithOneItem(page);
    await expect(page.getByTestId("payment-method")).toContainText("Payment: cash on delivery.");

    await page.getByLabel("Full Name *").fill("Ana Shopper");
    await page.getByLabel("Phone Number *").fill("555 12");
    await page.getByLabel("Delivery Address *").fill("home");
    await page.getByLabel("Order Notes (Optional)").focus();
    await expect(
      page.getByText("Enter a phone number with at least 7 digits, so the store can call you"),
    ).toBeVisible();
    await expect(
      page.getByText("Enter your full address: street, number and area, not a single word"),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Place Order/ })).toBeDisabled();

    await page.getByLabel("Phone Number *").fill("+1 646 555 0101");
    await page.getByLabel("Delivery Address *").fill("9 Spring Street, New York");
    await expect(page.getByText(/at least 7 digits/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Place Order/ })).toBeEnabled();
    // The phone says the shopper is in SoHo, inside the store's zone.
    await inSoHo(context);
    await page.getByRole("button", { name: "Detect My Location" }).click();
    await expect(
      page.getByTestId("location-check-result").filter({ hasText: "SoHo & Nolita" }),
    ).toBeVisible();
  },
);

test("offline at checkout: says so, and the cart is kept for when the connection is back", async ({
  page,
  context,
  consoleErrors,
}) => {
  // Where the first test left the shopper: checkout filled in, located inside the zone.
  await checkoutWithOneItem(page);
  await page.getByLabel("Full Name *").fill("Ana Shopper");
  await page.getByLabel("Phone Number *").fill("+1 646 555 0101");
  await page.getByLabel("Delivery Address *").fill("9 Spring Street, New York");
  await inSoHo(context);
  await page.getByRole("button", { name: "Detect My Location" }).click();
  await expect(page.getByTestId("location-check-result").filter({ hasText: "SoHo & Nolita" })).toBeVisible();

  consoleErrors.allow(OFFLINE);
  await page.route("**/api/orders", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: /Place Order/ }).click();
  const toast = page.getByTestId("toast");
  await expect(toast.getByText("You're offline")).toBeVisible();
  await expect(toast).toContainText(
    "Your order was not sent. Your cart is kept: place it again when you're back online.",
  );
  await expect(toast).not.toContainText("Failed to fetch");
  // Still on checkout, the cart still holds its line.
  await expect(page.getByTestId("checkout-total")).toHaveText(/^\$\d/);
  await page.unroute("**/api/orders");
  await page.getByRole("button", { name: /Place Order/ }).click();
  await expect(page.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
});

readOnlyTest(
  "a store that fails to load for a server error offers Try Again; only a real 404 is 'Store Not Found'",
  async ({ page, consoleErrors }) => {
    await page.goto("/microsite/marketplace");
    // The store's data comes inline only on a first visit; from the marketplace, once the app runs
    // the page, it is requested.
    await appReady(page);
    consoleErrors.allow(EXPECTED_500);
    await page.route("**/api/microsite/bella-napoli", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await page
      .getByRole("link", { name: /Bella Napoli/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Couldn't load this store" })).toBeVisible();
    await expect(page.getByText("Store Not Found")).toHaveCount(0);
    await page.unroute("**/api/microsite/bella-napoli");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "Bella Napoli" }).first()).toBeVisible();

    consoleErrors.allow(EXPECTED_404);
    await page.goto("/microsite/no-such-store");
    await expect(page.getByText("Store Not Found")).toBeVisible();
  },
);

readOnlyTest(
  "an address with nothing there answers 404 (400 when it cannot be read) with the app's not-found page, drawn as in place",
  async ({ page, consoleErrors }) => {
    consoleErrors.allow(EXPECTED_404, statusError(400));
    const noProduct = "/microsite/greenleaf-pharmacy/product/00000000-0000-0000-0000-000000000000";
    for (const { path, status, heading } of [
      { path: "/nonexistent", status: 404, heading: "Page Not Found" },
      { path: "/microsite/no-such-store", status: 404, heading: "Store Not Found" },
      { path: noProduct, status: 404, heading: "Product Not Found" },
      { path: "/microsite/%25", status: 404, heading: "Store Not Found" },
      { path: "/microsite/greenleaf-pharmacy/track/ZZZZZZZZ", status: 404, heading: "Order Not Found" },
      { path: "/microsite/%", status: 400, heading: "Page Not Found" },
    ]) {
      // The page as the app draws it in place, which no server status touches: the "before".
      await page.goto("/microsite/marketplace");
      await appReady(page);
      await page.evaluate((to) => {
        window.history.pushState({ key: "in-place", usr: null }, "", to);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, path);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      const inPlace = await page.screenshot();

      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await appReady(page);
      expect(Buffer.compare(await page.screenshot(), inPlace), `${path} looks as drawn in place`).toBe(0);
    }
    // Its link leads on inside the app, as before.
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);

test("a tracking page is never indexed, whether its order exists or not", async ({ page, consoleErrors }) => {
  consoleErrors.allow(EXPECTED_404);
  const order = await sendPrescription(page);
  for (const [path, status] of [
    [`/microsite/greenleaf-pharmacy/track/${order.trackingCode}`, 200],
    ["/microsite/no-such-store/track/ABCD1234", 404],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    expect(response?.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex, nofollow");
  }
  await expect(page.getByRole("heading", { name: "Order Not Found" })).toBeVisible();
});
