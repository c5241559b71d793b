import { formatMoney, fromMinor, toMinor, US_DOLLARS } from "#contracts/money";
import { signIn } from "./support/api";
import { placePaidCardOrder } from "./support/card-orders";
import { DESKTOP, expect, test } from "./support/fixtures";

/**
 * Issue 41's merchant half: a card order at the demo restaurant, which takes cards through the
 * built-in test gateway and the money when it confirms the order. The order is placed and paid
 * through the API (the shopper's screens are e2e/card-payments.e2e.ts); the merchant confirms it
 * in the Orders tab, which takes the money, refunds part of it, and the order shows both.
 */

test("the merchant confirms a card order, which takes the money, refunds part, and the order shows both", async ({
  page,
  openPage,
}) => {
  const order = await placePaidCardOrder(page);
  // The demo restaurant is a US dollar store.
  const total = formatMoney(order.totalAmount, US_DOLLARS);
  const refund = fromMinor(Math.floor(toMinor(order.totalAmount, "USD") / 4) || 1, "USD");
  const left = formatMoney(toMinor(order.totalAmount, "USD") - toMinor(refund, "USD"), US_DOLLARS);

  const merchant = await openPage({ viewport: DESKTOP });
  await signIn(merchant, "restaurant@demo.store");
  await merchant.goto("/dashboard?tab=orders");
  const card = merchant.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
  await expect(card.getByTestId("order-payment")).toHaveText("Card · Authorized");

  await test.step("confirming takes the money held at checkout", async () => {
    await card.getByRole("button", { name: `Confirm and take ${total}` }).click();
    await expect(card.getByTestId("order-status")).toHaveText("Confirmed");
    await expect(card.getByTestId("order-payment")).toHaveText("Card · Paid");
  });

  await test.step("a part refunded, with a reason", async () => {
    await card.getByRole("button", { name: "Details" }).click();
    const payment = card.getByRole("region", { name: "Payment" });
    await expect(payment.getByTestId("payment-paid")).toHaveText(total);
    await payment.getByRole("button", { name: "Refund" }).click();
    const dialog = merchant.getByRole("dialog");
    await expect(dialog.getByLabel("Amount ($)")).toHaveValue(
      fromMinor(toMinor(order.totalAmount, "USD"), "USD"),
    );
    await dialog.getByLabel("Amount ($)").fill(refund);
    await dialog.getByLabel("Reason").fill("One dish was missing");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await expect(dialog).toBeHidden();

    await expect(card.getByTestId("order-status")).toHaveText("Confirmed");
    await expect(payment.getByTestId("order-payment")).toHaveText("Card · Partially refunded");
    await expect(payment.getByTestId("payment-paid")).toHaveText(total);
    await expect(payment.getByTestId("payment-refunded")).toHaveText(formatMoney(refund, US_DOLLARS));
    // The events in time order: held, taken, part given back with its reason.
    const events = payment.getByTestId("payment-event");
    await expect(events.filter({ hasText: /^Card authorized \(held\)/ })).toContainText(total);
    await expect(events.last()).toContainText(`Refunded ${formatMoney(refund, US_DOLLARS)}`);
    await expect(events.last()).toContainText("One dish was missing");
    const kinds = await events.evaluateAll((items) =>
      items.map((item) => item.querySelector(".font-medium")?.textContent),
    );
    expect(kinds.indexOf("Card authorized (held)")).toBeLessThan(kinds.indexOf("Captured"));
    expect(kinds.indexOf("Captured")).toBeLessThan(kinds.indexOf("Refunded"));
    // What is left can still be refunded: the dialog offers exactly that.
    await payment.getByRole("button", { name: "Refund" }).click();
    await expect(merchant.getByRole("dialog").getByText(`At most ${left}`)).toBeVisible();
    await merchant.getByRole("dialog").getByRole("button", { name: "Keep the money" }).click();
    // For a person to look at: the payment section on a desktop and on a phone.
    await card.screenshot({ path: test.info().outputPath("payment-section-1280.png") });
    await merchant.setViewportSize({ width: 390, height: 844 });
    await card.screenshot({ path: test.info().outputPath("payment-section-390.png") });
  });
});
