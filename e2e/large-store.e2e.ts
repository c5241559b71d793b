import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_401, watchConsole } from "./support/browser";
import { serverAndBrowser } from "./support/journey";

describe("a store with more products than one page", () => {
  const running = serverAndBrowser({ DEMO_DATA: "off" });
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const base = running.server.baseUrl;
    const merchant = await running.browser.newContext();
    const { csrfToken } = (await (await merchant.request.get(`${base}/api/csrf-token`)).json()) as {
      csrfToken: string;
    };
    const registered = await merchant.request.post(`${base}/api/register`, {
      headers: { "x-csrf-token": csrfToken },
      data: {
        email: "big@example.com",
        password: "s3cret-pass",
        businessName: "Big Shop",
        businessSlug: "big-shop",
      },
    });
    expect(registered.status()).toBe(201);
    const { csrfToken: token } = (await (await merchant.request.get(`${base}/api/csrf-token`)).json()) as {
      csrfToken: string;
    };
    const csv = [
      "name,price",
      ...Array.from({ length: 205 }, (_, i) => `Item ${String(i + 1).padStart(3, "0")},2.50`),
    ];
    const uploaded = await merchant.request.post(`${base}/api/products/bulk-upload`, {
      headers: { "x-csrf-token": token },
      data: { csvData: csv.join("\n") },
    });
    expect((await uploaded.json()).successful).toBe(205);
    await merchant.close();

    context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    errors = watchConsole(page, [EXPECTED_401]);
  });
  afterAll(async () => {
    await context?.close();
  });

  it("shows the first 200, counts all 205, and loads the rest on request", async () => {
    await page.goto(`${running.server.baseUrl}/microsite/big-shop`);
    await page.getByRole("button", { name: "View All Products (205)" }).click();
    await page.getByRole("heading", { name: "All Products" }).waitFor();
    await page.getByText("200 products").waitFor();
    await page.getByRole("button", { name: "Load more products" }).click();
    await page.getByText("205 products").waitFor();
    await page.getByRole("button", { name: "Load more products" }).waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });
});
