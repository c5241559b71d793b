import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_SORT_KEYS,
  type TCustomer,
  type TCustomerDetails,
  type TCustomersPage,
} from "#contracts/customers";
import { toMinor } from "#contracts/money";
import type { Db } from "#server/db/client";
import { customers } from "#server/db/schema/customers";
import { orders } from "#server/db/schema/orders";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { countCustomerOrders, createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/** A customer with orders written straight to the tables, counted as placing them would count them. */
async function customerWithOrders(
  db: Db,
  merchantId: string,
  name: string,
  phone: string,
  placed: { total: string; at: string; status?: "pending" | "cancelled"; discount?: [string, string] }[],
) {
  const [customer] = await db
    .insert(customers)
    .values({ merchantId, name, phone, address: `${name}'s address` })
    .returning();
  const rows = [];
  for (const order of placed) {
    const [row] = await db
      .insert(orders)
      .values({
        merchantId,
        customerId: customer!.id,
        customerName: name,
        customerPhone: phone,
        customerAddress: customer!.address,
        totalAmount: order.total,
        subtotal: order.total,
        status: order.status ?? "pending",
        discountCode: order.discount?.[0] ?? null,
        discountAmount: order.discount?.[1] ?? "0",
        createdAt: new Date(order.at),
      })
      .returning();
    rows.push(row!);
  }
  const [counted] = await countCustomerOrders(db, [customer!.id]);
  return { customer: counted!, orders: rows };
}

const pageOf = async (client: TestClient, query = "") => {
  const res = await client.get(`/api/customers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TCustomersPage;
};

/** The order the API promises: the key, then the id, both in the asked direction. */
const keyOf: Record<(typeof CUSTOMER_SORT_KEYS)[number], (c: TCustomer) => string | number> = {
  name: (c) => c.name.toLowerCase(),
  phone: (c) => c.phone,
  orders: (c) => c.ordersCount,
  spent: (c) => toMinor(c.totalSpent, "USD"),
  first: (c) => c.firstOrderAt ?? "",
  last: (c) => c.lastOrderAt ?? "",
};
const sorted = (list: TCustomer[], sort: keyof typeof keyOf, dir: "asc" | "desc") =>
  [...list].sort((a, b) => {
    const [x, y] = [keyOf[sort](a), keyOf[sort](b)];
    const by = x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : 1;
    return dir === "asc" ? by : -by;
  });

/** GET /api/customers, its CSV and a customer's page (issue 31, "Customers"). */
describeOnDrivers("the merchant's customers", (t) => {
  const db = () => t.database.db;

  describe("from orders placed in the shop", () => {
    let merchant: { client: TestClient; merchant: { id: string; businessSlug: string } };
    let shopper: TestClient;
    let productId: string;
    const place = async (customer: { name: string; phone: string; address: string }, quantity = 1) => {
      const res = await shopper.post("/api/orders", {
        merchantSlug: merchant.merchant.businessSlug,
        customer,
        items: [{ productId, quantity }],
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; totalAmount: string; createdAt: string };
    };
    const setStatus = async (orderId: string, status: string) => {
      const res = await merchant.client.patch(`/api/merchant/orders/${orderId}/status`, { status });
      expect(res.statusCode, res.body).toBe(200);
    };
    const ada = () => pageOf(merchant.client, "?q=ada").then((p) => p.customers[0]!);

    beforeAll(async () => {
      merchant = await registerMerchant(t.app);
      productId = (
        await createProduct(db(), merchant.merchant.id, { name: "Tea", price: "4.25", quantity: null })
      ).id;
      shopper = new TestClient(t.app);
    });

    it("keeps one entry per phone with the latest name and address, its orders and what they came to", async () => {
      const first = await place(
        { name: "ada lovelace", phone: "+1 212-555-0199", address: "12 Analytical Way" },
        2,
      );
      await place({ name: "Grace Hopper", phone: "+1 718 555 0123", address: "1 Navy Yard" });
      const second = await place(
        { name: "Ada Lovelace", phone: "+1 212-555-0199", address: "3 Engine Road" },
        1,
      );
      const third = await place(
        { name: "Ada King", phone: "+1 212-555-0199", address: "5 Difference Lane" },
        3,
      );

      const page = await pageOf(merchant.client);
      expect(page.total).toBe(2);
      // The default order: who ordered last first.
      expect(page.customers.map((c) => c.name)).toEqual(["Ada King", "Grace Hopper"]);
      expect(page.customers[0]).toEqual({
        id: expect.any(String),
        name: "Ada King",
        phone: "+1 212-555-0199",
        address: "5 Difference Lane",
        ordersCount: 3,
        totalSpent: "25.50",
        firstOrderAt: first.createdAt,
        lastOrderAt: third.createdAt,
      });
      expect(second.totalAmount).toBe("4.25");
    });

    it("leaves a cancelled order out of the total spent, and counts it again when reopened", async () => {
      const details: TCustomerDetails = (
        await merchant.client.get(`/api/customers/${(await ada()).id}`)
      ).json();
      const middle = details.orders[1]!;
      await setStatus(middle.id, "cancelled");
      expect(await ada()).toMatchObject({ ordersCount: 3, totalSpent: "21.25" });
      await setStatus(middle.id, "pending");
      expect(await ada()).toMatchObject({ ordersCount: 3, totalSpent: "25.50" });
    });

    it("opens a customer's page with their orders, newest first, and the units in each", async () => {
      const customer = await ada();
      const res = await merchant.client.get(`/api/customers/${customer.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const details: TCustomerDetails = res.json();
      expect(details).toMatchObject(customer);
      expect(details.orders.map((o) => [o.itemCount, o.totalAmount, o.status, o.discountCode])).toEqual([
        [3, "12.75", "pending", null],
        [1, "4.25", "pending", null],
        [2, "8.50", "pending", null],
      ]);
      expect(details.orders[0]).toEqual({
        id: expect.any(String),
        currency: "USD",
        trackingCode: expect.stringMatching(/^[0-9A-F]{8}$/),
        status: "pending",
        orderType: "regular",
        totalAmount: "12.75",
        discountCode: null,
        discountAmount: "0.00",
        fulfilment: "delivery",
        itemCount: 3,
        createdAt: customer.lastOrderAt,
      });
    });
  });

  describe("searched, sorted and paged", () => {
    let client: TestClient;
    let merchantId: string;
    beforeAll(async () => {
      const signedIn = await registerMerchant(t.app, { timeZone: "America/New_York" });
      client = signedIn.client;
      merchantId = signedIn.merchant.id;
      const add = (name: string, phone: string, placed: Parameters<typeof customerWithOrders>[4]) =>
        customerWithOrders(db(), merchantId, name, phone, placed);
      // Ties in every column but the phone, so the id has to decide.
      await add("Bob Stone", "555-0101", [
        { total: "10.00", at: "2026-01-01T10:00:00Z" },
        { total: "5.00", at: "2026-03-01T10:00:00Z" },
      ]);
      await add("bob stone", "555-0102", [{ total: "15.00", at: "2026-01-01T10:00:00Z" }]);
      await add("Carla Diaz", "(555) 0103", [
        { total: "20.00", at: "2026-02-01T10:00:00Z" },
        { total: "30.00", at: "2026-04-01T10:00:00Z", status: "cancelled" },
      ]);
      await add("Dan Eve", "555 0104", [{ total: "7.50", at: "2026-03-01T10:00:00Z" }]);
      await add("Alma Zed", "+555-0100", [
        { total: "100.00", at: "2025-12-01T10:00:00Z", discount: ["WELCOME10", "11.11"] },
      ]);
    });

    it("answers 401 to a signed-out caller on every route", async () => {
      const anonymous = new TestClient(t.app);
      for (const url of ["/api/customers", "/api/customers/export", `/api/customers/${MISSING_ID}`]) {
        const res = await anonymous.get(url);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toEqual({ message: "Not authenticated" });
      }
    });

    it("finds a part of a name in any case, and a phone by its digits however it was written", async () => {
      const names = async (q: string) =>
        (await pageOf(client, `?q=${encodeURIComponent(q)}&sort=phone`)).customers.map((c) => c.name);
      expect(await names("STON")).toEqual(["Bob Stone", "bob stone"]);
      expect(await names("arla d")).toEqual(["Carla Diaz"]);
      expect(await names("555-0103")).toEqual(["Carla Diaz"]);
      expect(await names("(555) 0104")).toEqual(["Dan Eve"]);
      expect(await names("0100")).toEqual(["Alma Zed"]);
      // LIKE's wildcards are plain text in a search.
      expect(await names("%")).toEqual([]);
      expect(await names("_")).toEqual([]);
      expect((await pageOf(client, "?q=nobody")).total).toBe(0);
      expect((await pageOf(client, "?q=bob&limit=1")).total).toBe(2);
    });

    it("sorts by every column both ways, ties broken by the id, and pages without overlap", async () => {
      const all = (await pageOf(client, "?limit=200")).customers;
      expect(all).toHaveLength(5);
      const carla = all.find((c) => c.name === "Carla Diaz")!;
      expect(carla).toMatchObject({
        ordersCount: 2,
        totalSpent: "20.00",
        lastOrderAt: "2026-04-01T10:00:00.000Z",
      });
      for (const sort of CUSTOMER_SORT_KEYS) {
        for (const dir of ["asc", "desc"] as const) {
          const expected = sorted(all, sort, dir).map((c) => c.id);
          const whole = await pageOf(client, `?sort=${sort}&dir=${dir}`);
          expect(
            whole.customers.map((c) => c.id),
            `${sort} ${dir}`,
          ).toEqual(expected);
          const pages = [];
          for (let offset = 0; offset < 5; offset += 2) {
            const page = await pageOf(client, `?sort=${sort}&dir=${dir}&offset=${offset}&limit=2`);
            expect(page.total).toBe(5);
            pages.push(...page.customers.map((c) => c.id));
          }
          expect(pages, `${sort} ${dir} in pages`).toEqual(expected);
        }
      }
      // The directions a column starts with: names A to Z, figures and dates biggest first.
      expect((await pageOf(client, "?sort=name")).customers[0]!.name).toBe("Alma Zed");
      expect((await pageOf(client, "?sort=spent")).customers[0]!.name).toBe("Alma Zed");
      expect((await pageOf(client)).customers[0]!.name).toBe("Carla Diaz");
      expect((await pageOf(client, "?offset=4")).customers.map((c) => c.name)).toEqual(["Alma Zed"]);
      expect((await pageOf(client, "?offset=5")).customers).toEqual([]);
    });

    it.each([
      ["sort=price", CUSTOMER_MESSAGES.sort],
      ["dir=up", CUSTOMER_MESSAGES.dir],
      ["offset=-1", CUSTOMER_MESSAGES.offset],
      ["offset=1.5", CUSTOMER_MESSAGES.offset],
      ["offset=abc", CUSTOMER_MESSAGES.offset],
      ["limit=0", CUSTOMER_MESSAGES.limit],
      ["limit=201", CUSTOMER_MESSAGES.limit],
      [`q=${"x".repeat(101)}`, "Search for at most 100 characters of plain text"],
      ["q=%07", "Search for at most 100 characters of plain text"],
    ])("answers ?%s with 400: %s", async (query, message) => {
      for (const path of ["/api/customers", "/api/customers/export"]) {
        const res = await client.get(`${path}?${query}`);
        expect(res.statusCode, path).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });

    it("exports every matching customer as CSV in the list's order, in the store's time zone", async () => {
      const res = await client.get("/api/customers/export?sort=spent&dir=asc");
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toBe('attachment; filename="customers.csv"');
      expect(res.headers["cache-control"]).toBe("private, no-store");
      // A UTF-8 byte-order mark first, so Excel reads accented names as written (issue 42).
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const rows = Papa.parse<string[]>(res.body.slice(1).trim(), { newline: "\r\n" }).data;
      expect(rows[0]).toEqual([
        "Name",
        "Phone",
        "Latest address",
        "Orders",
        "Total spent",
        "First order (America/New_York)",
        "Last order (America/New_York)",
        "Currency",
      ]);
      const listed = (await pageOf(client, "?sort=spent&dir=asc")).customers.map((c) => c.name);
      expect(rows.slice(1).map((r) => r[0])).toEqual(listed);
      expect([listed[0], ...listed.slice(3)]).toEqual(["Dan Eve", "Carla Diaz", "Alma Zed"]);
      expect(rows.find((r) => r[0] === "Carla Diaz")).toEqual([
        "Carla Diaz",
        "(555) 0103",
        "Carla Diaz's address",
        "2",
        "20.00",
        "2026-02-01 05:00:00",
        "2026-04-01 06:00:00",
        "USD",
      ]);
      const searched = await client.get("/api/customers/export?q=bob");
      expect(searched.body.trim().split("\r\n")).toHaveLength(3);
      // A phone starting with + would run as a formula in a spreadsheet: it is written as text.
      expect(res.body).toContain("'+555-0100");
    });

    it("shows the discount code an order used on the customer's page", async () => {
      const alma = (await pageOf(client, "?q=alma")).customers[0]!;
      const details: TCustomerDetails = (await client.get(`/api/customers/${alma.id}`)).json();
      expect(details.orders).toEqual([
        expect.objectContaining({
          discountCode: "WELCOME10",
          discountAmount: "11.11",
          totalAmount: "100.00",
          itemCount: 0,
        }),
      ]);
    });

    it("keeps each store's customers to itself: another merchant's is 404 and never listed or exported", async () => {
      const other = await registerMerchant(t.app);
      const theirs = await customerWithOrders(db(), other.merchant.id, "Zoe Other", "555-9999", [
        { total: "9.00", at: "2026-05-01T10:00:00Z" },
      ]);
      const mine = (await pageOf(client, "?limit=200")).customers;
      expect(mine.map((c) => c.name)).not.toContain("Zoe Other");
      expect((await pageOf(client, "?q=zoe")).total).toBe(0);
      expect((await client.get("/api/customers/export")).body).not.toContain("Zoe");
      for (const id of [theirs.customer.id, MISSING_ID, "not-a-uuid"]) {
        const res = await client.get(`/api/customers/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ message: CUSTOMER_MESSAGES.notFound });
      }
      expect((await pageOf(other.client)).customers.map((c) => c.name)).toEqual(["Zoe Other"]);
      expect((await other.client.get(`/api/customers/${theirs.customer.id}`)).statusCode).toBe(200);
    });
  });
});
