import { apiOf, registerStore } from "./support/api";
import { expect, test } from "./support/fixtures";

/**
 * Issue 45, item 6, on a phone: a shopper who types without accents finds the products whose names
 * have them, and one who types them finds those written without.
 */
test.use({ data: "empty", expectedStatuses: [401] });

test("a search finds 'Jalapeño Poppers' typed as 'jalapeno', and 'Creme brulee' typed with its accents", async ({
  page,
}, testInfo) => {
  await registerStore(page, {
    email: "taqueria@example.com",
    password: "s3cret-pass",
    businessName: "Taquería Piñata",
    businessSlug: "taqueria-pinata",
  });
  const uploaded = await apiOf(page).post<{ successful: number }>("/api/products/bulk-upload", {
    csvData: [
      "name,price,description",
      "Jalapeño Poppers,6.50,Crispy",
      "Creme brulee,5.00,",
      "Churros,4.00,",
    ].join("\n"),
  });
  expect(uploaded.successful).toBe(3);
  await page.context().clearCookies();

  await page.goto("/microsite/taqueria-pinata");
  const search = page.getByRole("searchbox");
  const results = page.getByRole("region", { name: "Search results" });
  await search.fill("jalapeno");
  await expect(results.getByRole("link", { name: "Jalapeño Poppers", exact: true })).toBeVisible();
  await expect(results.getByText("1 product", { exact: true })).toBeVisible();
  await testInfo.attach("search without accents at 390 px", {
    body: await page.screenshot(),
    contentType: "image/png",
  });

  await search.fill("Crème Brûlée");
  await expect(results.getByRole("link", { name: "Creme brulee", exact: true })).toBeVisible();
  await expect(results.getByText("1 product", { exact: true })).toBeVisible();
});
