import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { registerStore, signIn } from "./support/api";
import { expect, test } from "./support/fixtures";

/** The merchant's dashboard on a 390 px phone (issue 14, item 5). */
// A signed-out visitor's GET /api/user (the sign-in screens ask) answers 401.
test.use({ data: "demo", expectedStatuses: [401] });

/** What a customer's camera would read off `image` as it is drawn on the screen now. */
async function scan(image: Locator) {
  const shot = await sharp(await image.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(shot.data), shot.info.width, shot.info.height)?.data;
}

test("a new store: one welcome, and Getting Started ticks its steps off as the store grows", async ({
  page,
}) => {
  await page.goto("/auth?tab=register");
  await page.getByLabel("Business Name").fill("Corner Deli");
  await page.getByLabel("Email").fill("deli@example.com");
  await page.getByLabel("Password").fill("s3cret-pass");
  await page.getByLabel("Start with an example catalog").uncheck();
  await page.getByRole("button", { name: "Create My Store" }).click();
  // A new store starts on its first-run path (issue 48), which can be finished later.
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByRole("link", { name: "Finish later" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Corner Deli" })).toBeVisible();
  await expect(page.getByTestId("steps-done").filter({ hasText: "0 of 3 done." })).toBeVisible();
  // The header welcomes; the banner names the store without a second welcome.
  await expect(page.locator("main").getByText(/Welcome/)).toHaveCount(0);

  const { csrfToken } = (await (await page.request.get("/api/csrf-token")).json()) as { csrfToken: string };
  const created = await page.request.post("/api/categories", {
    headers: { "x-csrf-token": csrfToken },
    data: { name: "Sandwiches" },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await expect(page.getByTestId("steps-done").filter({ hasText: "1 of 3 done." })).toBeVisible();
  await expect(page.locator('li[data-done="true"]')).toContainText("Organize Categories");
});

test("a store with products, categories and zones has every step done", async ({ page, server }) => {
  // Signed in as a new store's merchant, who signs out; the pharmacy's merchant signs in.
  await registerStore(page, {
    email: "deli@example.com",
    password: "s3cret-pass",
    businessName: "Corner Deli",
    businessSlug: "corner-deli",
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Corner Deli" })).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/`);
  await page.goto("/auth?tab=login");
  await page.getByLabel("Email").fill("pharmacy@demo.store");
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("steps-done").filter({ hasText: "All done!" })).toBeVisible();
  // The store's address breaks at its slashes and hyphens, never inside a word.
  await expect.poll(() => page.getByTestId("microsite-url").locator("wbr").count()).toBeGreaterThan(3);
});

test("the QR card: the code on screen scans to the store, Share uses the share sheet or copies, Preview opens the store, the printable code downloads", async ({
  page,
  server,
}) => {
  await signIn(page, "pharmacy@demo.store");
  await page.goto("/dashboard");
  const card = page.getByRole("heading", { name: "Share Your Store" }).locator("xpath=ancestor::*[3]");
  const storeUrl = `${server.baseUrl}/microsite/greenleaf-pharmacy`;
  await expect(card.getByTestId("qr-url").filter({ hasText: storeUrl })).toBeVisible();

  // What a customer's camera would see: the code as drawn on the merchant's screen.
  const qrImage = card.getByRole("img", { name: `QR code for ${storeUrl}` });
  await expect.poll(() => scan(qrImage)).toBe(storeUrl);

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
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
  await page.evaluate(() =>
    Object.defineProperty(navigator, "share", { configurable: true, value: undefined }),
  );
  await card.getByRole("button", { name: "Share" }).click();
  await expect(page.getByTestId("toast").getByText("Copied to clipboard")).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(storeUrl);

  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    card.getByRole("button", { name: "Preview" }).click(),
  ]);
  await expect(preview).toHaveURL(storeUrl);
  await expect(preview.getByRole("heading", { name: "Greenleaf Pharmacy" }).first()).toBeVisible();
  await preview.close();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Download for printing" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("greenleaf-pharmacy-qr-code.svg");
  // Printable: a vector image.
  expect(await readFile(await download.path(), "utf8")).toMatch(/<svg[\s>]/);
});

test("opened on the Settings tab, the tab row scrolls to show it", async ({ page }) => {
  await signIn(page, "pharmacy@demo.store");
  await page.goto("/dashboard?tab=settings");
  const settings = page.getByRole("tab", { name: "Settings" });
  await expect(page.getByRole("heading", { name: "Store Settings" })).toBeVisible();
  await expect(settings).toHaveAttribute("data-state", "active");
  // Whole on the 390 px screen: neither edge cut off.
  await expect
    .poll(async () => {
      const box = await settings.boundingBox();
      return box && { leftEdgeOnScreen: box.x >= 0, rightEdgeOnScreen: box.x + box.width <= 390 };
    })
    .toEqual({ leftEdgeOnScreen: true, rightEdgeOnScreen: true });
});
