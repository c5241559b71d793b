import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_401, watchConsole } from "./support/browser";
import { serverAndBrowser } from "./support/journey";

/** The merchant's own API in the browser's cookie jar (CSRF token included), for setting up. */
async function api(
  context: BrowserContext,
  baseUrl: string,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
) {
  const { csrfToken } = (await (await context.request.get(`${baseUrl}/api/csrf-token`)).json()) as {
    csrfToken: string;
  };
  const res = await context.request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { "x-csrf-token": csrfToken },
    data,
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/**
 * The catalog admin on a desktop: sort the table, select products and make them unavailable, move
 * them to a category, delete from the row menu, reorder categories by keyboard and by dragging.
 * Then the product editor on a phone: a full-screen sheet that does not focus a field.
 */
describe("catalog admin for real catalogs", () => {
  const running = serverAndBrowser({ DEMO_DATA: "off" });
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];
  const base = () => running.server.baseUrl;

  const toast = (text: string) => page.getByTestId("toast").filter({ hasText: text });
  const row = (name: string) => page.getByTestId("product-row").filter({ hasText: name });
  const rowNames = () => page.locator('[data-testid="product-row"] th[scope="row"]').allTextContents();
  const cardNames = () => page.getByTestId("category-card").locator("h3").allTextContents();
  const storeCategories = async () =>
    ((await api(context, base(), "GET", "/api/microsite/desk-shop")).categories as { name: string }[]).map(
      (c) => c.name,
    );

  beforeAll(async () => {
    context = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    consoleErrors = watchConsole(page, [EXPECTED_401]);
    await api(context, base(), "POST", "/api/register", {
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
      await api(context, base(), "POST", "/api/categories", { name, sortOrder });
    }
    for (const [name, price, quantity] of [
      ["Cola", "1.50", 40],
      ["Apple", "0.80", 3],
      ["Crisps", "2.20", null],
      ["Banana", "0.60", 12],
      ["Water", "1.00", 0],
    ] as const) {
      await api(context, base(), "POST", "/api/products", { name, price, quantity });
    }
  });
  afterEach(() => {
    expect(consoleErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await context?.close();
  });

  it("shows a dense table on desktop and sorts it by a column, both ways", async () => {
    await page.goto(`${base()}/products`);
    await page.getByRole("table").waitFor();
    const priceHeader = page.getByRole("columnheader", { name: "Price" });
    expect(await priceHeader.getAttribute("aria-sort")).toBeNull();
    await priceHeader.getByRole("button").click();
    expect(await priceHeader.getAttribute("aria-sort")).toBe("ascending");
    expect(await rowNames()).toEqual(["Banana", "Apple", "Water", "Cola", "Crisps"]);
    await priceHeader.getByRole("button").click();
    expect(await priceHeader.getAttribute("aria-sort")).toBe("descending");
    expect(await rowNames()).toEqual(["Crisps", "Cola", "Water", "Apple", "Banana"]);
    // Untracked stock goes last whichever the direction.
    await page.getByRole("columnheader", { name: "Stock" }).getByRole("button").click();
    expect(await rowNames()).toEqual(["Water", "Apple", "Banana", "Cola", "Crisps"]);
    await expect(row("Crisps").textContent()).resolves.toContain("Not tracked");
  });

  it("makes several selected products unavailable in one go", async () => {
    for (const name of ["Cola", "Apple", "Banana"]) {
      await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    }
    expect(await page.getByTestId("selected-count").textContent()).toBe("3 selected");
    await page.getByRole("button", { name: "Make unavailable" }).click();
    await toast("3 products now not available.").waitFor();
    for (const name of ["Cola", "Apple", "Banana"]) {
      await row(name).filter({ hasText: "Not available" }).waitFor();
    }
    expect(await row("Crisps").textContent()).not.toContain("Not available");
    // The selection is done with: the bar goes away.
    await page.getByTestId("selected-count").waitFor({ state: "detached" });
    expect(await page.getByTestId("stat-available").textContent()).toBe("2");
  });

  it("moves selected products to a category, chosen with the select-all box", async () => {
    await page.getByRole("checkbox", { name: "Select all listed products" }).check();
    expect(await page.getByTestId("selected-count").textContent()).toBe("5 selected");
    await page.getByRole("checkbox", { name: "Select Water" }).uncheck();
    await page.getByRole("checkbox", { name: "Select Crisps" }).uncheck();
    const selectAll = page.getByRole("checkbox", { name: "Select all listed products" });
    expect(await selectAll.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    await page.getByLabel("Move to category").selectOption({ label: "Fruit" });
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await toast("3 products moved to Fruit.").waitFor();
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="product-category"]')].filter(
          (c) => c.textContent === "Fruit",
        ).length === 3,
    );
    expect(await row("Water").getByTestId("product-category").textContent()).toBe("Uncategorized");
  });

  it("deletes a product from its row menu, which the keyboard drives", async () => {
    const menuButton = page.getByRole("button", { name: "More actions for Water" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu", { name: "More actions for Water" });
    await menu.waitFor();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe("Make unavailable");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Delete");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Make unavailable");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "More actions for Water",
    );

    await page.keyboard.press("ArrowUp");
    await menu.waitFor();
    expect(await focused()).toBe("Delete");
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog");
    expect(await confirm.textContent()).toContain('Are you sure you want to delete "Water"?');
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast("Product deleted").waitFor();
    await row("Water").waitFor({ state: "detached" });
  });

  it("deletes several selected products after one confirmation", async () => {
    await page.getByRole("checkbox", { name: "Select Cola" }).check();
    await page.getByRole("checkbox", { name: "Select Crisps" }).check();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    expect(await confirm.textContent()).toContain("Are you sure you want to delete 2 products?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast("Deleted 2 products.").waitFor();
    await row("Cola").waitFor({ state: "detached" });
    expect(await rowNames()).toEqual(["Apple", "Banana"]);
  });

  it("reorders categories from the keyboard, announced, and the store follows", async () => {
    expect(await cardNames()).toEqual(["Drinks", "Snacks", "Fruit"]);
    await page.getByRole("button", { name: "Move Fruit up" }).click();
    await page.getByRole("status").filter({ hasText: "Fruit moved to position 2 of 3." }).waitFor();
    // The move is announced as it is made; the cards (and focus with them) follow a moment later.
    await expect.poll(cardNames).toEqual(["Drinks", "Fruit", "Snacks"]);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    // Focus stays on the button that moved the card, so pressing again keeps moving it.
    await expect.poll(focused).toBe("Move Fruit up");
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Fruit moved to position 1 of 3." }).waitFor();
    // At the top, Move up is disabled and focus has moved to its twin.
    await expect.poll(focused).toBe("Move Fruit down");
    await page.keyboard.press("Alt+ArrowDown");
    await page.getByRole("status").filter({ hasText: "Fruit moved to position 2 of 3." }).waitFor();
    // The same words were announced two moves ago: the cards are what tells this move has landed.
    await expect.poll(cardNames).toEqual(["Drinks", "Fruit", "Snacks"]);
    await page
      .getByTestId("category-card")
      .filter({ hasText: "Sort order 3" })
      .filter({ hasText: "Snacks" })
      .waitFor();
    await expect.poll(storeCategories).toEqual(["Drinks", "Fruit", "Snacks"]);
    // The filter buttons follow the same order.
    const filters = await page
      .getByRole("group", { name: "Filter by category" })
      .getByRole("button")
      .allTextContents();
    expect(filters.map((f) => f.replace(/\d+$/, ""))).toEqual([
      "All",
      "Drinks",
      "Fruit",
      "Snacks",
      "Uncategorized",
    ]);
  });

  it("reorders categories by dragging a card's handle onto another card", async () => {
    const handle = page
      .getByTestId("category-card")
      .filter({ hasText: "Snacks" })
      .getByTestId("category-drag-handle");
    await handle.dragTo(page.getByTestId("category-card").filter({ hasText: "Drinks" }));
    await page.getByRole("status").filter({ hasText: "Snacks moved to position 1 of 3." }).waitFor();
    await expect.poll(cardNames).toEqual(["Snacks", "Drinks", "Fruit"]);
    await expect.poll(storeCategories).toEqual(["Snacks", "Drinks", "Fruit"]);
    // Saved: a reload shows the same order.
    await page.reload();
    await page.getByTestId("category-card").first().waitFor();
    expect(await cardNames()).toEqual(["Snacks", "Drinks", "Fruit"]);
  });

  it("on a phone, keeps cards and edits in a full-screen sheet that focuses no field", async () => {
    const phone = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    const phonePage = await phone.newPage();
    const phoneErrors = watchConsole(phonePage, [EXPECTED_401]);
    await phone.addCookies(await context.cookies());
    await phonePage.goto(`${base()}/products`);
    await phonePage.getByTestId("product-row").first().waitFor();
    expect(await phonePage.getByRole("table").count()).toBe(0);
    await phonePage.getByRole("button", { name: "Edit Apple" }).click();
    const sheet = phonePage.getByRole("dialog");
    await sheet.getByRole("heading", { name: "Edit Product" }).waitFor();
    expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // Focus is in the dialog (for screen readers and Escape) but on no field: no keyboard pops up.
    expect(await phonePage.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("dialog");
    await phonePage.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    // Adding a product still starts in the Name field.
    await phonePage.getByRole("button", { name: "Add Product" }).first().click();
    await sheet.getByRole("heading", { name: "Add Product" }).waitFor();
    expect(await phonePage.evaluate(() => document.activeElement?.id)).toBe("product-name");
    await phone.close();
    expect(phoneErrors).toEqual([]);
  });
});
