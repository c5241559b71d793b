import type { TMerchant } from "#contracts/auth";
import type { TProduct } from "#contracts/catalog";
import { apiOf } from "./support/api";
import { DESKTOP, expect, test } from "./support/fixtures";
import { fillDeliveryDetails, productCard } from "./support/shopper";

/**
 * Issue 45, items 1 and 2: an Osaka ramen shop registers from a browser in Tokyo, which proposes
 * yen and Japan's formats; its prices have no decimals, and a shopper's phone shows and orders in
 * yen, from the store to "Order Placed!".
 */
test.use({
  data: "empty",
  viewport: DESKTOP,
  expectedStatuses: [401],
  timezoneId: "Asia/Tokyo",
  locale: "ja-JP",
});

const PHONE = { width: 390, height: 844 };

test("an Osaka ramen shop opens in yen with Japan's formats, and a shopper orders in yen", async ({
  page,
  openPage,
}, testInfo) => {
  await page.goto("/auth?tab=register");
  await page.getByLabel("Business Name").fill("Ramen Ichiban");
  await page.getByLabel("Business Type").selectOption("restaurant");
  // The browser is in Tokyo and reads Japanese: yen, written as Japan writes numbers and times.
  await expect(page.getByLabel("Currency")).toHaveValue("JPY");
  await expect(page.getByLabel("Number and date format")).toHaveValue("ja-JP");
  await expect(page.getByTestId("register-formats-preview")).toHaveText(
    "Reads: ¥1,235 · 22:30 · Sun, Nov 29",
  );
  await page
    .getByRole("form", { name: "Register" })
    .screenshot({ path: testInfo.outputPath("register-in-yen.png") });
  await page.getByLabel("Email").fill("ramen@example.com");
  await page.getByLabel("Password").fill("s3cret-pass");
  await page.getByLabel("Start with an example menu").uncheck();
  await page.getByRole("button", { name: "Create My Store" }).click();
  // A new store starts on its first-run path (issue 48), which can be finished later.
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByRole("link", { name: "Finish later" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const user = await apiOf(page).get<TMerchant>("/api/user");
  expect(user).toMatchObject({ currency: "JPY", locale: "ja-JP", businessSlug: "ramen-ichiban" });

  // A yen price has no decimals: the form says so, naming the currency.
  await page.goto("/products");
  await page.getByRole("button", { name: "Add Product" }).first().click();
  await page.getByLabel("Name", { exact: true }).fill("Tonkotsu Ramen");
  await page.getByLabel("Price (¥)", { exact: true }).fill("1200.5");
  await page.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByText("Please enter a valid price in JPY, with no decimals")).toBeVisible();
  await page.getByLabel("Price (¥)", { exact: true }).fill("1200");
  await page.getByLabel("Discount Price (¥)", { exact: true }).fill("980");
  await page.getByRole("button", { name: "Create Product" }).click();
  const row = page.getByTestId("product-row").filter({ hasText: "Tonkotsu Ramen" });
  await expect(row).toContainText("¥980");
  await expect(row).toContainText("¥1,200");
  const [ramen] = await apiOf(page).get<TProduct[]>("/api/products");
  expect(ramen).toMatchObject({ price: "1200", discountPrice: "980" });

  // A shopper's phone in Osaka.
  const shopper = await openPage({ viewport: PHONE, timezoneId: "Asia/Tokyo", locale: "ja-JP" });
  await shopper.goto("/microsite/ramen-ichiban");
  const card = productCard(shopper, "Tonkotsu Ramen").first();
  await expect(card).toContainText("¥980");
  await expect(card).toContainText("¥1,200");
  await shopper.screenshot({ path: testInfo.outputPath("store-in-yen-390.png") });
  await card.getByRole("button", { name: "Quick Add" }).click();
  await shopper.getByRole("button", { name: /^Cart, 1 item/ }).click();
  await shopper.getByRole("button", { name: "Proceed to Checkout" }).click();
  await fillDeliveryDetails(shopper, {
    name: "Haruto Sato",
    phone: "+81 6-6123-4567",
    address: "1-1 Namba, Chuo-ku, Osaka",
  });
  const place = shopper.getByRole("button", { name: "Place Order - ¥980" });
  await expect(place).toBeEnabled();
  const [response] = await Promise.all([
    shopper.waitForResponse((res) => res.url().endsWith("/api/orders") && res.request().method() === "POST"),
    place.click(),
  ]);
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ currency: "JPY", subtotal: "980", totalAmount: "980" });
  await expect(shopper.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
  await expect(shopper.getByRole("main")).toContainText("¥980");
  await shopper.screenshot({ fullPage: true, path: testInfo.outputPath("order-placed-390.png") });

  // The merchant's order list says the same.
  await page.goto("/dashboard?tab=orders");
  await expect(page.getByText("¥980").first()).toBeVisible();
});
