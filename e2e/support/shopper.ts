import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { TPlaceOrderResponse } from "#contracts/orders";
import type { TUploadPrescriptionResponse } from "#contracts/prescription-messages";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { apiOf } from "./api";

/** A store's public answer, as its page loads it. */
export const store = async (request: APIRequestContext, slug: string) =>
  (await (await request.get(`/api/microsite/${slug}`)).json()) as TGetMicrositeResponse;

/** The id of the store's product named `name`. */
export const productId = async (request: APIRequestContext, slug: string, name: string) => {
  const found = (await store(request, slug)).products.find((p) => p.name === name);
  if (!found) throw new Error(`no product ${name} in ${slug}`);
  return found.id;
};

/** A product's card on a store page, found by the product's name (its link). */
export const productCard = (page: Page, name: string) =>
  page.locator("article", { has: page.getByRole("link", { name, exact: true }) });

/** What a shopper types into the checkout's delivery form. */
export interface DeliveryDetails {
  name: string;
  phone: string;
  address: string;
}

/** Fills the checkout's required delivery fields, as a shopper types them. */
export async function fillDeliveryDetails(page: Page, { name, phone, address }: DeliveryDetails) {
  await page.getByLabel("Full Name *").fill(name);
  await page.getByLabel("Phone Number *").fill(phone);
  await page.getByLabel("Delivery Address *").fill(address);
}

/**
 * A pickup checkout at a store: its first product in stock into the cart, the checkout opened as a
 * pickup and the shopper's name and phone typed. Answers the checkout's payment choice and the total
 * it shows, for the test to pick how it is paid.
 */
export async function pickupCheckout(page: Page, slug: string, shopper: { name: string; phone: string }) {
  await page.goto(`/microsite/${slug}`);
  await page.getByRole("button", { name: "Quick Add" }).first().click();
  await page.getByRole("button", { name: /^Cart, 1 item/ }).click();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await page
    .locator("label")
    .filter({ hasText: /^Pickup/ })
    .first()
    .click();
  await page.getByLabel("Full Name *").fill(shopper.name);
  await page.getByLabel("Phone Number *").fill(shopper.phone);
  const total = (await page.getByTestId("checkout-total").textContent()) ?? "";
  return { payment: page.getByRole("group", { name: "Payment" }), total };
}

/**
 * Lucia's checkout at the demo restaurant, from the store page the shopper is on: the first dish
 * in stock into the cart, her details typed, and her phone's location (Williamsburg, where the
 * restaurant delivers) checked. Leaves her one tap from "Place Order".
 */
export async function checkoutFromWilliamsburg(customer: Page) {
  await customer.getByRole("button", { name: "Quick Add" }).first().click();
  await customer.getByRole("button", { name: /^Cart, 1 item/ }).click();
  await customer.getByRole("button", { name: "Proceed to Checkout" }).click();
  await fillDeliveryDetails(customer, {
    name: "Lucia Ferri",
    phone: "+1 718 555 0123",
    address: "42 Mulberry Street, New York, NY 10013",
  });
  await customer.context().grantPermissions(["geolocation"]);
  await customer.context().setGeolocation({ latitude: 40.712, longitude: -73.955 });
  await customer.getByRole("button", { name: "Detect My Location" }).click();
  await expect(customer.getByTestId("location-check-result")).toContainText("Williamsburg");
}

/** A one-page PDF, as a doctor emails a prescription. */
export const PRESCRIPTION_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/**
 * Ana's prescription order to the demo pharmacy, as the store's form sends it: the PDF uploaded
 * from her browser (the file is hers until an order claims it), then the order, to New York
 * (Lower Manhattan delivers). Returns the order and the file's address.
 */
export async function sendPrescription(customer: Page) {
  const api = apiOf(customer);
  const { prescriptionUrl } = await api.upload<TUploadPrescriptionResponse>(
    "/api/upload-prescription",
    "prescription",
    { name: "prescription.pdf", mimeType: "application/pdf", buffer: PRESCRIPTION_PDF },
  );
  const order = await api.post<TPlaceOrderResponse>("/api/prescription-orders", {
    merchantSlug: "greenleaf-pharmacy",
    customer: {
      name: "Ana Patient",
      phone: "+1 212 555 0177",
      address: "9 Bleecker Street, New York, NY 10012",
    },
    prescriptionFileUrl: prescriptionUrl,
    prescriptionNotes: "Generic is fine",
    location: { lat: 40.7128, lng: -74.006 },
  });
  return { ...order, prescriptionUrl };
}
