import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { dashboardOrderNumber } from "#contracts/order-statuses";
import type { TPlaceOrderResponse } from "#contracts/orders";
import type { TGetMicrositeResponse } from "#contracts/storefront";
import { apiOf, signIn } from "./support/api";
import { DESKTOP, expect, test } from "./support/fixtures";

/**
 * The restaurant's regulars (issue 31): orders placed in the shop through the API, then the merchant
 * finds, sorts and opens their customers on a desktop and on a phone, follows an order to the Orders
 * tab and downloads the list.
 */
const LUCIA = {
  name: "Lucia Ferri",
  phone: "+1 718 555 0123",
  address: "42 Mulberry Street, New York, NY 10013",
};
const MARCO = {
  name: "Marco Rossi",
  phone: "+1 718 555 0456",
  address: "7 Grand Street, New York, NY 10013",
};

/** An order to Bella Napoli from Williamsburg (where it delivers) of `quantity` of a product in stock. */
async function placeOrder(shopper: Page, customer: typeof LUCIA, quantity: number) {
  const api = apiOf(shopper);
  const store = await api.get<TGetMicrositeResponse>("/api/microsite/bella-napoli");
  const inStock = store.products.find((product) => product.quantity !== 0);
  if (!inStock) throw new Error("Bella Napoli has nothing in stock");
  return api.post<TPlaceOrderResponse>("/api/orders", {
    merchantSlug: "bella-napoli",
    customer,
    items: [{ productId: inStock.id, quantity }],
    location: { lat: 40.712, lng: -73.955 },
  });
}

/**
 * Lucia twice (her number written the national way the first time, her latest address the second:
 * one customer all the same, decision 0049), Marco once with a bigger order.
 */
async function placeOrders(shopper: Page) {
  const first = await placeOrder(shopper, { ...LUCIA, phone: "(718) 555-0123" }, 1);
  const big = await placeOrder(shopper, MARCO, 4);
  const latest = await placeOrder(shopper, { ...LUCIA, address: "9 Bedford Avenue, Brooklyn, NY 11211" }, 1);
  return { first, big, latest };
}

async function openCustomers(merchant: Page) {
  await merchant.goto("/dashboard");
  await merchant.getByRole("tab", { name: "Customers" }).click();
  await expect(merchant).toHaveURL(/\?tab=customers$/);
}

test("a store without orders says customers appear with their first order", async ({ openPage }) => {
  const merchant = await openPage({ viewport: DESKTOP });
  await signIn(merchant, "restaurant@demo.store");
  await openCustomers(merchant);
  await expect(merchant.getByText("No customers yet")).toBeVisible();
  await expect(merchant.getByText(/Customers appear here with their first order/)).toBeVisible();
});

test("the merchant finds, sorts and opens a customer, follows an order, and downloads the CSV", async ({
  page: shopper,
  openPage,
}) => {
  const orders = await placeOrders(shopper);
  const merchant = await openPage({ viewport: DESKTOP });
  await signIn(merchant, "restaurant@demo.store");
  await openCustomers(merchant);

  const rows = merchant.getByRole("table").getByRole("row");
  // Header and two customers, who ordered last first: Lucia, with her latest address.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText("Lucia Ferri");
  await expect(rows.nth(1)).toContainText("9 Bedford Avenue");
  await expect(rows.nth(1).getByRole("cell").nth(3)).toHaveText("2");
  await expect(merchant.getByTestId("showing-count")).toHaveText("Showing 1–2 of 2");

  await merchant.getByLabel("Search customers").fill("ROSS");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Marco Rossi");
  await merchant.getByLabel("Search customers").fill("555 0123");
  await expect(rows.nth(1)).toContainText("Lucia Ferri");
  await expect(rows).toHaveCount(2);
  await merchant.getByLabel("Search customers").fill("");
  await expect(rows).toHaveCount(3);

  // Total spent: fewest first, then most first (Marco's four pizzas).
  const spent = merchant.getByRole("columnheader", { name: /Total spent/ });
  await spent.getByRole("button").click();
  await expect(spent).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.nth(1)).toContainText("Lucia Ferri");
  await spent.getByRole("button").click();
  await expect(spent).toHaveAttribute("aria-sort", "descending");
  await expect(rows.nth(1)).toContainText("Marco Rossi");

  const download = merchant.waitForEvent("download");
  await merchant.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("customers.csv");
  const text = readFileSync((await file.path())!, "utf8");
  // UTF-8's byte-order mark first, so Excel reads accented names as written (issue 42).
  expect(text.startsWith("\uFEFF")).toBe(true);
  const csv = text.trim().split("\r\n");
  expect(csv[0]).toBe(
    "Name,Phone,Latest address,Orders,Total spent,First order (America/New_York),Last order (America/New_York),Currency",
  );
  expect(csv.slice(1).map((line) => line.split(",")[0])).toEqual(["Marco Rossi", "Lucia Ferri"]);
  // One line for Lucia, with her phone as she last wrote it (a leading "+" quoted, as toCsv keeps
  // a spreadsheet from reading a cell as a formula).
  expect(csv[2]).toContain(`Lucia Ferri,'${LUCIA.phone},"9 Bedford Avenue, Brooklyn, NY 11211",2,`);

  await rows.nth(2).getByRole("link", { name: "Lucia Ferri" }).click();
  await expect(merchant.getByRole("heading", { name: "Lucia Ferri" })).toBeVisible();
  await expect(merchant.getByRole("link", { name: LUCIA.phone })).toHaveAttribute("href", "tel:+17185550123");
  const placed = merchant.getByTestId("customer-order");
  await expect(placed).toHaveCount(2);
  await expect(placed.nth(0)).toContainText(`#${dashboardOrderNumber(orders.latest.id)}`);
  await expect(placed.nth(1)).toContainText(`#${dashboardOrderNumber(orders.first.id)}`);
  await expect(placed.nth(0).getByTestId("order-status")).toHaveText("Pending");

  await placed.nth(1).click();
  await expect(merchant).toHaveURL(new RegExp(`\\?tab=orders&order=${orders.first.id}$`));
  const linked = merchant.getByRole("region", { name: "Linked order" });
  await expect(linked).toContainText(dashboardOrderNumber(orders.first.id));
  await expect(linked).toContainText("Lucia Ferri");

  // The browser's Back returns to the customer, and the customer's own link to the list.
  await merchant.goBack();
  await expect(merchant.getByRole("heading", { name: "Lucia Ferri" })).toBeVisible();
  await merchant.getByRole("link", { name: "Back to customers" }).click();
  await expect(merchant).toHaveURL(/\?tab=customers$/);
  await expect(rows).toHaveCount(3);
});

test("on a phone, customers are cards with a sort picker, and a card opens the customer", async ({
  page: merchant,
  openPage,
}) => {
  await placeOrders(await openPage());
  await signIn(merchant, "restaurant@demo.store");
  await merchant.goto("/dashboard?tab=customers");

  const cards = merchant.getByTestId("customer-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText("Lucia Ferri");
  await expect(merchant.getByRole("table")).toHaveCount(0);
  await merchant.getByLabel("Sort by").selectOption({ label: "Name, Z to A" });
  await expect(cards.nth(0)).toContainText("Marco Rossi");
  await merchant.getByLabel("Search customers").fill("lucia");
  await expect(cards).toHaveCount(1);
  await cards.nth(0).click();
  await expect(merchant.getByRole("heading", { name: "Lucia Ferri" })).toBeVisible();
  await expect(merchant.getByTestId("customer-order")).toHaveCount(2);
  // Nothing wider than the phone's screen.
  expect(await merchant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
