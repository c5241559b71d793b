import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { apiOf, registerStore } from "./support/api";
import { expect, test } from "./support/fixtures";

/**
 * The merchant's catalog on a phone: an empty catalog, a category, a product with an uploaded
 * image, editing it, untracked stock, a CSV bulk upload, search and filters, deleting a category, a
 * refused and an accepted product deletion, and the dashboard's Products tab. Each test starts from
 * the catalog it needs, set up through the API.
 */
test.use({ data: "empty", expectedStatuses: [401] });

/**
 * A large file on disk, to pick by path: handed over as a buffer, Playwright sends its bytes to the
 * browser as base64 (10 MB took over 10 s with two journeys running at once). In a folder of its
 * own (a run's output folder is emptied when another run starts), removed after the test.
 */
const bigFolders: string[] = [];
function bigFile(name: string, bytes: Buffer): string {
  const folder = mkdtempSync(path.join(tmpdir(), "e2e-upload-"));
  bigFolders.push(folder);
  const file = path.join(folder, name);
  writeFileSync(file, bytes);
  return file;
}
test.afterEach(() => {
  for (const folder of bigFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** An 8 × 8 PNG in one colour. */
const png = (background: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();

interface Product {
  id: string;
  name: string;
}

/** Corner Shop, registered through the API: `page` is signed in as its merchant. */
async function openCornerShop(page: Page) {
  await registerStore(page, {
    email: "corner@example.com",
    password: "s3cret-pass",
    businessName: "Corner Shop",
    businessSlug: "corner-shop",
    businessType: "retail",
  });
  return apiOf(page);
}

/** The Snacks category, as the category test creates it through the form. */
async function addSnacks(page: Page) {
  return apiOf(page).post<{ id: string }>("/api/categories", {
    name: "Snacks",
    description: "Crisps, nuts and bars",
    sortOrder: 1,
  });
}

/** Uploads a picture as the product form does (POST /api/upload-image); returns its /uploads/ path. */
async function uploadImage(page: Page) {
  const { imageUrl } = await apiOf(page).upload<{ imageUrl: string }>("/api/upload-image", "image", {
    name: "chips.png",
    mimeType: "image/png",
    buffer: await png({ r: 220, g: 120, b: 40 }),
  });
  expect(imageUrl).toMatch(/^\/uploads\//);
  return imageUrl;
}

/**
 * Sea Salt Chips as the add-product test creates it (in Snacks, on sale, 5 in stock, a picture),
 * with `changes` on top: what the later tests had made of it.
 */
async function addSeaSaltChips(page: Page, snacksId: string | null, changes: Record<string, unknown> = {}) {
  return apiOf(page).post<Product>("/api/products", {
    name: "Sea Salt Chips",
    description: "Kettle cooked, lightly salted",
    price: "3.50",
    discountPrice: "2.99",
    quantity: 5,
    categoryId: snacksId,
    imageUrl: await uploadImage(page),
    ...changes,
  });
}

/** The two products the CSV upload creates (its third row fails). */
async function addUploadedProducts(page: Page, snacksId: string | null) {
  const api = apiOf(page);
  const trailMix = await api.post<Product>("/api/products", {
    name: "Trail Mix",
    price: "5.25",
    description: "Nuts and raisins",
    quantity: 30,
    categoryId: snacksId,
  });
  const appleJuice = await api.post<Product>("/api/products", {
    name: "Apple Juice",
    price: "2.50",
    description: "Fresh pressed juice",
    quantity: 8,
  });
  return { trailMix, appleJuice };
}

/**
 * The catalog after the bulk upload: Snacks holding Sea Salt Chips (stock not tracked) and Trail
 * Mix, and Apple Juice uncategorized; or, with `categories: false`, the three products after
 * Snacks was deleted.
 */
async function threeProducts(page: Page, { categories = true } = {}) {
  const snacksId = categories ? (await addSnacks(page)).id : null;
  await addSeaSaltChips(page, snacksId, { price: "4.00", discountPrice: null, quantity: null });
  return addUploadedProducts(page, snacksId);
}

/** A customer's order of one Trail Mix, placed through the API. */
async function orderTrailMix(page: Page, trailMix: Product) {
  await apiOf(page).post("/api/orders", {
    merchantSlug: "corner-shop",
    customer: { name: "Ada", phone: "555-0100", address: "1 Main Street, Springfield" },
    items: [{ productId: trailMix.id, quantity: 1 }],
  });
}

/** The catalog screen, once its rows (`count` of them) are on it. */
async function openCatalog(page: Page, count: number) {
  await page.goto("/products");
  await expect(page.getByRole("heading", { name: "Product Catalog" })).toBeVisible();
  await expect(rows(page)).toHaveCount(count);
}

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
const rows = (page: Page) => page.getByTestId("product-row");
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const dialog = (page: Page) => page.getByRole("dialog");
const filterButton = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Filter by category" })
    .getByRole("button", { name: new RegExp(`^${name}`) });

test("starts empty with zero stats and a way back to the dashboard", async ({ page }) => {
  await openCornerShop(page);
  await page.goto("/products");
  await expect(page.getByRole("heading", { name: "Product Catalog" })).toBeVisible();
  await expect(page.getByText("No products yet")).toBeVisible();
  for (const key of ["totalProducts", "available", "categories", "lowStock"]) {
    await expect(page.getByTestId(`stat-${key}`)).toHaveText("0");
  }
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/products");
  await expect(page.getByText("No products yet")).toBeVisible();
});

test("creates a category, with the spec's validation message first", async ({ page }) => {
  await openCornerShop(page);
  await page.goto("/products");
  await expect(page.getByText("No products yet")).toBeVisible();
  await page.getByRole("button", { name: "Add Category" }).first().click();
  await expect(dialog(page).getByRole("heading", { name: "Add Category" })).toBeVisible();
  await page.getByRole("button", { name: "Create Category" }).click();
  await expect(page.getByText("Category name is required")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Snacks");
  await page.getByLabel("Description", { exact: true }).fill("Crisps, nuts and bars");
  await page.getByLabel("Sort Order", { exact: true }).fill("1");
  await page.getByRole("button", { name: "Create Category" }).click();
  await expect(toast(page, "Category created")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  const card = page.getByTestId("category-card").filter({ hasText: "Snacks" });
  await expect(card).toContainText("Crisps, nuts and bars");
  await expect(card).toContainText("0 products");
  await expect(card).toContainText("Sort order 1");
  await expect(page.getByTestId("stat-categories")).toHaveText("1");
});

test("adds a product with an uploaded image, after the form's validation messages", async ({ page }) => {
  await openCornerShop(page);
  await addSnacks(page);
  await openCatalog(page, 0);
  await expect(page.getByTestId("stat-categories")).toHaveText("1");

  await page.getByRole("button", { name: "Add Product" }).first().click();
  await expect(dialog(page).getByRole("heading", { name: "Add Product" })).toBeVisible();
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Product name is required")).toBeVisible();
  await expect(page.getByText("Price is required")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("Sea Salt Chips");
  await page.getByLabel("Description", { exact: true }).fill("Kettle cooked, lightly salted");
  await page.getByLabel("Price ($)", { exact: true }).fill("abc");
  await page.getByLabel("Quantity", { exact: true }).fill("-1");
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Please enter a valid price")).toBeVisible();
  await expect(page.getByText("Quantity cannot be negative")).toBeVisible();

  await page.getByLabel("Price ($)", { exact: true }).fill("3.50");
  await page.getByLabel("Discount Price ($)", { exact: true }).fill("2.99");
  // Track stock is on for a new product: a blank quantity is asked for, never saved as 0.
  await page.getByLabel("Quantity", { exact: true }).fill("");
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Enter how many you have in stock, or turn off Track stock")).toBeVisible();
  await page.getByLabel("Quantity", { exact: true }).fill("5");
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Snacks" });
  const MB = 1024 * 1024;
  const imageInput = page.getByLabel("Upload image file", { exact: true });
  await imageInput.setInputFiles(bigFile("huge.png", Buffer.alloc(5.5 * MB)));
  await expect(toast(page, "File too large")).toContainText("Please select an image smaller than 5MB.");
  await imageInput.setInputFiles({
    name: "chips.png",
    mimeType: "image/png",
    buffer: await png({ r: 220, g: 120, b: 40 }),
  });
  await expect(toast(page, "Image uploaded")).toBeVisible();
  await expect(page.getByTestId("image-preview")).toHaveAttribute("src", /^\/uploads\//);

  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(toast(page, "Product created")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  const chips = row(page, "Sea Salt Chips");
  await expect(chips).toContainText("Snacks");
  await expect(chips).toContainText("$2.99");
  await expect(chips.locator("s")).toContainText("$3.50");
  await expect(chips).toContainText("Stock: 5");
  // The status a customer sees: 5 left shows as "Only 5 left" on the store's cards.
  await expect(chips).toContainText("Only 5 left");
  await expect(chips.locator("img")).toHaveAttribute("src", /^\/uploads\//);
  await expect(page.getByTestId("stat-totalProducts")).toHaveText("1");
  await expect(page.getByTestId("stat-lowStock")).toHaveText("1");
});

test("edits the product in the same dialog, in edit mode", async ({ page }) => {
  await openCornerShop(page);
  await addSeaSaltChips(page, (await addSnacks(page)).id);
  await openCatalog(page, 1);

  await page.getByRole("button", { name: "Edit Sea Salt Chips" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Sea Salt Chips");
  await expect(page.getByLabel("Price ($)", { exact: true })).toHaveValue("3.50");
  await page.getByLabel("Price ($)", { exact: true }).fill("4");
  await page.getByLabel("Discount Price ($)", { exact: true }).fill("");
  await page.getByLabel("Quantity", { exact: true }).fill("12");
  await page.getByRole("switch", { name: "Available" }).click();
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(toast(page, "Product updated")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  const chips = row(page, "Sea Salt Chips");
  await expect(chips).toContainText("$4.00");
  await expect(chips.locator("s")).toHaveCount(0);
  await expect(chips).toContainText("Not available · Stock: 12");
  await expect(chips).toContainText("Out of Stock");
  await expect(page.getByTestId("stat-available")).toHaveText("0");
  await expect(page.getByTestId("stat-lowStock")).toHaveText("0");
});

test("stops tracking a product's stock: the row says so and customers can always order it", async ({
  page,
}) => {
  await openCornerShop(page);
  // As the edit test leaves it: $4.00, no discount, 12 in stock, not available.
  await addSeaSaltChips(page, (await addSnacks(page)).id, {
    price: "4.00",
    discountPrice: null,
    quantity: 12,
    isAvailable: false,
  });
  await openCatalog(page, 1);
  await expect(row(page, "Sea Salt Chips")).toContainText("Not available · Stock: 12");

  await page.getByRole("button", { name: "Edit Sea Salt Chips" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await page.getByRole("switch", { name: "Available" }).click();
  await page.getByRole("switch", { name: "Track stock" }).click();
  await expect(page.getByLabel("Quantity", { exact: true })).toBeDisabled();
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(toast(page, "Product updated")).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  const chips = row(page, "Sea Salt Chips");
  await expect(chips).toContainText("Stock not tracked");
  await expect(chips).toContainText("In Stock");
  // Opened again, the switch shows the stock is not tracked.
  await page.getByRole("button", { name: "Edit Sea Salt Chips" }).click();
  await expect(page.getByRole("switch", { name: "Track stock" })).toHaveAttribute("aria-checked", "false");
  // Escape from inside the dialog (the toast of the save before may still hold the focus).
  await page.getByRole("switch", { name: "Track stock" }).focus();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
});

test("holds stock to 1,000,000 for a product and for its variants together, with the server's words", async ({
  page,
}) => {
  // Issue 40: sums of stock past the database's integer were a 500; the form now says the limit.
  const api = await openCornerShop(page);
  await api.post("/api/products", { name: "Rice", price: "2", quantity: 5 });
  await api.post("/api/products", {
    name: "Tee",
    price: "20",
    optionGroups: [
      {
        name: "Size",
        tracksStock: true,
        options: [
          { name: "S", quantity: 4 },
          { name: "M", quantity: 6 },
        ],
      },
    ],
  });
  await openCatalog(page, 2);

  await page.getByRole("button", { name: "Edit Rice" }).click();
  await page.getByLabel("Quantity", { exact: true }).fill("1000001");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(dialog(page).getByText("Quantity must be at most 1,000,000")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("stock-limit-390.png") });
  await page.getByLabel("Quantity", { exact: true }).fill("1000000");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(toast(page, "Product updated")).toBeVisible();
  await expect(row(page, "Rice")).toContainText("Stock: 1000000");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Edit Tee" }).click();
  const size = dialog(page).getByRole("group", { name: "Option group Size" });
  const inStock = (name: string) =>
    size.getByRole("group", { name: `Option ${name}` }).getByLabel("In stock");
  await inStock("S").fill("600000");
  await inStock("M").fill("400001");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(
    size.getByText('The stock of "Size" adds up to 1,000,001; a product\'s stock can be at most 1,000,000'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("variant-stock-limit-desktop.png") });
  await inStock("M").fill("400000");
  await page.getByRole("button", { name: "Update Product" }).click();
  await expect(toast(page, "Product updated")).toBeVisible();
  // The desktop table: the variants, and their sum in the Stock column.
  await expect(row(page, "Tee")).toContainText("Size: S 600000 · M 400000");
  await expect(row(page, "Tee")).toContainText("1000000");
});

test("bulk-uploads a CSV: preview, progress to 100%, and one failed row reported", async ({ page }) => {
  await openCornerShop(page);
  const snacks = await addSnacks(page);
  await addSeaSaltChips(page, snacks.id, { price: "4.00", discountPrice: null, quantity: null });
  await openCatalog(page, 1);

  await page.getByRole("button", { name: "Bulk Upload" }).first().click();
  await expect(dialog(page).getByRole("heading", { name: "Bulk Upload Products" })).toBeVisible();
  // The template opens in a new tab (an attachment, so the browser downloads it).
  const [popup, templateRequest] = await Promise.all([
    page.context().waitForEvent("page"),
    page.context().waitForEvent("request", (r) => r.url().endsWith("/api/bulk-upload-template")),
    dialog(page).getByRole("button", { name: "Download Template" }).click(),
  ]);
  expect(popup).not.toBe(page);
  expect(templateRequest.isNavigationRequest()).toBe(true);
  await popup.close();

  const fileInput = page.getByLabel("CSV file", { exact: true });
  await fileInput.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(toast(page, "Invalid file type")).toBeVisible();
  await expect(toast(page, "Invalid file type")).toContainText("Please select a valid CSV file.");
  await fileInput.setInputFiles(bigFile("big.csv", Buffer.alloc(Math.round(10.5 * 1024 * 1024), "a")));
  await expect(toast(page, "File too large")).toContainText(
    "CSV file must be smaller than 10MB. Selected file is 10.50 MB.",
  );

  const csv = [
    "name,price,description,quantity,category_id,sku",
    `Trail Mix,5.25,Nuts and raisins,30,${snacks.id},TM-1`,
    "Apple Juice,2.50,Fresh pressed juice,8,,AJ-1",
    "Broken Bar,abc,Bad price,1,,BB-1",
  ].join("\n");
  // Dropped on the dialog rather than chosen: the same file handling.
  const dropped = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "products.csv", { type: "text/csv" }));
    return transfer;
  }, csv);
  await page.getByTestId("csv-drop-zone").dispatchEvent("drop", { dataTransfer: dropped });
  const preview = page.getByTestId("csv-preview");
  await expect(preview).toBeVisible();
  // A table, and a warning about the column the import will ignore, before anything is sent.
  await expect(preview.locator("th")).toHaveText([
    "name",
    "price",
    "description",
    "quantity",
    "category_id",
    "sku",
  ]);
  await expect(preview.locator("tbody tr").first().locator("td").nth(1)).toHaveText("5.25");
  await expect(page.getByTestId("csv-warnings")).toContainText("not used and will be ignored: sku");
  await dialog(page).getByRole("button", { name: "Upload Products" }).click();

  await expect(toast(page, "Bulk upload completed")).toBeVisible();
  await expect(toast(page, "Bulk upload completed")).toContainText(
    "Successfully created 2 products. 1 failed.",
  );
  const result = page.getByTestId("bulk-result");
  await expect(result).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(result).toContainText("2 successful");
  await expect(result).toContainText("1 failed");
  await expect(result).toContainText("Broken Bar");
  await expect(result).toContainText("Please enter a valid price");
  await dialog(page).getByRole("button", { name: "Done" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(row(page, "Apple Juice")).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
});

test("searches (debounced) and filters, with counts and 'Showing X of Y products'", async ({ page }) => {
  await openCornerShop(page);
  await threeProducts(page);
  await openCatalog(page, 3);

  await expect(filterButton(page, "All")).toHaveText("All3");
  await expect(filterButton(page, "Snacks")).toHaveText("Snacks2");
  await expect(filterButton(page, "Uncategorized")).toHaveText("Uncategorized1");
  await expect(page.getByTestId("showing-count")).toHaveText("");

  await page.getByLabel("Search products", { exact: true }).fill("JUICE");
  await expect(page.getByText("Showing 1 of 3 products")).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  // Description matches too.
  await page.getByLabel("Search products", { exact: true }).fill("raisins");
  await expect(page.getByText("Showing 1 of 3 products")).toBeVisible();
  await expect(row(page, "Trail Mix")).toBeVisible();
  await page.getByLabel("Search products", { exact: true }).fill("nothing like this");
  await expect(page.getByText("No products found")).toBeVisible();
  await page.getByLabel("Search products", { exact: true }).fill("");
  await expect(page.getByText("Showing 0 of 3 products")).toHaveCount(0);

  await filterButton(page, "Snacks").click();
  await expect(page.getByText("Showing 2 of 3 products")).toBeVisible();
  await expect(filterButton(page, "Snacks")).toHaveAttribute("aria-pressed", "true");
  await filterButton(page, "Uncategorized").click();
  await expect(page.getByText("Showing 1 of 3 products")).toBeVisible();
  await expect(row(page, "Apple Juice")).toBeVisible();
  await filterButton(page, "All").click();
  await expect(rows(page)).toHaveCount(3);
});

test("deletes a category after confirming; its products become Uncategorized", async ({ page }) => {
  await openCornerShop(page);
  await threeProducts(page);
  await openCatalog(page, 3);
  await expect(page.getByTestId("stat-categories")).toHaveText("1");

  await page.getByRole("button", { name: "Delete category Snacks" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Snacks"? This will remove the category from all products.',
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Category deleted")).toBeVisible();
  await expect(page.getByText("No categories yet")).toBeVisible();
  await expect(page.getByTestId("stat-categories")).toHaveText("0");
  await expect(filterButton(page, "Uncategorized")).toContainText("3");
  for (const name of ["Sea Salt Chips", "Trail Mix", "Apple Juice"]) {
    await expect(row(page, name).getByTestId("product-category")).toHaveText("Uncategorized");
  }
});

test("refuses to delete an ordered product with the server's message", async ({ page, consoleErrors }) => {
  await openCornerShop(page);
  const { trailMix } = await threeProducts(page, { categories: false });
  await orderTrailMix(page, trailMix);
  await openCatalog(page, 3);

  await page.getByRole("button", { name: "More actions for Trail Mix" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Error deleting product")).toContainText(
    "This product has orders and cannot be deleted. Mark it as unavailable instead.",
  );
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(row(page, "Trail Mix")).toBeVisible();
  // The browser logs the refused request; that one is expected, and no other error.
  const conflict = /status of 409/;
  const logged: string[] = [];
  await expect
    .poll(() => {
      logged.push(...consoleErrors.take());
      return logged.filter((e) => conflict.test(e));
    })
    .toHaveLength(1);
  expect(logged.filter((e) => !conflict.test(e))).toEqual([]);
});

test("deletes a product from its row menu after confirming", async ({ page }) => {
  await openCornerShop(page);
  const { trailMix } = await threeProducts(page, { categories: false });
  await orderTrailMix(page, trailMix);
  await openCatalog(page, 3);

  // Delete lives in the row's menu: a slip on a dense list cannot start it.
  await page.getByRole("button", { name: "More actions for Apple Juice" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText('Are you sure you want to delete "Apple Juice"?')).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Product deleted")).toBeVisible();
  await expect(row(page, "Apple Juice")).toHaveCount(0);
  await expect(rows(page)).toHaveCount(2);
});

test("the dashboard's Products tab shows the catalog and category counts and links here", async ({
  page,
}) => {
  await openCornerShop(page);
  // What the tests before it leave: Sea Salt Chips and Trail Mix, no category.
  await addSeaSaltChips(page, null, { price: "4.00", discountPrice: null, quantity: null });
  const { appleJuice } = await addUploadedProducts(page, null);
  await apiOf(page).delete(`/api/products/${appleJuice.id}`);
  await openCatalog(page, 2);
  const products = 2;
  const categories = await apiOf(page).get<unknown[]>("/api/categories");

  await page.goto("/dashboard?tab=products");
  await expect(page.getByTestId("catalog-count")).toHaveText(String(products));
  await expect(page.getByTestId("category-count")).toHaveText(String(categories.length));
  await page.getByRole("link", { name: "Manage Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { name: "Product Catalog" })).toBeVisible();
});
