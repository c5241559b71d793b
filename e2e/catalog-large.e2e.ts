import type { Page, Route } from "@playwright/test";
import { apiOf, registerStore } from "./support/api";
import { seriousViolations } from "./support/axe";
import { DESKTOP, expect, test } from "./support/fixtures";

/**
 * A catalog of 1,200 products on a desktop (issue 26): the server searches, sorts and pages it, and
 * a selection of every product a search matches (more than one bulk request takes) is made
 * unavailable in parts, with a progress bar, and the counts follow.
 */
test.use({ data: "empty", viewport: DESKTOP, expectedStatuses: [401] });

const PRODUCTS = 1200;
/** Rows 1 to 700 are garden tools: a search for "garden" selects more than one bulk request holds. */
const GARDEN = 700;

/** Big Store's catalog as one CSV: Widget 0001 to 1197, then three products the journey looks for. */
function catalogCsv(): string {
  const lines = ["name,price,description,quantity,category"];
  for (let i = 1; i <= PRODUCTS - 3; i++) {
    const price = (1 + ((i * 37) % 900) / 10).toFixed(2);
    const garden = i <= GARDEN;
    lines.push(
      `Widget ${String(i).padStart(4, "0")},${price},${garden ? "Sturdy garden tool" : "Kitchen helper"},${20 + (i % 30)},${garden ? "Garden" : "Kitchen"}`,
    );
  }
  lines.push("Zebra Lamp,45.00,Striped reading lamp,12,Kitchen");
  lines.push("Penny Sweet,0.01,The cheapest thing here,50,Kitchen");
  lines.push("Gold Watch,999.99,The dearest thing here,3,Kitchen");
  return lines.join("\n");
}

/** Big Store, signed in on `page`, with its 1,200 products uploaded through the API. */
async function openBigStore(page: Page) {
  await registerStore(page, {
    email: "big@example.com",
    password: "s3cret-pass",
    businessName: "Big Store",
    businessSlug: "big-store",
    businessType: "retail",
  });
  const upload = await apiOf(page).post<{ successful: number }>("/api/products/bulk-upload", {
    csvData: catalogCsv(),
  });
  expect(upload.successful).toBe(PRODUCTS);
  await page.goto("/products");
  await expect(page.getByTestId("page-status")).toHaveText("Page 1 of 24");
}

const rowNames = (page: Page) => page.locator('[data-testid="product-row"] th[scope="row"]');
const search = (page: Page) => page.getByLabel("Search products", { exact: true });
const bar = (page: Page) => page.getByRole("region", { name: "Selected products" });
const filterButton = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Filter by category" })
    .getByRole("button", { name: new RegExp(`^${name}`) });

test("finds, sorts and pages through 1,200 products, and makes every match of a search unavailable", async ({
  page,
}) => {
  await openBigStore(page);
  await expect(page.getByTestId("stat-totalProducts")).toHaveText("1200");
  await expect(page.getByTestId("stat-available")).toHaveText("1200");
  await expect(rowNames(page)).toHaveCount(50);
  await expect(filterButton(page, "Garden")).toHaveText(`Garden${GARDEN}`);

  // Zebra Lamp is on the last page of the list's own order (one upload: in the file's order); a search finds it.
  await expect(rowNames(page).filter({ hasText: "Zebra Lamp" })).toHaveCount(0);
  await search(page).fill("zebra");
  await expect(page.getByText(`Showing 1 of ${PRODUCTS} products`)).toBeVisible();
  await expect(rowNames(page)).toHaveText(["Zebra Lamp"]);
  await expect(page.getByRole("navigation", { name: "Product pages" })).toHaveCount(0);
  await search(page).fill("");
  await expect(page.getByTestId("showing-count")).toHaveText("");

  // Sorted by price on the server: the cheapest first, and the dearest last on the last page.
  const priceHeader = page.getByRole("columnheader", { name: "Price" });
  await priceHeader.getByRole("button").click();
  await expect(priceHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(rowNames(page).first()).toHaveText("Penny Sweet");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Page 2 of 24");
  await expect(rowNames(page).filter({ hasText: "Penny Sweet" })).toHaveCount(0);
  const last = page.getByRole("button", { name: "Last page" });
  await last.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("page-status")).toHaveText("Page 24 of 24");
  await expect(rowNames(page)).toHaveCount(50);
  await expect(rowNames(page).last()).toHaveText("Gold Watch");
  // At the end the button stays focused (marked disabled): pressing it again changes nothing.
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("page-status")).toHaveText("Page 24 of 24");
  expect(await seriousViolations(page)).toEqual([]);

  // Every garden tool: more than the 500 one bulk request takes, so they go in two parts.
  await search(page).fill("garden");
  await expect(page.getByText(`Showing ${GARDEN} of ${PRODUCTS} products`)).toBeVisible();
  await expect(page.getByTestId("page-status")).toHaveText("Page 1 of 14");
  await page.getByRole("checkbox", { name: "Select all listed products" }).check();
  await expect(bar(page).getByTestId("selected-count")).toHaveText("50 selected");
  expect(await seriousViolations(page)).toEqual([]);
  await bar(page)
    .getByRole("button", { name: `Select all ${GARDEN} matching` })
    .click();
  await expect(bar(page).getByTestId("selected-count")).toHaveText(`All ${GARDEN} matching selected`);

  // The second part waits until the progress bar has been seen after the first.
  let releaseSecond!: () => void;
  const secondMayGo = new Promise<void>((resolve) => {
    releaseSecond = resolve;
  });
  const parts: number[] = [];
  await page.route("**/api/products/bulk", async (route: Route) => {
    parts.push((route.request().postDataJSON() as { ids: string[] }).ids.length);
    if (parts.length === 2) await secondMayGo;
    await route.continue();
  });
  await bar(page).getByRole("button", { name: "Make unavailable" }).click();
  await expect(bar(page).getByText(`Updating 500 of ${GARDEN}…`)).toBeVisible();
  await expect(bar(page).getByRole("progressbar")).toHaveAttribute(
    "aria-valuenow",
    String(Math.round((500 / GARDEN) * 100)),
  );
  releaseSecond();
  await expect(
    page.getByTestId("toast").filter({ hasText: `${GARDEN} products now not available.` }),
  ).toBeVisible();
  expect(parts).toEqual([500, GARDEN - 500]);
  await expect(bar(page)).toHaveCount(0);

  // The counts follow: the stat card, and every listed garden tool says so.
  await expect(page.getByTestId("stat-available")).toHaveText(String(PRODUCTS - GARDEN));
  await expect(page.getByTestId("stat-totalProducts")).toHaveText("1200");
  await expect(page.locator('[data-testid="product-row"]').filter({ hasText: "Not available" })).toHaveCount(
    50,
  );
  await page.getByRole("button", { name: "Last page" }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Page 14 of 14");
  await expect(page.locator('[data-testid="product-row"]').filter({ hasText: "Not available" })).toHaveCount(
    50,
  );
  // The kitchen's products were not in the selection.
  await search(page).fill("kitchen");
  await expect(page.getByText(`Showing ${PRODUCTS - GARDEN - 3} of ${PRODUCTS} products`)).toBeVisible();
  await expect(page.locator('[data-testid="product-row"]').filter({ hasText: "Not available" })).toHaveCount(
    0,
  );
});
