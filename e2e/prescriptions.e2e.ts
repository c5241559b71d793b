import { readFileSync } from "node:fs";
import type { BrowserContextOptions, Page } from "@playwright/test";
import sharp from "sharp";
import { apiOf, signIn } from "./support/api";
import { DESKTOP, expect, readOnlyTest, test } from "./support/fixtures";
import { PRESCRIPTION_PDF, sendPrescription } from "./support/shopper";

/**
 * A prescription order: photo from the phone (the test's `page`), quote from the pharmacy on a
 * desktop (`openPage`). Each step after the first starts from an order sent through the API.
 */
test.use({ expectedStatuses: [401] });

const STORE = "/microsite/greenleaf-pharmacy";

/** The pharmacy's merchant, signed in on a desktop page of its own. */
async function openPharmacy(openPage: (options?: BrowserContextOptions) => Promise<Page>) {
  const merchant = await openPage({ viewport: DESKTOP, acceptDownloads: true });
  await signIn(merchant, "pharmacy@demo.store");
  return merchant;
}

readOnlyTest("only stores that take prescriptions show the card", async ({ page: customer }) => {
  await customer.goto("/microsite/urban-threads");
  await expect(customer.getByRole("heading", { name: "Urban Threads" }).first()).toBeVisible();
  await expect(customer.getByRole("button", { name: /Order using Prescription/ })).toHaveCount(0);
});

test("the customer photographs the prescription, sees it, and sends it with their details", async ({
  page: customer,
}) => {
  await customer.goto(STORE);
  await customer.getByRole("button", { name: /Order using Prescription/ }).click();
  await expect(customer.getByRole("heading", { name: "Order using Prescription" })).toBeVisible();
  const send = customer.getByRole("button", { name: "Send Prescription" });
  await expect(send).toBeDisabled();

  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#fafafa" } })
    .jpeg()
    .toBuffer();
  await customer
    .locator('input[type="file"]')
    .setInputFiles({ name: "prescription.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(customer.getByRole("img", { name: "Your prescription" })).toBeVisible();
  // The customer changes their mind and sends the PDF the doctor emailed instead.
  await customer.getByRole("button", { name: "Remove the file" }).click();
  await customer
    .locator('input[type="file"]')
    .setInputFiles({ name: "prescription.pdf", mimeType: "application/pdf", buffer: PRESCRIPTION_PDF });
  await expect(customer.getByTestId("prescription-file-name")).toHaveText("prescription.pdf");
  await customer.getByLabel("Prescription Notes (Optional)").fill("Generic is fine");
  await customer.getByLabel("Full Name *").fill("Ana Patient");
  await customer.getByLabel("Phone Number *").fill("+1 212 555 0177");
  await expect(send).toBeDisabled();
  await customer.getByLabel("Delivery Address *").fill("9 Bleecker Street, New York, NY 10012");
  await expect(customer.getByTestId("address-check-result")).toContainText("Delivering to Lower Manhattan");
  await send.click();
  // A request for a price (issue 42): its success screen says so.
  await expect(customer.getByRole("heading", { name: "Prescription Sent!" })).toBeVisible();
  await expect(customer.getByTestId("prescription-total")).toHaveText("TotalPending Quote");
  await customer.getByRole("link", { name: "Follow your order" }).click();
  await expect(customer).toHaveURL(/\/track\//);
  await expect(customer.getByTestId("quote")).toContainText("Pending Quote");
});

test("the pharmacy sees it as 'Pending Quote', downloads the photo and sends a quote", async ({
  page: customer,
  openPage,
}) => {
  await sendPrescription(customer);
  const merchant = await openPharmacy(openPage);
  await merchant.goto("/dashboard?tab=orders");
  await expect(merchant.getByTestId("count-prescription")).toHaveText(/^1$/);
  await merchant.getByRole("button", { name: /^Prescription/ }).click();
  const card = merchant.getByTestId("order-card").first();
  await expect(card.getByTestId("order-total")).toHaveText("Pending Quote");
  await card.getByRole("button", { name: "Details" }).click();
  await expect(card.getByText("Generic is fine")).toBeVisible();
  const [download] = await Promise.all([
    merchant.waitForEvent("download"),
    card.getByRole("button", { name: /Download prescription/ }).click(),
  ]);
  // The file as it arrived: it cannot change any more.
  expect(download.suggestedFilename()).toMatch(/^[a-f0-9]{32}\.pdf$/);
  expect(readFileSync(await download.path())).toEqual(PRESCRIPTION_PDF);

  await card.getByRole("button", { name: "Manage" }).click();
  const dialog = merchant.getByRole("dialog");
  await dialog.getByLabel("Total ($)").fill("18.40");
  await dialog.getByLabel("Message to the customer").fill("Generic version, ready by 5 pm");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId("order-total")).toContainText("$18.40");
  await card.getByRole("button", { name: "Confirm" }).click();
  await expect(card.getByTestId("order-status")).toContainText("Confirmed");
});

test("the customer sees the quote on the tracking page", async ({ page: customer, openPage }) => {
  const order = await sendPrescription(customer);
  // The pharmacy's quote and confirmation, as its dashboard sends them.
  const merchant = await openPharmacy(openPage);
  await apiOf(merchant).patch(`/api/merchant/orders/${order.id}/quote`, {
    totalAmount: "18.40",
    message: "Generic version, ready by 5 pm",
  });
  await apiOf(merchant).patch(`/api/merchant/orders/${order.id}/status`, { status: "confirmed" });

  await customer.goto(`${STORE}/track/${order.trackingCode}`);
  await expect(customer.getByTestId("quote")).toContainText("Quoted price: $18.40");
  await expect(customer.getByTestId("tracking-status")).toContainText("Confirmed by the store");
  await expect(customer.getByText("Generic version, ready by 5 pm")).toBeVisible();
});

test("the pharmacy turns prescription orders off in Settings: its store stops offering them, and back on", async ({
  page: customer,
  openPage,
}) => {
  const merchant = await openPharmacy(openPage);
  const setPrescriptions = async (on: boolean) => {
    await merchant.goto("/dashboard?tab=settings");
    const toggle = merchant.getByRole("switch", { name: /Accept prescription orders/ });
    await expect(toggle).toHaveAttribute("aria-checked", String(!on));
    await toggle.click();
    await merchant.getByRole("button", { name: "Save Settings" }).click();
    await expect(merchant.getByTestId("toast").filter({ hasText: "Settings saved" }).first()).toBeVisible();
  };
  const expectCards = async (count: number) => {
    await customer.goto(STORE);
    await expect(customer.getByRole("heading", { name: "Greenleaf Pharmacy" }).first()).toBeVisible();
    await expect(customer.getByRole("button", { name: /Order using Prescription/ })).toHaveCount(count);
  };
  await setPrescriptions(false);
  await expectCards(0);
  await setPrescriptions(true);
  await expectCards(1);
});

/** A PDF of `mb` megabytes: PDFs are kept as sent, so this is the room it takes. */
const pdfOf = (mb: number) =>
  Buffer.concat([PRESCRIPTION_PDF, Buffer.alloc(Math.round(mb * 1024 * 1024) - PRESCRIPTION_PDF.length)]);

/** The customer fills the prescription form with `file` and sends it. */
async function sendPrescriptionForm(customer: Page, file: Buffer) {
  await customer.goto(STORE);
  await customer.getByRole("button", { name: /Order using Prescription/ }).click();
  await customer
    .locator('input[type="file"]')
    .setInputFiles({ name: "prescription.pdf", mimeType: "application/pdf", buffer: file });
  await expect(customer.getByTestId("prescription-file-name")).toHaveText("prescription.pdf");
  await customer.getByLabel("Full Name *").fill("Ana Patient");
  await customer.getByLabel("Phone Number *").fill("+1 212 555 0177");
  await customer.getByLabel("Delivery Address *").fill("9 Bleecker Street, New York, NY 10012");
  await expect(customer.getByTestId("address-check-result")).toContainText("Delivering to Lower Manhattan");
  await customer.getByRole("button", { name: "Send Prescription" }).click();
}

test.describe("an address that holds its share of unsent prescriptions", () => {
  test.use({ serverEnv: { PRESCRIPTION_UNCLAIMED_MB_PER_IP: "1" }, expectedStatuses: [401, 429] });

  test("is told the limit and what to do, and keeps what it entered", async ({ page: customer }) => {
    await sendPrescriptionForm(customer, pdfOf(1.5));
    const toast = customer.getByTestId("toast").filter({ hasText: "Could not send your prescription" });
    await expect(toast).toContainText(
      "Prescription files not yet sent with an order may take up at most 1 MB per connection, and this file would pass it. Send your order with the file you already uploaded, or try again in an hour, when unsent files are deleted.",
    );
    await expect(customer.getByLabel("Full Name *")).toHaveValue("Ana Patient");
    await expect(customer.getByTestId("prescription-file-name")).toHaveText("prescription.pdf");
  });
});

test.describe("a site whose room for unsent prescriptions is full", () => {
  test.use({ serverEnv: { PRESCRIPTION_UNCLAIMED_MB_TOTAL: "1" }, expectedStatuses: [401, 507] });

  test("tells the customer uploads are paused and to try later or call the store", async ({
    page: customer,
  }) => {
    await sendPrescriptionForm(customer, pdfOf(1.5));
    const toast = customer.getByTestId("toast").filter({ hasText: "Could not send your prescription" });
    await expect(toast).toContainText(
      "Prescription uploads are paused: files waiting to be sent with an order have reached this site's limit of 1 MB. Please try again in an hour, or call the store.",
    );
  });
});
