import { STORE_UNAVAILABLE, STORE_UNAVAILABLE_DETAIL } from "#contracts/store-status";
import { adminCommand } from "./support/admin-command";
import { startOnTemplate } from "./support/data-templates";
import { test as base, expect } from "./support/fixtures";

/**
 * Issue 47 item 3 in a browser: a suspended demo store's pages answer 410 and the app draws "This
 * store is temporarily unavailable" (never 'Store Not Found', never a 200), on a phone; the
 * marketplace no longer lists it. The store is suspended with `npm run admin -- merchants suspend`
 * on the test's own data before its server starts.
 */
const SLUG = "urban-threads";
const EMAIL = "retail@demo.store";

const test = base.extend({
  server: async ({ serverEnv }, use, testInfo) => {
    const server = await startOnTemplate("demo", serverEnv, async (data) => {
      await adminCommand(data, ["merchants", "suspend", EMAIL, "--reason", "Unpaid platform fees"]);
    });
    await use(server);
    await server.discard();
    if (testInfo.status !== testInfo.expectedStatus && server.output()) {
      await testInfo.attach("server output", { body: server.output(), contentType: "text/plain" });
    }
  },
});

// The page and its API call both answer 410: the browser logs each.
test.use({ expectedStatuses: [410] });

test("a suspended store's page and product pages answer 410 and say it is temporarily unavailable", async ({
  page,
}) => {
  const response = await page.goto(`/microsite/${SLUG}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: STORE_UNAVAILABLE })).toBeVisible();
  await expect(page.getByText(STORE_UNAVAILABLE_DETAIL)).toBeVisible();
  await expect(page.getByText("Store Not Found")).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(STORE_UNAVAILABLE));
  // Never the operator's reason: that is for the merchant.
  await expect(page.getByText(/Unpaid/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("suspended-store-390.png"), fullPage: true });

  const product = await page.goto(`/microsite/${SLUG}/product/00000000-0000-4000-8000-000000000001`);
  expect(product?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: STORE_UNAVAILABLE })).toBeVisible();

  // In the shopper's language.
  expect((await page.goto(`/microsite/${SLUG}?lang=es`))?.status()).toBe(410);
  await expect(
    page.getByRole("heading", { level: 1, name: "Esta tienda no está disponible temporalmente" }),
  ).toBeVisible();

  // The way out: the marketplace, which no longer lists it.
  await page.goto(`/microsite/${SLUG}`);
  await page.getByRole("link", { name: "Browse other stores" }).click();
  await expect(page).toHaveURL(/\/microsite\/marketplace$/);
  await expect(page.getByRole("link", { name: /Greenleaf Pharmacy/ }).first()).toBeVisible();
  await expect(page.getByText("Urban Threads")).toHaveCount(0);
});
