import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TMerchantOrder, TMerchantOrderDetails } from "#contracts/order-management";
import { openPostgres } from "#server/db/client";
import { orders } from "#server/db/schema/orders";
import { products } from "#server/db/schema/products";
import { describeOnDrivers, useTestApp } from "#tests/helpers/api-suite";
import { createOrder, createProduct } from "#tests/helpers/factories";
import { buildTestApp, registerMerchant, TestClient, testConfig } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";

const customer = { name: "Grace Hopper", phone: "+1 555 0100", address: "7 Harbor Lane, Arlington, VA" };
const MISSING = "00000000-0000-4000-8000-000000000000";

describeOnDrivers(
  "order management",
  { config: { publicUrl: "https://shops.example.com" } },
  (t, _driver) => {
    const db = () => t.database.db;

    /** A signed-in merchant with a tracked product (stock 10) and an untracked one. */
    async function store() {
      const { client, merchant } = await registerMerchant(t.app, { contactPhone: "+1 212 555 0142" });
      const tea = await createProduct(db(), merchant.id, { name: "Tea", price: "4.50", quantity: 10 });
      const cake = await createProduct(db(), merchant.id, { name: "Cake", price: "12.00", quantity: null });
      const shopper = new TestClient(t.app);
      const order = async (teaQty = 2, who = customer) => {
        const res = await shopper.post("/api/orders", {
          merchantSlug: merchant.businessSlug,
          customer: who,
          items: [
            { productId: tea.id, quantity: teaQty },
            { productId: cake.id, quantity: 1 },
          ],
        });
        expect(res.statusCode).toBe(201);
        return res.json() as { id: string; trackingCode: string };
      };
      const stock = async () =>
        (await db().select().from(products).where(eq(products.id, tea.id)))[0]!.quantity;
      return { client, merchant, tea, cake, order, stock, shopper };
    }

    it("lists the merchant's orders newest first, with the customer as given on each order", async () => {
      const { client, order } = await store();
      const first = await order(1);
      const second = await order(3, { ...customer, address: "1 New Road, Brooklyn, NY" });
      const res = await client.get("/api/merchant/orders");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const list: TMerchantOrder[] = res.json();
      expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
      expect(list[0]).toMatchObject({
        status: "pending",
        orderType: "regular",
        totalAmount: "25.50",
        itemCount: 4,
        customer: { ...customer, address: "1 New Road, Brooklyn, NY", email: null },
      });
      expect(list[1]!.customer).toEqual({ ...customer, email: null });
    });

    it("gives the detail: items, notes and history", async () => {
      const { client, order } = await store();
      const placed = await order(2);
      const res = await client.get("/api/merchant/orders/detailed");
      const [detail]: TMerchantOrderDetails[] = res.json();
      expect(detail!.id).toBe(placed.id);
      expect(detail!.orderItems.map((i) => [i.productName, i.quantity, i.price]).sort()).toEqual([
        ["Cake", 1, "12.00"],
        ["Tea", 2, "4.50"],
      ]);
      expect(detail!.statusHistory).toEqual([
        expect.objectContaining({ status: "pending", updatedBy: "system", notes: "Order placed" }),
      ]);
      const one = await client.get(`/api/merchant/orders/${placed.id}`);
      expect(one.json()).toEqual(detail);
    });

    it("pages by cursor and filters by status and type, with exact counts", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      const base = Date.now() - 60 * 60_000;
      const made: string[] = [];
      for (let i = 0; i < 7; i++) {
        const status = (["pending", "confirmed", "completed"] as const)[i % 3];
        const { order } = await createOrder(db(), merchant.id, {
          status,
          orderType: i === 6 ? "prescription" : "regular",
          createdAt: new Date(base + i * 1000),
          totalAmount: "1.00",
        });
        made.push(order.id);
      }
      const newestFirst = [...made].reverse();
      const page1 = await client.get("/api/merchant/orders?limit=3");
      expect(page1.json().map((o: TMerchantOrder) => o.id)).toEqual(newestFirst.slice(0, 3));
      const cursor = page1.headers["x-next-cursor"];
      expect(cursor).toBe(newestFirst[2]);
      const page2 = await client.get(`/api/merchant/orders?limit=3&cursor=${cursor}`);
      expect(page2.json().map((o: TMerchantOrder) => o.id)).toEqual(newestFirst.slice(3, 6));
      const page3 = await client.get(`/api/merchant/orders?limit=3&cursor=${page2.headers["x-next-cursor"]}`);
      expect(page3.json().map((o: TMerchantOrder) => o.id)).toEqual(newestFirst.slice(6));
      expect(page3.headers["x-next-cursor"]).toBeUndefined();

      const pending = (await client.get("/api/merchant/orders?status=pending")).json() as TMerchantOrder[];
      expect(pending.map((o) => o.status)).toEqual(["pending", "pending", "pending"]);
      const rx = (await client.get("/api/merchant/orders?type=prescription")).json() as TMerchantOrder[];
      expect(rx.map((o) => o.id)).toEqual([made[6]]);
      expect((await client.get("/api/merchant/orders/counts")).json()).toEqual({
        all: 7,
        pending: 3,
        confirmed: 2,
        processing: 0,
        completed: 2,
        cancelled: 0,
        prescription: 1,
        scheduledToday: 0,
        awaitingPayment: 0,
      });
    });

    it("refuses bad filters, cursors and limits with 400", async () => {
      const { client } = await registerMerchant(t.app);
      for (const query of [
        "status=shipped",
        "type=express",
        "cursor=abc",
        "limit=0",
        "limit=500",
        "limit=x",
      ]) {
        const res = await client.get(`/api/merchant/orders?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(typeof res.json().message).toBe("string");
      }
    });

    it("sets each of the five statuses directly, with a history row by the merchant and the notes", async () => {
      const { client, order } = await store();
      const placed = await order(1);
      for (const status of ["confirmed", "processing", "completed", "pending", "cancelled"]) {
        const res = await client.patch(`/api/merchant/orders/${placed.id}/status`, {
          status,
          notes: `to ${status}`,
        });
        expect(res.statusCode, status).toBe(200);
        expect(res.json().status).toBe(status);
      }
      const detail: TMerchantOrderDetails = (await client.get(`/api/merchant/orders/${placed.id}`)).json();
      expect(detail.statusHistory.map((h) => [h.status, h.updatedBy, h.notes])).toEqual([
        ["pending", "system", "Order placed"],
        ["confirmed", "merchant", "to confirmed"],
        ["processing", "merchant", "to processing"],
        ["completed", "merchant", "to completed"],
        ["pending", "merchant", "to pending"],
        ["cancelled", "merchant", "to cancelled"],
      ]);
      // Only a completed order carries the time it was delivered.
      expect(detail.actualDelivery).toBeNull();
    });

    it.each([
      [{ status: "shipped" }, "Please select a valid status"],
      [{}, "Please select a valid status"],
      [{ status: "confirmed", notes: "x".repeat(1001) }, "Must be at most 1000 characters"],
      [{ status: "confirmed", notes: "a\u0000" }, "Text must not contain control characters"],
    ])("refuses the status change %o with 400", async (body, message) => {
      const { client, order } = await store();
      const placed = await order(1);
      const res = await client.patch(`/api/merchant/orders/${placed.id}/status`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it("puts a cancelled order's stock back once, and takes it again when reopened", async () => {
      const { client, order, stock } = await store();
      const placed = await order(4);
      expect(await stock()).toBe(6);
      const set = (status: string) => client.patch(`/api/merchant/orders/${placed.id}/status`, { status });
      expect((await set("cancelled")).statusCode).toBe(200);
      expect(await stock()).toBe(10);
      expect((await set("cancelled")).statusCode).toBe(200);
      expect(await stock()).toBe(10);
      expect((await set("confirmed")).statusCode).toBe(200);
      expect(await stock()).toBe(6);
      expect((await set("completed")).statusCode).toBe(200);
      expect(await stock()).toBe(6);
    });

    it("refuses to reopen a cancelled order whose stock is gone, changing nothing", async () => {
      const { client, order, stock, tea } = await store();
      const placed = await order(4);
      await client.patch(`/api/merchant/orders/${placed.id}/status`, { status: "cancelled" });
      await db().update(products).set({ quantity: 3 }).where(eq(products.id, tea.id));
      const res = await client.patch(`/api/merchant/orders/${placed.id}/status`, { status: "pending" });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `This order can't be reopened: "Tea" has only 3 left. Restock it first.`,
      );
      expect(await stock()).toBe(3);
      const detail: TMerchantOrderDetails = (await client.get(`/api/merchant/orders/${placed.id}`)).json();
      expect(detail.status).toBe("cancelled");
      expect(detail.statusHistory).toHaveLength(2);
    });

    it("keeps order and history consistent when two staff change it at once", async () => {
      const { client, order, stock } = await store();
      const placed = await order(2);
      // Eight at once: each waits on the order's lock, and the history must list them as they ran.
      const changes = Array.from({ length: 8 }, (_, i) => ({
        status: i % 2 === 0 ? "cancelled" : "confirmed",
        notes: `change ${i}`,
      }));
      const results = await Promise.all(
        changes.map((change) => client.patch(`/api/merchant/orders/${placed.id}/status`, change)),
      );
      expect(results.map((r) => r.statusCode)).toEqual(changes.map(() => 200));
      const detail: TMerchantOrderDetails = (await client.get(`/api/merchant/orders/${placed.id}`)).json();
      expect(detail.statusHistory).toHaveLength(1 + changes.length);
      expect(detail.status).toBe(detail.statusHistory.at(-1)!.status);
      // Stock matches the final state, whatever order the changes ran in.
      expect(await stock()).toBe(detail.status === "cancelled" ? 10 : 8);
    });

    it("sets, keeps and clears tracking info and the estimated delivery", async () => {
      const { client, order } = await store();
      const placed = await order(1);
      const url = `/api/merchant/orders/${placed.id}/tracking`;
      const set = await client.patch(url, {
        trackingInfo: "Courier #42",
        estimatedDelivery: "2026-12-01T15:30:00.000Z",
      });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({
        trackingInfo: "Courier #42",
        estimatedDelivery: "2026-12-01T15:30:00.000Z",
      });
      const onlyInfo = await client.patch(url, { trackingInfo: "Courier #43" });
      expect(onlyInfo.json()).toMatchObject({
        trackingInfo: "Courier #43",
        estimatedDelivery: "2026-12-01T15:30:00.000Z",
      });
      const cleared = await client.patch(url, { estimatedDelivery: "" });
      expect(cleared.json()).toMatchObject({ trackingInfo: "Courier #43", estimatedDelivery: null });
      for (const [body, message] of [
        [{ estimatedDelivery: "tomorrow" }, "Estimated delivery must be a date and time"],
        [{ estimatedDelivery: "2026-13-45T99:00" }, "Estimated delivery must be a date and time"],
        [{ estimatedDelivery: 12 }, "Estimated delivery must be a date and time"],
        [{}, "Enter tracking information or an estimated delivery"],
        [{ trackingInfo: "x".repeat(501) }, "Must be at most 500 characters"],
      ] as const) {
        const res = await client.patch(url, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });

    it("exports the filtered orders as CSV, formulas neutralised, other stores' orders left out", async () => {
      const { client, order } = await store();
      const first = await order(1, { ...customer, name: '=HYPERLINK("http://evil")' });
      const second = await order(2);
      await client.patch(`/api/merchant/orders/${second.id}/status`, { status: "cancelled" });
      const other = await store();
      await other.order(1);

      const all = await client.get("/api/merchant/orders/export");
      expect(all.statusCode).toBe(200);
      expect(all.headers["content-type"]).toMatch(/^text\/csv/);
      expect(all.headers["content-disposition"]).toMatch(
        /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = all.body.trimEnd().split("\r\n");
      const zone = "UTC";
      expect(lines[0]).toBe(
        `\uFEFFOrder,Tracking code,Placed at (${zone}),Status,Type,Customer,Phone,Address,Items,Total,Tracking info,Estimated delivery (${zone}),Notes,Fulfilment,Scheduled for (${zone}),Subtotal,Delivery fee,Discount code,Discount,Payment method,Payment status,Amount paid,Amount refunded,Customer's number,Currency`,
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`${second.id.slice(0, 8)},${second.trackingCode},`);
      expect(lines[1]).toMatch(new RegExp(`,#${second.id.slice(-8).toUpperCase()},USD$`));
      expect(lines[1]).toMatch(/"?(2 x Tea; 1 x Cake|1 x Cake; 2 x Tea)"?/);
      expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(lines[2]).toContain("'+1 555 0100");

      const cancelled = await client.get("/api/merchant/orders/export?status=cancelled");
      expect(cancelled.headers["content-disposition"]).toMatch(/filename="orders-cancelled-/);
      expect(cancelled.body.trimEnd().split("\r\n")).toHaveLength(2);
      expect((await client.get("/api/merchant/orders/export?status=lost")).statusCode).toBe(400);
      expect((await new TestClient(t.app).get("/api/merchant/orders/export")).statusCode).toBe(401);
      expect(first.id).not.toBe(second.id);
    });

    it("answers 404 on every route for another merchant's order or a malformed id", async () => {
      const { order } = await store();
      const placed = await order(1);
      const { client: stranger } = await registerMerchant(t.app);
      for (const id of [placed.id, MISSING, "not-a-uuid", `${placed.id}x`]) {
        for (const res of [
          await stranger.get(`/api/merchant/orders/${id}`),
          await stranger.patch(`/api/merchant/orders/${id}/status`, { status: "cancelled" }),
          await stranger.patch(`/api/merchant/orders/${id}/tracking`, { trackingInfo: "x" }),
        ]) {
          expect(res.statusCode, id).toBe(404);
          expect(res.json()).toEqual({ message: "Order not found" });
        }
      }
      expect((await stranger.get("/api/merchant/orders")).json()).toEqual([]);
      expect((await stranger.get("/api/merchant/orders/counts")).json().all).toBe(0);
    });

    it("requires sign-in on every merchant route", async () => {
      const anonymous = new TestClient(t.app);
      for (const url of [
        "/api/merchant/orders",
        "/api/merchant/orders/detailed",
        "/api/merchant/orders/counts",
        "/api/merchant/stats",
        "/api/microsite-qr",
        "/api/merchant/orders/events",
      ]) {
        expect((await anonymous.get(url)).statusCode, url).toBe(401);
      }
    });

    it("counts the dashboard in SQL: cancelled left out of revenue, distinct phones, days in the merchant's zone", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      await createProduct(db(), merchant.id);
      await createProduct(db(), merchant.id);
      const now = Date.now();
      await createOrder(db(), merchant.id, { totalAmount: "10.00", customerPhone: "111" });
      await createOrder(db(), merchant.id, { totalAmount: "5.25", customerPhone: "111" });
      await createOrder(db(), merchant.id, {
        totalAmount: "100.00",
        status: "cancelled",
        customerPhone: "222",
      });
      // Three days ago: outside "today", inside the 30-day chart.
      await createOrder(db(), merchant.id, {
        totalAmount: "2.00",
        customerPhone: "333",
        createdAt: new Date(now - 3 * 86_400_000),
      });
      const stats = (await client.get("/api/merchant/stats")).json();
      expect(stats).toMatchObject({
        products: 2,
        orders: 4,
        revenue: "17.25",
        customers: 3,
        today: { orders: 3, revenue: "15.25" },
      });
      expect(stats.revenueByDay).toHaveLength(30);
      const today = new Date(now).toISOString().slice(0, 10);
      expect(stats.revenueByDay.at(-1)).toEqual({ date: today, orders: 3, revenue: "15.25" });
      const total = stats.revenueByDay.reduce(
        (sum: number, d: { revenue: string }) => sum + Number(d.revenue),
        0,
      );
      expect(total.toFixed(2)).toBe("17.25");
    });

    it("puts an order on the day it was in the store's own time zone, whatever the browser's", async () => {
      // 02:30 UTC today is still yesterday evening in New York, and midday in Tokyo.
      const now = new Date();
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 2, 30));
      const localDate = (tz: string) => at.toLocaleDateString("en-CA", { timeZone: tz });
      const days = async (client: TestClient, url = "/api/merchant/stats") =>
        ((await client.get(url)).json().revenueByDay as { date: string; revenue: string }[])
          .filter((d) => d.revenue !== "0.00")
          .map((d) => d.date);
      expect(localDate("America/New_York")).not.toBe(localDate("UTC"));
      for (const timeZone of ["UTC", "America/New_York", "Asia/Tokyo"]) {
        const { client, merchant } = await registerMerchant(t.app, { timeZone });
        await createOrder(db(), merchant.id, { totalAmount: "8.00", createdAt: at });
        expect(await days(client), timeZone).toEqual([localDate(timeZone)]);
        // The zone an older page still sends changes nothing: the store's calendar decides.
        for (const tz of ["Pacific/Kiritimati", "Mars/Olympus"]) {
          const url = `/api/merchant/stats?tz=${encodeURIComponent(tz)}`;
          expect(await days(client, url), `${timeZone} asked in ${tz}`).toEqual([localDate(timeZone)]);
        }
      }
    });

    it("gives a scannable QR code of the store's public address, and a printable SVG", async () => {
      const { client, merchant } = await registerMerchant(t.app);
      const res = await client.get("/api/microsite-qr");
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const url = `https://shops.example.com/microsite/${merchant.businessSlug}`;
      expect(body).toMatchObject({ micrositeUrl: url, slug: merchant.businessSlug });
      expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(body.qrCode.split(",")[1], "base64");
      const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(url);

      const svg = await client.get("/api/microsite-qr/print");
      expect(svg.statusCode).toBe(200);
      expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(svg.headers["content-disposition"]).toBe(
        `attachment; filename="${merchant.businessSlug}-qr-code.svg"`,
      );
      const rendered = await sharp(Buffer.from(svg.body), { density: 200 })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(
        jsQR(new Uint8ClampedArray(rendered.data), rendered.info.width, rendered.info.height)?.data,
      ).toBe(url);
    });

    it("shows the customer their order's progress by tracking code, and nothing of their phone or address", async () => {
      const { client, merchant, order } = await store();
      const placed = await order(2);
      await client.patch(`/api/merchant/orders/${placed.id}/status`, {
        status: "confirmed",
        notes: "internal: VIP",
      });
      await client.patch(`/api/merchant/orders/${placed.id}/tracking`, {
        trackingInfo: "Rider Sam",
        estimatedDelivery: "2026-12-01T15:30:00Z",
      });
      const res = await new TestClient(t.app).get(
        `/api/microsite/${merchant.businessSlug}/orders/${placed.trackingCode.toLowerCase()}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const body = res.json();
      expect(body).toMatchObject({
        trackingCode: placed.trackingCode,
        status: "confirmed",
        totalAmount: "21.00",
        trackingInfo: "Rider Sam",
        estimatedDelivery: "2026-12-01T15:30:00.000Z",
        store: { slug: merchant.businessSlug, phone: "+1 212 555 0142" },
      });
      expect(body.timeline.map((e: { status: string }) => e.status)).toEqual(["pending", "confirmed"]);
      expect(body.items).toHaveLength(2);
      expect(res.body).not.toContain(customer.phone);
      expect(res.body).not.toContain("Arlington");
      expect(res.body).not.toContain("Grace");
      expect(res.body).not.toContain("VIP");
      expect(res.body).not.toContain(placed.id);
    });

    it("answers 404 for a tracking code of another store, an unknown or a malformed one", async () => {
      const { order } = await store();
      const placed = await order(1);
      const other = await registerMerchant(t.app);
      for (const url of [
        `/api/microsite/${other.merchant.businessSlug}/orders/${placed.trackingCode}`,
        `/api/microsite/${other.merchant.businessSlug}/orders/ZZZZZZZZ`,
        `/api/microsite/${other.merchant.businessSlug}/orders/%00`,
        `/api/microsite/no-such-store/orders/${placed.trackingCode}`,
      ]) {
        const res = await new TestClient(t.app).get(url);
        expect(res.statusCode, url).toBe(404);
      }
    });
  },
);

describe("order tracking lookups are rate limited", () => {
  const t = useTestApp("pglite", { config: { limits: { trackingLookupsPerIpPerMinute: 3 } } });

  it("refuses the fourth lookup in a minute from one address with 429", async () => {
    const client = new TestClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.get(`/api/microsite/any-store/orders/ABCD123${i}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

/** Reads a server-sent-event stream until `count` events named `name` arrived, or times out. */
function readEvents(baseUrl: string, cookie: string, name: string, count: number, timeoutMs = 10_000) {
  const url = new URL(`${baseUrl}/api/merchant/orders/events`);
  return new Promise<{ ready: Promise<void>; events: Promise<unknown[]>; close: () => void }>(
    (resolveOuter) => {
      let markReady: () => void = () => {};
      const ready = new Promise<void>((r) => {
        markReady = r;
      });
      const received: unknown[] = [];
      let finish: (value: unknown[]) => void = () => {};
      let fail: (err: Error) => void = () => {};
      const events = new Promise<unknown[]>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
      const timer = setTimeout(
        () => fail(new Error(`only ${received.length} of ${count} events in time`)),
        timeoutMs,
      );
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname, headers: { cookie } },
        (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
          let buffer = "";
          res.on("data", (chunk: Buffer) => {
            buffer += chunk.toString();
            if (buffer.includes(": connected")) markReady();
            let end = buffer.indexOf("\n\n");
            while (end !== -1) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const event = /^event: (.*)$/m.exec(block)?.[1];
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (event === name && data) received.push(JSON.parse(data));
              if (received.length >= count) {
                clearTimeout(timer);
                finish(received);
              }
              end = buffer.indexOf("\n\n");
            }
          });
        },
      );
      req.on("error", () => {});
      req.end();
      resolveOuter({ ready, events, close: () => req.destroy() });
    },
  );
}

describe.each(DRIVERS)("new orders reach an open dashboard on %s", (driver) => {
  let database: TestDatabase;
  let second: Awaited<ReturnType<typeof openPostgres>> | null = null;
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database.close();
  });

  it(
    driver === "postgres"
      ? "an order placed through process A shows on a dashboard served by process B"
      : "an order shows on the open dashboard of its store only",
    async () => {
      const a = await buildTestApp(database, testConfig());
      apps.push(a);
      // On PostgreSQL, process B has its own pool and its own LISTEN connection: only the database is shared.
      if (driver === "postgres") second = await openPostgres(database.url!);
      const b = second ? await buildTestApp({ ...second, url: database.url }, testConfig()) : a;
      if (b !== a) apps.push(b);
      const baseUrl = await b.listen({ port: 0, host: "127.0.0.1" });

      const { client: owner, merchant } = await registerMerchant(b);
      const { merchant: otherStore } = await registerMerchant(b);
      const productOf = async (merchantId: string) =>
        createProduct(database.db, merchantId, { quantity: null, price: "3.00" });
      const mine = await productOf(merchant.id);
      const theirs = await productOf(otherStore.id);
      await owner.token();
      const stream = await readEvents(baseUrl, owner.cookieHeader(), "new-order", 1);
      await stream.ready;
      // Give process B's LISTEN a moment to be in place before the NOTIFY.
      await new Promise((r) => setTimeout(r, 300));

      const shopper = new TestClient(a);
      const place = (slug: string, productId: string) =>
        shopper.post("/api/orders", { merchantSlug: slug, customer, items: [{ productId, quantity: 2 }] });
      expect((await place(otherStore.businessSlug, theirs.id)).statusCode).toBe(201);
      const placed = await place(merchant.businessSlug, mine.id);
      expect(placed.statusCode).toBe(201);
      const [event] = await stream.events;
      stream.close();
      expect(event).toEqual({
        id: placed.json().id,
        trackingCode: placed.json().trackingCode,
        totalAmount: "6.00",
        orderType: "regular",
        customerName: customer.name,
        createdAt: placed.json().createdAt,
      });
      const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.json().id));
      expect(row!.merchantId).toBe(merchant.id);
    },
  );
});
