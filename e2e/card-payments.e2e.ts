import type { Page } from "@playwright/test";
import { PAYMENT_SHOPPER_MESSAGES, TEST_GATEWAY_MESSAGES } from "#contracts/payment-messages";
import { gate } from "./support/app";
import { seriousViolations } from "./support/axe";
import { DESKTOP, expect, test } from "./support/fixtures";
import { pickupCheckout } from "./support/shopper";

/**
 * Issue 41's storefront journey: the demo restaurant takes cards through the built-in test gateway
 * (on in the test server: not production). A shopper's declined card goes back to the checkout with
 * the cart intact; paying by card on the gateway's page comes back to "Payment received". One
 * journey, one server: CI's time is short.
 * The merchant's half (confirm captures, a partial refund) is the dashboard's journey, beside this one.
 */

const PHONE = { width: 390, height: 844 };

const storedCart = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem("cart_bella-napoli");
    return raw ? (JSON.parse(raw) as unknown[]).length : 0;
  });

/** A screenshot of `page` as it is, on a phone and on a desktop, for a person to look at. */
async function shoot(page: Page, name: string) {
  // From the top, so the sticky store bar is drawn where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

/** The first dish to the cart, the checkout as a pickup with the shopper's details, and Card chosen. */
async function toCardCheckout(page: Page) {
  const shopper = { name: "Carla Card", phone: "+1 718 555 0142" };
  const { payment, total } = await pickupCheckout(page, "bella-napoli", shopper);
  await expect(payment.getByRole("radio", { name: "Cash Cash at pickup" })).toBeChecked();
  await payment.getByText("Card", { exact: true }).click();
  await expect(payment.getByRole("radio", { name: /^Card/ })).toBeChecked();
  return total;
}

// The gateway's 402 is the answer its page shows ("Your card was declined."), not a fault.
test.use({ expectedStatuses: [402] });

test("a card checkout at the demo restaurant: 4000…0002 declined, back to the checkout with the cart intact, then 4242… and 'Payment received'", async ({
  page,
}) => {
  const total = await toCardCheckout(page);
  const toPayment = page.getByRole("button", { name: `Continue to Payment - ${total}` });
  await expect(toPayment).toBeEnabled();
  await shoot(page, "checkout-with-payment");

  // The gateway's page: in large letters, no money moves; a declined card, then back to the store.
  await toPayment.click();
  await expect(page).toHaveURL(/\/pay\/test\/[^/?]+$/);
  await expect(page.getByTestId("test-banner")).toHaveText(PAYMENT_SHOPPER_MESSAGES.testGatewayBanner);
  await expect(page.getByRole("heading", { name: "Bella Napoli Trattoria" })).toBeVisible();
  await expect(page.getByTestId("pay-amount")).toHaveText(total);
  await shoot(page, "gateway");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page.getByRole("alert")).toHaveText(TEST_GATEWAY_MESSAGES.declined);
  await page.getByRole("link", { name: "Back to the store" }).click();
  await expect(page).toHaveURL(/\/microsite\/bella-napoli\?view=checkout&payment=cancelled$/);
  await expect(page.getByTestId("payment-cancelled")).toHaveText(PAYMENT_SHOPPER_MESSAGES.checkoutCancelled);
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText(total);
  expect(await storedCart(page)).toBe(1);

  // Again, with the card that pays. The return asks the server to check: held back, so the
  // waiting state can be seen.
  await page
    .locator("label")
    .filter({ hasText: /^Pickup/ })
    .first()
    .click();
  await page.getByLabel("Full Name *").fill("Carla Card");
  await page.getByLabel("Phone Number *").fill("+1 718 555 0142");
  await page.getByRole("group", { name: "Payment" }).getByText("Card", { exact: true }).click();
  await toPayment.click();
  await expect(page).toHaveURL(/\/pay\/test\//);
  const check = gate();
  await page.route("**/payment-check", async (route) => {
    await check.opened;
    await route.continue();
  });
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await expect(page).toHaveURL(/view=order-success&order=[^&]+&code=[^&]+&payment=return$/);
  await expect(page.getByTestId("payment-state")).toHaveText(PAYMENT_SHOPPER_MESSAGES.waiting);
  // Not confirmed yet as far as the page knows: the cart stays until the provider's word.
  expect(await storedCart(page)).toBe(1);
  await shoot(page, "payment-waiting");

  check.open();
  await expect(page.getByTestId("payment-state")).toContainText(PAYMENT_SHOPPER_MESSAGES.received);
  await expect(page.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
  await expect.poll(() => storedCart(page)).toBe(0);
  await shoot(page, "payment-received");
  expect(await seriousViolations(page)).toEqual([]);
});
