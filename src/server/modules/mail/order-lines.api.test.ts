import { expect, it } from "vitest";
import { US_DOLLARS } from "#contracts/money";
import type { TMerchantOrderDetails, TOrderTracking } from "#contracts/order-management";
import type { TPlaceOrderResponse } from "#contracts/orders";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { findMailItems, findMailOrder } from "./mail-data-queries";
import { itemsText } from "./render/order-sections";

// Issue 42, "the same numbers everywhere": one order's lines, as the order's own answer, its tracking
// page, the merchant's details and its mail list them: the same lines, in the cart's order, with the
// same line totals.

const customer = { name: "Ada Lovelace", phone: "+1 212-555-0199", address: "12 Analytical Way, New York" };

describeOnDrivers("an order's lines everywhere", (t) => {
  it("lists the lines in the cart's order with the server's line totals on every view and in the mail", async () => {
    const { client: merchant, merchant: store } = await registerMerchant(t.app);
    const db = t.database.db;
    // Named against the alphabet, so neither a name sort nor a random id can pass for the cart's order.
    const cart = [
      { name: "Zucchini bread", price: "3.25", quantity: 2, total: "6.50" },
      { name: "Apple pie", price: "4.50", quantity: 1, total: "4.50" },
      { name: "Mango lassi", price: "2.00", quantity: 3, total: "6.00" },
      { name: "Cherry tart", price: "5.10", quantity: 1, total: "5.10" },
    ];
    const products = await Promise.all(
      cart.map((line) => createProduct(db, store.id, { name: line.name, price: line.price })),
    );
    const res = await new TestClient(t.app).post("/api/orders", {
      merchantSlug: store.businessSlug,
      customer,
      items: cart.map((line, i) => ({ productId: products[i]!.id, quantity: line.quantity })),
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed: TPlaceOrderResponse = res.json();

    const tracking: TOrderTracking = (
      await new TestClient(t.app).get(`/api/microsite/${store.businessSlug}/orders/${placed.trackingCode}`)
    ).json();
    const [details] = (await merchant.get("/api/merchant/orders/detailed")).json() as TMerchantOrderDetails[];
    const expected = cart.map((line) => [line.name, line.quantity, line.total]);
    for (const items of [placed.orderItems, tracking.items, details!.orderItems])
      expect(items.map((item) => [item.productName, item.quantity, item.lineTotal])).toEqual(expected);

    // The mail: the same lines in the same order, each with the same total.
    const order = await findMailOrder(db, store.id, placed.id);
    const text = itemsText(order!, await findMailItems(db, store.id, placed.id), US_DOLLARS);
    expect(text.slice(0, cart.length)).toEqual(
      cart.map((line) => `${line.quantity} × ${line.name}  $${line.total}`),
    );
    expect(placed.subtotal).toBe("22.10");
  });
});
