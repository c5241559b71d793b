import type { Page } from "@playwright/test";
import { signIn } from "./support/api";
import { expect, test } from "./support/fixtures";

/**
 * Issue 27's journey at the demo restaurant (open 11:00-22:00 on a Tuesday in New York; the e2e
 * server's clock starts at Tuesday noon there): the kitchen pauses; its store shows closed; one
 * customer schedules a pickup for tomorrow; once it resumes, another puts a pin on a Williamsburg
 * door and sees that zone's $2.99 fee in the total; the merchant sees both orders.
 */
test.use({ expectedStatuses: [401] });

const LOCATION_ZOOM = 13;

/** The pixels between two points on a Web Mercator map at `zoom` (Leaflet's projection). */
function pixelsBetween(from: { lat: number; lng: number }, to: { lat: number; lng: number }, zoom: number) {
  const scale = 256 * 2 ** zoom;
  const x = (lng: number) => ((lng + 180) / 360) * scale;
  const y = (lat: number) => {
    const s = Math.sin((lat * Math.PI) / 180);
    return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale;
  };
  return { dx: x(to.lng) - x(from.lng), dy: y(to.lat) - y(from.lat) };
}

async function firstDishToCheckout(customer: Page) {
  await customer.goto("/microsite/bella-napoli");
  await customer.getByRole("button", { name: "Quick Add" }).first().click();
  await customer.getByRole("button", { name: /^Cart, 1 item/ }).click();
  await customer.getByRole("button", { name: "Proceed to Checkout" }).click();
}

/** Picks a radio card as a shopper does, by tapping its label (the input itself is visually hidden). */
async function choose(page: Page, name: string) {
  await page
    .locator("label")
    .filter({ hasText: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(page.getByRole("radio", { name: new RegExp(`^${name}`) })).toBeChecked();
}

const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^0-9.]/g, "")) * 100);

test("the restaurant pauses, a pickup is scheduled for tomorrow, a pinned delivery pays its zone's fee, and the merchant sees both", async ({
  page: early,
  openPage,
}) => {
  const merchant = await openPage({ viewport: { width: 1280, height: 900 } });
  await signIn(merchant, "restaurant@demo.store");
  await merchant.goto("/dashboard?tab=settings");
  const pause = merchant.getByRole("region", { name: "Pause orders" });
  await pause.getByRole("button", { name: "Pause 30 min" }).click();
  await expect(
    pause.getByText(/^Paused until \d{1,2}:\d\d\s[AP]M: customers see the store as closed\.$/),
  ).toBeVisible();

  // Closed now, but it takes orders for later: "As soon as possible" is not offered.
  await firstDishToCheckout(early);
  await expect(early.getByRole("radio", { name: /^As soon as possible/ })).toBeDisabled();
  await expect(early.getByRole("radio", { name: /^Schedule for later/ })).toBeChecked();
  await choose(early, "Pickup");
  await expect(early.getByLabel("Delivery Address *")).toHaveCount(0);
  await expect(early.getByTestId("pickup-details")).toContainText("245 Bedford Avenue, Brooklyn, NY 11211");
  await early.getByLabel("Day").selectOption({ label: "Tomorrow" });
  await choose(early, "12:00");
  await early.getByLabel("Full Name *").fill("Marco Early");
  await early.getByLabel("Phone Number *").fill("+1 718 555 0144");
  await expect(early.getByTestId("checkout-fee")).toHaveCount(0);
  const [pickup] = await Promise.all([
    early.waitForResponse((res) => res.url().endsWith("/api/orders") && res.request().method() === "POST"),
    early.getByRole("button", { name: /^Place Order - \$/ }).click(),
  ]);
  expect(pickup.status()).toBe(201);
  expect(pickup.request().postDataJSON()).toMatchObject({
    fulfilment: "pickup",
    scheduledFor: "2026-05-06T16:00:00.000Z",
  });
  await expect(early.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
  await expect(early.getByTestId("order-pickup")).toContainText("245 Bedford Avenue");
  await expect(early.getByTestId("order-time")).toContainText("Wed 12:00");

  await pause.getByRole("button", { name: "Resume now" }).click();
  await expect(pause.getByText("Taking orders.")).toBeVisible();

  // The phone puts the customer just inside Greenpoint; the pin goes on her door in Williamsburg.
  const late = await openPage();
  await late.context().grantPermissions(["geolocation"]);
  const detected = { lat: 40.7262, lng: -73.955 };
  await late.context().setGeolocation({ latitude: detected.lat, longitude: detected.lng });
  await firstDishToCheckout(late);
  await expect(late.getByRole("radio", { name: /^Delivery/ })).toBeChecked();
  await late.getByLabel("Full Name *").fill("Lucia Ferri");
  await late.getByLabel("Phone Number *").fill("+1 718 555 0123");
  await late.getByLabel("Delivery Address *").fill("180 Kent Avenue, Brooklyn, NY 11249");
  await late.getByRole("button", { name: "Detect My Location" }).click();
  await expect(late.getByTestId("location-check-result")).toContainText("Greenpoint");
  const map = late.getByRole("region", { name: /^Map of your location/ });
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const { dx, dy } = pixelsBetween(detected, { lat: 40.72, lng: -73.955 }, LOCATION_ZOOM);
  await late.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
  await expect(late.getByTestId("checkout-fee")).toHaveText("$2.99");
  const subtotal = cents(await late.getByTestId("checkout-subtotal").textContent());
  const total = `$${((subtotal + 299) / 100).toFixed(2)}`;
  await expect(late.getByTestId("checkout-total")).toHaveText(total);
  const [delivery] = await Promise.all([
    late.waitForResponse((res) => res.url().endsWith("/api/orders") && res.request().method() === "POST"),
    late.getByRole("button", { name: `Place Order - ${total}` }).click(),
  ]);
  expect(delivery.status()).toBe(201);
  expect(delivery.request().postDataJSON().location).toMatchObject({ source: "pin" });
  expect(await delivery.json()).toMatchObject({ deliveryFee: "2.99", etaMinutes: 35 });
  await expect(late.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
  await expect(late.getByText("Estimated delivery: 35 minutes")).toBeVisible();

  await merchant.goto("/dashboard?tab=orders");
  const marco = merchant.getByTestId("order-card").filter({ hasText: "Marco Early" });
  const lucia = merchant.getByTestId("order-card").filter({ hasText: "Lucia Ferri" });
  await expect(marco).toContainText("Pickup");
  await expect(marco).toContainText("For Wed 12:00");
  await expect(lucia).toContainText("Delivery");
  await expect(lucia).toContainText(total);
});
