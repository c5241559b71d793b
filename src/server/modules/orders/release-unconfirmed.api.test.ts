import { and, eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { ORDER_LIMIT_MESSAGES } from "#contracts/order-limits";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { orderStatusHistory } from "#server/db/schema/order-status-history";
import { orders } from "#server/db/schema/orders";
import { products } from "#server/db/schema/products";
import { housekeepingPurges, startHousekeeping } from "#server/housekeeping";
import { createCounterStore } from "#server/limits/create-counter-store";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { silentFailures } from "#tests/helpers/silent-log";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { releaseUnconfirmedOrders } from "./release-unconfirmed";

// Issue 40: a store may let its unconfirmed cash orders go a set time after their due time. Off by
// default. Driven by the app's clock, as the housekeeping loop drives it (main.ts).

const MINUTE = 60 * 1000;
const T0 = Date.parse("2026-05-05T16:00:00Z");
let clock = T0;

describeOnDrivers(
  "releasing unconfirmed orders",
  { now: () => clock, config: { mail: { smtpUrl: "smtp://127.0.0.1:1", from: "shop@example.com" } } },
  (t) => {
    const release = () =>
      releaseUnconfirmedOrders(t.database.db, t.events, clock, { on: true, publicUrl: null });

    async function store(releaseAfter: number | null) {
      const registered = await registerMerchant(t.app);
      if (releaseAfter !== null) {
        const saved = await registered.client.put("/api/merchant/order-limits", {
          releaseUnconfirmedAfterMinutes: releaseAfter,
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      const product = await createProduct(t.database.db, registered.merchant.id, {
        name: "Pizza",
        quantity: 10,
      });
      const order = async (quantity: number, phone: string) => {
        const res = await new TestClient(t.app).post("/api/orders", {
          merchantSlug: registered.merchant.businessSlug,
          customer: { name: "Ada", phone, address: "1 Main St", email: "ada@example.com" },
          items: [{ productId: product.id, quantity }],
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().id as string;
      };
      return { ...registered, product, order };
    }
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
    const stockOf = async (id: string) =>
      (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.quantity;

    it("cancels a pending order the set minutes after it was placed (as soon as possible) or after its slot's start, with its stock, a note and a mail", async () => {
      clock = T0;
      const { merchant, client, product, order } = await store(120);
      const asap = await order(2, "555 0101");
      const confirmed = await order(1, "555 0102");
      await client.patch(`/api/merchant/orders/${confirmed}/status`, { status: "confirmed" });
      // An order for later is due at its slot's start.
      const later = await order(1, "555 0103");
      await t.database.db
        .update(orders)
        .set({ scheduledFor: new Date(T0 + 180 * MINUTE) })
        .where(and(eq(orders.id, later), eq(orders.merchantId, merchant.id)));
      // A store that keeps its orders (the default) keeps them.
      const keeper = await store(null);
      const kept = await keeper.order(1, "555 0104");
      expect(await stockOf(product.id)).toBe(6);
      // The storefront's cached answer shows the stock taken.
      const page = () =>
        new TestClient(t.app).get(`/api/microsite/${merchant.businessSlug}/product/${product.id}`);
      expect((await page()).json().quantity).toBe(6);

      clock = T0 + 119 * MINUTE;
      expect(await release()).toBe(0);
      expect(await statusOf(asap)).toBe("pending");

      clock = T0 + 120 * MINUTE;
      expect(await release()).toBe(1);
      expect(await statusOf(asap)).toBe("cancelled");
      expect(await statusOf(confirmed)).toBe("confirmed");
      expect(await statusOf(later)).toBe("pending");
      expect(await statusOf(kept)).toBe("pending");
      expect(await stockOf(product.id)).toBe(8);
      expect((await page()).json().quantity).toBe(8);
      const history = await t.database.db
        .select()
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, asap), eq(orderStatusHistory.merchantId, merchant.id)));
      expect(history.map((h) => [h.status, h.updatedBy, h.notes])).toEqual([
        ["pending", "system", "Order placed"],
        ["cancelled", "system", "Cancelled automatically: not confirmed within 120 minutes of its due time"],
      ]);
      expect(ORDER_LIMIT_MESSAGES.released(120)).toBe(history[1]!.notes);
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderId, asap), eq(mailOutbox.merchantId, merchant.id)));
      const told = mails.find((m) => m.kind === "customer_status_changed");
      expect(told).toMatchObject({ recipient: "ada@example.com", payload: { status: "cancelled" } });
      expect(told!.baseUrl).toBe(mails.find((m) => m.kind === "customer_order_placed")!.baseUrl);
      // The merchant sees it with the others.
      const detail = (await client.get(`/api/merchant/orders/${asap}`)).json();
      expect(detail.status).toBe("cancelled");

      // Released once: a second round finds nothing; the slot's order goes 120 minutes after its start.
      expect(await release()).toBe(0);
      clock = T0 + 300 * MINUTE;
      expect(await release()).toBe(1);
      expect(await statusOf(later)).toBe("cancelled");
      expect(await statusOf(kept)).toBe("pending");
    });

    it("runs from housekeeping every minute, where its failure is counted", async () => {
      const failed: string[] = [];
      const failures = silentFailures();
      const report = failures.report.bind(failures);
      failures.report = (operation, err, message, fields) => {
        failed.push(message);
        report(operation, err, message, fields);
      };
      const deps = {
        db: t.database.db,
        events: t.events,
        storage: t.storage,
        counters: createCounterStore(t.database),
        config: t.config,
        failures,
      };
      const purges = housekeepingPurges({ ...deps, now: () => clock });
      expect(purges["unconfirmed orders"]!.every).toBe(MINUTE);
      // A clock that reads nothing: this purge fails, and is logged under its name and counted.
      const stop = startHousekeeping({ ...deps, now: () => Number.NaN });
      try {
        await vi.waitFor(() => expect(failed).toContain("purging unconfirmed orders failed"));
      } finally {
        stop();
      }
      const counted = (await failures.counter.get()).values.find(
        (v) => v.labels.operation === "housekeeping",
      );
      expect(counted?.value).toBeGreaterThanOrEqual(1);
    });
  },
);
