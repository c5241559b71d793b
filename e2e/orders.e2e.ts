import type { BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_401, watchConsole } from "./support/browser";
import { serverAndBrowser } from "./support/journey";

/** Signs in through the API in the browser's own cookie jar, so the page is signed in too. */
async function signIn(context: BrowserContext, baseUrl: string, email: string) {
  const { csrfToken } = (await (await context.request.get(`${baseUrl}/api/csrf-token`)).json()) as {
    csrfToken: string;
  };
  const res = await context.request.post(`${baseUrl}/api/login`, {
    headers: { "x-csrf-token": csrfToken },
    data: { email, password: "demo1234" },
  });
  expect(res.status()).toBe(200);
}

describe("an order from the customer's phone to the merchant's dashboard and back", () => {
  const running = serverAndBrowser();
  let merchant: Page;
  let customer: Page;
  let contexts: BrowserContext[];
  let errors: string[][];
  const url = (path: string) => `${running.server.baseUrl}${path}`;
  let trackingUrl = "";

  beforeAll(async () => {
    const merchantContext = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const customerContext = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts = [merchantContext, customerContext];
    await signIn(merchantContext, running.server.baseUrl, "restaurant@demo.store");
    merchant = await merchantContext.newPage();
    customer = await customerContext.newPage();
    for (const page of [merchant, customer]) page.setDefaultTimeout(10_000);
    errors = [watchConsole(merchant, [EXPECTED_401]), watchConsole(customer, [EXPECTED_401])];
  });
  afterEach(() => {
    for (const list of errors) expect(list.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const context of contexts ?? []) await context.close();
  });

  it("the merchant's open dashboard starts with no orders", async () => {
    await merchant.goto(url("/dashboard"));
    await merchant.getByRole("heading", { name: "Welcome, Bella Napoli Trattoria" }).waitFor();
    await merchant.getByTestId("stat-orders").filter({ hasText: /^0$/ }).waitFor();
    await merchant
      .getByTestId("stat-revenue")
      .filter({ hasText: /^\$0\.00$/ })
      .waitFor();
  });

  it("a customer orders on their phone and can follow the order, also after a reload", async () => {
    await customer.goto(url("/microsite/bella-napoli"));
    await customer.getByRole("heading", { name: "Bella Napoli Trattoria" }).first().waitFor();
    await customer.getByRole("button", { name: "Quick Add" }).first().click();
    await customer.getByRole("button", { name: /^Cart, 1 item/ }).click();
    await customer.getByRole("button", { name: "Proceed to Checkout" }).click();
    await customer.getByLabel("Full Name *").fill("Lucia Ferri");
    await customer.getByLabel("Phone Number *").fill("+1 718 555 0123");
    await customer.getByLabel("Delivery Address *").fill("42 Mulberry Street, New York, NY 10013");
    // The customer's phone puts them in Williamsburg, where the restaurant delivers.
    await customer.context().grantPermissions(["geolocation"]);
    await customer.context().setGeolocation({ latitude: 40.712, longitude: -73.955 });
    await customer.getByRole("button", { name: "Detect My Location" }).click();
    await customer.getByTestId("location-check-result").filter({ hasText: "Williamsburg" }).waitFor();
    await customer.getByRole("button", { name: /^Place Order - \$/ }).click();
    await customer.getByRole("heading", { name: "Order Placed!" }).waitFor();
    const orderNumber = await customer.getByTestId("order-number").textContent();

    await customer.reload();
    await customer.getByRole("heading", { name: "Order Placed!" }).waitFor();
    await expect(customer.getByTestId("order-number").textContent()).resolves.toBe(orderNumber);

    await customer.getByRole("link", { name: "Follow your order" }).click();
    await customer.waitForURL(/\/microsite\/bella-napoli\/track\/[0-9A-Z]{8}$/);
    trackingUrl = customer.url();
    await expect(customer.getByTestId("tracking-status").textContent()).resolves.toBe("Order received");
    const page = await customer.content();
    expect(page).not.toContain("555 0123");
    expect(page).not.toContain("Mulberry");
  });

  it("the open dashboard shows the new order within 15 seconds, without a reload", async () => {
    await merchant.getByTestId("new-orders-badge").waitFor({ timeout: 15_000 });
    await expect(merchant.getByTestId("new-orders-badge").textContent()).resolves.toBe("1 new");
    await merchant.getByTestId("toast").filter({ hasText: "New order received" }).waitFor();
    expect(await merchant.title()).toMatch(/^\(1\) /);
    await merchant.getByTestId("stat-orders").filter({ hasText: /^1$/ }).waitFor();

    await merchant.getByRole("tab", { name: /Orders/ }).click();
    await merchant.getByTestId("order-card").first().waitFor();
    await expect(merchant.getByTestId("order-card").count()).resolves.toBe(1);
    await expect(merchant.getByTestId("count-pending").textContent()).resolves.toBe("1");
    // Seen: the badge and the title count go away.
    await merchant.getByTestId("new-orders-badge").waitFor({ state: "detached" });
    expect(await merchant.title()).not.toMatch(/^\(\d+\)/);
  });

  it("the merchant confirms it and the customer sees it confirmed", async () => {
    const card = merchant.getByTestId("order-card").first();
    await card.getByRole("button", { name: "Confirm" }).click();
    await card.getByTestId("order-status").filter({ hasText: "Confirmed" }).waitFor();
    await expect(merchant.getByTestId("count-confirmed").textContent()).resolves.toBe("1");

    await customer.goto(trackingUrl);
    await customer.getByTestId("tracking-status").filter({ hasText: "Confirmed by the store" }).waitFor();
  });

  it("the merchant adds tracking info and an estimated delivery; the customer sees both", async () => {
    await merchant.getByTestId("order-card").first().getByRole("button", { name: "Manage" }).click();
    const dialog = merchant.getByRole("dialog");
    await dialog.getByLabel("Status").selectOption("processing");
    await dialog.getByLabel("Notes").fill("Pizza in the oven");
    await dialog.getByLabel("Tracking info").fill("Rider Marco is on the way");
    await dialog.getByLabel("Estimated delivery").fill("2030-05-04T18:30");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });
    const card = merchant.getByTestId("order-card").first();
    await card.getByTestId("order-status").filter({ hasText: "Processing" }).waitFor();
    await card.getByRole("button", { name: "Details" }).click();
    await card.getByText("Pizza in the oven").waitFor();

    await customer.goto(trackingUrl);
    await customer.getByTestId("tracking-status").filter({ hasText: "Being prepared" }).waitFor();
    await customer.getByText("Rider Marco is on the way").waitFor();
    await customer.getByText(/Estimated delivery:\s*May 4, 2030/).waitFor();
    expect(await customer.content()).not.toContain("Pizza in the oven");
  });

  it("the merchant completes it; the customer sees it delivered, and the dashboard counts the revenue", async () => {
    await merchant.getByTestId("order-card").first().getByRole("button", { name: "Mark Completed" }).click();
    await merchant
      .getByTestId("order-card")
      .first()
      .getByTestId("order-status")
      .filter({ hasText: "Completed" })
      .waitFor();

    await customer.goto(trackingUrl);
    await customer.getByTestId("tracking-status").filter({ hasText: "Delivered" }).waitFor();
    const steps = customer.getByRole("list", { name: "Progress" }).getByText("(done)");
    await expect(steps.count()).resolves.toBe(4);

    await merchant.getByRole("tab", { name: /Dashboard/ }).click();
    await merchant.getByTestId("today-orders").filter({ hasText: /^1$/ }).waitFor();
    expect(await merchant.getByTestId("stat-revenue").textContent()).toMatch(/^\$\d+\.\d{2}$/);
  });

  it("signing out everywhere ends the merchant's other sessions too", async () => {
    const other = await running.browser.newContext();
    contexts.push(other);
    await signIn(other, running.server.baseUrl, "restaurant@demo.store");
    expect((await other.request.get(url("/api/user"))).status()).toBe(200);

    await merchant.getByRole("tab", { name: /Settings/ }).click();
    await merchant.getByRole("button", { name: "Sign out everywhere" }).click();
    await merchant.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere" }).click();
    await merchant.waitForURL(/\/auth/);
    expect((await other.request.get(url("/api/user"))).status()).toBe(401);
  });
});
