import { signIn } from "./support/api";
import { DESKTOP, expect, test } from "./support/fixtures";

/**
 * Issue 31's journey at the demo restaurant (open at the e2e server's Tuesday noon in New York): the
 * merchant creates "WELCOME10" in the Discounts tab; a customer applies it at checkout, sees the
 * Discount line in the total, orders a pickup and sees the line again on the success page; the code
 * then shows its use and what it brought, and the customer appears in Customers with the order.
 */
test.use({ expectedStatuses: [401] });

const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^0-9.]/g, "")) * 100);

test("the merchant creates WELCOME10, a customer uses it and sees the discount, and appears in Customers with the order", async ({
  page: customer,
  openPage,
}) => {
  const merchant = await openPage({ viewport: DESKTOP });
  await signIn(merchant, "restaurant@demo.store");
  await merchant.goto("/dashboard?tab=discounts");
  await merchant.getByRole("button", { name: "Create discount", exact: true }).click();
  const dialog = merchant.getByRole("dialog");
  await dialog.getByLabel("Code").fill("WELCOME10");
  await dialog.getByLabel("Percentage").check();
  await dialog.getByLabel("Value").fill("10");
  await dialog.getByRole("button", { name: "Create code" }).click();
  await expect(merchant.getByTestId("toast").getByText("Discount code WELCOME10 created")).toBeVisible();
  const row = merchant.getByTestId("discount-row").filter({ hasText: "WELCOME10" });
  await expect(row).toContainText("10% off");

  // The customer: a pickup of the first dish, with the code typed in small letters.
  await customer.goto("/microsite/bella-napoli");
  await customer.getByRole("button", { name: "Quick Add" }).first().click();
  await customer.getByRole("button", { name: /^Cart, 1 item/ }).click();
  await customer.getByRole("button", { name: "Proceed to Checkout" }).click();
  await customer
    .locator("label")
    .filter({ hasText: /^Pickup/ })
    .first()
    .click();
  await customer.getByLabel("Discount code").fill("welcome10");
  await customer.getByRole("button", { name: "Apply" }).click();
  await expect(customer.getByTestId("discount-applied")).toContainText("WELCOME10");
  const subtotal = cents(await customer.getByTestId("checkout-subtotal").textContent());
  const discount = Math.round(subtotal / 10);
  await expect(customer.getByText("Discount (WELCOME10)")).toBeVisible();
  expect(cents(await customer.getByTestId("checkout-discount").textContent())).toBe(discount);
  expect(cents(await customer.getByTestId("checkout-total").textContent())).toBe(subtotal - discount);

  await customer.getByLabel("Full Name *").fill("Wendy Welcome");
  await customer.getByLabel("Phone Number *").fill("+1 718 555 0110");
  const [placed] = await Promise.all([
    customer.waitForResponse((res) => res.url().endsWith("/api/orders") && res.request().method() === "POST"),
    customer.getByRole("button", { name: /^Place Order - \$/ }).click(),
  ]);
  expect(placed.status()).toBe(201);
  const order = await placed.json();
  expect(order).toMatchObject({
    discountCode: "WELCOME10",
    totalAmount: ((subtotal - discount) / 100).toFixed(2),
  });
  await expect(customer.getByRole("heading", { name: "Order Placed!" })).toBeVisible();
  await expect(customer.getByTestId("order-discount")).toContainText("Discount (WELCOME10)");

  // The merchant: the code's use, the revenue its order brought and the discount it gave.
  await merchant.reload();
  const figures = row.locator("td.tabular-nums");
  await expect(figures).toHaveText([
    "1 (no limit)",
    `$${((subtotal - discount) / 100).toFixed(2)}`,
    `$${(discount / 100).toFixed(2)}`,
  ]);

  // And the customer, with the order.
  await merchant.goto("/dashboard?tab=customers");
  await merchant.getByRole("searchbox", { name: "Search customers" }).fill("Wendy");
  const customerRow = merchant.getByRole("row").filter({ hasText: "Wendy Welcome" });
  await expect(customerRow).toContainText("+1 718 555 0110");
  await customerRow.getByRole("link", { name: "Wendy Welcome" }).click();
  await expect(merchant.getByRole("heading", { name: "Wendy Welcome" })).toBeVisible();
  const orderLink = merchant.getByRole("link", { name: new RegExp(`#${order.id.slice(0, 8)}`) });
  await expect(orderLink).toBeVisible();
  await expect(orderLink).toContainText("WELCOME10");
});
