import type { Page } from "@playwright/test";
import { apiOf, registerStore } from "./support/api";
import { DESKTOP, expect, test } from "./support/fixtures";

/**
 * Issue 26: a store of 1,080 products, far more than the 200 its page brings. Counts, the category
 * view, search and filters cover every product.
 */
test.use({ data: "empty", viewport: DESKTOP, expectedStatuses: [401] });

const pad = (n: number) => String(n).padStart(4, "0");
/** Alpha: 940 at $2.50 and 10 at $12.00. Zeta: 100 at $25.00 and 30 at $75.00. */
const ROWS = [
  ...Array.from({ length: 950 }, (_, i) => `Alpha item ${pad(i)},${i < 940 ? "2.50" : "12.00"},Alpha`),
  ...Array.from({ length: 130 }, (_, i) => `Zeta special ${pad(i)},${i < 100 ? "25.00" : "75.00"},Zeta`),
];

interface Listed {
  products: { id: string; name: string }[];
  total: number;
  nextCursor: string | null;
}

async function openBigShop(page: Page) {
  const api = apiOf(page);
  await registerStore(page, {
    email: "big@example.com",
    password: "s3cret-pass",
    businessName: "Big Shop",
    businessSlug: "big-shop",
  });
  const uploaded = await api.post<{ successful: number }>("/api/products/bulk-upload", {
    csvData: ["name,price,category", ...ROWS].join("\n"),
  });
  expect(uploaded.successful).toBe(ROWS.length);
  // The shopper is another visitor.
  await page.context().clearCookies();
}

test("a store of 1,080 products: exact counts, a category to its end, search and filters over every product", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openBigShop(page);
  const api = apiOf(page);
  const store = await api.get<Listed & { categories: { id: string; name: string }[] }>(
    "/api/microsite/big-shop",
  );
  const zeta = store.categories.find((c) => c.name === "Zeta")!;
  const firstPage = new Set(store.products.map((p) => p.name));
  const zetaAll = await api.get<Listed>(`/api/microsite/big-shop/products?category=${zeta.id}&limit=200`);
  expect(zetaAll.total).toBe(130);
  // Fewer than all 130 came with the store's page: counting those would be wrong.
  expect(store.products.filter((p) => p.name.startsWith("Zeta")).length).toBeLessThan(130);

  await page.goto("/microsite/big-shop");
  // The chip's and the card's counts are the store's, not the first page's.
  const chips = page.getByRole("navigation", { name: "Categories" });
  await expect(chips.getByRole("button", { name: "Zeta 130 items", exact: true })).toBeVisible();
  await expect(chips.getByRole("button", { name: "Alpha 950 items", exact: true })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Shop by Category" }).getByRole("button", { name: /^Zeta/ }),
  ).toHaveText("Zeta130 items");

  // The category view pages from the server to its last product.
  await chips.getByRole("button", { name: /^Zeta/ }).click();
  await expect(page.getByRole("heading", { name: "Zeta", level: 1 })).toBeVisible();
  await expect(page.getByText("Showing 60 of 130 products")).toBeVisible();
  const loadMore = page.getByRole("button", { name: "Load more products" });
  await loadMore.click();
  await expect(page.getByText("Showing 120 of 130 products")).toBeVisible();
  await loadMore.click();
  await expect(page.getByText("130 products", { exact: true })).toBeVisible();
  await expect(loadMore).toHaveCount(0);
  const last = zetaAll.products[zetaAll.products.length - 1]!.name;
  await expect(page.getByRole("link", { name: last, exact: true })).toBeVisible();
  await expect(page.locator("article")).toHaveCount(130);

  // Search finds a product that did not come with the store's page.
  await page.getByRole("button", { name: "Back to store home" }).click();
  const hidden = ROWS.map((row) => row.split(",")[0]!).find((name) => !firstPage.has(name))!;
  await page.getByRole("searchbox").fill(hidden);
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results.getByRole("link", { name: hidden, exact: true })).toBeVisible();
  await expect(results.getByText("1 product", { exact: true })).toBeVisible();

  // All products: the whole count at once, price bands counted over every product, Clear All.
  await page.getByRole("searchbox").fill("");
  await page.getByRole("button", { name: "View All Products (1080)" }).click();
  await expect(page.getByText("Showing 200 of 1080 products")).toBeVisible();
  const price = page.getByLabel("Price");
  await price.selectOption("under-10");
  await expect(page.getByText("Showing 60 of 940 products")).toBeVisible();
  await price.selectOption("10-50");
  await expect(page.getByText("Showing 60 of 110 products")).toBeVisible();
  await price.selectOption("over-50");
  await expect(page.getByText("30 products", { exact: true })).toBeVisible();
  await page.getByLabel("Category").selectOption({ label: "Alpha" });
  await expect(page.getByText("No products match your filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page.getByText("Showing 200 of 1080 products")).toBeVisible();
  await page.getByRole("button", { name: "Load more products" }).click();
  await expect(page.getByText("Showing 400 of 1080 products")).toBeVisible();
});
