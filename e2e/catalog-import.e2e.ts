import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { registerStore } from "./support/api";
import { expect, test } from "./support/fixtures";

/**
 * A shop moving from Shopify (issue 48 item 4), on a phone: its product export chosen in the bulk
 * upload dialog is recognised, previewed as the products it will become, imported in one upload,
 * and the products are in the catalog.
 */
test.use({ data: "empty", expectedStatuses: [401] });

const SHOPIFY_EXPORT = path.resolve(import.meta.dirname, "../tests/fixtures/imports/shopify-products.csv");

const dialog = (page: Page) => page.getByRole("dialog");
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
const rows = (page: Page) => page.getByTestId("product-row");

test("imports a Shopify product export: recognised, previewed, imported", async ({ page }) => {
  await registerStore(page, {
    email: "moving@example.com",
    password: "s3cret-pass",
    businessName: "Moving Shop",
    businessSlug: "moving-shop",
    businessType: "retail",
  });
  // The export's images stay on Shopify's CDN as image URLs; the test has no network, so it serves them.
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
  await page.route("https://cdn.shopify.com/**", (route) =>
    route.fulfill({ contentType: "image/png", body: picture }),
  );
  await page.goto("/products");
  await expect(page.getByRole("heading", { name: "Product Catalog" })).toBeVisible();
  await expect(rows(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Bulk Upload" }).first().click();
  await page.getByLabel("CSV file", { exact: true }).setInputFiles(SHOPIFY_EXPORT);
  // The spec's raw preview stays, and what the file will become is shown before anything is written.
  await expect(page.getByTestId("csv-preview")).toBeVisible();
  await expect(page.getByTestId("import-format")).toHaveText(
    "Shopify export recognised: 5 products, 7 options · 2 rows skipped · 1 row with errors",
  );
  const planned = dialog(page).getByRole("region", { name: "Products to be created" });
  await expect(planned.getByRole("row").filter({ hasText: "Example T-Shirt" })).toContainText(
    "$19.99 was $24.99",
  );
  await expect(planned.getByRole("row").filter({ hasText: "Example T-Shirt" })).toContainText(
    "Size / Colour (stock): S / Red, M / Red, L / Red",
  );
  await expect(planned.getByRole("row").filter({ hasText: "Coffee Mug" })).toContainText("Not available");
  await expect(page.getByTestId("csv-warnings")).toHaveCount(0);
  await page.getByTestId("import-preview").scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("shopify-preview-390.png") });

  await dialog(page).getByRole("button", { name: "Upload Products" }).click();
  await expect(toast(page, "Bulk upload completed")).toContainText(
    "Successfully created 5 products. 1 failed.",
  );
  await expect(page.getByTestId("bulk-result-counts")).toHaveText(
    "Shopify export recognised: 5 products, 7 options · 2 rows skipped · 1 row with errors",
  );
  await expect(page.getByTestId("bulk-result")).toContainText(
    "Broken Price (row 12): Please enter a valid price",
  );
  await expect(page.getByTestId("bulk-result-skipped")).toContainText("Gift Card (row 10)");
  await page.screenshot({ path: test.info().outputPath("shopify-result-390.png") });
  await dialog(page).getByRole("button", { name: "Done" }).click();

  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).filter({ hasText: "Example T-Shirt" })).toContainText("Stock: 8");
  await expect(rows(page).filter({ hasText: "Hoodie" })).toBeVisible();
  await expect(
    rows(page)
      .filter({ hasText: "Example T-Shirt" })
      .locator('img[src="https://cdn.shopify.com/s/files/1/tshirt-front.jpg"]'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("shopify-imported-390.png") });
});
