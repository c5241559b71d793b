import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_401, watchConsole } from "./support/browser";
import { serverAndBrowser } from "./support/journey";

const banner = (color: string) =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: color } })
    .png()
    .toBuffer();

describe("ads and the store's look, from the merchant's screens to the customer's phone", () => {
  const running = serverAndBrowser({ DEMO_DATA: "off" });
  let contexts: BrowserContext[] = [];
  let merchant: Page;
  let customer: Page;
  let errors: string[][];
  const url = (path: string) => `${running.server.baseUrl}${path}`;
  const toast = (text: string) => merchant.getByTestId("toast").filter({ hasText: text });

  beforeAll(async () => {
    const merchantContext = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const customerContext = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts = [merchantContext, customerContext];
    const { csrfToken } = (await (await merchantContext.request.get(url("/api/csrf-token"))).json()) as {
      csrfToken: string;
    };
    const res = await merchantContext.request.post(url("/api/register"), {
      headers: { "x-csrf-token": csrfToken },
      data: {
        email: "deli@example.com",
        password: "s3cret-pass",
        businessName: "Deli Corner",
        businessSlug: "deli-corner",
      },
    });
    expect(res.status()).toBe(201);
    merchant = await merchantContext.newPage();
    customer = await customerContext.newPage();
    for (const page of [merchant, customer]) page.setDefaultTimeout(10_000);
    errors = [watchConsole(merchant, [EXPECTED_401]), watchConsole(customer, [EXPECTED_401])];
  });
  afterEach(() => {
    for (const list of errors) expect(list.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function createAd(title: string, color: string, order: string) {
    await merchant.getByRole("button", { name: "Create Ad" }).first().click();
    const dialog = merchant.getByRole("dialog");
    await dialog.getByLabel("Title").fill(title);
    await dialog
      .getByLabel("Upload image file")
      .setInputFiles({ name: `${title}.png`, mimeType: "image/png", buffer: await banner(color) });
    await toast("Image uploaded").waitFor();
    await dialog.getByLabel("Order").fill(order);
    await dialog.getByRole("button", { name: "Create Ad" }).click();
    await dialog.waitFor({ state: "detached" });
    await toast("Ad created").first().waitFor();
  }

  it("creates two ads from the dashboard's Ads tab", async () => {
    await merchant.goto(url("/dashboard?tab=ads"));
    await merchant.getByRole("link", { name: "Manage Ads" }).click();
    await merchant.getByRole("heading", { name: "0 Ad(s)" }).waitFor();
    await merchant.getByText("No ads yet").waitFor();
    await createAd("Summer Sale", "#ff8800", "1");
    await createAd("Free Delivery", "#0088ff", "2");
    await merchant.getByRole("heading", { name: "2 Ad(s)" }).waitFor();
    const titles = await merchant.getByTestId("ad-card").locator("h3").allTextContents();
    expect(titles).toEqual(["Summer Sale", "Free Delivery"]);
    await expect(merchant.getByText("No link provided").count()).resolves.toBe(2);
  });

  it("reorders them and deactivates one", async () => {
    const card = (title: string) => merchant.getByTestId("ad-card").filter({ hasText: title });
    await card("Free Delivery").getByRole("button", { name: /Edit/ }).click();
    let dialog = merchant.getByRole("dialog");
    await dialog.getByLabel("Order").fill("0");
    await dialog.getByRole("button", { name: "Update Ad" }).click();
    await dialog.waitFor({ state: "detached" });
    await merchant.getByTestId("ad-card").first().filter({ hasText: "Free Delivery" }).waitFor();

    await card("Summer Sale").getByRole("button", { name: /Edit/ }).click();
    dialog = merchant.getByRole("dialog");
    await dialog.getByRole("switch").click();
    await dialog.getByRole("button", { name: "Update Ad" }).click();
    await dialog.waitFor({ state: "detached" });
    await card("Summer Sale").getByText("Inactive", { exact: true }).waitFor();
  });

  it("switches the theme to Royal Purple and uploads a logo", async () => {
    await merchant.goto(url("/dashboard?tab=settings"));
    await merchant.getByText("Royal Purple").click();
    const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#8b5cf6" } })
      .png()
      .toBuffer();
    await merchant
      .getByLabel("Upload logo file")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await toast("Logo uploaded").waitFor();
    await merchant.getByLabel("Display Name (optional)").fill("The Deli Corner");
    await merchant.getByRole("button", { name: "Save Settings" }).click();
    await toast("Settings saved").waitFor();
  });

  it("the customer's store shows one ad, the new logo, the display name and purple", async () => {
    await customer.goto(url("/microsite/deli-corner"));
    await customer.getByRole("heading", { name: "The Deli Corner" }).first().waitFor();
    const offers = customer.getByRole("region", { name: "Special Offers" }).getByRole("listitem");
    await expect(offers.count()).resolves.toBe(1);
    await expect(offers.first().textContent()).resolves.toContain("Free Delivery");
    const logoSrc = await customer.locator("header img").first().getAttribute("src");
    expect(logoSrc).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const primary = await customer.evaluate(() => {
      const root = document.querySelector<HTMLElement>("[style*='--store-primary']");
      return root ? getComputedStyle(root).getPropertyValue("--store-primary").trim() : null;
    });
    expect(primary?.toUpperCase()).toBe("#8B5CF6");
  });

  it("deletes an ad only once confirmed, and the customer's store stops showing it", async () => {
    await merchant.goto(url("/dashboard?tab=ads"));
    await merchant.getByRole("link", { name: "Manage Ads" }).click();
    await merchant.getByRole("heading", { name: "2 Ad(s)" }).waitFor();
    await merchant.getByRole("button", { name: "Delete Free Delivery" }).click();
    let dialog = merchant.getByRole("alertdialog", { name: "Delete ad" });
    await dialog.getByText('Are you sure you want to delete the ad "Free Delivery"?').waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await merchant.getByRole("heading", { name: "2 Ad(s)" }).waitFor();

    await merchant.getByRole("button", { name: "Delete Free Delivery" }).click();
    dialog = merchant.getByRole("alertdialog", { name: "Delete ad" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await toast("Ad deleted").waitFor();
    await merchant.getByRole("heading", { name: "1 Ad(s)" }).waitFor();
    const titles = await merchant.getByTestId("ad-card").locator("h3").allTextContents();
    expect(titles).toEqual(["Summer Sale"]);

    // Summer Sale is inactive: the store has no offer left to show.
    await customer.goto(url("/microsite/deli-corner"));
    await customer.getByRole("heading", { name: "The Deli Corner" }).first().waitFor();
    await expect(customer.getByRole("region", { name: "Special Offers" }).count()).resolves.toBe(0);
  });
});
