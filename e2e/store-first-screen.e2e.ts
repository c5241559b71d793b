import type { Page } from "playwright-core";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { watchConsole } from "./support/browser";
import { appReady, phonePage, serverAndBrowser } from "./support/journey";

/** The bound: on a 390 × 844 phone the first product card starts within 600 px of the top. */
const FIRST_CARD_MAX_TOP_PX = 600;

/** Layout shift the page has had so far (the sum Lighthouse's CLS adds up on a load without input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            sum += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

describe("a store's first screen on a phone: products first, a restaurant's menu by category", () => {
  const running = serverAndBrowser();
  const phone = phonePage(running);
  let page: Page;
  let consoleErrors: string[];
  const url = (path: string) => `${running.server.baseUrl}${path}`;
  const menuTabs = () => page.getByRole("navigation", { name: "Menu categories" });
  const currentTab = () => menuTabs().locator('[aria-current="true"]');
  const dishes = (section: string) => page.getByRole("region", { name: section }).locator("article h3");

  beforeAll(() => {
    ({ page } = phone);
    consoleErrors = watchConsole(page);
  });
  beforeEach(() => {
    consoleErrors.length = 0;
  });
  afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  it("every demo store's first product card starts within 600 px, below a compact banner, search and chips, without layout shift", async () => {
    const tops: Record<string, number> = {};
    for (const [slug, name, phoneNumber] of [
      ["greenleaf-pharmacy", "Greenleaf Pharmacy", "+1 212-555-0142"],
      ["bella-napoli", "Bella Napoli Trattoria", "+1 718-555-0199"],
      ["urban-threads", "Urban Threads", "+1 646-555-0123"],
    ] as const) {
      await page.goto(url(`/microsite/${slug}`));
      const firstCard = page.getByRole("main").getByRole("article").first();
      await firstCard.waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const top = (await firstCard.boundingBox())!.y;
      tops[slug] = Math.round(top);
      expect(top, slug).toBeLessThanOrEqual(FIRST_CARD_MAX_TOP_PX);
      expect(await layoutShift(page), slug).toBeLessThan(0.05);

      // The phone number is an action in the store bar, and still in the banner.
      const call = page.getByRole("banner").getByRole("link", { name: `Call ${phoneNumber}` });
      expect(await call.getAttribute("href")).toBe(`tel:${phoneNumber.replace(/[^\d+]/g, "")}`);
      const callBox = (await call.boundingBox())!;
      expect(Math.min(callBox.width, callBox.height)).toBeGreaterThanOrEqual(44);
      const banner = page.getByRole("region", { name: name });
      await expect(banner.getByRole("link", { name: phoneNumber }).isVisible()).resolves.toBe(true);
      // Search sits above the products.
      const search = (await page.getByRole("searchbox").boundingBox())!;
      expect(search.y).toBeLessThan(top);

      // Nothing the spec puts on the home page went away: it follows the products.
      await page.getByRole("heading", { name: "Featured Products" }).waitFor();
      await page.getByRole("heading", { name: "Shop by Category" }).waitFor();
      await page.getByRole("region", { name: "Special Offers" }).waitFor();
      await page.getByRole("button", { name: /^View All Products \(\d+\)$/ }).waitFor();
      await page.getByRole("link", { name: /Call us to order or take advice/ }).waitFor();
    }
    console.log("first product card top at 390 × 844 (px):", tops);
  });

  it("a restaurant shows its menu grouped by category, in the categories' order, with 44 px tabs", async () => {
    await page.goto(url("/microsite/bella-napoli"));
    await menuTabs().waitFor();
    const tabNames = await menuTabs().getByRole("button").allTextContents();
    expect(tabNames).toEqual(["Pizza", "Pasta", "Starters", "Desserts"]);
    for (const tab of await menuTabs().getByRole("button").all()) {
      expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expect(currentTab().textContent()).resolves.toBe("Pizza");

    const sections = await page.locator("main section[id^='menu-'] h2").allTextContents();
    expect(sections).toEqual(["Pizza", "Pasta", "Starters", "Desserts"]);
    expect((await dishes("Pizza").allTextContents()).sort()).toEqual([
      "Diavola Pizza",
      "Margherita Pizza",
      "Quattro Formaggi",
      "Truffle Mushroom Pizza",
    ]);
    // The unavailable risotto is hidden from customers; sold-out cannoli stay on the menu, disabled.
    expect((await dishes("Pasta").allTextContents()).sort()).toEqual([
      "Lasagna della Nonna",
      "Penne all'Arrabbiata",
      "Spaghetti Carbonara",
    ]);
    expect((await dishes("Starters").allTextContents()).sort()).toEqual([
      "Arancini (4)",
      "Burrata Caprese",
      "Garlic Bread",
    ]);
    expect((await dishes("Desserts").allTextContents()).sort()).toEqual([
      "Cannoli Siciliani (2)",
      "Tiramisu",
    ]);
    const desserts = page.getByRole("region", { name: "Desserts" });
    await expect(desserts.getByRole("button", { name: "Out of Stock" }).isDisabled()).resolves.toBe(true);
    // A shop's home has no menu: its chips open the category instead.
    await page.goto(url("/microsite/urban-threads"));
    await page.getByRole("navigation", { name: "Categories" }).waitFor();
    await expect(menuTabs().count()).resolves.toBe(0);
  });

  it("menu tabs stick under the store bar, scroll to their section when tapped and follow the scroll", async () => {
    await page.goto(url("/microsite/bella-napoli"));
    await menuTabs().getByRole("button", { name: "Desserts" }).click();
    await currentTab().filter({ hasText: "Desserts" }).waitFor();
    // The section lands just below the sticky tabs, not under them.
    await expect
      .poll(async () => {
        const tabs = (await menuTabs().boundingBox())!;
        const heading = (await page.getByRole("heading", { name: "Desserts", level: 2 }).boundingBox())!;
        return tabs.y === 64 && heading.y >= tabs.y + tabs.height && heading.y < tabs.y + tabs.height + 40;
      })
      .toBe(true);
    await expect(
      page.evaluate(() => document.activeElement?.textContent),
      "focus moves to the section picked",
    ).resolves.toBe("Desserts");

    // Scrolling by hand moves the current tab along (IntersectionObserver).
    await page.evaluate(() => {
      const pasta = [...document.querySelectorAll("main section h2")].find((h) => h.textContent === "Pasta");
      window.scrollTo(0, pasta!.getBoundingClientRect().top + window.scrollY - 200);
    });
    await currentTab().filter({ hasText: "Pasta" }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await currentTab().filter({ hasText: "Pizza" }).waitFor();
  });

  it("menu tabs work from the keyboard: Tab reaches them, Enter scrolls and the next Tab is in that section", async () => {
    await page.goto(url("/microsite/bella-napoli"));
    await page.getByRole("searchbox").focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Starters");
    await page.keyboard.press("Enter");
    await currentTab().filter({ hasText: "Starters" }).waitFor();
    await page.keyboard.press("Tab");
    const focusedSection = await page.evaluate(
      () => document.activeElement?.closest("section[id^='menu-']")?.querySelector("h2")?.textContent,
    );
    expect(focusedSection).toBe("Starters");
  });

  it("search at the top filters the menu, and a shop's home shows its search results in place", async () => {
    await page.goto(url("/microsite/bella-napoli"));
    await page.getByRole("searchbox", { name: "Search products" }).fill("pizza");
    await expect.poll(() => menuTabs().getByRole("button").allTextContents()).toEqual(["Pizza"]);
    await page.getByRole("searchbox").fill("zzz");
    await page.getByText('No products found matching "zzz"').waitFor();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect.poll(() => menuTabs().getByRole("button").count()).toBe(4);

    await page.goto(url("/microsite/greenleaf-pharmacy"));
    await page.getByRole("searchbox").fill("vitamin");
    const results = page.getByRole("region", { name: "Search results" });
    await results.getByText("3 products").waitFor();
    // A product page and back: the search is still there (only going home clears it).
    await results.getByRole("link", { name: "Vitamin C 1000mg", exact: true }).click();
    await page.getByRole("heading", { name: "Vitamin C 1000mg" }).waitFor();
    await page.goBack();
    await results.getByText("3 products").waitFor();
    await expect(page.getByRole("searchbox").inputValue()).resolves.toBe("vitamin");

    // A chip opens its category, like the category grid further down.
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("button", { name: "Vitamins" })
      .click();
    await page.getByRole("heading", { name: "Vitamins", level: 1 }).waitFor();
    await page.getByText("4 products").waitFor();
  });

  const storefrontPages = async () => {
    const store = (await (await fetch(url("/api/microsite/greenleaf-pharmacy"))).json()) as {
      products: { id: string }[];
    };
    return [
      "/microsite/marketplace",
      "/microsite/greenleaf-pharmacy",
      `/microsite/greenleaf-pharmacy/product/${store.products[0]!.id}`,
    ];
  };

  it("each storefront page reads in full with JavaScript off: the server renders its first screen", async () => {
    const context = await running.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const bare = await context.newPage();
    const [marketplace, store, product] = await storefrontPages();
    await bare.goto(url(marketplace!));
    await bare.getByRole("heading", { name: "Discover Local Businesses" }).waitFor();
    await bare
      .getByRole("link", { name: /Greenleaf Pharmacy/ })
      .first()
      .waitFor();
    await bare.goto(url(store!));
    await bare.getByText("Greenleaf Pharmacy").first().waitFor();
    await expect(bare.getByRole("button", { name: "Quick Add" }).count()).resolves.toBeGreaterThan(0);
    await bare.goto(url(product!));
    await bare.getByRole("heading", { level: 1 }).waitFor();
    await bare.getByText("Greenleaf Pharmacy").first().waitFor();
    await context.close();
  });

  it("a first visit paints before the app's code is asked for, then loads at most 8 scripts, at most 100 KiB compressed", async () => {
    for (const path of await storefrontPages()) {
      // A context of its own: nothing cached from the pages before.
      const context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
      const fresh = await context.newPage();
      const scripts: { url: string; bytes: Promise<number> }[] = [];
      fresh.on("requestfinished", (request) => {
        if (request.resourceType() === "script")
          scripts.push({
            url: new URL(request.url()).pathname,
            bytes: request.sizes().then((s) => s.responseBodySize),
          });
      });
      await fresh.goto(url(path), { waitUntil: "networkidle" });
      await appReady(fresh);
      const { paint, asked } = await fresh.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
        asked: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes("/assets/boot-"))
          .map((entry) => entry.startTime),
      }));
      // The app's code (its boot module and all it brings) is asked for once the page has painted.
      expect(asked, path).toHaveLength(1);
      expect(asked[0], path).toBeGreaterThan(paint);
      expect(scripts.length, path).toBeLessThanOrEqual(8);
      const bytes = (await Promise.all(scripts.map((s) => s.bytes))).reduce((sum, n) => sum + n, 0);
      expect(bytes / 1024, path).toBeLessThanOrEqual(100);
      await context.close();
    }
  });

  it("the app takes over the server's page as it is, and a tap made before it did is not lost", async () => {
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    const fresh = await context.newPage();
    const errors = watchConsole(fresh);
    // The app's code is held back until the shopper has tapped.
    const release = await holdAppCode(fresh);
    await fresh.goto(url("/microsite/greenleaf-pharmacy"), { waitUntil: "domcontentloaded" });
    const quickAdd = fresh.getByRole("button", { name: "Quick Add" }).first();
    await quickAdd.click();
    await fresh.evaluate(() => {
      (window as unknown as { serverCard: Element }).serverCard = document.querySelector("main article")!;
    });
    expect(await fresh.evaluate(() => "appReady" in document.documentElement.dataset)).toBe(false);
    // The shopper has scrolled on meanwhile: taking the page over must not move it under them.
    await fresh.evaluate(() => window.scrollTo({ top: 300 }));
    release();
    await appReady(fresh);
    await fresh.getByRole("button", { name: /^Cart, 1 item/ }).waitFor();
    expect(await fresh.evaluate(() => window.scrollY)).toBe(300);
    // Hydrated, not rendered again: the card on screen is still the server's element.
    expect(
      await fresh.evaluate(
        () =>
          (window as unknown as { serverCard: Element }).serverCard ===
          document.querySelector("main article"),
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("several taps on one button before the app took over each count", async () => {
    const store = (await (await fetch(url("/api/microsite/bella-napoli"))).json()) as {
      products: { id: string; name: string }[];
    };
    const pizza = store.products.find((p) => p.name === "Truffle Mushroom Pizza")!;
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    const fresh = await context.newPage();
    const release = await holdAppCode(fresh);
    await fresh.goto(url(`/microsite/bella-napoli/product/${pizza.id}`), { waitUntil: "domcontentloaded" });
    const increase = fresh.getByRole("button", { name: "Increase quantity" });
    for (let i = 0; i < 3; i++) await increase.click();
    release();
    await appReady(fresh);
    // Each replayed tap sees the count the one before it left: 1 + 3, not 1 + 1.
    await fresh
      .getByRole("group", { name: /Quantity/ })
      .getByText("4", { exact: true })
      .waitFor();
    await fresh.getByRole("button", { name: "Add to Cart - $78.00" }).waitFor();
    await context.close();
  });

  it("words typed into the search box before the app took over are searched for", async () => {
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    const fresh = await context.newPage();
    const release = await holdAppCode(fresh);
    await fresh.goto(url("/microsite/greenleaf-pharmacy"), { waitUntil: "domcontentloaded" });
    await fresh.getByRole("searchbox", { name: "Search products" }).pressSequentially("vitamin");
    release();
    await appReady(fresh);
    const results = fresh.getByRole("region", { name: "Search results" });
    await results.getByText("3 products").waitFor();
    await expect(fresh.getByRole("searchbox").inputValue()).resolves.toBe("vitamin");
    await context.close();
  });
});

/** Holds the app's code back from `page` until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
