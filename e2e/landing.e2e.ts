import { gate } from "./support/app";
import { DESKTOP, expect, readOnlyTest as test } from "./support/fixtures";

/** The landing page (demo stores as its live examples) and a protected route seen signed out: reads only. */
test.use({ viewport: DESKTOP, expectedStatuses: [401] });

test("shows the tagline, the four calls to action, the fee pitch and live examples of the demo stores", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Your Business. Your Website. In 5 Minutes." }),
  ).toBeVisible();
  const cta = (name: string) => page.getByRole("main").getByRole("link", { name, exact: true }).first();
  await expect(cta("Create Your Store")).toHaveAttribute("href", "/auth?tab=register");
  await expect(cta("Browse Marketplace")).toHaveAttribute("href", "/microsite/marketplace");
  await expect(cta("Login to Dashboard")).toHaveAttribute("href", "/auth?tab=login");
  await expect(cta("View Live Examples")).toHaveAttribute("href", "#examples");
  await expect(page.getByText("Stop paying 25-35% to aggregators")).toBeVisible();

  const examples = page.locator("#examples");
  for (const [name, slug] of [
    ["Greenleaf Pharmacy", "greenleaf-pharmacy"],
    ["Bella Napoli Trattoria", "bella-napoli"],
    ["Urban Threads", "urban-threads"],
    ["Sharma Medicos", "sharma-medicos"],
  ] as const) {
    const link = examples.getByRole("link", { name: new RegExp(name) });
    await expect(link).toHaveAttribute("href", `/microsite/${slug}`);
  }
  await cta("View Live Examples").click();
  await examples.getByRole("link", { name: /Bella Napoli Trattoria/ }).click();
  await expect(page).toHaveURL(/\/microsite\/bella-napoli$/);
  await expect(page.getByRole("heading", { name: "Bella Napoli Trattoria" })).toBeVisible();
});

test("a protected route says 'Loading your account...' while the account loads, then sends a visitor to /auth", async ({
  page,
}) => {
  // The account is held back until the test has seen the page say it is loading it.
  const account = gate();
  await page.route("**/api/user", async (route) => {
    await account.opened;
    await route.continue();
  });
  await page.goto("/products");
  await expect(page.getByText("Loading your account...")).toBeVisible();
  account.open();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Login", selected: true })).toBeVisible();
});

test("/auth?tab=register opens the Register tab with the marketing blurbs", async ({ page }) => {
  await page.goto("/auth?tab=register");
  await expect(page.getByRole("tab", { name: "Register", selected: true })).toBeVisible();
  for (const blurb of [
    "Instant microsite creation",
    "Direct online orders",
    "Perfect for small businesses",
  ]) {
    await expect(page.getByText(blurb, { exact: true }).first()).toBeVisible();
  }
});
