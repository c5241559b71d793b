import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TBulkOrderStatusResponse, TMerchantOrderDetails } from "#contracts/order-management";
import { discountCodes } from "#server/db/schema/discount-codes";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { orderSlots } from "#server/db/schema/order-slots";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createDiscountCode, createOrder, createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const URL = "/api/merchant/orders/bulk-status";
const customer = { name: "Grace Hopper", phone: "+1 555 0100", address: "7 Harbor Lane, Arlington, VA" };

// Issue 40, item 1: the merchant cancels a pile of fake orders at once, with one note (decision 0043).
describeOnDrivers(
  "bulk order status",
  { config: { mail: { smtpUrl: "smtp://127.0.0.1:1", from: "Shop <s@example.com>" } } },
  (t) => {
    const db = () => t.database.db;

    /** A signed-in merchant with Tea (stock 100), and a shopper placing orders of `units` Tea. */
    async function store() {
      const { client, merchant } = await registerMerchant(t.app);
      const tea = await createProduct(db(), merchant.id, { name: "Tea", price: "4.50", quantity: 100 });
      const shopper = new TestClient(t.app);
      const order = async (units: number, extra: Record<string, unknown> = {}) => {
        const res = await shopper.post("/api/orders", {
          merchantSlug: merchant.businessSlug,
          customer: { ...customer, ...extra },
          items: [{ productId: tea.id, quantity: units }],
          ...("discountCode" in extra ? { discountCode: extra.discountCode } : {}),
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().id as string;
      };
      const stock = async () =>
        (await db().select().from(products).where(eq(products.id, tea.id)))[0]!.quantity;
      const bulk = (body: Record<string, unknown>) => client.post(URL, body);
      const detail = async (id: string): Promise<TMerchantOrderDetails> =>
        (await client.get(`/api/merchant/orders/${id}`)).json();
      return { client, merchant, tea, order, stock, bulk, detail };
    }

    it("cancels many orders with one note each, their units back once, and says which could not be", async () => {
      const s = await store();
      const ids = [await s.order(1), await s.order(2), await s.order(3), await s.order(4)];
      const done = await s.order(5);
      const already = await s.order(6);
      expect(
        (await s.client.patch(`/api/merchant/orders/${done}/status`, { status: "completed" })).statusCode,
      ).toBe(200);
      await s.client.patch(`/api/merchant/orders/${already}/status`, { status: "cancelled" });
      expect(await s.stock()).toBe(100 - 1 - 2 - 3 - 4 - 5);
      const other = await store();
      const theirs = await other.order(7);
      const unknown = randomUUID();

      const res = await s.bulk({
        ids: [ids[0], theirs, ...ids.slice(1), done, already.toUpperCase(), unknown],
        status: "cancelled",
        notes: "Fake orders from one address",
      });
      expect(res.statusCode, res.body).toBe(200);
      const body: TBulkOrderStatusResponse = res.json();
      expect(body).toEqual({
        status: "cancelled",
        changed: [...ids, done],
        unchanged: [
          { id: theirs, message: "Order not found" },
          { id: already, message: "Already cancelled" },
          { id: unknown, message: "Order not found" },
        ],
      });
      // The four open orders' units are back; the completed one's left with its customer.
      expect(await s.stock()).toBe(100 - 5);
      for (const id of [...ids, done]) {
        const detail = await s.detail(id);
        expect(detail.status).toBe("cancelled");
        expect(detail.actualDelivery).toBeNull();
        expect(detail.statusHistory.at(-1)).toMatchObject({
          status: "cancelled",
          updatedBy: "merchant",
          notes: "Fake orders from one address",
        });
      }
      expect((await s.detail(already)).statusHistory).toHaveLength(2);
      // Another store's order is never touched.
      expect((await other.detail(theirs)).status).toBe("pending");
      expect(await other.stock()).toBe(93);
    });

    it("puts a completed order's units back only with restock", async () => {
      const s = await store();
      const a = await s.order(3);
      const b = await s.order(4);
      await s.bulk({ ids: [a, b], status: "completed" });
      const res = await s.bulk({ ids: [a, b], status: "cancelled", restock: true });
      expect(res.json().changed).toEqual([a, b]);
      expect(await s.stock()).toBe(100);
      expect((await s.bulk({ ids: [a, b], status: "pending" })).json().changed).toEqual([a, b]);
      expect(await s.stock()).toBe(93);
    });

    it("reopens orders in turn while their stock lasts, refusing the rest with the single change's words", async () => {
      const s = await store();
      const ids = [await s.order(30), await s.order(30), await s.order(30)];
      await s.bulk({ ids, status: "cancelled" });
      await db().update(products).set({ quantity: 70 }).where(eq(products.id, s.tea.id));
      const res = await s.bulk({ ids, status: "confirmed", notes: "Not fake after all" });
      const body: TBulkOrderStatusResponse = res.json();
      expect(body.changed).toHaveLength(2);
      expect(body.unchanged).toEqual([
        {
          id: expect.any(String),
          message: `This order can't be reopened: "Tea" has only 10 left. Restock it first.`,
        },
      ]);
      expect(await s.stock()).toBe(10);
      const refused = await s.detail(body.unchanged[0]!.id);
      expect(refused.status).toBe("cancelled");
      expect(refused.statusHistory).toHaveLength(2);
    });

    it("gives back each slot's places when cancelled, and takes them again when reopened", async () => {
      const s = await store();
      const [early, late] = [new Date("2026-12-01T10:00:00Z"), new Date("2026-12-01T11:00:00Z")];
      const ids: string[] = [];
      for (const at of [early, early, late])
        ids.push(
          (await createOrder(db(), s.merchant.id, { scheduledFor: at, totalAmount: "1.00" })).order.id,
        );
      await db()
        .insert(orderSlots)
        .values([
          { merchantId: s.merchant.id, startsAt: early, taken: 2 },
          { merchantId: s.merchant.id, startsAt: late, taken: 1 },
        ]);
      const taken = async () =>
        (await db().select().from(orderSlots).where(eq(orderSlots.merchantId, s.merchant.id)))
          .map((slot) => [slot.startsAt.toISOString(), slot.taken])
          .sort();
      expect((await s.bulk({ ids, status: "cancelled" })).json().changed).toHaveLength(3);
      expect(await taken()).toEqual([
        [early.toISOString(), 0],
        [late.toISOString(), 0],
      ]);
      expect((await s.bulk({ ids, status: "pending" })).json().changed).toHaveLength(3);
      expect(await taken()).toEqual([
        [early.toISOString(), 2],
        [late.toISOString(), 1],
      ]);
    });

    it("gives back discount uses, and mails each customer who asked, once", async () => {
      const s = await store();
      const code = await createDiscountCode(db(), s.merchant.id, {
        code: "FAKE10",
        kind: "percent",
        value: "10",
      });
      const withMail = await s.order(1, { email: "grace@example.com", discountCode: "FAKE10" });
      const without = await s.order(1, { discountCode: "FAKE10" });
      const uses = async () =>
        (await db().select().from(discountCodes).where(eq(discountCodes.id, code.id)))[0]!.uses;
      expect(await uses()).toBe(2);
      const mails = async () =>
        (
          await db()
            .select()
            .from(mailOutbox)
            .where(
              and(
                inArray(mailOutbox.orderId, [withMail, without]),
                eq(mailOutbox.kind, "customer_status_changed"),
              ),
            )
        ).map((m) => m.recipient);
      const res = await s.bulk({ ids: [withMail, without], status: "cancelled", notes: "Duplicates" });
      expect(res.json().changed).toHaveLength(2);
      expect(await uses()).toBe(0);
      expect(await mails()).toEqual(["grace@example.com"]);
    });

    it("announces one stock change of the store for the whole request", async () => {
      const s = await store();
      const ids = [await s.order(1), await s.order(1), await s.order(1)];
      const heard: string[] = [];
      const stop = t.events.subscribe("store_changes", (payload) => heard.push(payload));
      try {
        expect((await s.bulk({ ids, status: "cancelled" })).statusCode).toBe(200);
        await expect.poll(() => heard.length).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 300));
        expect(heard.filter((p) => p.includes(s.merchant.id))).toEqual([`stock:${s.merchant.id}`]);
      } finally {
        stop();
      }
    });

    it("refuses a list that is empty, too long, repeats an order or names no id, and a bad status, with 400", async () => {
      const s = await store();
      const id = await s.order(1);
      const many = (n: number) => Array.from({ length: n }, () => randomUUID());
      for (const [body, message] of [
        [{ ids: [], status: "cancelled" }, "Select at least one order"],
        [{ ids: many(501), status: "cancelled" }, "Change at most 500 orders at once"],
        [{ ids: [id, id.toUpperCase()], status: "cancelled" }, "Each order may be listed only once"],
        [{ ids: ["not-an-id"], status: "cancelled" }, "Order not found"],
        [{ ids: "x", status: "cancelled" }, "Order not found"],
        [{ ids: [id], status: "shipped" }, "Please select a valid status"],
        [{ ids: [id] }, "Please select a valid status"],
        [{ ids: [id], status: "cancelled", restock: "yes" }, "restock must be true or false"],
        [{ ids: [id], status: "cancelled", notes: "x".repeat(1001) }, "Must be at most 1000 characters"],
      ] as const) {
        const res = await s.bulk(body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect((await s.detail(id)).status).toBe("pending");
      // 500 is allowed: every one unknown here, so every one unchanged.
      const full = await s.bulk({ ids: many(500), status: "cancelled" });
      expect(full.statusCode).toBe(200);
      expect(full.json().unchanged).toHaveLength(500);
    });

    it("requires sign-in", async () => {
      const res = await new TestClient(t.app).post(URL, { ids: [randomUUID()], status: "cancelled" });
      expect(res.statusCode).toBe(401);
    });
  },
);
