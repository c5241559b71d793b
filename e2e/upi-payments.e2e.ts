import type { Page } from "@playwright/test";
import { signIn } from "./support/api";
import { seriousViolations } from "./support/axe";
import { DESKTOP, expect, test } from "./support/fixtures";
import { pickupCheckout } from "./support/shopper";

/**
 * Issue 46's journey: the demo's Mumbai chemist (rupees) takes UPI to its own ID. A shopper on a
 * phone orders for pickup and pays by UPI: the success view shows the amount, a QR code drawn by the
 * server and a "Pay with UPI app" link for exactly the total, and says the store confirms by hand. The
 * merchant marks the order paid with its 12-digit UTR (a short one is refused at the field), the
 * order shows "Paid by UPI · UTR …", and the shopper's tracking page then says the payment arrived.
 */

const PHONE = { width: 390, height: 844 };
const UTR = "401234567890";

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

test("a UPI order at the Mumbai chemist: QR code and link for the total, marked paid by its UTR, shown paid", async ({
  page,
  openPage,
}) => {
  await page.setViewportSize(PHONE);
  const shopper = { name: "Asha Rao", phone: "+91 98200 41234" };
  const { payment, total } = await pickupCheckout(page, "sharma-medicos", shopper);
  await payment.getByText("UPI", { exact: true }).click();
  await expect(payment.getByRole("radio", { name: /^UPI/ })).toBeChecked();
  // Rupees in India's format, the spec's button words.
  expect(total).toMatch(/^₹[\d,]+\.\d{2}$/);
  await shoot(page, "checkout-upi");
  await page.getByRole("button", { name: `Place Order - ${total}` }).click();

  const upi = page.getByTestId("upi-payment");
  await test.step("the success view: the amount, the link, the QR code, and who confirms it", async () => {
    await expect(page.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
    await expect(upi.getByRole("heading", { name: "Pay by UPI" })).toBeVisible();
    await expect(upi.getByTestId("upi-amount")).toHaveText(`Amount to pay: ${total}`);
    const amount = total.replace(/[₹,]/g, "");
    await expect(upi.getByRole("link", { name: "Pay with UPI app" })).toHaveAttribute(
      "href",
      new RegExp(
        `^upi://pay\\?pa=sharmamedicos%40okicici&pn=Sharma%20Medicos&am=${amount}&cu=INR&tn=Order%20[A-Z0-9]+$`,
      ),
    );
    const qr = upi.getByRole("img", { name: `QR code to pay ${total} by UPI` });
    await expect(qr).toBeVisible();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(upi).toContainText("Sharma Medicos confirms UPI payments by hand.");
    await shoot(page, "upi-success");
    expect(await seriousViolations(page)).toEqual([]);
  });
  const tracking = page.getByRole("link", { name: "Follow your order" });

  const merchant = await openPage({ viewport: DESKTOP });
  await signIn(merchant, "mumbai@demo.store");
  await merchant.goto("/dashboard?tab=orders");
  const card = merchant.getByTestId("order-card").first();
  await expect(card.getByTestId("order-payment")).toHaveText("UPI · Awaiting payment");
  await expect(card.getByTestId("order-total")).toContainText(total);

  await test.step("the merchant marks it paid with the payment's UTR", async () => {
    await card.getByRole("button", { name: "Details" }).click();
    await card.getByRole("region", { name: "Payment" }).getByRole("button", { name: "Mark as paid" }).click();
    const dialog = merchant.getByRole("dialog");
    const utr = dialog.getByLabel("UPI transaction reference (UTR)");
    await utr.fill("40123456");
    await dialog.getByRole("button", { name: "Mark as paid" }).click();
    await expect(dialog.getByText(/12 digits/).last()).toBeVisible();
    await utr.fill(UTR);
    await dialog.screenshot({ path: test.info().outputPath("utr-dialog.png") });
    await dialog.getByRole("button", { name: "Mark as paid" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId("order-payment").first()).toHaveText("UPI · Paid");
    await expect(card.getByTestId("order-upi-paid")).toHaveText(`Paid by UPI · UTR ${UTR}`);
    await card.screenshot({ path: test.info().outputPath("upi-paid-card.png") });
  });

  await test.step("the shopper's tracking page: paid, and no QR code any more", async () => {
    await tracking.click();
    await expect(page).toHaveURL(/\/microsite\/sharma-medicos\/track\/[A-Z0-9]+$/);
    await page.reload();
    await expect(page.getByTestId("payment-status")).toHaveText("UPI: Paid");
    await expect(page.getByTestId("upi-payment")).toHaveCount(0);
  });
});
