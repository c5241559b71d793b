import { request as httpRequest } from "node:http";
import { expect, it } from "vitest";
import type { TSeenOrderDetails } from "#contracts/order-privacy";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { addMember } from "#tests/helpers/staff";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

/**
 * Issue 43's table, decision 0059: the kitchen sees orders "without the customer's phone, email and
 * address, and without money figures"; the orders role sees them all. Every orders answer is read
 * as text and searched for the values themselves, so a field added later cannot leak them unseen.
 */
const customer = {
  name: "Ada Kitchenfan",
  phone: "+1 555 0199",
  address: "42 Secret Street, Springfield",
  email: "ada.private@example.com",
};
const NOTE = "No onions please";
/**
 * Values only money fields hold: the unit price and the total (two pizzas, no fee, no discount).
 * Neither can be part of a timestamp's "SS.mmm" (no second is 61 or 122), which the answers hold too.
 */
const MONEY = ["61.45", "122.90"];
const CONTACT = [customer.phone, "5550199", customer.email, "Secret Street"];

/** The first `new-order` event's data on the store's live stream, for the signed-in client. */
function firstNewOrder(baseUrl: string, cookie: string, placeOrder: () => Promise<unknown>) {
  const url = new URL(`${baseUrl}/api/merchant/orders/events`);
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no new-order event in time")), 10_000);
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, headers: { cookie } },
      (res) => {
        let buffer = "";
        res.on("data", (chunk: Buffer) => {
          const before = buffer;
          buffer += chunk.toString();
          if (!before.includes(": connected") && buffer.includes(": connected")) placeOrder().catch(reject);
          const event = /event: new-order\ndata: (.*)\n/.exec(buffer);
          if (event) {
            clearTimeout(timer);
            req.destroy();
            resolve(event[1]!);
          }
        });
      },
    );
    req.on("error", () => {});
    req.end();
  });
}

describeOnDrivers("what each role sees of an order", (t) => {
  async function storeWithOrder() {
    const { client: owner, merchant } = await registerMerchant(t.app);
    const pizza = await createProduct(t.database.db, merchant.id, {
      name: "Margherita",
      price: "61.45",
      quantity: null,
    });
    const shopper = new TestClient(t.app);
    const placeOrder = async () => {
      const res = await shopper.post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer,
        items: [{ productId: pizza.id, quantity: 2 }],
        notes: NOTE,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; totalAmount: string };
    };
    return { owner, merchant, placeOrder };
  }

  /** Every orders answer a role can read about `orderId`, as the text sent. */
  async function answers(client: TestClient, orderId: string) {
    const urls = [
      "/api/merchant/orders",
      "/api/merchant/orders/detailed",
      "/api/merchant/orders/counts",
      `/api/merchant/orders/${orderId}`,
    ];
    const bodies: string[] = [];
    for (const url of urls) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      bodies.push(res.body);
    }
    const changed = await client.patch(`/api/merchant/orders/${orderId}/status`, {
      status: "pending",
      notes: NOTE,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    bodies.push(changed.body);
    const tracked = await client.patch(`/api/merchant/orders/${orderId}/tracking`, {
      trackingInfo: "Counter 2",
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    bodies.push(tracked.body);
    return bodies;
  }

  it("gives the kitchen the order to cook, without the customer's contact details or any money figure", async () => {
    const { merchant, placeOrder } = await storeWithOrder();
    const placed = await placeOrder();
    expect(placed.totalAmount).toBe("122.90");
    const kitchen = await addMember(t.app, t.database.db, merchant.id, "kitchen");
    for (const body of await answers(kitchen.client, placed.id)) {
      for (const value of [...MONEY, ...CONTACT]) expect(body).not.toContain(value);
    }
    const detail: TSeenOrderDetails = (await kitchen.client.get(`/api/merchant/orders/${placed.id}`)).json();
    expect(detail).toMatchObject({
      totalAmount: null,
      subtotal: null,
      deliveryFee: null,
      discountAmount: null,
      amountPaid: null,
      amountRefunded: null,
      notes: NOTE,
      fulfilment: "delivery",
      customer: { name: customer.name, phone: null, email: null, address: null, whatsappPhone: null },
      payments: [],
    });
    expect(detail.orderItems).toEqual([
      expect.objectContaining({
        productName: "Margherita",
        quantity: 2,
        price: null,
        unitPrice: null,
        lineTotal: null,
      }),
    ]);
  });

  it("keeps every figure and contact detail for the orders role and the owner", async () => {
    const { owner, merchant, placeOrder } = await storeWithOrder();
    const placed = await placeOrder();
    const orders = await addMember(t.app, t.database.db, merchant.id, "orders");
    for (const client of [owner, orders.client]) {
      const detail = (await client.get(`/api/merchant/orders/${placed.id}`)).body;
      for (const value of ["122.90", "61.45", customer.phone, customer.email, "Secret Street"])
        expect(detail).toContain(value);
      const list = (await client.get("/api/merchant/orders")).json();
      expect(list[0]).toMatchObject({ totalAmount: "122.90", customer });
    }
  });

  it("sends the kitchen's live stream new orders without their total, the owner's with it", async () => {
    const { owner, merchant, placeOrder } = await storeWithOrder();
    const kitchen = await addMember(t.app, t.database.db, merchant.id, "kitchen");
    const baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
    for (const [client, total] of [
      [kitchen.client, null],
      [owner, "122.90"],
    ] as const) {
      await client.token();
      const event = await firstNewOrder(baseUrl, client.cookieHeader(), placeOrder);
      expect(JSON.parse(event)).toMatchObject({ totalAmount: total, customerName: customer.name });
      if (total === null) for (const value of [...MONEY, ...CONTACT]) expect(event).not.toContain(value);
    }
  });
});
