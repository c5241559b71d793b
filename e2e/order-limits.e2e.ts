import type { Page } from "@playwright/test";
import type { TProduct } from "#contracts/catalog";
import { apiOf, registerStore } from "./support/api";
import { DESKTOP, expect, test } from "./support/fixtures";
import { productCard } from "./support/shopper";

/**
 * Issue 40's limits on what one shopper may hold: the merchant sets them in Settings (the test's
 * `page`, a desktop), and a shopper's phone (`openPage`) finds every quantity selector stopping
 * there, saying why: the product cards, the product page and the cart.
 */
test.use({ data: "empty", viewport: DESKTOP, expectedStatuses: [401] });

const PHONE = { width: 390, height: 844 };
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

async function openLampShop(page: Page) {
  await registerStore(page, {
    email: "lamps@example.com",
    password: "s3cret-pass",
    businessName: "Lamp Shop",
    businessSlug: "lamp-shop",
  });
}

test("the merchant sets the order limits in Settings, and they stay", async ({ page }, testInfo) => {
  await openLampShop(page);
  await page.goto("/dashboard?tab=settings");
  const form = page.getByRole("form", { name: "Order limits" });
  await expect(form.getByLabel("Most of one product per order")).toHaveValue("20");
  await expect(form.getByLabel("Most items in one order")).toHaveValue("100");
  await expect(form.getByLabel("Stock one customer may hold (%)")).toHaveValue("50");
  await expect(form.getByRole("switch", { name: "Cancel unconfirmed orders" })).not.toBeChecked();

  // A value out of bounds is named under its field, and nothing is sent.
  await form.getByLabel("Most of one product per order").fill("0");
  await form.getByRole("button", { name: "Save order limits" }).click();
  await expect(form.getByText("Enter a whole number from 1 to 10,000")).toBeVisible();

  await form.getByLabel("Most of one product per order").fill("3");
  await form.getByLabel("Most items in one order").fill("4");
  await form.getByRole("switch", { name: "Cancel unconfirmed orders" }).click();
  await form.getByLabel("Minutes after the order is due").fill("120");
  await form.getByRole("button", { name: "Save order limits" }).click();
  await expect(toast(page, "Order limits saved")).toBeVisible();
  await form.screenshot({ path: testInfo.outputPath("order-limits-desktop.png") });

  await page.setViewportSize(PHONE);
  await page.reload();
  const again = page.getByRole("form", { name: "Order limits" });
  await expect(again.getByLabel("Most of one product per order")).toHaveValue("3");
  await expect(again.getByLabel("Most items in one order")).toHaveValue("4");
  await expect(again.getByLabel("Minutes after the order is due")).toHaveValue("120");
  await again.scrollIntoViewIfNeeded();
  await again.screenshot({ path: testInfo.outputPath("order-limits-phone.png") });
  expect(await apiOf(page).get("/api/merchant/order-limits")).toEqual({
    maxPerProduct: 3,
    maxUnitsPerOrder: 4,
    holdSharePercent: 50,
    releaseUnconfirmedAfterMinutes: 120,
  });
});

test("a shopper's quantity selectors stop at the product's and the order's limits, and say which", async ({
  page,
  openPage,
}, testInfo) => {
  await openLampShop(page);
  const api = apiOf(page);
  await api.put("/api/merchant/order-limits", { maxPerProduct: 3, maxUnitsPerOrder: 5 });
  const lantern = await api.post<TProduct>("/api/products", {
    name: "Lantern",
    price: "12.00",
    quantity: 40,
  });
  await api.post<TProduct>("/api/products", {
    name: "Candle",
    price: "2.00",
    quantity: null,
    maxPerOrder: 10,
  });

  const shopper = await openPage({ viewport: PHONE });
  await shopper.goto("/microsite/lamp-shop");
  const lanternCard = productCard(shopper, "Lantern");
  await lanternCard.getByRole("button", { name: "Quick Add" }).click();
  await lanternCard.getByRole("button", { name: "Add More" }).click();
  await lanternCard.getByRole("button", { name: "Add More" }).click();
  await expect(lanternCard.getByRole("group", { name: "Lantern in your cart" })).toContainText("3");
  await expect(lanternCard.getByRole("button", { name: "Add More" })).toBeDisabled();
  await expect(lanternCard.getByText("At most 3 per order")).toBeVisible();

  // The candle's own maximum is 10, but the order holds 5 items at most.
  const candleCard = productCard(shopper, "Candle");
  await candleCard.getByRole("button", { name: "Quick Add" }).click();
  await candleCard.getByRole("button", { name: "Add More" }).click();
  await expect(candleCard.getByRole("button", { name: "Add More" })).toBeDisabled();
  await expect(candleCard.getByText("At most 5 items per order")).toBeVisible();
  await shopper.screenshot({ path: testInfo.outputPath("selector-cards-phone.png") });

  // The cart says the same beside each line that cannot grow.
  await shopper.getByRole("button", { name: /^Cart, 5 items/ }).click();
  const lines = shopper.getByTestId("cart-line");
  await expect(lines.filter({ hasText: "Lantern" }).getByText("At most 3 per order")).toBeVisible();
  await expect(lines.filter({ hasText: "Candle" }).getByText("At most 5 items per order")).toBeVisible();
  await expect(shopper.getByRole("button", { name: "Increase quantity of Candle" })).toBeDisabled();
  // One candle fewer frees one unit of the order: the lantern is still at its own maximum.
  await shopper.getByRole("button", { name: "Decrease quantity of Candle" }).click();
  await expect(shopper.getByRole("button", { name: "Increase quantity of Lantern" })).toBeDisabled();

  // The product page stops there too.
  await shopper.goto(`/microsite/lamp-shop/product/${lantern.id}`);
  await expect(shopper.getByTestId("order-limit-note")).toHaveText("At most 3 per order");
  await expect(shopper.getByRole("button", { name: /^Add to Cart/ })).toBeDisabled();
  await shopper.screenshot({ path: testInfo.outputPath("selector-product-phone.png") });
});
