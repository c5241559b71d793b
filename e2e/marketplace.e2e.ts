import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_401, watchConsole } from "./support/browser";
import { serverAndBrowser } from "./support/journey";

describe("the marketplace with more stores than one page: search, type, load more", () => {
  // The three demo stores and 62 more: 65 in all, one page of 60 and a second of 5.
  const running = serverAndBrowser({ RATE_LIMIT_REGISTER_PER_MINUTE: "1000" });
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const cards = () => page.getByTestId("store-card");

  beforeAll(async () => {
    const base = running.server.baseUrl;
    for (let i = 0; i < 62; i++) {
      const client = await running.browser.newContext();
      const { csrfToken } = (await (await client.request.get(`${base}/api/csrf-token`)).json()) as {
        csrfToken: string;
      };
      const registered = await client.request.post(`${base}/api/register`, {
        headers: { "x-csrf-token": csrfToken },
        data: {
          email: `shop${i}@example.com`,
          password: "s3cret-pass",
          businessName: `Neighbourhood Shop ${String(i).padStart(2, "0")}`,
          businessSlug: `neighbourhood-shop-${i}`,
        },
      });
      expect(registered.status()).toBe(201);
      await client.close();
    }
    context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    errors = watchConsole(page, [EXPECTED_401]);
  });
  afterAll(async () => {
    await context?.close();
  });

  it("counts every store, shows the first 60, and loads the rest on request", async () => {
    await page.goto(`${running.server.baseUrl}/microsite/marketplace`);
    await page.getByTestId("store-count").filter({ hasText: "65 stores available" }).waitFor();
    expect(await cards().count()).toBe(60);
    await page.getByRole("button", { name: "Load more stores" }).click();
    // The button reads "Loading..." while the page comes, then goes: wait for the stores themselves.
    await cards().nth(64).waitFor();
    expect(await cards().count()).toBe(65);
    await expect(page.getByRole("button", { name: /Load more stores|Loading/ }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it("searches by name and filters by business type", async () => {
    await page.getByRole("searchbox", { name: "Search stores" }).fill("bella");
    await page.getByTestId("store-count").filter({ hasText: "1 store available" }).waitFor();
    await expect(cards().allInnerTexts()).resolves.toEqual([
      expect.stringContaining("Bella Napoli Trattoria"),
    ]);
    await page.getByRole("searchbox", { name: "Search stores" }).fill("");
    await page.getByRole("combobox", { name: "Business type" }).selectOption("pharmacy");
    await page.getByTestId("store-count").filter({ hasText: "1 store available" }).waitFor();
    await cards().filter({ hasText: "Greenleaf Pharmacy" }).waitFor();
    expect(await cards().count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("says so when nothing matches, and clearing the search shows every store again", async () => {
    await page.getByRole("searchbox", { name: "Search stores" }).fill("no such shop anywhere");
    await page.getByText("No stores match your search").waitFor();
    expect(await cards().count()).toBe(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await page.getByTestId("store-count").filter({ hasText: "65 stores available" }).waitFor();
    await expect(page.getByRole("combobox", { name: "Business type" }).inputValue()).resolves.toBe("");
    expect(errors).toEqual([]);
  });
});
