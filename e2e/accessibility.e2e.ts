import type { Page } from "playwright-core";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { phonePage, serverAndBrowser } from "./support/journey";

/**
 * axe-core on every screen, as shoppers and merchants reach them: no serious or critical
 * violation may come back (issue 14). Phone width, where most shoppers are.
 */
describe("accessibility: axe-core finds no serious or critical violation on any screen", () => {
  const running = serverAndBrowser();
  const phone = phonePage(running);
  let page: Page;
  const url = (path: string) => `${running.server.baseUrl}${path}`;

  beforeAll(() => {
    ({ page } = phone);
  });

  // Every screen of a test is checked before the test fails, so one run lists every violation.
  let found: string[] = [];
  async function check(screen: string, ready: () => Promise<unknown>) {
    await ready();
    found.push(...(await seriousViolations(page)).map((v) => `${screen}: ${v}`));
  }
  beforeEach(() => {
    found = [];
  });
  afterEach(() => {
    expect(found).toEqual([]);
  });

  it("the shopper's screens: marketplace, store, category, all products, cart, checkout, product, 404", async () => {
    await page.goto(url("/microsite/marketplace"));
    await check("marketplace", () => page.getByTestId("store-card").first().waitFor());

    await page.goto(url("/microsite/greenleaf-pharmacy"));
    await check("store home", () => page.getByRole("heading", { name: "Featured Products" }).waitFor());

    await page.getByRole("button", { name: /View All Products/ }).click();
    await page.getByRole("heading", { name: "All Products" }).waitFor();
    await check("all products", () => page.getByRole("searchbox").waitFor());

    await page.getByRole("button", { name: "Quick Add" }).first().click();
    await page.getByRole("button", { name: /Cart, 1 item/ }).click();
    await check("cart", () => page.getByRole("button", { name: "Proceed to Checkout" }).waitFor());

    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await check("checkout", () => page.getByLabel("Full Name *").waitFor());

    await page.goto(url("/microsite/greenleaf-pharmacy?view=prescription-order"));
    await check("prescription order", () => page.getByLabel("Full Name *").waitFor());

    // A restaurant's home is its menu, with sticky tabs; checked again scrolled, tabs stuck.
    await page.goto(url("/microsite/bella-napoli"));
    const menuTabs = page.getByRole("navigation", { name: "Menu categories" });
    await check("restaurant menu", () => menuTabs.waitFor());
    await menuTabs.getByRole("button", { name: "Desserts" }).click();
    await check("restaurant menu, scrolled", () =>
      menuTabs.locator('[aria-current="true"]', { hasText: "Desserts" }).waitFor(),
    );

    await page
      .getByRole("region", { name: "Shop by Category" })
      .getByRole("button", { name: /Pizza/ })
      .click();
    await check("category", () => page.getByRole("heading", { name: "Pizza", level: 1 }).waitFor());

    const store = (await (await page.request.get(url("/api/microsite/bella-napoli"))).json()) as {
      products: { id: string; discountPrice: string | null }[];
    };
    // One on sale: its "Save $…" badge is text on the store's accent tint.
    const onSale = store.products.find((p) => p.discountPrice !== null)!;
    await page.goto(url(`/microsite/bella-napoli/product/${onSale.id}`));
    await check("product page", () => page.getByText(/^Save \$/).waitFor());

    await page.goto(url("/no-such-page"));
    await check("404", () => page.getByRole("link").first().waitFor());
  });

  it("the public pages: landing and the two auth tabs", async () => {
    await page.goto(url("/"));
    await check("landing", () => page.getByRole("heading", { level: 1 }).waitFor());
    await page.goto(url("/auth?tab=login"));
    await check("login", () => page.getByRole("button", { name: "Sign In" }).waitFor());
    await page.goto(url("/auth?tab=register"));
    await check("register", () => page.getByRole("button", { name: "Create My Store" }).waitFor());
  });

  it("the merchant's screens: every dashboard tab, the catalog, ads and delivery zones", async () => {
    await page.goto(url("/auth?tab=login"));
    await page.getByLabel("Email").fill("pharmacy@demo.store");
    await page.getByLabel("Password").fill("demo1234");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/dashboard$/);
    for (const tab of ["Dashboard", "Products", "Ads", "Orders", "Delivery", "Settings"]) {
      await page.getByRole("tab", { name: tab }).click();
      await check(`dashboard tab ${tab}`, () =>
        page.locator('[role="tabpanel"][data-state="active"]').first().waitFor(),
      );
    }
    await page.goto(url("/products"));
    await check("catalog", () => page.getByTestId("product-row").first().waitFor());
    await page.goto(url("/ads"));
    await check("ads", () => page.getByRole("heading", { name: /Ad\(s\)/ }).waitFor());
    await page.goto(url("/delivery-zones"));
    await check("delivery zones", () =>
      page
        .getByText(/active zones? of/)
        .first()
        .waitFor(),
    );
  });

  it("the catalog at desktop width: the table, the bulk action bar, a row menu, the edit sheet on a phone", async () => {
    const desktop = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await desktop.addCookies(await phone.context.cookies());
    const wide = await desktop.newPage();
    try {
      await wide.goto(url("/products"));
      await wide.getByRole("table").waitFor();
      await wide
        .getByRole("checkbox", { name: /^Select (?!all)/ })
        .first()
        .check();
      await wide
        .getByRole("button", { name: /^More actions for/ })
        .first()
        .click();
      await wide.getByRole("menu").waitFor();
      found.push(...(await seriousViolations(wide)).map((v) => `catalog table: ${v}`));
    } finally {
      await desktop.close();
    }
    await page.goto(url("/products"));
    await page
      .getByTestId("product-row")
      .first()
      .getByRole("button", { name: /^Edit / })
      .click();
    await check("product edit sheet", () => page.getByRole("heading", { name: "Edit Product" }).waitFor());
  });
});
