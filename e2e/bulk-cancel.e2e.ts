import type { Page } from "@playwright/test";
import type { TProduct } from "#contracts/catalog";
import { dashboardOrderNumber } from "#contracts/order-statuses";
import type { TPlaceOrderResponse } from "#contracts/orders";
import { apiOf, signIn } from "./support/api";
import { seriousViolations } from "./support/axe";
import { test as base, DESKTOP, expect } from "./support/fixtures";

/**
 * Issue 40 (decision 0043): the merchant cancels a pile of orders at once from the Orders tab, on a
 * phone, with one note; and cancels a completed order whose goods came back ("Returned to stock").
 * Orders are placed through the API, as a shopper's checkout sends them.
 */
const test = base.extend<{ merchant: Page; shopper: Page }>({
  merchant: async ({ page }, use) => {
    await signIn(page, "restaurant@demo.store");
    await use(page);
  },
  shopper: async ({ openPage }, use) => {
    await use(await openPage());
  },
});

/** A plain product of the restaurant's (no choices to make), given 20 in stock as the merchant would. */
async function trackedProduct(merchant: Page) {
  const products = await apiOf(merchant).get<TProduct[]>("/api/products");
  const product = products.find((p) => p.isAvailable && !p.optionGroups?.length);
  if (!product) throw new Error("Bella Napoli has no plain product");
  return apiOf(merchant).put<TProduct>(`/api/products/${product.id}`, { quantity: 20 });
}

const stockOf = async (merchant: Page, productId: string) =>
  (await apiOf(merchant).get<TProduct[]>("/api/products")).find((p) => p.id === productId)!.quantity;

function placeOrder(shopper: Page, productId: string, quantity: number, name: string) {
  return apiOf(shopper).post<TPlaceOrderResponse>("/api/orders", {
    merchantSlug: "bella-napoli",
    customer: { name, phone: "+1 718 555 0123", address: "42 Mulberry Street, New York, NY 10013" },
    items: [{ productId, quantity }],
    location: { lat: 40.712, lng: -73.955 },
  });
}

const card = (page: Page, orderId: string) =>
  page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

test("on a phone, the merchant selects orders, cancels them with one note, and the list says so", async ({
  merchant,
  shopper,
}) => {
  const product = await trackedProduct(merchant);
  const before = product.quantity!;
  const fakes = [];
  for (const name of ["Fake One", "Fake Two", "Fake Three"])
    fakes.push(await placeOrder(shopper, product.id, 2, name));
  const real = await placeOrder(shopper, product.id, 1, "Real Customer");
  expect(await stockOf(merchant, product.id)).toBe(before - 7);

  await merchant.goto("/dashboard?tab=orders");
  await expect(card(merchant, real.id)).toBeVisible();
  await merchant.getByRole("checkbox", { name: "Select all 4 shown" }).check();
  await expect(merchant.getByTestId("selected-orders")).toHaveText("4 selected");
  // The real order is kept: unticked from the keyboard.
  const realBox = merchant.getByRole("checkbox", { name: `Select Order #${dashboardOrderNumber(real.id)}` });
  await realBox.focus();
  await merchant.keyboard.press("Space");
  await expect(realBox).not.toBeChecked();
  await expect(merchant.getByTestId("selected-orders")).toHaveText("3 selected");
  await merchant.screenshot({ path: test.info().outputPath("bulk-cancel-selected-390.png"), fullPage: true });
  expect(await seriousViolations(merchant)).toEqual([]);

  await merchant.getByRole("button", { name: "Cancel selected" }).click();
  const dialog = merchant.getByRole("dialog", { name: "Cancel 3 orders?" });
  await expect(dialog).toBeVisible();
  // No completed order among them: nothing to ask about returned goods.
  await expect(dialog.getByRole("checkbox", { name: "Returned to stock" })).toHaveCount(0);
  await dialog.getByLabel("Note").fill("Fake orders from one address");
  await merchant.screenshot({ path: test.info().outputPath("bulk-cancel-dialog-390.png") });
  expect(await seriousViolations(merchant)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel 3 orders" }).click();

  await expect(merchant.getByTestId("toast").filter({ hasText: "3 orders cancelled" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  for (const fake of fakes)
    await expect(card(merchant, fake.id).getByTestId("order-status")).toContainText("Cancelled");
  await expect(card(merchant, real.id).getByTestId("order-status")).toContainText("Pending");
  await expect(merchant.getByTestId("selected-orders")).toHaveCount(0);
  await expect(merchant.getByTestId("count-cancelled")).toHaveText("3");
  expect(await stockOf(merchant, product.id)).toBe(before - 1);

  // The note is in each order's history.
  await card(merchant, fakes[0]!.id).getByRole("button", { name: "Details" }).click();
  await expect(card(merchant, fakes[0]!.id).getByText("Fake orders from one address")).toBeVisible();
});

test("a completed order is cancelled with its goods returned to stock, another without", async ({
  openPage,
  shopper,
}) => {
  const merchant = await openPage({ viewport: DESKTOP });
  await signIn(merchant, "restaurant@demo.store");
  const product = await trackedProduct(merchant);
  const before = product.quantity!;
  const kept = await placeOrder(shopper, product.id, 2, "Kept Goods");
  const returned = await placeOrder(shopper, product.id, 3, "Returned Goods");
  for (const order of [kept, returned])
    await apiOf(merchant).patch(`/api/merchant/orders/${order.id}/status`, { status: "completed" });
  expect(await stockOf(merchant, product.id)).toBe(before - 5);

  await merchant.goto("/dashboard?tab=orders");
  const cancelThroughManage = async (orderId: string, restock: boolean) => {
    await card(merchant, orderId).getByRole("button", { name: "Manage" }).click();
    const dialog = merchant.getByRole("dialog", { name: `Manage Order #${dashboardOrderNumber(orderId)}` });
    const restockBox = dialog.getByRole("checkbox", { name: "Returned to stock" });
    await expect(restockBox).toHaveCount(0);
    await dialog.getByLabel("Status").selectOption("Cancelled");
    await expect(restockBox).not.toBeChecked();
    if (restock) {
      await restockBox.check();
      await merchant.screenshot({ path: test.info().outputPath("cancel-restock-desktop.png") });
    }
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card(merchant, orderId).getByTestId("order-status")).toContainText("Cancelled");
  };

  // Its goods left with the customer: nothing goes back on sale.
  await cancelThroughManage(kept.id, false);
  expect(await stockOf(merchant, product.id)).toBe(before - 5);
  // Its goods came back: they go on sale again.
  await cancelThroughManage(returned.id, true);
  await expect.poll(() => stockOf(merchant, product.id)).toBe(before - 2);
});
