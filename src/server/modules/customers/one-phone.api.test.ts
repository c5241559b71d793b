import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TCustomerDetails, TCustomersPage } from "#contracts/customers";
import { customers } from "#server/db/schema/customers";
import { merchants } from "#server/db/schema/merchants";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createDiscountCode, createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// Issue 40, finding 7: a once-per-customer code was used again by writing the same phone another
// way. A phone is one phone: its E.164 form in the store's country (decision 0049).

/** The three ways of writing one New York number, in a US store. */
const ONE_NUMBER = ["+1 212 555 7777", "(212) 555-7777", "001 212 555 7777"];

describeOnDrivers("a phone is one phone", (t) => {
  /** A US store (its country set in Settings) selling a $10.00 product, delivery free. */
  async function usStore(country: string | null = "US") {
    const registered = await registerMerchant(t.app);
    const merchantId = registered.merchant.id;
    await t.database.db.update(merchants).set({ country }).where(eq(merchants.id, merchantId));
    const product = await createProduct(t.database.db, merchantId, { price: "10.00", quantity: null });
    await t.storeChanged(merchantId);
    const slug = registered.merchant.businessSlug;
    const order = (phone: string, body: Record<string, unknown> = {}) =>
      new TestClient(t.app).post("/api/orders", {
        merchantSlug: slug,
        customer: { name: `Caller ${phone}`, phone, address: "1 Broadway, New York" },
        items: [{ productId: product.id, quantity: 1 }],
        ...body,
      });
    const check = (code: string, phone: string) =>
      new TestClient(t.app).post(`/api/microsite/${slug}/discount`, {
        code,
        phone,
        fulfilment: "delivery",
        items: [{ productId: product.id, quantity: 1 }],
      });
    return { ...registered, merchantId, order, check };
  }

  it("the three ways of writing one number use a once-per-customer code once", async () => {
    const { merchantId, order, check } = await usStore();
    await createDiscountCode(t.database.db, merchantId, { code: "ONCE", oncePerCustomer: true });
    const first = await order(ONE_NUMBER[0]!, { discountCode: "ONCE" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().discountAmount).toBe("1.00");
    for (const phone of ONE_NUMBER.slice(1)) {
      const checked = await check("ONCE", phone);
      expect(checked.statusCode, phone).toBe(409);
      expect(checked.json().message).toBe('The code "ONCE" has already been used with this phone number');
      const again = await order(phone, { discountCode: "ONCE" });
      expect(again.statusCode, phone).toBe(409);
      expect(again.json().message).toBe('The code "ONCE" has already been used with this phone number');
    }
    // Another number may, and so may the same one without the code.
    expect((await order("(212) 555-7778", { discountCode: "ONCE" })).statusCode).toBe(201);
    expect((await order("001 212 555 7777")).statusCode).toBe(201);
  });

  it("the Customers screen and the dashboard count one customer with everything they ordered", async () => {
    const { client, order } = await usStore();
    for (const phone of ONE_NUMBER) expect((await order(phone)).statusCode).toBe(201);
    const page = (await client.get("/api/customers")).json() as TCustomersPage;
    expect(page.total).toBe(1);
    // The latest name and phone as they were typed, and the figures of all three orders.
    expect(page.customers[0]).toMatchObject({
      name: "Caller 001 212 555 7777",
      phone: "001 212 555 7777",
      ordersCount: 3,
      totalSpent: "30.00",
    });
    const details = (await client.get(`/api/customers/${page.customers[0]!.id}`)).json() as TCustomerDetails;
    expect(details.orders).toHaveLength(3);
    // Each order keeps the phone as its customer typed it.
    const seen = (await client.get("/api/merchant/orders")).json();
    expect(seen.map((o: { customer: { phone: string } }) => o.customer.phone).sort()).toEqual(
      [...ONE_NUMBER].sort(),
    );
    const stats = (await client.get("/api/merchant/stats")).json();
    expect(stats).toMatchObject({ orders: 3, customers: 1 });
  });

  it("reads national numbers in the store's country, and again when the store's country changes", async () => {
    const { client, order, merchantId } = await usStore(null);
    await createDiscountCode(t.database.db, merchantId, { code: "ONCE", oncePerCustomer: true });
    // No country, phone or time zone: a national number cannot be read, and keeps its digits.
    expect((await order("(212) 555-7777", { discountCode: "ONCE" })).statusCode).toBe(201);
    expect((await order("+1 212 555 7777")).statusCode).toBe(201);
    const keys = async () =>
      (
        await t.database.db
          .select({ key: customers.phoneKey })
          .from(customers)
          .where(eq(customers.merchantId, merchantId))
      )
        .map((k) => k.key)
        .sort();
    expect(await keys()).toEqual(["+12125557777", "2125557777"]);
    // A time zone in New York makes the store American (a guess): the two are one customer now,
    // with the code's use, which the number written internationally cannot take again.
    const saved = await client.put("/api/merchant/trading", { timeZone: "America/New_York" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await keys()).toEqual(["+12125557777"]);
    const page = (await client.get("/api/customers")).json() as TCustomersPage;
    expect(page.customers).toMatchObject([{ phone: "+1 212 555 7777", ordersCount: 2, totalSpent: "19.00" }]);
    const again = await order("+1 212 555 7777", { discountCode: "ONCE" });
    expect(again.statusCode).toBe(409);

    // Set to the United Kingdom in Settings, the national number is a British one (invalid: digits).
    const uk = await client.put("/api/merchant/customization", { theme: "blue", country: "GB" });
    expect(uk.statusCode, uk.body).toBe(200);
    expect((await order("(212) 555-7777")).statusCode).toBe(201);
    expect(await keys()).toEqual(["+12125557777", "2125557777"]);
  });

  it("keeps a number that is no valid number by its digits, as before", async () => {
    const { client, order } = await usStore();
    expect((await order("+1 555 0100")).statusCode).toBe(201);
    expect((await order("1-555-0100")).statusCode).toBe(201);
    expect((await order("555 0100")).statusCode).toBe(201);
    const page = (await client.get("/api/customers?sort=orders")).json() as TCustomersPage;
    expect(page.customers.map((c) => c.ordersCount)).toEqual([2, 1]);
  });
});
