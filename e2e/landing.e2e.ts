import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXPECTED_401, watchConsole } from "./support/browser";
import { serverAndBrowser } from "./support/journey";

describe("landing page and protected routes (demo stores)", () => {
  const running = serverAndBrowser();
  let page: Page;
  let consoleErrors: string[];

  beforeEach(async () => {
    page = await running.browser.newPage({ viewport: { width: 1280, height: 900 } });
    consoleErrors = watchConsole(page, [EXPECTED_401]);
  });
  afterEach(async () => {
    await page.close();
    expect(consoleErrors).toEqual([]);
  });

  it("shows the tagline, the four calls to action, the fee pitch and live examples of the demo stores", async () => {
    await page.goto(running.server.baseUrl);
    await page
      .getByRole("heading", { level: 1, name: "Your Business. Your Website. In 5 Minutes." })
      .waitFor();
    const cta = (name: string) => page.getByRole("main").getByRole("link", { name, exact: true }).first();
    expect(await cta("Create Your Store").getAttribute("href")).toBe("/auth?tab=register");
    expect(await cta("Browse Marketplace").getAttribute("href")).toBe("/microsite/marketplace");
    expect(await cta("Login to Dashboard").getAttribute("href")).toBe("/auth?tab=login");
    expect(await cta("View Live Examples").getAttribute("href")).toBe("#examples");
    await page.getByText("Stop paying 25-35% to aggregators").waitFor();

    const examples = page.locator("#examples");
    for (const [name, slug] of [
      ["Greenleaf Pharmacy", "greenleaf-pharmacy"],
      ["Bella Napoli Trattoria", "bella-napoli"],
      ["Urban Threads", "urban-threads"],
    ] as const) {
      const link = examples.getByRole("link", { name: new RegExp(name) });
      expect(await link.getAttribute("href")).toBe(`/microsite/${slug}`);
    }
    await cta("View Live Examples").click();
    await examples.getByRole("link", { name: /Bella Napoli Trattoria/ }).click();
    await page.waitForURL(/\/microsite\/bella-napoli$/);
    await page.getByRole("heading", { name: "Bella Napoli Trattoria" }).waitFor();
  });

  it("a protected route says 'Loading your account...' while the account loads, then sends a visitor to /auth", async () => {
    await page.route("**/api/user", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto(`${running.server.baseUrl}/products`);
    await page.getByText("Loading your account...").waitFor();
    await page.waitForURL(/\/auth$/);
    await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
  });

  it("/auth?tab=register opens the Register tab with the marketing blurbs", async () => {
    await page.goto(`${running.server.baseUrl}/auth?tab=register`);
    await page.getByRole("tab", { name: "Register", selected: true }).waitFor();
    for (const blurb of [
      "Instant microsite creation",
      "Direct online orders",
      "Perfect for small businesses",
    ]) {
      await page.getByText(blurb, { exact: true }).first().waitFor();
    }
  });
});
