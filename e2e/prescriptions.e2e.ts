import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EXPECTED_401, watchConsole } from "./support/browser";
import { serverAndBrowser } from "./support/journey";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

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

describe("a prescription order: photo from the phone, quote from the pharmacy", () => {
  const running = serverAndBrowser();
  let contexts: BrowserContext[] = [];
  let customer: Page;
  let merchant: Page;
  let errors: string[][];
  let trackingUrl = "";
  const url = (path: string) => `${running.server.baseUrl}${path}`;

  beforeAll(async () => {
    const customerContext = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    const merchantContext = await running.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    contexts = [customerContext, merchantContext];
    await signIn(merchantContext, running.server.baseUrl, "pharmacy@demo.store");
    customer = await customerContext.newPage();
    merchant = await merchantContext.newPage();
    for (const page of [customer, merchant]) page.setDefaultTimeout(10_000);
    errors = [watchConsole(customer, [EXPECTED_401]), watchConsole(merchant, [EXPECTED_401])];
  });
  afterEach(() => {
    for (const list of errors) expect(list.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it("only stores that take prescriptions show the card", async () => {
    await customer.goto(url("/microsite/urban-threads"));
    await customer.getByRole("heading", { name: "Urban Threads" }).first().waitFor();
    await expect(customer.getByRole("button", { name: /Order using Prescription/ }).count()).resolves.toBe(0);
  });

  it("the customer photographs the prescription, sees it, and sends it with their details", async () => {
    await customer.goto(url("/microsite/greenleaf-pharmacy"));
    await customer.getByRole("button", { name: /Order using Prescription/ }).click();
    await customer.getByRole("heading", { name: "Order using Prescription" }).waitFor();
    const send = customer.getByRole("button", { name: "Send Prescription" });
    await expect(send.isDisabled()).resolves.toBe(true);

    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#fafafa" } })
      .jpeg()
      .toBuffer();
    await customer
      .locator('input[type="file"]')
      .setInputFiles({ name: "prescription.jpg", mimeType: "image/jpeg", buffer: photo });
    await customer.getByRole("img", { name: "Your prescription" }).waitFor();
    // The customer changes their mind and sends the PDF the doctor emailed instead.
    await customer.getByRole("button", { name: "Remove the file" }).click();
    await customer
      .locator('input[type="file"]')
      .setInputFiles({ name: "prescription.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(customer.getByTestId("prescription-file-name").textContent()).resolves.toBe(
      "prescription.pdf",
    );
    await customer.getByLabel("Prescription Notes (Optional)").fill("Generic is fine");
    await customer.getByLabel("Full Name *").fill("Ana Patient");
    await customer.getByLabel("Phone Number *").fill("+1 212 555 0177");
    await expect(send.isDisabled()).resolves.toBe(true);
    await customer.getByLabel("Delivery Address *").fill("9 Bleecker Street, New York, NY 10012");
    await customer.getByLabel("Or check by address").fill("9 Bleecker Street, New York, NY 10012");
    await customer
      .getByTestId("address-check-result")
      .filter({ hasText: "Delivering to Lower Manhattan" })
      .waitFor();
    await send.click();
    await customer.getByRole("heading", { name: "Order Placed!" }).waitFor();
    await customer.getByRole("link", { name: "Follow your order" }).click();
    await customer.waitForURL(/\/track\//);
    trackingUrl = customer.url();
    await customer.getByTestId("quote").filter({ hasText: "Pending Quote" }).waitFor();
  });

  it("the pharmacy sees it as 'Pending Quote', downloads the photo and sends a quote", async () => {
    await merchant.goto(url("/dashboard?tab=orders"));
    await merchant.getByTestId("count-prescription").filter({ hasText: /^1$/ }).waitFor();
    await merchant.getByRole("button", { name: /^Prescription/ }).click();
    const card = merchant.getByTestId("order-card").first();
    await expect(card.getByTestId("order-total").textContent()).resolves.toBe("Pending Quote");
    await card.getByRole("button", { name: "Details" }).click();
    await card.getByText("Generic is fine").waitFor();
    const [download] = await Promise.all([
      merchant.waitForEvent("download"),
      card.getByRole("button", { name: /Download prescription/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(readFileSync((await download.path())!)).toEqual(PDF);

    await card.getByRole("button", { name: "Manage" }).click();
    const dialog = merchant.getByRole("dialog");
    await dialog.getByLabel("Total ($)").fill("18.40");
    await dialog.getByLabel("Message to the customer").fill("Generic version, ready by 5 pm");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await card.getByTestId("order-total").filter({ hasText: "$18.40" }).waitFor();
    await card.getByRole("button", { name: "Confirm" }).click();
    await card.getByTestId("order-status").filter({ hasText: "Confirmed" }).waitFor();
  });

  it("the customer sees the quote on the tracking page", async () => {
    await customer.goto(trackingUrl);
    await customer.getByTestId("quote").filter({ hasText: "Quoted price: $18.40" }).waitFor();
    await customer.getByTestId("tracking-status").filter({ hasText: "Confirmed by the store" }).waitFor();
    await customer.getByText("Generic version, ready by 5 pm").waitFor();
  });

  it("the pharmacy turns prescription orders off in Settings: its store stops offering them, and back on", async () => {
    const setPrescriptions = async (on: boolean) => {
      await merchant.goto(url("/dashboard?tab=settings"));
      const toggle = merchant.getByRole("switch", { name: /Accept prescription orders/ });
      await expect(toggle.getAttribute("aria-checked")).resolves.toBe(String(!on));
      await toggle.click();
      await merchant.getByRole("button", { name: "Save Settings" }).click();
      await merchant.getByTestId("toast").filter({ hasText: "Settings saved" }).first().waitFor();
    };
    const cards = async () => {
      await customer.goto(url("/microsite/greenleaf-pharmacy"));
      await customer.getByRole("heading", { name: "Greenleaf Pharmacy" }).first().waitFor();
      return customer.getByRole("button", { name: /Order using Prescription/ }).count();
    };
    await setPrescriptions(false);
    await expect(cards()).resolves.toBe(0);
    await setPrescriptions(true);
    await expect(cards()).resolves.toBe(1);
  });
});
