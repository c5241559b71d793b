import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EXPECTED_401, launchBrowser, watchConsole } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

describe("landing page and protected routes (demo stores)", () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let consoleErrors: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    consoleErrors = watchConsole(page, [EXPECTED_401]);
  });
  afterEach(async () => {
    await page.close();
    expect(consoleErrors).toEqual([]);
  });

  it("shows the tagline, the four calls to action, the fee pitch and live examples of the demo stores", async () => {
    await page.goto(server.baseUrl);
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
    await page.goto(`${server.baseUrl}/products`);
    await page.getByText("Loading your account...").waitFor();
    await page.waitForURL(/\/auth$/);
    await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
  });

  it("/auth?tab=register opens the Register tab with the marketing blurbs", async () => {
    await page.goto(`${server.baseUrl}/auth?tab=register`);
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
