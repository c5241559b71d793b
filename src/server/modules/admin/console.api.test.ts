import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type {
  TAdminMerchantDetail,
  TAdminMerchantList,
  TAdminStats,
  TOperatorLogPage,
} from "#contracts/admin";
import type { TUser } from "#contracts/staff";
import { STORE_STATUS_MESSAGES } from "#contracts/store-status";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { merchants } from "#server/db/schema/merchants";
import { sessions } from "#server/db/schema/sessions";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createOrder, createProduct } from "#tests/helpers/factories";
import { addOperator } from "#tests/helpers/staff";
import { TestClient } from "#tests/helpers/test-app";
import { endExpiredViews } from "./service";

const PASSWORD = "secret123";
const MAIL = { smtpUrl: "smtp://127.0.0.1:1", from: "no-reply@example.com" };

describeOnDrivers(
  "the operator console",
  { config: { merchantApproval: "manual", mail: MAIL, publicUrl: "https://shop.example" } },
  (t) => {
    let operator: TestClient;
    let operatorEmail: string;
    let n = 0;
    beforeAll(async () => {
      ({ client: operator, email: operatorEmail } = await addOperator(t.app, t.database.db, "operator"));
    });

    /** A store registered through the API under manual approval, with something to sell. */
    async function pendingStore(extra: Record<string, unknown> = {}) {
      n++;
      const slug = `console-${n}-${Date.now().toString(36)}`;
      const email = `${slug}@example.com`;
      const res = await new TestClient(t.app).post("/api/register", {
        email,
        password: PASSWORD,
        businessName: `Console Store ${n}`,
        businessSlug: slug,
        businessType: "pharmacy",
        address: "1 Main St",
        ...extra,
      });
      expect(res.statusCode).toBe(202);
      const [row] = await t.database.db.select().from(merchants).where(eq(merchants.businessSlug, slug));
      await createProduct(t.database.db, row!.id);
      return { id: row!.id, email, slug };
    }
    const signIn = async (email: string) => {
      const client = new TestClient(t.app);
      return { client, res: await client.post("/api/login", { email, password: PASSWORD }) };
    };
    const mailsTo = async (recipient: string) =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient))).map(
        (m) => m.payload.notice,
      );

    it("an operator signs in to the console, not a store", async () => {
      const me = await operator.get("/api/admin/me");
      expect(me.json()).toMatchObject({
        platformRole: "operator",
        person: { email: operatorEmail },
        viewAs: null,
      });
      expect((await operator.get("/api/user")).statusCode).toBe(401);
    });

    it("a new store waits in the queue, oldest first, with what it entered; operators are told by mail", async () => {
      const first = await pendingStore({ licenceNumber: "PH-12345", description: "Open late" });
      const second = await pendingStore();
      expect(await mailsTo(operatorEmail)).toContain("store_waiting");
      const queue = (
        await operator.get("/api/admin/merchants?status=pending&limit=100")
      ).json() as TAdminMerchantList;
      const ids = queue.merchants.map((m) => m.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      const detail = (await operator.get(`/api/admin/merchants/${first.id}`)).json() as TAdminMerchantDetail;
      expect(detail).toMatchObject({
        status: "pending",
        businessType: "pharmacy",
        licenceNumber: "PH-12345",
        address: "1 Main St",
        description: "Open late",
        email: first.email,
      });
      // Searched by email, filtered by type.
      const found = (
        await operator.get(`/api/admin/merchants?q=${encodeURIComponent(first.email)}&type=pharmacy`)
      ).json();
      expect(found.merchants.map((m: { id: string }) => m.id)).toEqual([first.id]);
    });

    it("approving puts the store live and lets its merchant sign in; the merchant is mailed", async () => {
      const store = await pendingStore();
      expect((await signIn(store.email)).res.statusCode).toBe(403);
      const approved = await operator.post(`/api/admin/merchants/${store.id}/approve`, {});
      expect(approved.json()).toMatchObject({ status: "approved" });
      expect((await t.app.inject({ url: `/api/microsite/${store.slug}` })).statusCode).toBe(200);
      expect((await signIn(store.email)).res.statusCode).toBe(200);
      expect(await mailsTo(store.email)).toEqual(["approved"]);
      // Approving again is refused, saying why.
      const again = await operator.post(`/api/admin/merchants/${store.id}/approve`, {});
      expect(again.statusCode).toBe(409);
    });

    it("rejecting needs a reason, which the merchant is told at sign-in and by mail", async () => {
      const store = await pendingStore();
      const noReason = await operator.post(`/api/admin/merchants/${store.id}/reject`, { reason: " " });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe("Please give a reason");
      const reason = "We could not verify that this business exists.";
      expect(
        (await operator.post(`/api/admin/merchants/${store.id}/reject`, { reason })).json(),
      ).toMatchObject({
        status: "rejected",
        statusReason: reason,
      });
      const refused = (await signIn(store.email)).res;
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(STORE_STATUS_MESSAGES.rejected(reason));
      expect(await mailsTo(store.email)).toEqual(["rejected"]);
    });

    it("a suspended store's merchant still signs in, sees why, lists and works open orders; reinstating brings it back", async () => {
      const store = await pendingStore();
      await operator.post(`/api/admin/merchants/${store.id}/approve`, {});
      const { order } = await createOrder(t.database.db, store.id);
      const { client } = await signIn(store.email);
      const reason = "Customers reported orders that were paid for and never delivered.";
      const suspended = await operator.post(`/api/admin/merchants/${store.id}/suspend`, { reason });
      expect(suspended.json()).toMatchObject({ status: "suspended", statusReason: reason, openOrders: 1 });

      // The session they had goes on; a new sign-in works too.
      const user = (await client.get("/api/user")).json() as TUser;
      expect(user).toMatchObject({ status: "suspended", statusReason: reason });
      expect((await signIn(store.email)).res.statusCode).toBe(200);
      const list = await client.get("/api/merchant/orders");
      expect(list.statusCode).toBe(200);
      const update = await client.patch(`/api/merchant/orders/${order.id}/status`, { status: "confirmed" });
      expect(update.statusCode).toBe(200);
      expect((await client.get("/api/merchant/orders/export")).statusCode).toBe(200);
      // Gone from the marketplace at once; new orders refused.
      const market = (await t.app.inject({ url: `/api/marketplace?q=${store.slug}` })).json() as unknown[];
      expect(market).toEqual([]);
      expect((await t.app.inject({ url: `/api/microsite/${store.slug}` })).statusCode).toBeGreaterThanOrEqual(
        400,
      );

      const reinstated = await operator.post(`/api/admin/merchants/${store.id}/reinstate`, {});
      expect(reinstated.json()).toMatchObject({ status: "approved", statusReason: null, suspendedAt: null });
      expect((await client.get("/api/user")).json()).toMatchObject({
        status: "approved",
        statusReason: null,
      });
      expect((await t.app.inject({ url: `/api/microsite/${store.slug}` })).statusCode).toBe(200);
      expect(await mailsTo(store.email)).toEqual(
        expect.arrayContaining(["approved", "suspended", "reinstated"]),
      );
    });

    it("view as a merchant: reads work, every write is refused, and the record has its start and end", async () => {
      const store = await pendingStore();
      await operator.post(`/api/admin/merchants/${store.id}/approve`, {});
      const product = await createProduct(t.database.db, store.id);
      const noReason = await operator.post(`/api/admin/merchants/${store.id}/view-as`, {});
      expect(noReason.statusCode).toBe(400);
      const started = await operator.post(`/api/admin/merchants/${store.id}/view-as`, {
        reason: "Merchant asked for help with their menu",
      });
      expect(started.statusCode).toBe(200);
      expect(started.json()).toMatchObject({ merchantId: store.id });

      const user = (await operator.get("/api/user")).json() as TUser;
      expect(user).toMatchObject({
        id: store.id,
        viewAs: { reason: "Merchant asked for help with their menu" },
      });
      expect(user.permissions).not.toContain("catalog.edit");
      expect((await operator.get("/api/products")).statusCode).toBe(200);
      for (const write of [
        operator.put(`/api/products/${product.id}`, { name: "Changed" }),
        operator.post("/api/categories", { name: "New" }),
        operator.post("/api/user/store", { merchantId: store.id }),
      ]) {
        const res = await write;
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(
          "You are viewing this store read-only: exit the view to make changes.",
        );
      }
      expect((await operator.post("/api/admin/view-as/end", {})).statusCode).toBe(200);
      expect((await operator.get("/api/user")).statusCode).toBe(401);
      expect((await operator.post("/api/admin/view-as/end", {})).statusCode).toBe(409);

      const log = (await operator.get("/api/admin/audit-log?limit=10")).json() as TOperatorLogPage;
      const actions = log.entries.filter((e) => e.merchantId === store.id).map((e) => e.action);
      expect(actions.slice(0, 2)).toEqual(["view-as-end", "view-as-start"]);
      expect(log.entries[0]).toMatchObject({
        actor: { email: operatorEmail },
        reason: "Merchant asked for help with their menu",
      });
      const csv = await operator.get("/api/admin/audit-log?format=csv");
      expect(csv.headers["content-type"]).toContain("text/csv");
      expect(csv.body).toContain("Started viewing as merchant");
    });

    it("a view ends by itself after 30 minutes, and housekeeping records the end", async () => {
      const store = await pendingStore();
      await operator.post(`/api/admin/merchants/${store.id}/approve`, {});
      const { client, personId } = await addOperator(t.app, t.database.db, "support");
      await client.post(`/api/admin/merchants/${store.id}/view-as`, { reason: "Checking an order" });
      expect((await client.get("/api/user")).statusCode).toBe(200);
      await t.database.db
        .update(sessions)
        .set({ viewAsUntil: new Date(Date.now() - 1000) })
        .where(eq(sessions.personId, personId));
      expect((await client.get("/api/user")).statusCode).toBe(401);
      expect((await client.get("/api/admin/me")).json().viewAs).toBeNull();
      expect(await endExpiredViews(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
      const log = (await operator.get("/api/admin/audit-log")).json() as TOperatorLogPage;
      expect(log.entries.find((e) => e.merchantId === store.id && e.action === "view-as-end")).toMatchObject({
        details: { ended: "after 30 minutes" },
      });
    });

    it("platform figures and failed mail with retry", async () => {
      const stats = (await operator.get("/api/admin/stats")).json() as TAdminStats;
      expect(stats.days).toHaveLength(30);
      expect(stats.stores.approved).toBeGreaterThan(0);
      const [failed] = await t.database.db
        .update(mailOutbox)
        .set({ status: "failed", lastError: "550 mailbox unavailable" })
        .where(eq(mailOutbox.recipient, operatorEmail))
        .returning({ id: mailOutbox.id });
      const list = (await operator.get("/api/admin/mail/failed")).json() as { id: string }[];
      expect(list.map((m) => m.id)).toContain(failed!.id);
      expect((await operator.get("/api/admin/stats")).json().failedMail).toBeGreaterThan(0);
      expect((await operator.post(`/api/admin/mail/${failed!.id}/retry`, {})).statusCode).toBe(200);
      expect((await operator.post(`/api/admin/mail/${failed!.id}/retry`, {})).statusCode).toBe(404);
      const log = (await operator.get("/api/admin/audit-log")).json() as TOperatorLogPage;
      expect(log.entries[0]).toMatchObject({ action: "mail-retry" });
    });
  },
);
