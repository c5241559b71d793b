import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EXPECTED_401, EXPECTED_409, watchConsole } from "./support/browser";
import { serverAndBrowser } from "./support/journey";

describe("merchant account journey", () => {
  const running = serverAndBrowser({ DEMO_DATA: "off" });
  let page: Page;
  let consoleErrors: string[];

  beforeEach(async () => {
    page = await running.browser.newPage({ viewport: { width: 390, height: 844 } });
    // A wrong password answers 401 and a taken email 409: expected, and shown to the user.
    consoleErrors = watchConsole(page, [EXPECTED_401, EXPECTED_409]);
  });
  afterEach(async () => {
    await page.close();
    expect(consoleErrors).toEqual([]);
  });

  it("register → dashboard → logout → login → wrong password", async () => {
    await page.goto(`${running.server.baseUrl}/`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain(
      "Your Business. Your Website.",
    );
    await page.getByRole("link", { name: "Create Your Store" }).first().click();
    await page.waitForURL(/\/auth\?tab=register/);

    // Validation messages come from the shared contract.
    await page.getByRole("button", { name: "Create My Store" }).click();
    await expect(page.getByText("Business name is required").isVisible()).resolves.toBe(true);
    await expect(page.getByText("Please enter a valid email address").isVisible()).resolves.toBe(true);
    await expect(page.getByText("Password must be at least 6 characters").isVisible()).resolves.toBe(true);

    await page.getByLabel("Business Name").fill("Maple & Co. Bakery");
    await expect(page.getByLabel("Store URL").inputValue()).resolves.toBe("maple-co-bakery");
    await page.getByLabel("Business Type").selectOption("restaurant");
    await page.getByLabel("Email").fill("maple@example.com");
    await page.getByLabel("Password").fill("s3cret-pass");
    await page.getByRole("button", { name: "Create My Store" }).click();

    await page.waitForURL(/\/dashboard$/);
    await page.getByRole("heading", { name: "Welcome, Maple & Co. Bakery" }).waitFor();
    await page.getByTestId("toast").getByText("Registration Successful!").waitFor();
    await expect(page.getByTestId("microsite-url").textContent()).resolves.toContain(
      "/microsite/maple-co-bakery",
    );
    for (const tab of ["Dashboard", "Products", "Ads", "Orders", "Delivery", "Settings"]) {
      await expect(page.getByRole("tab", { name: tab }).isVisible()).resolves.toBe(true);
    }

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${running.server.baseUrl}/`);
    await page.goto(`${running.server.baseUrl}/dashboard`);
    await page.waitForURL(/\/auth$/);

    await page.getByLabel("Email").fill("maple@example.com");
    await page.getByLabel("Password").fill("s3cret-pass");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId("toast").getByText("Welcome back!").waitFor();
    await page.getByRole("heading", { name: "Welcome, Maple & Co. Bakery" }).waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${running.server.baseUrl}/`);
    await page.goto(`${running.server.baseUrl}/auth?tab=login`);
    await page.getByLabel("Email").fill("maple@example.com");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByTestId("toast").getByText("Login failed").waitFor();
    await page.getByTestId("toast").getByText("Invalid email or password").waitFor();
    // The reason also stays under the form, after the toast has gone.
    await expect(page.getByTestId("login-error").textContent()).resolves.toBe("Invalid email or password");
    expect(page.url()).toContain("/auth");
  });

  it("register errors sit on their fields: a taken store URL with a free one to use, a taken email with 'Log in instead'", async () => {
    await page.goto(`${running.server.baseUrl}/auth?tab=register`);
    await page.getByLabel("Business Name").fill("Maple & Co. Bakery");
    await page.getByLabel("Business Type").focus();
    // The address followed the name and is checked when the name field is left.
    const slugError = page.locator("#register-businessSlug-error");
    await slugError.getByText("This business slug is already taken. Please choose another one.").waitFor();
    await page.getByRole("button", { name: "Use maple-co-bakery-2" }).click();
    await expect(page.getByLabel("Store URL").inputValue()).resolves.toBe("maple-co-bakery-2");
    await expect(slugError.count()).resolves.toBe(0);

    await page.getByLabel("Email").fill("maple@example.com");
    await page.getByLabel("Password").fill("another-pass");
    await page.getByRole("button", { name: "Create My Store" }).click();
    await page
      .locator("#register-email-error")
      .getByText("An account with this email already exists")
      .waitFor();
    await expect(page.getByTestId("toast").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Log in instead" }).click();
    await page.waitForURL(/\/auth\?tab=login$/);
    await page.getByRole("button", { name: "Sign In" }).waitFor();
  });

  it("a signed-in merchant opening /auth goes to the dashboard; unknown routes show the 404 page", async () => {
    await page.goto(`${running.server.baseUrl}/auth?tab=login`);
    await page.getByLabel("Email").fill("maple@example.com");
    await page.getByLabel("Password").fill("s3cret-pass");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${running.server.baseUrl}/auth?tab=register`);
    await page.waitForURL(/\/dashboard$/);
    // The dashboard's links lead to their screens, not to the 404 page.
    await page.getByRole("tab", { name: "Delivery" }).click();
    await page.getByRole("link", { name: "Manage Delivery Zones" }).click();
    // Exact: once the screen has loaded, "Your Delivery Zones" is a heading too.
    await page.getByRole("heading", { name: "Delivery Zones", exact: true }).waitFor();
    await page.getByText("Manage your delivery areas").waitFor();
    await page.getByRole("link", { name: "Back to Dashboard" }).first().click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${running.server.baseUrl}/no/such/page`);
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
  });

  it("first store in three screens: landing → register → the dashboard adds the first product in place → the live store shows it", async () => {
    // A phone: touch, so the product dialog offers its camera.
    const phone = await running.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const tab = await phone.newPage();
    // The landing page asks who is signed in: 401, nobody yet.
    const errors = watchConsole(tab, [EXPECTED_401]);
    const visited: string[] = [];
    tab.on("framenavigated", (frame) => {
      if (frame === tab.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    try {
      await tab.goto(`${running.server.baseUrl}/`);
      await tab.getByRole("link", { name: "Create Your Store" }).first().click();
      await tab.getByLabel("Business Name").fill("Corner Flowers");
      await tab.getByLabel("Business Type").selectOption("retail");
      // A long address must wrap on the dashboard, not widen the page.
      await tab.getByLabel("Email").fill("orders@cornerflowersandgiftshop.example.com");
      await tab.getByLabel("Password").fill("s3cret-pass");
      await tab.getByRole("button", { name: "Create My Store" }).click();
      await tab.waitForURL(/\/dashboard$/);

      const card = tab.getByTestId("first-product-card");
      await card.waitFor();
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await card.getByRole("button", { name: "Add your first product" }).click();
      const dialog = tab.getByRole("dialog");
      await dialog.getByLabel("Name", { exact: true }).fill("Tulip Bouquet");
      await dialog.getByLabel("Price ($)", { exact: true }).fill("18");
      await dialog.getByLabel("Quantity", { exact: true }).fill("6");
      await dialog.getByRole("button", { name: "Take Photo" }).waitFor();
      // The photo comes from the camera: its input asks the phone for the back camera.
      const camera = dialog.getByLabel("Take a photo", { exact: true });
      expect(await camera.getAttribute("capture")).toBe("environment");
      const photo = await sharp({
        create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 90 } },
      })
        .jpeg()
        .toBuffer();
      await camera.setInputFiles({ name: "image.jpg", mimeType: "image/jpeg", buffer: photo });
      await dialog.getByTestId("image-preview").waitFor();
      await dialog.getByRole("button", { name: "Create Product" }).click();
      await dialog.waitFor({ state: "detached" });

      await card.getByText("Your store shows its first product").waitFor();
      const live = card.getByRole("link", { name: "Open your live store" });
      expect(await live.getAttribute("href")).toBe("/microsite/corner-flowers");
      // It opens in a new tab on a phone; here the same tab follows its address.
      await tab.goto(`${running.server.baseUrl}${await live.getAttribute("href")}`);
      await tab.getByRole("heading", { name: "Tulip Bouquet" }).first().waitFor();
      // The photo taken in the dialog is the product's picture on the store.
      await tab.locator(`img[src^="/uploads/"]`).first().waitFor();
      expect([...new Set(visited)]).toEqual(["/", "/auth", "/dashboard", "/microsite/corner-flowers"]);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
