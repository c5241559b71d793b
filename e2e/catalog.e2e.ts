import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_401, watchConsole } from "./support/browser";
import { serverAndBrowser } from "./support/journey";

/**
 * A large file on disk, to pick by path: handed over as a buffer, Playwright sends its bytes to the
 * browser as base64 (10 MB took over 10 s with two journeys running at once).
 */
function bigFile(name: string, bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "e2e-upload-")), name);
  writeFileSync(file, bytes);
  return file;
}

/** Signs up through the API in the browser's own cookie jar, so the page is signed in too. */
async function registerThroughApi(context: BrowserContext, baseUrl: string) {
  const tokenRes = await context.request.get(`${baseUrl}/api/csrf-token`);
  const { csrfToken } = (await tokenRes.json()) as { csrfToken: string };
  const res = await context.request.post(`${baseUrl}/api/register`, {
    headers: { "x-csrf-token": csrfToken },
    data: {
      email: "corner@example.com",
      password: "s3cret-pass",
      businessName: "Corner Shop",
      businessSlug: "corner-shop",
      businessType: "retail",
    },
  });
  expect(res.status()).toBeLessThan(300);
}

describe("merchant catalog journey", () => {
  const running = serverAndBrowser({ DEMO_DATA: "off" });
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  const toast = (text: string) => page.getByTestId("toast").filter({ hasText: text });
  const rows = () => page.getByTestId("product-row");
  const row = (name: string) => rows().filter({ hasText: name });
  const dialog = () => page.getByRole("dialog");
  const filterButton = (name: string) =>
    page
      .getByRole("group", { name: "Filter by category" })
      .getByRole("button", { name: new RegExp(`^${name}`) });
  const expectText = async (locator: Locator, text: string) =>
    expect(await locator.textContent()).toContain(text);

  beforeAll(async () => {
    context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    consoleErrors = watchConsole(page, [EXPECTED_401]);
    await registerThroughApi(context, running.server.baseUrl);
  });
  // Any console error fails the step it happened in.
  afterEach(() => {
    expect(consoleErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await context?.close();
  });

  it("starts empty with zero stats and a way back to the dashboard", async () => {
    await page.goto(`${running.server.baseUrl}/products`);
    await page.getByRole("heading", { name: "Product Catalog" }).waitFor();
    await page.getByText("No products yet").waitFor();
    for (const key of ["totalProducts", "available", "categories", "lowStock"]) {
      expect(await page.getByTestId(`stat-${key}`).textContent()).toBe("0");
    }
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${running.server.baseUrl}/products`);
    await page.getByText("No products yet").waitFor();
  });

  it("creates a category, with the spec's validation message first", async () => {
    await page.getByRole("button", { name: "Add Category" }).first().click();
    await dialog().getByRole("heading", { name: "Add Category" }).waitFor();
    await page.getByRole("button", { name: "Create Category" }).click();
    await page.getByText("Category name is required").waitFor();
    await page.getByLabel("Name", { exact: true }).fill("Snacks");
    await page.getByLabel("Description", { exact: true }).fill("Crisps, nuts and bars");
    await page.getByLabel("Sort Order", { exact: true }).fill("1");
    await page.getByRole("button", { name: "Create Category" }).click();
    await toast("Category created").waitFor();
    await dialog().waitFor({ state: "detached" });
    const card = page.getByTestId("category-card").filter({ hasText: "Snacks" });
    await expectText(card, "Crisps, nuts and bars");
    await expectText(card, "0 products");
    await expectText(card, "Sort order 1");
    expect(await page.getByTestId("stat-categories").textContent()).toBe("1");
  });

  it("adds a product with an uploaded image, after the form's validation messages", async () => {
    await page.getByRole("button", { name: "Add Product" }).first().click();
    await dialog().getByRole("heading", { name: "Add Product" }).waitFor();
    await page.getByRole("button", { name: "Create Product" }).click();
    await page.getByText("Product name is required").waitFor();
    await page.getByText("Price is required").waitFor();

    await page.getByLabel("Name", { exact: true }).fill("Sea Salt Chips");
    await page.getByLabel("Description", { exact: true }).fill("Kettle cooked, lightly salted");
    await page.getByLabel("Price ($)", { exact: true }).fill("abc");
    await page.getByLabel("Quantity", { exact: true }).fill("-1");
    await page.getByRole("button", { name: "Create Product" }).click();
    await page.getByText("Please enter a valid price").waitFor();
    await page.getByText("Quantity cannot be negative").waitFor();

    await page.getByLabel("Price ($)", { exact: true }).fill("3.50");
    await page.getByLabel("Discount Price ($)", { exact: true }).fill("2.99");
    // Track stock is on for a new product: a blank quantity is asked for, never saved as 0.
    await page.getByLabel("Quantity", { exact: true }).fill("");
    await page.getByRole("button", { name: "Create Product" }).click();
    await page.getByText("Enter how many you have in stock, or turn off Track stock").waitFor();
    await page.getByLabel("Quantity", { exact: true }).fill("5");
    await page.getByLabel("Category", { exact: true }).selectOption({ label: "Snacks" });
    const MB = 1024 * 1024;
    const imageInput = page.getByLabel("Upload image file", { exact: true });
    await imageInput.setInputFiles(bigFile("huge.png", Buffer.alloc(5.5 * MB)));
    await expectText(toast("File too large"), "Please select an image smaller than 5MB.");
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 220, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    await imageInput.setInputFiles({ name: "chips.png", mimeType: "image/png", buffer: png });
    await toast("Image uploaded").waitFor();
    await page.getByTestId("image-preview").waitFor();
    expect(await page.getByTestId("image-preview").getAttribute("src")).toMatch(/^\/uploads\//);

    await page.getByRole("button", { name: "Create Product" }).click();
    await toast("Product created").waitFor();
    await dialog().waitFor({ state: "detached" });
    const chips = row("Sea Salt Chips");
    await expectText(chips, "Snacks");
    await expectText(chips, "$2.99");
    expect(await chips.locator("s").textContent()).toContain("$3.50");
    await expectText(chips, "Stock: 5");
    // The status a customer sees: 5 left shows as "Only 5 left" on the store's cards.
    await expectText(chips, "Only 5 left");
    expect(await chips.locator("img").getAttribute("src")).toMatch(/^\/uploads\//);
    expect(await page.getByTestId("stat-totalProducts").textContent()).toBe("1");
    expect(await page.getByTestId("stat-lowStock").textContent()).toBe("1");
  });

  it("edits the product in the same dialog, in edit mode", async () => {
    await page.getByRole("button", { name: "Edit Sea Salt Chips" }).click();
    await dialog().getByRole("heading", { name: "Edit Product" }).waitFor();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe("Sea Salt Chips");
    expect(await page.getByLabel("Price ($)", { exact: true }).inputValue()).toBe("3.50");
    await page.getByLabel("Price ($)", { exact: true }).fill("4");
    await page.getByLabel("Discount Price ($)", { exact: true }).fill("");
    await page.getByLabel("Quantity", { exact: true }).fill("12");
    await page.getByRole("switch", { name: "Available" }).click();
    await page.getByRole("button", { name: "Update Product" }).click();
    await toast("Product updated").waitFor();
    await dialog().waitFor({ state: "detached" });
    const chips = row("Sea Salt Chips");
    await expectText(chips, "$4.00");
    expect(await chips.locator("s").count()).toBe(0);
    await expectText(chips, "Not available · Stock: 12");
    await expectText(chips, "Out of Stock");
    expect(await page.getByTestId("stat-available").textContent()).toBe("0");
    expect(await page.getByTestId("stat-lowStock").textContent()).toBe("0");
  });

  it("stops tracking a product's stock: the row says so and customers can always order it", async () => {
    await page.getByRole("button", { name: "Edit Sea Salt Chips" }).click();
    await dialog().getByRole("heading", { name: "Edit Product" }).waitFor();
    await page.getByRole("switch", { name: "Available" }).click();
    await page.getByRole("switch", { name: "Track stock" }).click();
    expect(await page.getByLabel("Quantity", { exact: true }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Update Product" }).click();
    await toast("Product updated").waitFor();
    await dialog().waitFor({ state: "detached" });
    const chips = row("Sea Salt Chips");
    await expectText(chips, "Stock not tracked");
    await expectText(chips, "In Stock");
    // Opened again, the switch shows the stock is not tracked.
    await page.getByRole("button", { name: "Edit Sea Salt Chips" }).click();
    expect(await page.getByRole("switch", { name: "Track stock" }).getAttribute("aria-checked")).toBe(
      "false",
    );
    await page.keyboard.press("Escape");
    await dialog().waitFor({ state: "detached" });
  });

  it("bulk-uploads a CSV: preview, progress to 100%, and one failed row reported", async () => {
    const categoriesRes = await context.request.get(`${running.server.baseUrl}/api/categories`);
    const [snacks] = (await categoriesRes.json()) as { id: string }[];
    await page.getByRole("button", { name: "Bulk Upload" }).first().click();
    await dialog().getByRole("heading", { name: "Bulk Upload Products" }).waitFor();
    // The template opens in a new tab (an attachment, so the browser downloads it).
    const [popup, templateRequest] = await Promise.all([
      context.waitForEvent("page"),
      context.waitForEvent("request", (r) => r.url().endsWith("/api/bulk-upload-template")),
      dialog().getByRole("button", { name: "Download Template" }).click(),
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
    await toast("Invalid file type").waitFor();
    await expectText(toast("Invalid file type"), "Please select a valid CSV file.");
    await fileInput.setInputFiles(bigFile("big.csv", Buffer.alloc(Math.round(10.5 * 1024 * 1024), "a")));
    await expectText(
      toast("File too large"),
      "CSV file must be smaller than 10MB. Selected file is 10.50 MB.",
    );

    const csv = [
      "name,price,description,quantity,category_id,sku",
      `Trail Mix,5.25,Nuts and raisins,30,${snacks!.id},TM-1`,
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
    await preview.waitFor();
    // A table, and a warning about the column the import will ignore, before anything is sent.
    await expect(preview.locator("th").allTextContents()).resolves.toEqual([
      "name",
      "price",
      "description",
      "quantity",
      "category_id",
      "sku",
    ]);
    await expect(preview.locator("tbody tr").first().locator("td").nth(1).textContent()).resolves.toBe(
      "5.25",
    );
    await expectText(page.getByTestId("csv-warnings"), "not used and will be ignored: sku");
    await dialog().getByRole("button", { name: "Upload Products" }).click();

    await toast("Bulk upload completed").waitFor();
    await expectText(toast("Bulk upload completed"), "Successfully created 2 products. 1 failed.");
    const result = page.getByTestId("bulk-result");
    await result.waitFor();
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    await expectText(result, "2 successful");
    await expectText(result, "1 failed");
    await expectText(result, "Broken Bar");
    await expectText(result, "Please enter a valid price");
    await dialog().getByRole("button", { name: "Done" }).click();
    await dialog().waitFor({ state: "detached" });
    await row("Apple Juice").waitFor();
    expect(await rows().count()).toBe(3);
  });

  it("searches (debounced) and filters, with counts and 'Showing X of Y products'", async () => {
    expect(await filterButton("All").textContent()).toBe("All3");
    expect(await filterButton("Snacks").textContent()).toBe("Snacks2");
    expect(await filterButton("Uncategorized").textContent()).toBe("Uncategorized1");
    expect(await page.getByTestId("showing-count").textContent()).toBe("");

    await page.getByLabel("Search products", { exact: true }).fill("JUICE");
    await page.getByText("Showing 1 of 3 products").waitFor();
    expect(await rows().count()).toBe(1);
    // Description matches too.
    await page.getByLabel("Search products", { exact: true }).fill("raisins");
    await page.getByText("Showing 1 of 3 products").waitFor();
    await row("Trail Mix").waitFor();
    await page.getByLabel("Search products", { exact: true }).fill("nothing like this");
    await page.getByText("No products found").waitFor();
    await page.getByLabel("Search products", { exact: true }).fill("");
    await page.getByText("Showing 0 of 3 products").waitFor({ state: "detached" });

    await filterButton("Snacks").click();
    await page.getByText("Showing 2 of 3 products").waitFor();
    expect(await filterButton("Snacks").getAttribute("aria-pressed")).toBe("true");
    await filterButton("Uncategorized").click();
    await page.getByText("Showing 1 of 3 products").waitFor();
    await row("Apple Juice").waitFor();
    await filterButton("All").click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-row"]').length === 3);
  });

  it("deletes a category after confirming; its products become Uncategorized", async () => {
    await page.getByRole("button", { name: "Delete category Snacks" }).click();
    const confirm = page.getByRole("alertdialog");
    await expectText(
      confirm,
      'Are you sure you want to delete "Snacks"? This will remove the category from all products.',
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast("Category deleted").waitFor();
    await page.getByText("No categories yet").waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="stat-categories"]')?.textContent === "0",
    );
    await expectText(filterButton("Uncategorized"), "3");
    for (const name of ["Sea Salt Chips", "Trail Mix", "Apple Juice"]) {
      expect(await row(name).getByTestId("product-category").textContent()).toBe("Uncategorized");
    }
  });

  it("refuses to delete an ordered product with the server's message", async () => {
    const products = (await (await context.request.get(`${running.server.baseUrl}/api/products`)).json()) as {
      id: string;
      name: string;
    }[];
    const trailMix = products.find((p) => p.name === "Trail Mix")!;
    const tokenRes = await context.request.get(`${running.server.baseUrl}/api/csrf-token`);
    const { csrfToken } = (await tokenRes.json()) as { csrfToken: string };
    const order = await context.request.post(`${running.server.baseUrl}/api/orders`, {
      headers: { "x-csrf-token": csrfToken },
      data: {
        merchantSlug: "corner-shop",
        customer: { name: "Ada", phone: "555-0100", address: "1 Main Street, Springfield" },
        items: [{ productId: trailMix.id, quantity: 1 }],
      },
    });
    expect(order.status()).toBeLessThan(300);

    await page.getByRole("button", { name: "More actions for Trail Mix" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectText(
      toast("Error deleting product"),
      "This product has orders and cannot be deleted. Mark it as unavailable instead.",
    );
    await page.getByRole("alertdialog").waitFor({ state: "detached" });
    await row("Trail Mix").waitFor();
    // The browser logs the refused request; that one is expected.
    const conflict = /status of 409/;
    expect(consoleErrors.filter((e) => conflict.test(e))).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !conflict.test(e)));
  });

  it("deletes a product from its row menu after confirming", async () => {
    // Delete lives in the row's menu: a slip on a dense list cannot start it.
    await page.getByRole("button", { name: "More actions for Apple Juice" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    expect(await confirm.getByText('Are you sure you want to delete "Apple Juice"?').isVisible()).toBe(true);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast("Product deleted").waitFor();
    await row("Apple Juice").waitFor({ state: "detached" });
    expect(await rows().count()).toBe(2);
  });

  it("the dashboard's Products tab shows the catalog and category counts and links here", async () => {
    const products = await rows().count();
    await page.goto(`${running.server.baseUrl}/dashboard?tab=products`);
    await page
      .getByTestId("catalog-count")
      .filter({ hasText: String(products) })
      .waitFor();
    const categories = (await (
      await context.request.get(`${running.server.baseUrl}/api/categories`)
    ).json()) as unknown[];
    expect(await page.getByTestId("category-count").textContent()).toBe(String(categories.length));
    await page.getByRole("link", { name: "Manage Products" }).click();
    await page.waitForURL(/\/products$/);
    await page.getByRole("heading", { name: "Product Catalog" }).waitFor();
  });
});
