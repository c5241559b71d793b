import type { Page } from "@playwright/test";
import { apiOf, registerStore } from "./support/api";
import { DESKTOP, expect, test } from "./support/fixtures";

/**
 * The catalog admin on a desktop: sort the table, select products and make them unavailable, move
 * them to a category, delete from the row menu, reorder categories by keyboard and by dragging.
 * Then the product editor on a phone: a full-screen sheet that does not focus a field.
 */
test.use({ data: "empty", viewport: DESKTOP, expectedStatuses: [401] });

/** Desk Shop, signed in on `page`: three categories and five uncategorized products. */
async function openDeskShop(page: Page) {
  const api = apiOf(page);
  await registerStore(page, {
    email: "desk@example.com",
    password: "s3cret-pass",
    businessName: "Desk Shop",
    businessSlug: "desk-shop",
    businessType: "retail",
  });
  for (const [name, sortOrder] of [
    ["Drinks", 1],
    ["Snacks", 2],
    ["Fruit", 3],
  ] as const) {
    await api.post("/api/categories", { name, sortOrder });
  }
  for (const [name, price, quantity] of [
    ["Cola", "1.50", 40],
    ["Apple", "0.80", 3],
    ["Crisps", "2.20", null],
    ["Banana", "0.60", 12],
    ["Water", "1.00", 0],
  ] as const) {
    await api.post("/api/products", { name, price, quantity });
  }
  await page.goto("/products");
  await expect(page.getByTestId("product-row")).toHaveCount(5);
}

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
const row = (page: Page, name: string) => page.getByTestId("product-row").filter({ hasText: name });
const rowNames = (page: Page) => page.locator('[data-testid="product-row"] th[scope="row"]');
const cardNames = (page: Page) => page.getByTestId("category-card").locator("h3");
const selected = (page: Page) => page.getByTestId("selected-count");
const storeCategories = async (page: Page) =>
  (await apiOf(page).get<{ categories: { name: string }[] }>("/api/microsite/desk-shop")).categories.map(
    (c) => c.name,
  );
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));

test("shows a dense table on desktop and sorts it by a column, both ways", async ({ page }) => {
  await openDeskShop(page);
  const priceHeader = page.getByRole("columnheader", { name: "Price" });
  await expect(priceHeader).not.toHaveAttribute("aria-sort");
  await priceHeader.getByRole("button").click();
  await expect(priceHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(rowNames(page)).toHaveText(["Banana", "Apple", "Water", "Cola", "Crisps"]);
  await priceHeader.getByRole("button").click();
  await expect(priceHeader).toHaveAttribute("aria-sort", "descending");
  await expect(rowNames(page)).toHaveText(["Crisps", "Cola", "Water", "Apple", "Banana"]);
  // Untracked stock goes last whichever the direction.
  await page.getByRole("columnheader", { name: "Stock" }).getByRole("button").click();
  await expect(rowNames(page)).toHaveText(["Water", "Apple", "Banana", "Cola", "Crisps"]);
  await expect(row(page, "Crisps")).toContainText("Not tracked");
});

test("makes several selected products unavailable in one go", async ({ page }) => {
  await openDeskShop(page);
  for (const name of ["Cola", "Apple", "Banana"]) {
    await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  }
  await expect(selected(page)).toHaveText("3 selected");
  await page.getByRole("button", { name: "Make unavailable" }).click();
  await expect(toast(page, "3 products now not available.")).toBeVisible();
  for (const name of ["Cola", "Apple", "Banana"]) {
    await expect(row(page, name)).toContainText("Not available");
  }
  await expect(row(page, "Crisps")).not.toContainText("Not available");
  // The selection is done with: the bar goes away.
  await expect(selected(page)).toHaveCount(0);
  await expect(page.getByTestId("stat-available")).toHaveText("2");
});

test("moves selected products to a category, chosen with the select-all box", async ({ page }) => {
  await openDeskShop(page);
  const selectAll = page.getByRole("checkbox", { name: "Select all listed products" });
  await selectAll.check();
  await expect(selected(page)).toHaveText("5 selected");
  await page.getByRole("checkbox", { name: "Select Water" }).uncheck();
  await page.getByRole("checkbox", { name: "Select Crisps" }).uncheck();
  await expect.poll(() => selectAll.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
  await page.getByLabel("Move to category").selectOption({ label: "Fruit" });
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(toast(page, "3 products moved to Fruit.")).toBeVisible();
  await expect(page.getByTestId("product-category").filter({ hasText: /^Fruit$/ })).toHaveCount(3);
  await expect(row(page, "Water").getByTestId("product-category")).toHaveText("Uncategorized");
});

test("deletes a product from its row menu, which the keyboard drives", async ({ page }) => {
  await openDeskShop(page);
  const menuButton = page.getByRole("button", { name: "More actions for Water" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "More actions for Water" });
  await expect(menu).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => focusedText(page)).toBe("Make unavailable");
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => focusedText(page)).toBe("Delete");
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => focusedText(page)).toBe("Make unavailable");
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();

  await page.keyboard.press("ArrowUp");
  await expect(menu).toBeVisible();
  await expect.poll(() => focusedText(page)).toBe("Delete");
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText('Are you sure you want to delete "Water"?');
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Product deleted")).toBeVisible();
  await expect(row(page, "Water")).toHaveCount(0);
});

test("deletes several selected products after one confirmation", async ({ page }) => {
  await openDeskShop(page);
  await page.getByRole("checkbox", { name: "Select Cola" }).check();
  await page.getByRole("checkbox", { name: "Select Crisps" }).check();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Are you sure you want to delete 2 products?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Deleted 2 products.")).toBeVisible();
  await expect(row(page, "Cola")).toHaveCount(0);
  await expect(row(page, "Crisps")).toHaveCount(0);
  // Newest first, as the table starts.
  await expect(rowNames(page)).toHaveText(["Water", "Banana", "Apple"]);
});

test("reorders categories from the keyboard, announced, and the store follows", async ({ page }) => {
  await openDeskShop(page);
  await expect(cardNames(page)).toHaveText(["Drinks", "Snacks", "Fruit"]);
  await page.getByRole("button", { name: "Move Fruit up" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Fruit moved to position 2 of 3." }),
  ).toBeAttached();
  // The move is announced as it is made; the cards (and focus with them) follow a moment later.
  await expect(cardNames(page)).toHaveText(["Drinks", "Fruit", "Snacks"]);
  // Focus stays on the button that moved the card, so pressing again keeps moving it.
  await expect.poll(() => focusedLabel(page)).toBe("Move Fruit up");
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "Fruit moved to position 1 of 3." }),
  ).toBeAttached();
  // At the top, Move up is disabled and focus has moved to its twin.
  await expect.poll(() => focusedLabel(page)).toBe("Move Fruit down");
  await page.keyboard.press("Alt+ArrowDown");
  await expect(
    page.getByRole("status").filter({ hasText: "Fruit moved to position 2 of 3." }),
  ).toBeAttached();
  // The same words were announced two moves ago: the cards are what tells this move has landed.
  await expect(cardNames(page)).toHaveText(["Drinks", "Fruit", "Snacks"]);
  await expect(
    page.getByTestId("category-card").filter({ hasText: "Sort order 3" }).filter({ hasText: "Snacks" }),
  ).toBeVisible();
  await expect.poll(() => storeCategories(page)).toEqual(["Drinks", "Fruit", "Snacks"]);
  // The filter buttons follow the same order.
  await expect(page.getByRole("group", { name: "Filter by category" }).getByRole("button")).toHaveText([
    /^All\d+$/,
    /^Drinks\d+$/,
    /^Fruit\d+$/,
    /^Snacks\d+$/,
    /^Uncategorized\d+$/,
  ]);
});

test("reorders categories by dragging a card's handle onto another card", async ({ page }) => {
  await openDeskShop(page);
  const card = (name: string) => page.getByTestId("category-card").filter({ hasText: name });
  await card("Snacks").getByTestId("category-drag-handle").dragTo(card("Drinks"));
  await expect(
    page.getByRole("status").filter({ hasText: "Snacks moved to position 1 of 3." }),
  ).toBeAttached();
  await expect(cardNames(page)).toHaveText(["Snacks", "Drinks", "Fruit"]);
  await expect.poll(() => storeCategories(page)).toEqual(["Snacks", "Drinks", "Fruit"]);
  // Saved: a reload shows the same order.
  await page.reload();
  await expect(cardNames(page)).toHaveText(["Snacks", "Drinks", "Fruit"]);
});

test("on a phone, keeps cards and edits in a full-screen sheet that focuses no field", async ({
  page,
  openPage,
}) => {
  await openDeskShop(page);
  const phone = await openPage({ viewport: { width: 390, height: 844 } });
  await phone.context().addCookies(await page.context().cookies());
  await phone.goto("/products");
  await expect(phone.getByTestId("product-row").first()).toBeVisible();
  await expect(phone.getByRole("table")).toHaveCount(0);
  await phone.getByRole("button", { name: "Edit Apple" }).click();
  const sheet = phone.getByRole("dialog");
  await expect(sheet.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await expect.poll(() => sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  // Focus is in the dialog (for screen readers and Escape) but on no field: no keyboard pops up.
  await expect(sheet).toBeFocused();
  await phone.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  // Adding a product still starts in the Name field.
  await phone.getByRole("button", { name: "Add Product" }).first().click();
  await expect(sheet.getByRole("heading", { name: "Add Product" })).toBeVisible();
  await expect(phone.locator("#product-name")).toBeFocused();
});
