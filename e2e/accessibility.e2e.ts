import type { Page } from "@playwright/test";
import { apiOf, signIn } from "./support/api";
import { seriousViolations } from "./support/axe";
import { EXPECTED_404 } from "./support/console";
import { DASHBOARD_TABS } from "./support/dashboard";
import { expect, readOnlyTest, test } from "./support/fixtures";

/**
 * axe-core on every screen, as shoppers and merchants reach them: no serious or critical
 * violation may come back (issue 14). Phone width, where most shoppers are. Every screen of a test
 * is checked before the test fails, so one run lists every violation.
 */
// A signed-out visitor's GET /api/user answers 401.
test.use({ data: "demo", expectedStatuses: [401] });

/**
 * The violations axe finds on the screens a test visits: `check` waits until the screen is ready
 * (`ready` holds), then runs axe and keeps what it finds under the screen's name.
 */
function screens(page: Page) {
  const found: string[] = [];
  return {
    found,
    async check(screen: string, ready: () => Promise<unknown>, on: Page = page) {
      await ready();
      found.push(...(await seriousViolations(on)).map((v) => `${screen}: ${v}`));
    },
  };
}

readOnlyTest(
  "the shopper's screens: marketplace, store, category, all products, cart, checkout, product, 404",
  async ({ page, consoleErrors }) => {
    const { found, check } = screens(page);
    await page.goto("/microsite/marketplace");
    await check("marketplace", () => expect(page.getByTestId("store-card").first()).toBeVisible());

    await page.goto("/microsite/greenleaf-pharmacy");
    await check("store home", () =>
      expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible(),
    );

    await page.getByRole("button", { name: /View All Products/ }).click();
    await expect(page.getByRole("heading", { name: "All Products" })).toBeVisible();
    await check("all products", () => expect(page.getByRole("searchbox")).toBeVisible());

    await page.getByRole("button", { name: "Quick Add" }).first().click();
    await page.getByRole("button", { name: /Cart, 1 item/ }).click();
    await check("cart", () =>
      expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeVisible(),
    );

    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await check("checkout", () => expect(page.getByLabel("Full Name *")).toBeVisible());

    await page.goto("/microsite/greenleaf-pharmacy?view=prescription-order");
    await check("prescription order", () => expect(page.getByLabel("Full Name *")).toBeVisible());

    // A restaurant's home is its menu, with sticky tabs; checked again scrolled, tabs stuck.
    await page.goto("/microsite/bella-napoli");
    const menuTabs = page.getByRole("navigation", { name: "Menu categories" });
    await check("restaurant menu", () => expect(menuTabs).toBeVisible());
    await menuTabs.getByRole("button", { name: "Desserts" }).click();
    await check("restaurant menu, scrolled", () =>
      expect(menuTabs.locator('[aria-current="true"]', { hasText: "Desserts" })).toBeVisible(),
    );

    await page
      .getByRole("region", { name: "Shop by Category" })
      .getByRole("button", { name: /Pizza/ })
      .click();
    await check("category", () =>
      expect(page.getByRole("heading", { name: "Pizza", level: 1 })).toBeVisible(),
    );

    const store = await apiOf(page).get<{ products: { id: string; discountPrice: string | null }[] }>(
      "/api/microsite/bella-napoli",
    );
    // One on sale: its "Save $…" badge is text on the store's accent tint.
    const onSale = store.products.find((p) => p.discountPrice !== null);
    expect(onSale, "a product on sale at Bella Napoli").toBeDefined();
    await page.goto(`/microsite/bella-napoli/product/${onSale?.id}`);
    await check("product page", () => expect(page.getByText(/^Save \$/)).toBeVisible());

    // The server answers an unknown address 404 (the browser logs it), with the app's page.
    consoleErrors.allow(EXPECTED_404);
    await page.goto("/no-such-page");
    await check("404", () => expect(page.getByRole("link").first()).toBeVisible());

    expect(found).toEqual([]);
  },
);

readOnlyTest("the public pages: landing and the two auth tabs", async ({ page }) => {
  const { found, check } = screens(page);
  await page.goto("/");
  await check("landing", () => expect(page.getByRole("heading", { level: 1 })).toBeVisible());
  await page.goto("/auth?tab=login");
  await check("login", () => expect(page.getByRole("button", { name: "Sign In" })).toBeVisible());
  await page.goto("/auth?tab=register");
  await check("register", () => expect(page.getByRole("button", { name: "Create My Store" })).toBeVisible());

  expect(found).toEqual([]);
});

test("the merchant's screens: every dashboard tab, the discount dialog, the catalog, ads and delivery zones", async ({
  page,
}) => {
  const { found, check } = screens(page);
  await page.goto("/auth?tab=login");
  await page.getByLabel("Email").fill("pharmacy@demo.store");
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const tab of DASHBOARD_TABS) {
    await page.getByRole("tab", { name: tab }).click();
    await check(`dashboard tab ${tab}`, async () => {
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(page.locator('[role="tabpanel"][data-state="active"]').first()).toBeVisible();
    });
  }
  await page.getByRole("tab", { name: "Discounts" }).click();
  await page.getByRole("button", { name: "Create discount", exact: true }).click();
  await check("discount dialog", () =>
    expect(page.getByRole("dialog").getByLabel("Percentage")).toBeChecked(),
  );
  await page.getByRole("dialog").getByLabel("Code", { exact: true }).fill("WELCOME10");
  await page.getByRole("dialog").getByLabel("Value", { exact: true }).fill("10");
  await page.getByRole("dialog").getByRole("button", { name: "Create code" }).click();
  await check("discount codes", () => expect(page.getByTestId("discount-card")).toHaveCount(1));
  await page.goto("/products");
  await check("catalog", () => expect(page.getByTestId("product-row").first()).toBeVisible());
  await page.goto("/ads");
  await check("ads", () => expect(page.getByRole("heading", { name: /Ad\(s\)/ })).toBeVisible());
  await page.goto("/delivery-zones");
  await check("delivery zones", () => expect(page.getByText(/active zones? of/).first()).toBeVisible());

  expect(found).toEqual([]);
});

test("the catalog at desktop width: the table, the bulk action bar, a row menu, the edit sheet on a phone", async ({
  page,
  openPage,
}) => {
  const { found, check } = screens(page);
  // The pharmacy's merchant, signed in on a desktop and on the phone.
  const wide = await openPage({ viewport: { width: 1280, height: 800 } });
  await signIn(wide, "pharmacy@demo.store");
  await signIn(page, "pharmacy@demo.store");

  await wide.goto("/products");
  await expect(wide.getByRole("table")).toBeVisible();
  const box = wide.getByRole("checkbox", { name: /^Select (?!all)/ }).first();
  await box.check();
  await expect(wide.getByTestId("selected-count")).toHaveText("1 selected");
  await wide
    .getByRole("button", { name: /^More actions for/ })
    .first()
    .click();
  await check("catalog table", () => expect(wide.getByRole("menu")).toBeVisible(), wide);
  await wide.close();

  await page.goto("/products");
  await page
    .getByTestId("product-row")
    .first()
    .getByRole("button", { name: /^Edit / })
    .click();
  await check("product edit sheet", () =>
    expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible(),
  );

  expect(found).toEqual([]);
});
