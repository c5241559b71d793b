import type { APIRequestContext, Page } from "@playwright/test";
import { COMPILE_HINT } from "../scripts/compile-hints-plugin";
import { FIRST_VISIT_JS_BUDGET_KIB } from "../scripts/js-budget-plugin";
import { NEAR_PART_MARK } from "../src/web/lib/hydrate-later";
import { appReady, holdAppCode } from "./support/app";
import { expect, readOnlyTest as test } from "./support/fixtures";
import { productId, store } from "./support/shopper";

/** A store's first screen on a phone: products first, a restaurant's menu by category. */

/** The bound: on a 390 × 844 phone the first product card starts within 600 px of the top. */
const FIRST_CARD_MAX_TOP_PX = 600;

/**
 * Layout shift the page has had (the sum Lighthouse's CLS adds up on a load without input), read
 * once it has settled: loaded, the app's code running it, and two more frames laid out. The
 * buffered entries come with the observer's first callback; with no shift there is no callback,
 * and what is still queued is taken when the frames have passed.
 */
async function layoutShift(page: Page) {
  await appReady(page);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & { value: number })[]) sum += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(sum);
          }),
        );
      }),
  );
}

/** Marks the first product card of the page as the server sent it. */
const markServerCard = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { serverCard: Element }).serverCard = document.querySelector("main article")!;
  });

/** Hydrated, not rendered again: the card on screen is still the server's element. */
const expectServerCardKept = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { serverCard: Element }).serverCard ===
          document.querySelector("main article"),
      ),
    )
    .toBe(true);

const menuTabs = (page: Page) => page.getByRole("navigation", { name: "Menu categories" });
const currentTab = (page: Page) => menuTabs(page).locator('[aria-current="true"]');
const dishes = (page: Page, section: string) =>
  page.getByRole("region", { name: section }).locator("article h3");
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent);
const sortedTexts = async (locator: ReturnType<Page["locator"]>) => (await locator.allTextContents()).sort();

/** The address of Bella Napoli's product page for the dish named `name`. */
const bellaNapoliProduct = async (request: APIRequestContext, name: string) =>
  `/microsite/bella-napoli/product/${await productId(request, "bella-napoli", name)}`;

const storefrontPages = async (request: APIRequestContext) => {
  const pharmacy = await store(request, "greenleaf-pharmacy");
  return [
    "/microsite/marketplace",
    "/microsite/greenleaf-pharmacy",
    `/microsite/greenleaf-pharmacy/product/${pharmacy.products[0]!.id}`,
  ];
};

test("every demo store's first product card starts within 600 px, below a compact banner, search and chips, without layout shift", async ({
  page,
}) => {
  const tops: Record<string, number> = {};
  for (const [slug, name, phoneNumber] of [
    ["greenleaf-pharmacy", "Greenleaf Pharmacy", "+1 212-555-0142"],
    ["bella-napoli", "Bella Napoli Trattoria", "+1 718-555-0199"],
    ["urban-threads", "Urban Threads", "+1 646-555-0123"],
  ] as const) {
    await page.goto(`/microsite/${slug}`);
    const firstCard = page.getByRole("main").getByRole("article").first();
    await expect(firstCard).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: slug }).toBe(0);
    const cardTop = async () => (await firstCard.boundingBox())!.y;
    await expect.poll(cardTop, { message: slug }).toBeLessThanOrEqual(FIRST_CARD_MAX_TOP_PX);
    tops[slug] = Math.round(await cardTop());
    await expect.poll(() => layoutShift(page), { message: slug }).toBeLessThan(0.05);

    // The phone number is an action in the store bar, and still in the banner.
    const call = page.getByRole("banner").getByRole("link", { name: `Call ${phoneNumber}` });
    await expect(call).toHaveAttribute("href", `tel:${phoneNumber.replace(/[^\d+]/g, "")}`);
    await expect
      .poll(async () => {
        const callBox = (await call.boundingBox())!;
        return Math.min(callBox.width, callBox.height);
      })
      .toBeGreaterThanOrEqual(44);
    const banner = page.getByRole("region", { name: name });
    await expect(banner.getByRole("link", { name: phoneNumber })).toBeVisible();
    // Search sits above the products: the card's top is below the search box's.
    await expect
      .poll(async () => (await cardTop()) - (await page.getByRole("searchbox").boundingBox())!.y)
      .toBeGreaterThan(0);

    // Nothing the spec puts on the home page went away: it follows the products.
    await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shop by Category" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Special Offers" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^View All Products \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Call us to order or take advice/ })).toBeVisible();
  }
  console.log("first product card top at 390 × 844 (px):", tops);
});

test("a restaurant shows its menu grouped by category, in the categories' order, with 44 px tabs", async ({
  page,
}) => {
  await page.goto("/microsite/bella-napoli");
  await expect(menuTabs(page).getByRole("button")).toHaveText(["Pizza", "Pasta", "Starters", "Desserts"]);
  for (const tab of await menuTabs(page).getByRole("button").all()) {
    await expect.poll(async () => (await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expect(currentTab(page)).toHaveText("Pizza");

  await expect(page.locator("main section[id^='menu-'] h2")).toHaveText([
    "Pizza",
    "Pasta",
    "Starters",
    "Desserts",
  ]);
  await expect
    .poll(() => sortedTexts(dishes(page, "Pizza")))
    .toEqual(["Diavola Pizza", "Margherita Pizza", "Quattro Formaggi", "Truffle Mushroom Pizza"]);
  // The unavailable risotto is hidden from customers; sold-out cannoli stay on the menu, disabled.
  await expect
    .poll(() => sortedTexts(dishes(page, "Pasta")))
    .toEqual(["Lasagna della Nonna", "Penne all'Arrabbiata", "Spaghetti Carbonara"]);
  await expect
    .poll(() => sortedTexts(dishes(page, "Starters")))
    .toEqual(["Arancini (4)", "Burrata Caprese", "Garlic Bread"]);
  await expect
    .poll(() => sortedTexts(dishes(page, "Desserts")))
    .toEqual(["Cannoli Siciliani (2)", "Tiramisu"]);
  const desserts = page.getByRole("region", { name: "Desserts" });
  await expect(desserts.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  // A shop's home has no menu: its chips open the category instead.
  await page.goto("/microsite/urban-threads");
  await expect(page.getByRole("navigation", { name: "Categories" })).toBeVisible();
  await expect(menuTabs(page)).toHaveCount(0);
});

test("menu tabs stick under the store bar, scroll to their section when tapped and follow the scroll", async ({
  page,
}) => {
  await page.goto("/microsite/bella-napoli");
  // The scroll-spy and the move of focus are the app's: it runs the page first.
  await appReady(page);
  await menuTabs(page).getByRole("button", { name: "Desserts" }).click();
  await expect(currentTab(page).filter({ hasText: "Desserts" })).toBeVisible();
  // The section lands just below the sticky tabs, not under them.
  await expect
    .poll(async () => {
      const tabs = (await menuTabs(page).boundingBox())!;
      const heading = (await page.getByRole("heading", { name: "Desserts", level: 2 }).boundingBox())!;
      return tabs.y === 64 && heading.y >= tabs.y + tabs.height && heading.y < tabs.y + tabs.height + 40;
    })
    .toBe(true);
  await expect
    .poll(() => focusedText(page), { message: "focus moves to the section picked" })
    .toBe("Desserts");

  // Scrolling by hand moves the current tab along (IntersectionObserver).
  await page.evaluate(() => {
    const pasta = [...document.querySelectorAll("main section h2")].find((h) => h.textContent === "Pasta");
    window.scrollTo(0, pasta!.getBoundingClientRect().top + window.scrollY - 200);
  });
  await expect(currentTab(page).filter({ hasText: "Pasta" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(currentTab(page).filter({ hasText: "Pizza" })).toBeVisible();
});

test("menu tabs work from the keyboard: Tab reaches them, Enter scrolls and the next Tab is in that section", async ({
  page,
}) => {
  await page.goto("/microsite/bella-napoli");
  // Enter moves focus into the section picked: the app does that, so it runs the page first.
  await appReady(page);
  await page.getByRole("searchbox").focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
  await expect.poll(() => focusedText(page)).toBe("Starters");
  await page.keyboard.press("Enter");
  await expect(currentTab(page).filter({ hasText: "Starters" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement?.closest("section[id^='menu-']")?.querySelector("h2")?.textContent,
      ),
    )
    .toBe("Starters");
});

test("search at the top filters the menu, and a shop's home shows its search results in place", async ({
  page,
}) => {
  await page.goto("/microsite/bella-napoli");
  await page.getByRole("searchbox", { name: "Search products" }).fill("pizza");
  await expect(menuTabs(page).getByRole("button")).toHaveText(["Pizza"]);
  await page.getByRole("searchbox").fill("zzz");
  await expect(page.getByText('No products found matching "zzz"')).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(menuTabs(page).getByRole("button")).toHaveCount(4);

  await page.goto("/microsite/greenleaf-pharmacy");
  await page.getByRole("searchbox").fill("vitamin");
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results.getByText("3 products")).toBeVisible();
  // A product page and back: the search is still there (only going home clears it).
  await results.getByRole("link", { name: "Vitamin C 1000mg", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Vitamin C 1000mg" })).toBeVisible();
  await page.goBack();
  await expect(results.getByText("3 products")).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveValue("vitamin");

  // A chip opens its category, like the category grid further down.
  await page
    .getByRole("navigation", { name: "Categories" })
    .getByRole("button", { name: "Vitamins" })
    .click();
  await expect(page.getByRole("heading", { name: "Vitamins", level: 1 })).toBeVisible();
  await expect(page.getByText("4 products")).toBeVisible();
});

test("each storefront page reads in full with JavaScript off: the server renders its first screen", async ({
  openPage,
  request,
}) => {
  const bare = await openPage({ javaScriptEnabled: false });
  const [marketplace, store, product] = await storefrontPages(request);
  await bare.goto(marketplace!);
  await expect(bare.getByRole("heading", { name: "Discover Local Businesses" })).toBeVisible();
  await expect(bare.getByRole("link", { name: /Greenleaf Pharmacy/ }).first()).toBeVisible();
  await bare.goto(store!);
  await expect(bare.getByText("Greenleaf Pharmacy").first()).toBeVisible();
  await expect.poll(() => bare.getByRole("button", { name: "Quick Add" }).count()).toBeGreaterThan(0);
  await bare.goto(product!);
  await expect(bare.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(bare.getByText("Greenleaf Pharmacy").first()).toBeVisible();
});

test("a first visit paints before the app's code is asked for, then loads at most 8 scripts, within the 70 KiB budget, each marked to compile as it streams in", async ({
  openPage,
  request,
}) => {
  for (const path of await storefrontPages(request)) {
    // A context of its own: nothing cached from the pages before.
    const fresh = await openPage();
    const scripts: { url: string; bytes: Promise<number>; text: Promise<string> }[] = [];
    const workers: string[] = [];
    fresh.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
    fresh.on("requestfinished", (request) => {
      // The locale data's warm-up runs in a worker of its own, off the page's main thread.
      if (request.resourceType() === "script" && !request.url().includes("/warm-intl.worker-"))
        scripts.push({
          url: new URL(request.url()).pathname,
          bytes: request.sizes().then((s) => s.responseBodySize),
          text: request.response().then((response) => response?.text() ?? ""),
        });
    });
    await fresh.goto(path, { waitUntil: "networkidle" });
    await appReady(fresh);
    // Timestamps of what has happened (the first paint, the request for the boot module): they
    // do not change any more.
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
    // The page's icon is a PNG: an SVG one is read into a document of its own on the page's main
    // thread (decision 0074).
    const icon = await fresh.locator('link[rel="icon"]').getAttribute("href");
    expect(icon, path).toBe("/favicon.png");
    expect((await fresh.request.get(icon!)).headers()["content-type"], path).toBe("image/png");
    // The browser's locale data was loaded by a worker, not by the page's first formatter (decision 0074).
    expect(workers, path).toEqual([expect.stringMatching(/^\/assets\/warm-intl\.worker-[\w-]+\.js$/)]);
    const bytes = (await Promise.all(scripts.map((s) => s.bytes))).reduce((sum, n) => sum + n, 0);
    // What the browser really fetched, against the budget the build checks from its manifest (issue 44).
    expect(bytes / 1024, path).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET_KIB);
    // As the browser received them (compressed copies included): V8's hint comes first in each
    // (decision 0061), so none of their functions is compiled on the main thread when first called.
    for (const { url, text } of scripts) expect((await text).split("\n")[0], url).toBe(COMPILE_HINT);
  }
});

test("the app takes over the server's page as it is, and a tap made before it did is not lost", async ({
  page,
}) => {
  // The app's code is held back until the shopper has tapped.
  const release = await holdAppCode(page);
  await page.goto("/microsite/greenleaf-pharmacy", { waitUntil: "domcontentloaded" });
  const quickAdd = page.getByRole("button", { name: "Quick Add" }).first();
  await quickAdd.click();
  await markServerCard(page);
  await expect(page.locator("html")).not.toHaveAttribute("data-app-ready");
  // The shopper has scrolled on meanwhile: taking the page over must not move it under them.
  await page.evaluate(() => window.scrollTo({ top: 300 }));
  release();
  await appReady(page);
  await expect(page.getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  // Hydrated, not rendered again: the card on screen is still the server's element.
  await expectServerCardKept(page);
  // Nor restyled: the page's direction stays as the server wrote it (none: left to right), as
  // writing it again would have the browser restyle every element (decision 0074).
  await expect(page.locator("html")).not.toHaveAttribute("dir");
});

test("a restaurant's page hydrates in turns: its shell first, then each part, every element the server's", async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto("/microsite/bella-napoli", { waitUntil: "domcontentloaded" });
  // Every section and card as the server sent them: the parts left for later keep these elements.
  const count = await page.evaluate(() => {
    const parts = [...document.querySelectorAll("main section, main article")];
    (window as unknown as { serverParts: Element[] }).serverParts = parts;
    return parts.length;
  });
  expect(count).toBeGreaterThan(10);
  release();
  await appReady(page);
  const kept = await page.evaluate(
    () =>
      (window as unknown as { serverParts: Element[] }).serverParts.filter((part) => part.isConnected).length,
  );
  expect(kept).toBe(count);
  // The shell hydrated in one task, the parts in the tasks after it (lib/hydrate-later.tsx).
  const measures = await page.evaluate(() =>
    ["hydrate: shell", "hydrate: every part"].map((name) => performance.getEntriesByName(name).length),
  );
  expect(measures).toEqual([1, 1]);
  // Each part works once hydrated: a dish's Quick Add adds it.
  await page
    .getByRole("button", { name: /^Quick Add/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();
});

test("cards far down a store's page hydrate as the shopper scrolls towards them; a tap on one counts, and one in the cart shows it at once", async ({
  page,
}) => {
  const nearParts = () => page.evaluate((mark) => performance.getEntriesByName(mark).length, NEAR_PART_MARK);
  await page.goto("/microsite/bella-napoli");
  await appReady(page);
  const cards = page.locator("main article");
  const count = await cards.count();
  expect(count).toBeGreaterThan(10);
  // The cards on the first screens hydrate; those further down wait, as the server drew them.
  await expect.poll(nearParts).toBeGreaterThan(1);
  const first = await nearParts();
  expect(first).toBeLessThan(count - 4);
  expect(await cards.last().evaluate((card) => card.getBoundingClientRect().top)).toBeGreaterThan(3 * 844);
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight }));
  await expect.poll(nearParts).toBeGreaterThan(first);

  // A dish further up, out of sight: tapped as soon as it is scrolled to, the tap is not lost.
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  const adds = cards.getByRole("button", { name: /^Quick Add/ });
  // Its name, from its button's label ("Quick Add Tiramisu"): the card is found by its link after.
  const name = (await adds.nth((await adds.count()) - 3).getAttribute("aria-label"))!.replace(
    /^Quick Add /,
    "",
  );
  const dish = cards.filter({ has: page.getByRole("link", { name, exact: true }) }).last();
  const quickAdd = dish.getByRole("button", { name: /^Quick Add/ });
  await quickAdd.click();
  await expect(page.getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();

  // Back later: the server's page says "Quick Add" on every card, as it cannot know the cart. The
  // dish in the cart, screens below, shows the cart's unit without being scrolled to.
  await page.goto("/microsite/bella-napoli", { waitUntil: "domcontentloaded" });
  await appReady(page);
  expect(await dish.evaluate((card) => card.getBoundingClientRect().top)).toBeGreaterThan(2 * 844);
  await expect(quickAdd).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();
});

/**
 * The status each page the tab loads had on the wire (Chromium's own events: a page revalidated
 * with a 304 reaches the page's scripts as a 200 from the browser's cache).
 */
async function documentStatuses(page: Page): Promise<() => number[]> {
  const cdp = await page.context().newCDPSession(page);
  const documents = new Set<string>();
  const statuses = new Map<string, number>();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.type === "Document") documents.add(event.requestId);
  });
  cdp.on("Network.responseReceivedExtraInfo", (event) => statuses.set(event.requestId, event.statusCode));
  await cdp.send("Network.enable");
  return () => [...documents].map((id) => statuses.get(id) ?? 0);
}

test("a shopper coming back with a cart finds the server's page taken over as it is, with their cart", async ({
  page,
}) => {
  const statuses = await documentStatuses(page);
  await page.goto("/microsite/greenleaf-pharmacy");
  await appReady(page);
  await page.getByRole("button", { name: "Quick Add" }).first().click();
  await expect(page.getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();

  // Back later, by the store's address: the server renders the page without the cart it cannot
  // know, and the browser's take-over must not fail on it (React #418 did) but show the cart.
  await page.goto("/microsite/greenleaf-pharmacy", { waitUntil: "domcontentloaded" });
  await markServerCard(page);
  await appReady(page);
  await expect(page.getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();
  await expectServerCardKept(page);
  // The store had not changed: the browser kept its page, and the server said so without sending
  // it again (its ETag, decision 0062).
  expect(statuses()).toEqual([200, 304]);
});

test("a product page's details hydrate after its shell, the server's elements kept, and show the stored cart", async ({
  page,
  request,
}) => {
  const truffle = await bellaNapoliProduct(request, "Truffle Mushroom Pizza");
  await page.goto(truffle);
  await appReady(page);
  await page.getByRole("button", { name: /^Add to Cart/ }).click();
  await expect(page.getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();

  // Back by its address: the server renders the details without the cart; they hydrate in a task
  // of their own (decision 0061), keep the server's elements, and then say what the cart holds.
  const release = await holdAppCode(page);
  await page.goto(truffle, { waitUntil: "domcontentloaded" });
  await page.evaluate(() => {
    (window as unknown as { serverDetails: Element | null }).serverDetails =
      document.querySelector("main > div");
  });
  release();
  await appReady(page);
  await expect(page.getByText("1 unit already in your cart.")).toBeVisible();
  const kept = await page.evaluate(
    () => (window as unknown as { serverDetails: Element | null }).serverDetails?.isConnected,
  );
  expect(kept).toBe(true);
  const measures = await page.evaluate(() =>
    ["hydrate: shell", "hydrate: every part"].map((name) => performance.getEntriesByName(name).length),
  );
  expect(measures).toEqual([1, 1]);
});

test("several taps on one button before the app took over each count", async ({ page, request }) => {
  const release = await holdAppCode(page);
  await page.goto(await bellaNapoliProduct(request, "Truffle Mushroom Pizza"), {
    waitUntil: "domcontentloaded",
  });
  const increase = page.getByRole("button", { name: "Increase quantity" });
  for (let i = 0; i < 3; i++) await increase.click();
  release();
  await appReady(page);
  // Each replayed tap sees the count the one before it left: 1 + 3, not 1 + 1.
  await expect(page.getByRole("group", { name: /Quantity/ }).getByText("4", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to Cart - $78.00" })).toBeVisible();
});

test("options ticked on a product page before the app took over are the ones added", async ({
  page,
  request,
}) => {
  const release = await holdAppCode(page);
  await page.goto(await bellaNapoliProduct(request, "Margherita Pizza"), { waitUntil: "domcontentloaded" });
  await page.getByRole("radio", { name: /^Large 16"/ }).click();
  await page.getByRole("checkbox", { name: /^Extra mozzarella/ }).click();
  release();
  await appReady(page);
  // What the page shows ticked is what the price counts and the cart gets.
  await expect(page.getByRole("radio", { name: /^Large 16"/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Extra mozzarella/ })).toBeChecked();
  await page.getByRole("button", { name: "Add to Cart - $21.00" }).click();
  await expect(page.getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();
});

test("a size picked with the arrow keys before the app took over is the one added", async ({
  page,
  request,
}) => {
  const release = await holdAppCode(page);
  await page.goto(await bellaNapoliProduct(request, "Margherita Pizza"), { waitUntil: "domcontentloaded" });
  const regular = page.getByRole("radio", { name: /^Regular/ });
  const large = page.getByRole("radio", { name: /^Large 16"/ });
  await regular.focus();
  // The arrow ticks the next size with a click, which is held until the app can take it: until
  // then the page shows no size it would not add.
  await page.keyboard.press("ArrowDown");
  await expect(large).not.toBeChecked();
  release();
  await appReady(page);
  await expect(large).toBeChecked();
  await page.getByRole("button", { name: "Add to Cart - $19.00" }).click();
  await expect(page.getByRole("button", { name: /^Cart, 1 item/ })).toBeVisible();
});

test("words typed into the search box before the app took over are searched for", async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto("/microsite/greenleaf-pharmacy", { waitUntil: "domcontentloaded" });
  await page.getByRole("searchbox", { name: "Search products" }).pressSequentially("vitamin");
  release();
  await appReady(page);
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results.getByText("3 products")).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveValue("vitamin");
});
