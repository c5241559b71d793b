import { PAYMENT_SHOPPER_MESSAGES } from "#contracts/payment-messages";
import {
  STAND_IN_KEY_ID,
  STAND_IN_KEY_SECRET,
  STAND_IN_WEBHOOK_SECRET,
} from "#tests/razorpay-stand-in/stand-in";
import { signIn } from "./support/api";
import { DESKTOP, expect, test } from "./support/fixtures";
import { pickupCheckout } from "./support/shopper";

/**
 * Issue 46's Razorpay journey, against the Razorpay stand-in every test server reaches
 * (RAZORPAY_API_URL, global-setup.ts). The Mumbai chemist's owner enters their Razorpay keys in
 * Settings (checked with Razorpay, never shown again) and switches Razorpay on; a shopper on a phone
 * picks Razorpay, pays on the Payment Link's page, comes back to "Payment received", and the order
 * reaches the merchant, paid through Razorpay.
 */

const PHONE = { width: 390, height: 844 };

test("Razorpay at the Mumbai chemist: keys in Settings, the shopper pays on the link's page and comes back paid", async ({
  page,
  openPage,
}) => {
  const merchant = await openPage({ viewport: DESKTOP });
  await signIn(merchant, "mumbai@demo.store");

  await test.step("the owner enters the store's Razorpay keys and switches Razorpay on", async () => {
    await merchant.goto("/dashboard?tab=settings");
    const keys = merchant.getByTestId("razorpay-fields");
    await keys.getByLabel("Key id").fill(STAND_IN_KEY_ID);
    await keys.getByLabel("Key secret").fill(STAND_IN_KEY_SECRET);
    await keys.getByLabel("Webhook secret").fill(STAND_IN_WEBHOOK_SECRET);
    await merchant.getByRole("checkbox", { name: /^Razorpay/ }).check();
    await merchant.getByRole("button", { name: "Save payments" }).click();
    await expect(merchant.getByText("Payments saved").first()).toBeVisible();
    // The secrets are not shown back: the fields are empty, and say a secret is kept.
    await merchant.reload();
    await expect(keys.getByLabel("Key id")).toHaveValue(STAND_IN_KEY_ID);
    await expect(keys.getByLabel("Key secret")).toHaveValue("");
    await expect(keys.getByLabel("Key secret")).toHaveAttribute("placeholder", /Saved/);
    expect(await merchant.content()).not.toContain(STAND_IN_KEY_SECRET);
    await expect(merchant.getByRole("checkbox", { name: /^Razorpay/ })).toBeChecked();
  });

  await page.setViewportSize(PHONE);
  const shopper = { name: "Ravi Kumar", phone: "+91 98200 55555" };
  const { payment, total } = await pickupCheckout(page, "sharma-medicos", shopper);
  await payment.getByText("Razorpay", { exact: true }).click();
  await expect(payment.getByRole("radio", { name: /^Razorpay/ })).toBeChecked();
  await page.getByRole("button", { name: `Continue to Payment - ${total}` }).click();

  await test.step("the Payment Link's page takes the payment and sends the shopper back", async () => {
    await expect(page).toHaveURL(/\/l\/plink_\w+$/);
    await page.getByRole("button", { name: `Pay ${total}` }).click();
    await expect(page).toHaveURL(/\/microsite\/sharma-medicos\?view=order-success.*razorpay_signature=/);
    await expect(page.getByText(PAYMENT_SHOPPER_MESSAGES.received).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("razorpay-paid-390.png"), fullPage: true });
  });

  await test.step("the merchant has the order, paid through Razorpay", async () => {
    await merchant.goto("/dashboard?tab=orders");
    const card = merchant.getByTestId("order-card").first();
    await expect(card.getByTestId("order-payment")).toHaveText("Razorpay · Paid");
    await expect(card.getByTestId("order-total")).toContainText(total);
  });
});
