import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { appReady, phonePage, serverAndBrowser } from "./support/journey";

/** What a shopper sees when the network or the server lets them down, and when their details will not do. */
describe("storefront errors in plain words: offline checkout, a store that fails to load, checkout hints", () => {
  const running = serverAndBrowser();
  const phone = phonePage(running);
  let context: BrowserContext;
  let page: Page;
  const toast = () => page.getByTestId("toast");

  beforeAll(() => {
    ({ context, page } = phone);
  });

  it("checkout asks for a usable phone and address, and says the customer pays cash on delivery", async () => {
    await page.goto(`${running.server.baseUrl}/microsite/urban-threads`);
    await page.getByRole("button", { name: /View All Products/ }).click();
    await page.getByRole("heading", { name: "All Products" }).waitFor();
    await page.getByRole("button", { name: "Quick Add" }).first().click();
    await page.getByRole("button", { name: /Cart, 1 item/ }).click();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByTestId("payment-method").textContent()).resolves.toContain(
      "Payment: cash on delivery.",
    );

    await page.getByLabel("Full Name *").fill("Ana Shopper");
    await page.getByLabel("Phone Number *").fill("555 12");
    await page.getByLabel("Delivery Address *").fill("home");
    await page.getByLabel("Order Notes (Optional)").focus();
    await page.getByText("Enter a phone number with at least 7 digits, so the store can call you").waitFor();
    await page.getByText("Enter your full address: street, number and area, not a single word").waitFor();
    await expect(page.getByRole("button", { name: /Place Order/ }).isDisabled()).resolves.toBe(true);

    await page.getByLabel("Phone Number *").fill("+1 646 555 0101");
    await page.getByLabel("Delivery Address *").fill("9 Spring Street, New York");
    await expect(page.getByText(/at least 7 digits/).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: /Place Order/ }).isEnabled()).resolves.toBe(true);
    // The phone says the shopper is in SoHo, inside the store's zone.
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 40.722, longitude: -74.0 });
    await page.getByRole("button", { name: "Detect My Location" }).click();
    await page.getByTestId("location-check-result").filter({ hasText: "SoHo & Nolita" }).waitFor();
  });

  it("offline at checkout: says so, and the cart is kept for when the connection is back", async () => {
    await page.route("**/api/orders", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: /Place Order/ }).click();
    await toast().getByText("You're offline").waitFor();
    await expect(toast().textContent()).resolves.toContain(
      "Your order was not sent. Your cart is kept: place it again when you're back online.",
    );
    await expect(toast().textContent()).resolves.not.toContain("Failed to fetch");
    // Still on checkout, the cart still holds its line.
    await expect(page.getByTestId("checkout-total").textContent()).resolves.toMatch(/^\$\d/);
    await page.unroute("**/api/orders");
    await page.getByRole("button", { name: /Place Order/ }).click();
    await page.getByRole("heading", { name: "Order Placed!" }).waitFor();
  });

  it("a store that fails to load for a server error offers Try Again; only a real 404 is 'Store Not Found'", async () => {
    await page.goto(`${running.server.baseUrl}/microsite/marketplace`);
    // The store's data comes inline only on a first visit; from the marketplace, once the app runs
    // the page, it is requested.
    await appReady(page);
    await page.route("**/api/microsite/bella-napoli", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await page
      .getByRole("link", { name: /Bella Napoli/ })
      .first()
      .click();
    await page.getByRole("heading", { name: "Couldn't load this store" }).waitFor();
    await expect(page.getByText("Store Not Found").count()).resolves.toBe(0);
    await page.unroute("**/api/microsite/bella-napoli");
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByRole("heading", { name: "Bella Napoli" }).first().waitFor();

    await page.goto(`${running.server.baseUrl}/microsite/no-such-store`);
    await page.getByText("Store Not Found").waitFor();
  });
});
