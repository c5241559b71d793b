import type { Page } from "@playwright/test";
import { customerOrderNumber, type OrderStatus } from "#contracts/order-statuses";
import type { TPlaceOrderResponse } from "#contracts/orders";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { apiOf, signIn } from "./support/api";
import { test as base, DESKTOP, expect } from "./support/fixtures";
import { checkoutFromWilliamsburg } from "./support/shopper";

/**
 * An order from the customer's phone (the test's `page`) to the restaurant's dashboard on a
 * desktop (`openPage`) and back: each step starts from an order placed, and moved on, through the API.
 */
const STORE = "/microsite/bella-napoli";

/**
 * Lucia's order of a product in stock, placed through the public order endpoint from
 * Williamsburg (where the restaurant delivers), as the checkout sends it.
 */
async function placeOrder(customer: Page) {
  const api = apiOf(customer);
  const store = await api.get<TGetMicrositeResponse>("/api/microsite/bella-napoli");
  const inStock = store.products.find((product) => product.quantity !== 0);
  if (!inStock) throw new Error("Bella Napoli has nothing in stock");
  return api.post<TPlaceOrderResponse>("/api/orders", {
    merchantSlug: "bella-napoli",
    customer: {
      name: "Lucia Ferri",
      phone: "+1 718 555 0123",
      address: "42 Mulberry Street, New York, NY 10013",
    },
    items: [{ productId: inStock.id, quantity: 1 }],
    location: { lat: 40.712, lng: -73.955 },
  });
}

/** Moves the order on as the merchant's dashboard does. */
async function setStatus(merchant: Page, orderId: string, status: OrderStatus) {
  await apiOf(merchant).patch(`/api/merchant/orders/${orderId}/status`, { status });
}

/** The wa.me link WhatsApp documents: international digits, the text URL-encoded. */
const whatsappLink = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;

const trackingPath = (order: TPlaceOrderResponse) => `${STORE}/track/${order.trackingCode}`;

/**
 * Each test's two parties: the restaurant's merchant, signed in on a desktop page of its own, and
 * Lucia on the test's page, with her `order` placed when a test asks for one.
 */
const test = base.extend<{ merchant: Page; order: TPlaceOrderResponse }>({
  merchant: async ({ openPage }, use) => {
    const merchant = await openPage({ viewport: DESKTOP });
    await signIn(merchant, "restaurant@demo.store");
    await use(merchant);
  },
  order: async ({ page }, use) => {
    await use(await placeOrder(page));
  },
});
test.use({ expectedStatuses: [401] });

test("the merchant's open dashboard starts with no orders", async ({ merchant }) => {
  await merchant.goto("/dashboard");
  await expect(merchant.getByRole("heading", { name: "Welcome, Bella Napoli Trattoria" })).toBeVisible();
  await expect(merchant.getByTestId("stat-orders")).toHaveText(/^0$/);
  await expect(merchant.getByTestId("stat-revenue")).toHaveText(/^\$0\.00$/);
});

test("a customer orders on their phone and can follow the order, also after a reload", async ({
  page: customer,
}) => {
  await customer.goto(STORE);
  await expect(customer.getByRole("heading", { name: "Bella Napoli Trattoria" }).first()).toBeVisible();
  await checkoutFromWilliamsburg(customer);
  await customer.getByRole("button", { name: /^Place Order - \$/ }).click();
  await expect(customer.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
  const shownNumber = customer.getByTestId("order-number");
  await expect(shownNumber).toHaveText(/\S/);
  const orderNumber = (await shownNumber.textContent()) ?? "";

  // WhatsApp: the store's "+1 718-555-0199", normalised by the server, with the order's number.
  const whatsapp = customer.getByRole("link", { name: "Message the store on WhatsApp" });
  await expect(whatsapp).toHaveAttribute(
    "href",
    whatsappLink("17185550199", `Hi Bella Napoli Trattoria, about my order ${orderNumber}`),
  );
  await expect(whatsapp).toHaveAttribute("target", "_blank");

  await customer.reload();
  await expect(customer.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
  await expect(customer.getByTestId("order-number")).toHaveText(orderNumber);

  await customer.getByRole("link", { name: "Follow your order" }).click();
  await expect(customer).toHaveURL(/\/microsite\/bella-napoli\/track\/[0-9A-Z]{8}$/);
  await expect(customer.getByTestId("tracking-status")).toHaveText("Order received");
  const code = customer.url().slice(-8);
  await expect(customer.getByRole("link", { name: "Message the store on WhatsApp" })).toHaveAttribute(
    "href",
    whatsappLink("17185550199", `Hi Bella Napoli Trattoria, about my order ${code}`),
  );
  await expect.poll(() => customer.content()).not.toContain("555 0123");
  await expect.poll(() => customer.content()).not.toContain("Mulberry");
});

test("the open dashboard shows the new order within 15 seconds, without a reload", async ({
  page: customer,
  merchant,
}) => {
  // The order comes once the dashboard listens for new ones: its event stream has answered.
  const listening = merchant.waitForResponse((res) => res.url().endsWith("/api/merchant/orders/events"));
  await merchant.goto("/dashboard");
  await expect(merchant.getByTestId("stat-orders")).toHaveText(/^0$/);
  await listening;
  await placeOrder(customer);

  await expect(merchant.getByTestId("new-orders-badge")).toBeVisible({ timeout: 15_000 });
  await expect(merchant.getByTestId("new-orders-badge")).toHaveText("1 new");
  await expect(merchant.getByTestId("toast").filter({ hasText: "New order received" })).toBeVisible();
  await expect(merchant).toHaveTitle(/^\(1\) /);
  await expect(merchant.getByTestId("stat-orders")).toHaveText(/^1$/);

  await merchant.getByRole("tab", { name: /Orders/ }).click();
  await expect(merchant.getByTestId("order-card").first()).toBeVisible();
  await expect(merchant.getByTestId("order-card")).toHaveCount(1);
  await expect(merchant.getByTestId("count-pending")).toHaveText("1");
  // Seen: the badge and the title count go away.
  await expect(merchant.getByTestId("new-orders-badge")).toHaveCount(0);
  await expect(merchant).not.toHaveTitle(/^\(\d+\)/);
});

test("the merchant confirms it and the customer sees it confirmed", async ({
  page: customer,
  order,
  merchant,
}) => {
  await merchant.goto("/dashboard?tab=orders");
  const card = merchant.getByTestId("order-card").first();
  await card.getByRole("button", { name: "Confirm" }).click();
  await expect(card.getByTestId("order-status")).toContainText("Confirmed");
  await expect(merchant.getByTestId("count-confirmed")).toHaveText("1");
  // "Message customer": Lucia's "+1 718 555 0123", her order's number as her pages show it, its status.
  await card.getByRole("button", { name: "Details" }).click();
  await expect(card.getByRole("link", { name: "Message customer" })).toHaveAttribute(
    "href",
    whatsappLink(
      "17185550123",
      `Hi Lucia, your order ${customerOrderNumber(order.id)} from Bella Napoli Trattoria is Confirmed.`,
    ),
  );

  await customer.goto(trackingPath(order));
  await expect(customer.getByTestId("tracking-status")).toContainText("Confirmed by the store");
});

test("the merchant adds tracking info and an estimated delivery; the customer sees both", async ({
  page: customer,
  order,
  merchant,
}) => {
  await setStatus(merchant, order.id, "confirmed");
  await merchant.goto("/dashboard?tab=orders");
  await expect(merchant.getByTestId("order-card").first().getByTestId("order-status")).toContainText(
    "Confirmed",
  );

  await merchant.getByTestId("order-card").first().getByRole("button", { name: "Manage" }).click();
  const dialog = merchant.getByRole("dialog");
  await dialog.getByLabel("Status").selectOption("processing");
  await dialog.getByLabel("Notes").fill("Pizza in the oven");
  await dialog.getByLabel("Tracking info").fill("Rider Marco is on the way");
  await dialog.getByLabel("Estimated delivery").fill("2030-05-04T18:30");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toHaveCount(0);
  const card = merchant.getByTestId("order-card").first();
  await expect(card.getByTestId("order-status")).toContainText("Processing");
  await card.getByRole("button", { name: "Details" }).click();
  await expect(card.getByText("Pizza in the oven")).toBeVisible();

  await customer.goto(trackingPath(order));
  await expect(customer.getByTestId("tracking-status")).toContainText("Being prepared");
  await expect(customer.getByText("Rider Marco is on the way")).toBeVisible();
  await expect(customer.getByText(/Estimated delivery:\s*May 4, 2030/)).toBeVisible();
  await expect.poll(() => customer.content()).not.toContain("Pizza in the oven");
});

test("the merchant completes it; the customer sees it delivered, and the dashboard counts the revenue", async ({
  page: customer,
  order,
  merchant,
}) => {
  await setStatus(merchant, order.id, "confirmed");
  await setStatus(merchant, order.id, "processing");
  await merchant.goto("/dashboard?tab=orders");
  const status = merchant.getByTestId("order-card").first().getByTestId("order-status");
  await expect(status).toContainText("Processing");

  await merchant.getByTestId("order-card").first().getByRole("button", { name: "Mark Completed" }).click();
  await expect(status).toContainText("Completed");

  await customer.goto(trackingPath(order));
  await expect(customer.getByTestId("tracking-status")).toContainText("Delivered");
  const steps = customer.getByRole("list", { name: "Progress" }).getByText("(done)");
  await expect(steps).toHaveCount(4);

  await merchant.getByRole("tab", { name: /Dashboard/ }).click();
  await expect(merchant.getByTestId("today-orders")).toHaveText(/^1$/);
  await expect(merchant.getByTestId("stat-revenue")).toHaveText(/^\$\d+\.\d{2}$/);
});

test("signing out everywhere ends the merchant's other sessions too", async ({ merchant, openPage }) => {
  const other = await openPage();
  await signIn(other, "restaurant@demo.store");
  expect((await other.request.get("/api/user")).status()).toBe(200);

  await merchant.goto("/dashboard");
  await merchant.getByRole("tab", { name: /Settings/ }).click();
  await merchant.getByRole("button", { name: "Sign out everywhere" }).click();
  await merchant.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(merchant).toHaveURL(/\/auth/);
  await expect.poll(async () => (await other.request.get("/api/user")).status()).toBe(401);
});

test("on a phone the merchant finds an order by the success page's number, and the next one arriving on the open Orders tab is highlighted and announced", async ({
  page: customer,
  openPage,
}, testInfo) => {
  const first = await placeOrder(customer);
  const merchant = await openPage();
  await signIn(merchant, "restaurant@demo.store");
  const listening = merchant.waitForResponse((res) => res.url().endsWith("/api/merchant/orders/events"), {
    timeout: 30_000,
  });
  await merchant.goto("/dashboard?tab=orders");
  await listening;

  // The customer reads out the number their success page showed ("#" and the id's last 8).
  const search = merchant.getByRole("searchbox", { name: "Find an order" });
  await search.fill(customerOrderNumber(first.id));
  await expect(merchant.getByTestId("order-card")).toHaveCount(1);
  await expect(merchant.getByTestId("order-numbers")).toHaveText(
    `Customer's number ${customerOrderNumber(first.id)} · Tracking code ${first.trackingCode}`,
  );
  await expect(merchant.getByRole("heading", { name: `Order #${first.id.slice(0, 8)}` })).toBeVisible();
  await search.fill("");

  const second = await placeOrder(customer);
  const arrived = merchant.locator(`[data-testid="order-card"][data-order-id="${second.id}"]`);
  await expect(arrived).toHaveAttribute("data-fresh", "true", { timeout: 15_000 });
  await expect(merchant.getByRole("status").filter({ hasText: "New order received" })).toHaveText(
    `New order received: Order #${second.id.slice(0, 8)} from Lucia Ferri: $${second.totalAmount}`,
  );
  // Told once: on the Orders tab the announcement, not a toast over it.
  await expect(merchant.getByTestId("toast")).toHaveCount(0);
  // However far down the list, the tab bar stays in view, Orders in it.
  await merchant.getByRole("link", { name: "Export CSV" }).scrollIntoViewIfNeeded();
  await merchant.mouse.wheel(0, 2000);
  await expect(merchant.getByRole("tab", { name: /Orders/ })).toBeInViewport({ ratio: 1 });
  await merchant.evaluate(() => window.scrollTo(0, 0));
  await merchant.screenshot({ path: testInfo.outputPath("orders-tab-390.png") });
  await arrived.getByRole("button", { name: "Details" }).click();
  await expect(arrived).not.toHaveAttribute("data-fresh");
});
