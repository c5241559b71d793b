import { apiOf, signIn } from "./support/api";
import { expect, test } from "./support/fixtures";
import { sendPrescription } from "./support/shopper";

/**
 * Issue 42, items 5 and 6, on a phone (390 px): a closed store says so at the top of its forms,
 * before anything is filled in. The e2e server's clock starts on Tuesday 2026-05-05 at noon in New
 * York; the demo pharmacy is closed for that day (a closure), so it opens Wed 8:00 AM.
 */
test.use({ expectedStatuses: [401] });

const PHARMACY = "/microsite/greenleaf-pharmacy";

test("a closed pharmacy's prescription form and its checkout say so first; a prescription is a request for a price", async ({
  page: customer,
  openPage,
}) => {
  const pharmacy = await openPage();
  await signIn(pharmacy, "pharmacy@demo.store");
  await apiOf(pharmacy).put("/api/merchant/trading", { closures: ["2026-05-05"] });

  // A pharmacy takes prescriptions while closed (its default): the form says so, and stays.
  await customer.goto(`${PHARMACY}?view=prescription-order`);
  const closed = customer.getByRole("region", { name: "Store closed" });
  await expect(closed).toContainText("Closed · opens Wed 8:00 AM");
  await expect(closed).toContainText(
    "You can send your prescription now: Greenleaf Pharmacy reviews it when it opens (Wed 8:00 AM) and then sends you a price.",
  );
  await expect(customer.getByLabel("Full Name *")).toBeVisible();

  // Sent, it is a request for a price: what happens next, and "Pending Quote" for its total.
  const order = await sendPrescription(customer);
  await customer.goto(`${PHARMACY}?view=order-success&order=${order.id}&code=${order.trackingCode}`);
  await expect(customer.getByRole("heading", { name: "Prescription Sent!" })).toBeVisible();
  await expect(customer.getByTestId("prescription-total")).toHaveText("TotalPending Quote");
  await expect(
    customer.getByText(
      "Greenleaf Pharmacy is closed now: it reviews your prescription when it opens, Wed 8:00 AM.",
    ),
  ).toBeVisible();
  await expect(customer.getByText(/Estimated delivery/)).toHaveCount(0);

  // Not taking them while closed: nothing to fill in, and Send says why it is off.
  await apiOf(pharmacy).put("/api/merchant/trading", { prescriptionsWhileClosed: false });
  await customer.goto(`${PHARMACY}?view=prescription-order`);
  await expect(closed).toContainText("You can send your prescription once it opens.");
  await expect(customer.getByLabel("Full Name *")).toHaveCount(0);
  await expect(customer.getByRole("button", { name: "Send Prescription" })).toBeDisabled();

  // Its checkout (no orders for later): told at the top, no form to fill in, Place Order says why.
  await customer.getByRole("button", { name: "Back to store home" }).click();
  await customer
    .getByRole("button", { name: /^Quick Add/ })
    .first()
    .click();
  await customer.getByRole("button", { name: /^Cart, 1 item/ }).click();
  await customer.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(closed).toContainText(
    "Greenleaf Pharmacy is closed right now. It opens Wed 8:00 AM. Your cart is kept: come back then to place your order.",
  );
  await expect(customer.getByLabel("Full Name *")).toHaveCount(0);
  const place = customer.getByRole("button", { name: /^Place Order - \$/ });
  await expect(place).toBeDisabled();
  await expect(place).toHaveAccessibleDescription(
    "Greenleaf Pharmacy is closed right now. It opens Wed 8:00 AM.",
  );
});
