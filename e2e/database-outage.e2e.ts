import { STORE_UNREACHABLE_MESSAGE } from "#contracts/store-unreachable";
import { signIn } from "./support/api";
import { statusError } from "./support/console";
import { DESKTOP, expect, test } from "./support/fixtures";
import { checkoutFromWilliamsburg } from "./support/shopper";

/**
 * What shoppers and merchants read while the store's database is away (decision 0047): the
 * server's 503 and its sentence, which the routes below stand in for (the API tests take the
 * database away for real: health/database-outage.slow.test.ts). Never "Something went wrong".
 */
const UNREACHABLE = {
  status: 503,
  contentType: "application/json",
  headers: { "retry-after": "5" },
  body: JSON.stringify({ message: STORE_UNREACHABLE_MESSAGE }),
};
const EXPECTED_503 = statusError(503);
const SHOTS = process.env.SCREENSHOTS_DIR;

test("checkout while the database is away says to try again in a moment, keeps the cart, and places the order once it is back", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/microsite/bella-napoli");
  await checkoutFromWilliamsburg(page);
  consoleErrors.allow(EXPECTED_503);
  await page.route("**/api/orders", (route) => route.fulfill(UNREACHABLE));
  await page.getByRole("button", { name: /^Place Order - \$/ }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Could not place your order");
  await expect(toast).toContainText(STORE_UNREACHABLE_MESSAGE);
  await expect(toast).not.toContainText("Something went wrong");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-503-phone.png` });
  // Still on checkout with the cart: the same tap places it once the store is back.
  await expect(page.getByTestId("checkout-total")).toHaveText(/^\$\d/);
  await page.unroute("**/api/orders");
  await page.getByRole("button", { name: /^Place Order - \$/ }).click();
  await expect(page.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
});

test("the dashboard while the database is away says so and keeps the merchant signed in; Try Again opens it", async ({
  openPage,
  consoleErrors,
}) => {
  const merchant = await openPage({ viewport: DESKTOP });
  await signIn(merchant, "restaurant@demo.store");
  consoleErrors.allow(EXPECTED_503);
  await merchant.route("**/api/user", (route) => route.fulfill(UNREACHABLE));
  await merchant.goto("/dashboard");
  await expect(merchant.getByText("Could not load your account")).toBeVisible();
  await expect(merchant.getByText(STORE_UNREACHABLE_MESSAGE)).toBeVisible();
  // Not sent to sign in: the session is not gone, only unreadable for now.
  expect(new URL(merchant.url()).pathname).toBe("/dashboard");
  if (SHOTS) await merchant.screenshot({ path: `${SHOTS}/dashboard-503-desktop.png` });
  await merchant.unroute("**/api/user");
  await merchant.getByRole("button", { name: "Try Again" }).click();
  await expect(merchant.getByRole("heading", { name: "Welcome, Bella Napoli Trattoria" })).toBeVisible();
});
