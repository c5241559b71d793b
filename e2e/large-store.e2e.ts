import type { APIRequestContext } from "@playwright/test";
import { DESKTOP, expect, test } from "./support/fixtures";

/** A store with more products than one page: Big Shop and its 205 products, on an empty install. */
test.use({ data: "empty", viewport: DESKTOP, expectedStatuses: [401] });

/** A CSRF token for `request`'s cookie jar. */
const csrfToken = async (request: APIRequestContext) =>
  ((await (await request.get("/api/csrf-token")).json()) as { csrfToken: string }).csrfToken;

test("shows the first 200, counts all 205, and loads the rest on request", async ({ page, request }) => {
  // The merchant sets the store up from a cookie jar of its own (the `request` fixture); the
  // shopper's page is another visitor.
  const registered = await request.post("/api/register", {
    headers: { "x-csrf-token": await csrfToken(request) },
    data: {
      email: "big@example.com",
      password: "s3cret-pass",
      businessName: "Big Shop",
      businessSlug: "big-shop",
    },
  });
  expect(registered.status()).toBe(201);
  const csv = [
    "name,price",
    ...Array.from({ length: 205 }, (_, i) => `Item ${String(i + 1).padStart(3, "0")},2.50`),
  ];
  const uploaded = await request.post("/api/products/bulk-upload", {
    headers: { "x-csrf-token": await csrfToken(request) },
    data: { csvData: csv.join("\n") },
  });
  expect((await uploaded.json()).successful).toBe(205);

  await page.goto("/microsite/big-shop");
  await page.getByRole("button", { name: "View All Products (205)" }).click();
  await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
  await expect(page.getByText("200 products")).toBeVisible();
  await page.getByRole("button", { name: "Load more products" }).click();
  await expect(page.getByText("205 products")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more products" })).toHaveCount(0);
});
