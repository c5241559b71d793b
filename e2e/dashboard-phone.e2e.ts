import jsQR from "jsqr";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { phonePage, serverAndBrowser } from "./support/journey";

/** The merchant's dashboard on a 390 px phone (issue 14, item 5). */
describe("the dashboard on a phone", () => {
  const running = serverAndBrowser();
  const phone = phonePage(running);
  let page: Page;
  const url = (path: string) => `${running.server.baseUrl}${path}`;

  beforeAll(() => {
    ({ page } = phone);
  });

  it("a new store: one welcome, and Getting Started ticks its steps off as the store grows", async () => {
    await page.goto(url("/auth?tab=register"));
    await page.getByLabel("Business Name").fill("Corner Deli");
    await page.getByLabel("Email").fill("deli@example.com");
    await page.getByLabel("Password").fill("s3cret-pass");
    await page.getByRole("button", { name: "Create My Store" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole("heading", { name: "Welcome, Corner Deli" }).waitFor();
    // The header welcomes; the banner names the store without a second welcome.
    await expect(
      page
        .locator("main")
        .getByText(/Welcome/)
        .count(),
    ).resolves.toBe(0);
    await page.getByTestId("steps-done").filter({ hasText: "0 of 3 done." }).waitFor();

    const { csrfToken } = (await (await page.request.get(url("/api/csrf-token"))).json()) as {
      csrfToken: string;
    };
    const created = await page.request.post(url("/api/categories"), {
      headers: { "x-csrf-token": csrfToken },
      data: { name: "Sandwiches" },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await page.getByTestId("steps-done").filter({ hasText: "1 of 3 done." }).waitFor();
    await expect(page.locator('li[data-done="true"]').textContent()).resolves.toContain(
      "Organize Categories",
    );
  });

  it("a store with products, categories and zones has every step done", async () => {
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(url("/"));
    await page.goto(url("/auth?tab=login"));
    await page.getByLabel("Email").fill("pharmacy@demo.store");
    await page.getByLabel("Password").fill("demo1234");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId("steps-done").filter({ hasText: "All done!" }).waitFor();
    // The store's address breaks at its slashes and hyphens, never inside a word.
    await expect(page.getByTestId("microsite-url").locator("wbr").count()).resolves.toBeGreaterThan(3);
  });

  it("the QR card: the code on screen scans to the store, Share uses the share sheet or copies, Preview opens the store, the printable code downloads", async () => {
    await page.goto(url("/dashboard"));
    const card = page.getByRole("heading", { name: "Share Your Store" }).locator("xpath=ancestor::*[3]");
    const storeUrl = url("/microsite/greenleaf-pharmacy");
    await card.getByTestId("qr-url").filter({ hasText: storeUrl }).waitFor();

    // What a customer's camera would see: the code as drawn on the merchant's screen.
    const qrImage = card.getByRole("img", { name: `QR code for ${storeUrl}` });
    const shot = await sharp(await qrImage.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(shot.data), shot.info.width, shot.info.height)?.data).toBe(storeUrl);

    // A phone's share sheet gets the spec's text and the address.
    await page.evaluate(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await card.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: "Check out my online store!", text: "Check out my online store!", url: storeUrl }]);

    // Without one (a desktop browser), the address is copied instead.
    await phone.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: url("") });
    await page.evaluate(() =>
      Object.defineProperty(navigator, "share", { configurable: true, value: undefined }),
    );
    await card.getByRole("button", { name: "Share" }).click();
    await page.getByTestId("toast").getByText("Copied to clipboard").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(storeUrl);

    const [preview] = await Promise.all([
      phone.context.waitForEvent("page"),
      card.getByRole("button", { name: "Preview" }).click(),
    ]);
    await preview.waitForURL(storeUrl);
    await preview.getByRole("heading", { name: "Greenleaf Pharmacy" }).first().waitFor();
    await preview.close();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("link", { name: "Download for printing" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("greenleaf-pharmacy-qr-code.svg");
  });

  it("opened on the Settings tab, the tab row scrolls to show it", async () => {
    await page.goto(url("/dashboard?tab=settings"));
    const settings = page.getByRole("tab", { name: "Settings" });
    await page.getByRole("heading", { name: "Store Settings" }).waitFor();
    await expect(settings.getAttribute("data-state")).resolves.toBe("active");
    const box = await settings.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
