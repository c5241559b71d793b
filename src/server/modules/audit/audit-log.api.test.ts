import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { AUDIT_MESSAGES, type TAuditEntry, type TAuditPage } from "#contracts/audit";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import type { TUser } from "#contracts/staff";
import { merchants } from "#server/db/schema/merchants";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { addMember } from "#tests/helpers/staff";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// Issue 43 item 6 (decision 0059): each recorded thing done through the API, read back from
// GET /api/audit-log with who did it; the filters, the pages, the export, and who may read it.

describeOnDrivers("the activity log", (t) => {
  const db = () => t.database.db;

  async function store() {
    const registered = await registerMerchant(t.app);
    const owner = (await registered.client.get("/api/user")).json() as TUser;
    const product = await createProduct(db(), registered.merchant.id, {
      name: "Pizza",
      price: "12.50",
      quantity: 50,
    });
    const shopper = new TestClient(t.app);
    const place = async (paymentMethod: "cash" | "card" = "cash") => {
      const res = await shopper.post("/api/orders", {
        merchantSlug: registered.merchant.businessSlug,
        customer: { name: "Ada", phone: "555 0101", address: "1 Main St" },
        items: [{ productId: product.id, quantity: 2 }],
        paymentMethod,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; trackingCode: string; payment: { redirectUrl: string | null } };
    };
    return { ...registered, owner, product, place, shopper };
  }

  const page = async (client: TestClient, query = "") => {
    const res = await client.get(`/api/audit-log${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TAuditPage;
  };
  const entries = async (client: TestClient, query = "") => (await page(client, query)).entries;
  const summaries = (list: TAuditEntry[]) => list.map((e) => `${e.actor.name} | ${e.kind} | ${e.summary}`);

  it("records a sign-in with the person, and a failed one not at all", async () => {
    const s = await store();
    const again = new TestClient(t.app);
    expect(
      (await again.post("/api/login", { email: s.merchant.email, password: "wrong-pass" })).statusCode,
    ).toBe(401);
    expect(
      (await again.post("/api/login", { email: s.merchant.email, password: "secret123" })).statusCode,
    ).toBe(200);
    const list = await entries(s.client, "?kind=sign-in");
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: "sign-in",
      summary: "Signed in",
      actor: { id: s.owner.person.id, name: s.owner.person.name, email: s.owner.person.email },
    });
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("records status changes, single and bulk, and order details name who changed each", async () => {
    const s = await store();
    const member = await addMember(t.app, db(), s.merchant.id, "orders");
    const [a, b] = [await s.place(), await s.place()];
    const one = await member.client.patch(`/api/merchant/orders/${a.id}/status`, {
      status: "confirmed",
      notes: "On it",
    });
    expect(one.statusCode, one.body).toBe(200);
    const bulk = await s.client.post("/api/merchant/orders/bulk-status", {
      ids: [a.id, b.id],
      status: "processing",
    });
    expect(bulk.json().changed).toHaveLength(2);

    const list = await entries(s.client, "?kind=order");
    const memberName = `orders member ${/-(\d+)@/.exec(member.email)![1]}`;
    // The bulk change's two records share its transaction's time: either may come first.
    expect(summaries(list.slice(0, 2)).sort()).toEqual(
      [
        `${s.owner.person.name} | order | Order ${b.id.slice(0, 8)}: Pending → Processing`,
        `${s.owner.person.name} | order | Order ${a.id.slice(0, 8)}: Confirmed → Processing`,
      ].sort(),
    );
    expect(summaries(list.slice(2))).toEqual([
      `${memberName} | order | Order ${a.id.slice(0, 8)}: Pending → Confirmed`,
    ]);
    expect(list.at(-1)).toMatchObject({
      actor: { id: member.personId, email: member.email },
      details: { orderId: a.id, status: { from: "pending", to: "confirmed" }, notes: "On it" },
    });

    const details = (await s.client.get(`/api/merchant/orders/${a.id}`)).json() as TMerchantOrderDetails;
    expect(details.statusHistory.map((h) => [h.status, h.updatedBy, h.changedBy])).toEqual([
      ["pending", "system", null],
      ["confirmed", "merchant", memberName],
      ["processing", "merchant", s.owner.person.name],
    ]);
  });

  it("records mark paid and a refund as payments", async () => {
    const s = await store();
    await db()
      .update(merchants)
      .set({ acceptsCard: true, cardProvider: "test" })
      .where(eq(merchants.id, s.merchant.id));
    await t.storeChanged(s.merchant.id);
    const cash = await s.place("cash");
    const paid = await s.client.post(`/api/merchant/orders/${cash.id}/mark-paid`);
    expect(paid.statusCode, paid.body).toBe(200);

    const card = await s.place("card");
    const sessionId = card.payment.redirectUrl!.split("/pay/test/")[1];
    await s.shopper.post(`/api/payments/test-gateway/sessions/${sessionId}/pay`, {
      cardNumber: "4242 4242 4242 4242",
    });
    await s.shopper.post(
      `/api/microsite/${s.merchant.businessSlug}/orders/${card.trackingCode}/payment-check`,
    );
    const refund = await s.client.post(`/api/merchant/orders/${card.id}/refunds`, {
      amount: "5.00",
      reason: "Cold",
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const cancel = await s.client.patch(`/api/merchant/orders/${card.id}/status`, {
      status: "cancelled",
      refund: true,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect(summaries(await entries(s.client, "?kind=payment"))).toEqual([
      `${s.owner.person.name} | payment | Order ${card.id.slice(0, 8)}: card refunded on cancelling (25.00 refunded in all)`,
      `${s.owner.person.name} | payment | Order ${card.id.slice(0, 8)}: refunded 5.00`,
      `${s.owner.person.name} | payment | Order ${cash.id.slice(0, 8)}: marked paid (25.00 cash)`,
    ]);
  });

  it("records price, discount price and stock edits with from → to, products made and deleted, a CSV upload", async () => {
    const s = await store();
    const made = await s.client.post("/api/products", { name: "Calzone", price: "9.00", quantity: 4 });
    expect(made.statusCode, made.body).toBe(201);
    const edit = await s.client.put(`/api/products/${s.product.id}`, {
      price: "14.00",
      discountPrice: "11.00",
      quantity: 40,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // A change of the description alone is no price or stock edit.
    await s.client.put(`/api/products/${s.product.id}`, { description: "Wood-fired" });
    expect((await s.client.delete(`/api/products/${made.json().id}`)).statusCode).toBe(200);
    const upload = await s.client.post("/api/products/bulk-upload", {
      csvData: "name,price\nA,1\nB,1\nC,free\n",
    });
    expect(upload.json()).toMatchObject({ successful: 2, failed: 1 });

    const list = await entries(s.client, "?kind=catalog");
    expect(list.map((e) => e.summary)).toEqual([
      "CSV upload: 2 products added, 1 row refused",
      "Product deleted: Calzone",
      "Pizza: price 12.50 → 14.00, discount price none → 11.00, stock 50 → 40",
      "Product created: Calzone",
    ]);
    expect(list[2]!.details).toMatchObject({
      price: { from: "12.50", to: "14.00" },
      discountPrice: { from: null, to: "11.00" },
      quantity: { from: 50, to: 40 },
    });
  });

  it("records discount changes, exports and settings changes naming the fields, never their values", async () => {
    const s = await store();
    const code = await s.client.post("/api/discounts", { code: "WELCOME10", kind: "percent", value: 10 });
    expect(code.statusCode, code.body).toBe(201);
    await s.client.put(`/api/discounts/${code.json().id}`, { value: 15 });
    await s.client.delete(`/api/discounts/${code.json().id}`);
    for (const url of [
      "/api/merchant/orders/export?status=pending",
      "/api/customers/export",
      "/api/products/export",
    ])
      expect((await s.client.get(url)).statusCode).toBe(200);
    const settings = [
      ["/api/merchant/customization", { theme: "blue", customDisplayName: "Our pizzas" }],
      ["/api/merchant/trading", { timeZone: "Europe/London", fulfilment: { delivery: true, pickup: true } }],
      [
        "/api/merchant/notifications",
        { email: "kitchen@example.com", newOrders: true, prescriptionOrders: false },
      ],
      ["/api/merchant/order-limits", { maxPerProduct: 5 }],
      [
        "/api/merchant/payments",
        {
          methods: { cash: true, card: true },
          captureOn: "checkout",
          unpaidExpiryMinutes: 30,
          provider: "test",
        },
      ],
    ] as const;
    for (const [url, body] of settings) expect((await s.client.put(url, body)).statusCode, url).toBe(200);
    // Saved again unchanged: nothing to record.
    expect((await s.client.put("/api/merchant/order-limits", { maxPerProduct: 5 })).statusCode).toBe(200);

    expect((await entries(s.client, "?kind=discount")).map((e) => e.summary)).toEqual([
      "Discount WELCOME10 deleted",
      "Discount WELCOME10 changed: value 10.00 → 15.00",
      "Discount WELCOME10 created",
    ]);
    expect((await entries(s.client, "?kind=export")).map((e) => e.summary)).toEqual([
      "Exported products",
      "Exported customers",
      "Exported orders (status pending)",
    ]);
    const changed = await entries(s.client, "?kind=settings");
    expect(changed.map((e) => e.summary)).toEqual([
      "Payments changed: accepts card, card provider, capture on",
      "Order limits changed: max per product",
      "Notifications changed: notify email, notify prescription orders",
      "Trading and fulfilment changed: time zone, offers pickup",
      "Store settings changed: custom display name",
    ]);
    expect(JSON.stringify(changed)).not.toContain("kitchen@example.com");
  });

  it("filters by person and kind, pages newest first by cursor, and refuses bad filters", async () => {
    const s = await store();
    const manager = await addMember(t.app, db(), s.merchant.id, "manager");
    for (const quantity of [1, 2, 3]) await s.client.put(`/api/products/${s.product.id}`, { quantity });
    await manager.client.put(`/api/products/${s.product.id}`, { quantity: 9 });

    const all = await entries(manager.client, "?limit=200");
    expect(all.map((e) => e.kind)).toEqual(["catalog", "catalog", "catalog", "catalog", "sign-in"]);
    const mine = await entries(manager.client, `?actor=${manager.personId}`);
    expect(summaries(mine)).toEqual([
      `${mine[0]!.actor.name} | catalog | Pizza: stock 3 → 9`,
      `${mine[0]!.actor.name} | sign-in | Signed in`,
    ]);
    expect(await entries(manager.client, `?actor=${s.owner.person.id}&kind=sign-in`)).toEqual([]);

    const first = await page(manager.client, "?kind=catalog&limit=3");
    expect(first.entries.map((e) => e.summary)).toEqual([
      "Pizza: stock 3 → 9",
      "Pizza: stock 2 → 3",
      "Pizza: stock 1 → 2",
    ]);
    const second = await page(manager.client, `?kind=catalog&limit=3&cursor=${first.nextCursor}`);
    expect(second).toEqual({
      entries: [expect.objectContaining({ summary: "Pizza: stock 50 → 1" })],
      nextCursor: null,
    });

    const actors = (await manager.client.get("/api/audit-log/actors")).json();
    expect(actors.actors.map((a: { id: string }) => a.id).sort()).toEqual(
      [s.owner.person.id, manager.personId].sort(),
    );

    for (const [query, message] of [
      ["?kind=gossip", AUDIT_MESSAGES.kind],
      ["?cursor=abc", AUDIT_MESSAGES.cursor],
      ["?limit=0", AUDIT_MESSAGES.limit],
      ["?limit=201", AUDIT_MESSAGES.limit],
      ["?actor=someone", AUDIT_MESSAGES.actor],
    ]) {
      const res = await manager.client.get(`/api/audit-log${query}`);
      expect([res.statusCode, res.json().message], query).toEqual([400, message]);
    }
  });

  it("exports the filter as CSV: when, who, kind, summary, details", async () => {
    const s = await store();
    await s.client.put(`/api/products/${s.product.id}`, { price: "13.00" });
    const res = await s.client.get("/api/audit-log/export?kind=catalog");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="activity-catalog-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("When (UTC),Name,Email,Kind,Summary,Details");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
    expect(lines[1]).toContain(
      `,${s.owner.person.name},${s.owner.person.email},Prices and stock,Pizza: price 12.50 → 13.00,`,
    );
    // The export is recorded in its turn.
    expect((await entries(s.client, "?kind=export"))[0]!.summary).toBe(
      "Exported activity log (kind catalog)",
    );
  });

  it("is read by owners and managers only, and never shows another store's records", async () => {
    const s = await store();
    const other = await store();
    await other.client.put(`/api/products/${other.product.id}`, { quantity: 7 });
    const orders = await addMember(t.app, db(), s.merchant.id, "orders");
    const kitchen = await addMember(t.app, db(), s.merchant.id, "kitchen");
    for (const client of [orders.client, kitchen.client])
      for (const url of ["/api/audit-log", "/api/audit-log/export", "/api/audit-log/actors"]) {
        const res = await client.get(url);
        expect([res.statusCode, res.json().message]).toEqual([
          403,
          "You do not have permission to read the activity log.",
        ]);
      }
    expect((await new TestClient(t.app).get("/api/audit-log")).statusCode).toBe(401);

    const mine = await entries(s.client, "?limit=200");
    expect(mine.some((e) => e.summary.includes("stock 50 → 7"))).toBe(false);
    // Another store's person or record as a filter or cursor reads nothing of theirs.
    const theirs = await entries(other.client);
    expect(await entries(s.client, `?actor=${other.owner.person.id}`)).toEqual([]);
    expect(await entries(s.client, `?cursor=${theirs[0]!.id}`)).toEqual([]);
    const csv = (await s.client.get("/api/audit-log/export")).body;
    expect(csv).not.toContain("stock 50 → 7");
  });
});
