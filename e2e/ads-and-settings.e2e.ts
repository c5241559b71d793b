import type { Page } from "@playwright/test";
import sharp from "sharp";
import type { TAd } from "#contracts/ads";
import { apiOf, registerStore } from "./support/api";
import { DESKTOP, expect, test } from "./support/fixtures";

/**
 * Ads and the store's look, from the merchant's screens (the test's `page`, a desktop) to the
 * customer's phone (`openPage`). Each test starts from Deli Corner registered through the API, and
 * from the ads and settings the tests before it made on screen, made through the API.
 */
test.use({ data: "empty", viewport: DESKTOP, expectedStatuses: [401] });

const banner = (color: string) =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: color } })
    .png()
    .toBuffer();
const logoImage = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: "#8b5cf6" } })
    .png()
    .toBuffer();

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
const adTitles = (page: Page) => page.getByTestId("ad-card").locator("h3");

/** Deli Corner, signed in on `page`: no ad, the default look. */
async function openDeliCorner(page: Page) {
  await registerStore(page, {
    email: "deli@example.com",
    password: "s3cret-pass",
    businessName: "Deli Corner",
    businessSlug: "deli-corner",
  });
}

/** A PNG uploaded as the merchant's screens upload it (a multipart form with one file). */
const upload = (page: Page, path: string, field: string, name: string, buffer: Buffer) =>
  apiOf(page).upload<{ imageUrl?: string; logoUrl?: string }>(path, field, {
    name,
    mimeType: "image/png",
    buffer,
  });

async function addAd(page: Page, title: string, color: string, sortOrder: number) {
  const { imageUrl } = (await upload(
    page,
    "/api/upload-image",
    "image",
    `${title}.png`,
    await banner(color),
  )) as {
    imageUrl: string;
  };
  return apiOf(page).post<TAd>("/api/ads", { title, imageUrl, sortOrder });
}

/** The two ads as first created: Summer Sale first, then Free Delivery. */
async function addTwoAds(page: Page) {
  return [await addAd(page, "Summer Sale", "#ff8800", 1), await addAd(page, "Free Delivery", "#0088ff", 2)];
}

/** Free Delivery moved first and Summer Sale made inactive, as the merchant's edits leave them. */
async function addReorderedAds(page: Page) {
  const [summerSale, freeDelivery] = await addTwoAds(page);
  await apiOf(page).put(`/api/ads/${freeDelivery?.id}`, { sortOrder: 0 });
  await apiOf(page).put(`/api/ads/${summerSale?.id}`, { isActive: false });
}

/** Royal Purple, a logo and the display name "The Deli Corner", as Settings saves them. */
async function setDeliLook(page: Page) {
  const { logoUrl } = (await upload(
    page,
    "/api/merchant/upload-logo",
    "logo",
    "logo.png",
    await logoImage(),
  )) as {
    logoUrl: string;
  };
  await apiOf(page).put("/api/merchant/customization", {
    theme: "purple",
    logoUrl,
    customDisplayName: "The Deli Corner",
  });
}

/** Deli Corner as the merchant's ad and settings steps leave it: the reordered ads and its new look. */
async function openFinishedDeliCorner(page: Page) {
  await openDeliCorner(page);
  await addReorderedAds(page);
  await setDeliLook(page);
}

async function createAd(merchant: Page, title: string, color: string, order: string) {
  await merchant.getByRole("button", { name: "Create Ad" }).first().click();
  const dialog = merchant.getByRole("dialog");
  await dialog.getByLabel("Title").fill(title);
  await dialog
    .getByLabel("Upload image file")
    .setInputFiles({ name: `${title}.png`, mimeType: "image/png", buffer: await banner(color) });
  await expect(toast(merchant, "Image uploaded")).toBeVisible();
  await dialog.getByLabel("Order").fill(order);
  await dialog.getByRole("button", { name: "Create Ad" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(merchant, "Ad created").first()).toBeVisible();
}

/** The Ads screen, reached from the dashboard's Ads tab. */
async function openAds(merchant: Page) {
  await merchant.goto("/dashboard?tab=ads");
  await merchant.getByRole("link", { name: "Manage Ads" }).click();
}

test("creates two ads from the dashboard's Ads tab", async ({ page: merchant }) => {
  await openDeliCorner(merchant);
  await openAds(merchant);
  await expect(merchant.getByRole("heading", { name: "0 Ad(s)" })).toBeVisible();
  await expect(merchant.getByText("No ads yet")).toBeVisible();
  await createAd(merchant, "Summer Sale", "#ff8800", "1");
  await createAd(merchant, "Free Delivery", "#0088ff", "2");
  await expect(merchant.getByRole("heading", { name: "2 Ad(s)" })).toBeVisible();
  await expect(adTitles(merchant)).toHaveText(["Summer Sale", "Free Delivery"]);
  await expect(merchant.getByText("No link provided")).toHaveCount(2);
});

test("reorders them and deactivates one", async ({ page: merchant }) => {
  await openDeliCorner(merchant);
  await addTwoAds(merchant);
  await openAds(merchant);
  await expect(adTitles(merchant)).toHaveText(["Summer Sale", "Free Delivery"]);

  const card = (title: string) => merchant.getByTestId("ad-card").filter({ hasText: title });
  await card("Free Delivery").getByRole("button", { name: /Edit/ }).click();
  let dialog = merchant.getByRole("dialog");
  await dialog.getByLabel("Order").fill("0");
  await dialog.getByRole("button", { name: "Update Ad" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(merchant.getByTestId("ad-card").first()).toContainText("Free Delivery");

  await card("Summer Sale").getByRole("button", { name: /Edit/ }).click();
  dialog = merchant.getByRole("dialog");
  await dialog.getByRole("switch").click();
  await dialog.getByRole("button", { name: "Update Ad" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card("Summer Sale").getByText("Inactive", { exact: true })).toBeVisible();
});

test("switches the theme to Royal Purple and uploads a logo", async ({ page: merchant }) => {
  await openDeliCorner(merchant);
  await merchant.goto("/dashboard?tab=settings");
  await merchant.getByText("Royal Purple").click();
  await merchant
    .getByLabel("Upload logo file")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoImage() });
  await expect(toast(merchant, "Logo uploaded")).toBeVisible();
  await merchant.getByLabel("Display Name (optional)").fill("The Deli Corner");
  await merchant.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(merchant, "Settings saved")).toBeVisible();
});

test("the customer's store shows one ad, the new logo, the display name and purple", async ({
  page: merchant,
  openPage,
}) => {
  await openFinishedDeliCorner(merchant);

  const customer = await openPage();
  await customer.goto("/microsite/deli-corner");
  await expect(customer.getByRole("heading", { name: "The Deli Corner" }).first()).toBeVisible();
  const offers = customer.getByRole("region", { name: "Special Offers" }).getByRole("listitem");
  await expect(offers).toHaveCount(1);
  await expect(offers.first()).toContainText("Free Delivery");
  await expect(customer.locator("header img").first()).toHaveAttribute(
    "src",
    /^\/uploads\/[a-f0-9]{32}\.webp$/,
  );
  await expect
    .poll(() =>
      customer.evaluate(() => {
        const root = document.querySelector<HTMLElement>("[style*='--store-primary']");
        return root ? getComputedStyle(root).getPropertyValue("--store-primary").trim().toUpperCase() : null;
      }),
    )
    .toBe("#8B5CF6");
});

test("deletes an ad only once confirmed, and the customer's store stops showing it", async ({
  page: merchant,
  openPage,
}) => {
  await openFinishedDeliCorner(merchant);

  await openAds(merchant);
  await expect(merchant.getByRole("heading", { name: "2 Ad(s)" })).toBeVisible();
  await merchant.getByRole("button", { name: "Delete Free Delivery" }).click();
  let dialog = merchant.getByRole("alertdialog", { name: "Delete ad" });
  await expect(dialog.getByText('Are you sure you want to delete the ad "Free Delivery"?')).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(merchant.getByRole("heading", { name: "2 Ad(s)" })).toBeVisible();

  await merchant.getByRole("button", { name: "Delete Free Delivery" }).click();
  dialog = merchant.getByRole("alertdialog", { name: "Delete ad" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(merchant, "Ad deleted")).toBeVisible();
  await expect(merchant.getByRole("heading", { name: "1 Ad(s)" })).toBeVisible();
  await expect(adTitles(merchant)).toHaveText(["Summer Sale"]);

  // Summer Sale is inactive: the store has no offer left to show.
  const customer = await openPage();
  await customer.goto("/microsite/deli-corner");
  await expect(customer.getByRole("heading", { name: "The Deli Corner" }).first()).toBeVisible();
  await expect(customer.getByRole("region", { name: "Special Offers" })).toHaveCount(0);
});
