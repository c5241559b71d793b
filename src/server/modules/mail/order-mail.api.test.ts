import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { parseCommand, runCommand } from "#server/admin/commands";
import type { AdminContext } from "#server/admin/merchant-commands";
import { mailOutbox } from "#server/db/schema/mail-outbox";
import { merchants } from "#server/db/schema/merchants";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createDiscountCode, createProduct } from "#tests/helpers/factories";
import { type SmtpSink, startSmtpSink } from "#tests/helpers/smtp-sink";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { createMailWorker, failedMails, smtpTransport } from "./service";

const FROM = "Storefront <orders@storefront.test>";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const customer = { name: "Grace Hopper", phone: "+1 212 555 0100", address: "7 Harbor Lane, New York" };

// The app writes mail only when SMTP_URL is set; the worker below sends to the test's own server.
describeOnDrivers(
  "order mail through a real SMTP server",
  { config: { mail: { smtpUrl: "smtp://127.0.0.1:1", from: FROM } } },
  (t) => {
    const db = () => t.database.db;
    let sink: SmtpSink;
    /** How far the worker's clock is ahead of real time: a test moves it past a backoff. */
    let ahead = 0;
    /** What the SMTP server does with a mail it has, before it answers 250 (a test sets it). */
    let beforeAccepting: (() => void | Promise<void>) | null = null;
    beforeAll(async () => {
      sink = await startSmtpSink(0, { beforeAccepting: () => beforeAccepting?.() });
    });
    afterAll(() => sink.stop());
    afterEach(async () => {
      sink.received.length = 0;
      sink.refuse.clear();
      beforeAccepting = null;
      await sink.start(); // after a test that stopped it
    });

    const worker = (retry = { baseDelayMs: 60_000, maxDelayMs: 600_000, maxAttempts: 5 }) =>
      createMailWorker({
        db: db(),
        transport: smtpTransport({ smtpUrl: sink.url, from: FROM }),
        storage: t.storage,
        now: () => Date.now() + ahead,
        retry,
      });

    async function store(overrides: Record<string, unknown> = {}) {
      const { client, merchant } = await registerMerchant(t.app, {
        businessName: "Bella Napoli",
        ...overrides,
      });
      await db().update(merchants).set({ theme: "red" }).where(eq(merchants.id, merchant.id));
      const pizza = await createProduct(db(), merchant.id, {
        name: "Margherita <b>Pizza</b>",
        price: "12.50",
      });
      const shopper = new TestClient(t.app);
      const order = (email?: string) =>
        shopper.post("/api/orders", {
          merchantSlug: merchant.businessSlug,
          customer: email === undefined ? customer : { ...customer, email },
          items: [{ productId: pizza.id, quantity: 2 }],
          notes: "Ring twice",
        });
      return { client, merchant, order };
    }

    it("mails the store and the customer on a new order: number, items, total, customer, delivery and links", async () => {
      const { merchant, order } = await store();
      const placed = await order("grace@example.com");
      expect(placed.statusCode).toBe(201);
      const { id, trackingCode } = placed.json();

      expect(await worker().drain()).toBe(2);
      const toStore = sink.received.find((m) => m.to.includes(merchant.email))!;
      expect(toStore.subject).toBe(`New order #${id.slice(0, 8)} · $25.00 · Grace Hopper`);
      for (const part of [toStore.text, toStore.html]) {
        expect(part).toContain("Grace Hopper");
        expect(part).toContain("+1 212 555 0100");
        expect(part).toContain("7 Harbor Lane, New York");
        expect(part).toContain("Ring twice");
        expect(part).toContain("$25.00");
      }
      expect(toStore.text).toContain(`/dashboard?tab=orders&order=${id}`);
      expect(toStore.html).toContain(`/dashboard?tab=orders&amp;order=${id}`);
      expect(toStore.text).toContain("2 × Margherita <b>Pizza</b>");
      // The store's words are text in the HTML, never markup.
      expect(toStore.html).toContain("Margherita &lt;b&gt;Pizza&lt;/b&gt;");
      expect(toStore.html).toContain("#DC2626"); // the red theme's colour
      expect(toStore.html).toContain("Bella Napoli");
      // How it is paid (issue 41): a cash order says what is due.
      expect(toStore.text).toContain("Payment: Cash due $25.00");
      expect(toStore.html).toContain("Cash due $25.00");

      const toCustomer = sink.received.find((m) => m.to.includes("grace@example.com"))!;
      expect(toCustomer.subject).toBe(`Order Placed! #${id.slice(-8).toUpperCase()} at Bella Napoli`);
      expect(toCustomer.text).toContain("Thank you for your order. We'll prepare it for delivery shortly.");
      expect(toCustomer.text).toContain("Payment: Cash due $25.00");
      expect(toCustomer.text).toContain(`/microsite/${merchant.businessSlug}/track/${trackingCode}`);
      expect(toCustomer.html).toContain(`/microsite/${merchant.businessSlug}/track/${trackingCode}`);
      expect(toCustomer.parsed.from?.text).toBe('"Storefront" <orders@storefront.test>');
      // Nothing is left to send: a second pass sends nothing.
      expect(await worker().drain()).toBe(0);
      expect(sink.received).toHaveLength(2);
    });

    it("lists the discount code's line in both mails", async () => {
      const { merchant } = await store();
      await createDiscountCode(db(), merchant.id, { code: "WELCOME10", kind: "percent", value: "10.00" });
      const pizza = (await db().select().from(products).where(eq(products.merchantId, merchant.id)))[0]!;
      const placed = await new TestClient(t.app).post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer: { ...customer, email: "grace@example.com" },
        items: [{ productId: pizza.id, quantity: 2 }],
        discountCode: "welcome10",
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect(await worker().drain()).toBe(2);
      for (const mail of sink.received) {
        expect(mail.text).toContain("Discount (WELCOME10): −$2.50");
        expect(mail.text).toContain("Total: $22.50");
        expect(mail.html).toContain("Discount (WELCOME10)");
      }
    });

    it("sends the customer each status change once, and nothing to a customer who gave no email", async () => {
      const { client, order } = await store();
      const withEmail = (await order("grace@example.com")).json();
      const without = (await order()).json();
      await worker().drain();
      sink.received.length = 0;

      const setStatus = (orderId: string, status: string, notes?: string) =>
        client.patch(`/api/merchant/orders/${orderId}/status`, { status, notes });
      expect((await setStatus(withEmail.id, "confirmed", "Oven is hot")).statusCode).toBe(200);
      expect((await setStatus(withEmail.id, "confirmed", "Still confirmed")).statusCode).toBe(200);
      expect((await setStatus(without.id, "confirmed")).statusCode).toBe(200);
      expect(await worker().drain()).toBe(1);
      const [mail] = sink.received;
      expect(mail!.to).toEqual(["grace@example.com"]);
      expect(mail!.subject).toBe(`Your order #${withEmail.id.slice(-8).toUpperCase()} is Confirmed`);
      expect(mail!.text).toContain("Oven is hot");
      expect(mail!.text).toContain(`/track/${withEmail.trackingCode}`);
    });

    it("follows the store's settings: another address, and no mail for the kinds turned off", async () => {
      const { client, merchant, order } = await store();
      const defaults = await client.get("/api/merchant/notifications");
      expect(defaults.json()).toEqual({
        email: null,
        accountEmail: merchant.email,
        newOrders: true,
        prescriptionOrders: true,
        mailConfigured: true,
      });
      const bad = await client.put("/api/merchant/notifications", {
        email: "not-an-address",
        newOrders: true,
        prescriptionOrders: true,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: "Please enter a valid email address" });

      const saved = await client.put("/api/merchant/notifications", {
        email: " Kitchen@Bella.example ",
        newOrders: true,
        prescriptionOrders: false,
      });
      expect(saved.json()).toMatchObject({ email: "Kitchen@Bella.example", newOrders: true });
      await order();
      await worker().drain();
      expect(sink.received.map((m) => m.to[0]?.toLowerCase())).toEqual(["kitchen@bella.example"]);

      sink.received.length = 0;
      await client.put("/api/merchant/notifications", {
        email: "",
        newOrders: false,
        prescriptionOrders: true,
      });
      await order();
      expect(await worker().drain()).toBe(0);
      expect((await new TestClient(t.app).get("/api/merchant/notifications")).statusCode).toBe(401);
    });

    it("mails a prescription order to the pharmacy and the customer, and the quote to the customer", async () => {
      const { client, merchant } = await registerMerchant(t.app, {
        businessType: "pharmacy",
        businessName: "Green Cross",
      });
      const shopper = new TestClient(t.app);
      await shopper.token();
      const upload = await shopper.upload(
        "/api/upload-prescription",
        "prescription",
        "rx.pdf",
        PDF,
        "application/pdf",
      );
      const placed = await shopper.post("/api/prescription-orders", {
        merchantSlug: merchant.businessSlug,
        customer: { ...customer, email: "grace@example.com" },
        prescriptionFileUrl: upload.json().prescriptionUrl,
        prescriptionNotes: "Repeat of last month",
      });
      expect(placed.statusCode).toBe(201);
      const { id } = placed.json();
      expect(await worker().drain()).toBe(2);
      const toStore = sink.received.find((m) => m.to.includes(merchant.email))!;
      expect(toStore.subject).toBe(`New prescription order #${id.slice(0, 8)} · Grace Hopper`);
      expect(toStore.text).toContain("Repeat of last month");
      expect(toStore.text).toContain("Pending Quote");
      const toCustomer = sink.received.find((m) => m.to.includes("grace@example.com"))!;
      expect(toCustomer.text).toContain("We received your prescription. We'll contact you with pricing.");

      sink.received.length = 0;
      const quoted = await client.patch(`/api/merchant/orders/${id}/quote`, {
        totalAmount: "18.40",
        message: "Generic brand, same dose",
      });
      expect(quoted.statusCode).toBe(200);
      expect(await worker().drain()).toBe(1);
      expect(sink.received[0]).toMatchObject({
        to: ["grace@example.com"],
        subject: "Your prescription quote: $18.40 at Green Cross",
      });
      expect(sink.received[0]!.text).toContain("Generic brand, same dose");
      expect(sink.received[0]!.text).not.toContain("Pay now");

      // A pharmacy that takes cards: the quote's mail offers to pay it (issue 41, item 8).
      const cards = await client.put("/api/merchant/payments", {
        methods: { cash: true, card: true },
        captureOn: "checkout",
        unpaidExpiryMinutes: 30,
        provider: "test",
      });
      expect(cards.statusCode, cards.body).toBe(200);
      sink.received.length = 0;
      await client.patch(`/api/merchant/orders/${id}/quote`, { totalAmount: "19.00" });
      expect(await worker().drain()).toBe(1);
      expect(sink.received[0]!.text).toContain("You can pay $19.00 by card on your order's page.");
      expect(sink.received[0]!.text).toContain("Pay now");
      expect(sink.received[0]!.html).toContain("Pay now");
    });

    it("refuses a customer email that is not an address, naming it", async () => {
      const { order } = await store();
      const res = await order("grace@");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: "Please enter a valid email address" });
    });

    it("keeps every mail through an outage and sends each exactly once when the server is back", async () => {
      const { merchant, order } = await store();
      await db().update(merchants).set({ notifyNewOrders: true }).where(eq(merchants.id, merchant.id));
      await sink.stop();
      for (let i = 0; i < 20; i++) expect((await order()).statusCode).toBe(201);
      const sender = worker();
      expect(await sender.drain()).toBe(0);
      const waiting = await db().select().from(mailOutbox).where(eq(mailOutbox.merchantId, merchant.id));
      expect(waiting).toHaveLength(20);
      expect(waiting.every((m) => m.status === "pending")).toBe(true);
      // One try finds the server down; the others wait for the next poll without spending a try.
      expect(waiting.filter((m) => m.attempts > 0)).toEqual([
        expect.objectContaining({ attempts: 1, lastError: expect.stringMatching(/^unreachable: /) }),
      ]);

      // Ten minutes later the server is back: every mail goes, once.
      await sink.start();
      ahead += 10 * 60_000;
      expect(await sender.drain()).toBe(20);
      expect(await sender.drain()).toBe(0);
      const ids = sink.received.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(20);
      expect(sink.received.every((m) => m.to[0] === merchant.email)).toBe(true);
    });

    it("stops claiming mail when stopped: the mail in flight goes and is marked, the rest wait for the next worker", async () => {
      const { merchant, order } = await store();
      await db().update(merchants).set({ notifyNewOrders: true }).where(eq(merchants.id, merchant.id));
      for (let i = 0; i < 5; i++) expect((await order()).statusCode).toBe(201);
      const sender = worker();
      let stopped: Promise<void> | null = null;
      // The process is told to stop while the server holds its first mail.
      beforeAccepting = () => {
        stopped ??= sender.stop();
      };
      expect(await sender.drain()).toBe(1);
      await stopped;
      expect(sink.received).toHaveLength(1);
      const rows = await db().select().from(mailOutbox).where(eq(mailOutbox.merchantId, merchant.id));
      expect(rows.filter((m) => m.status === "sent").map((m) => `<${m.id}@storefront.mail>`)).toEqual([
        sink.received[0]!.messageId,
      ]);
      // The others were never claimed: due at once for the next worker, no try spent.
      const waiting = rows.filter((m) => m.status === "pending");
      expect(waiting).toHaveLength(4);
      expect(waiting.every((m) => m.attempts === 0 && m.nextAttemptAt.getTime() <= Date.now())).toBe(true);
      beforeAccepting = null;
      expect(await worker().drain()).toBe(4);
      expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(5);
    });

    it("keeps a mail being sent its own past its lease, however long the server takes", async () => {
      const { merchant, order } = await store();
      await db().update(merchants).set({ notifyNewOrders: true }).where(eq(merchants.id, merchant.id));
      expect((await order()).statusCode).toBe(201);
      const sender = createMailWorker({
        db: db(),
        transport: smtpTransport({ smtpUrl: sink.url, from: FROM }),
        storage: t.storage,
        leaseMs: 300,
      });
      let leaseEnds: Date | null = null;
      // The server holds the mail for more than two leases: the sender renews its lease meanwhile,
      // so no other process would take the mail and send it again.
      beforeAccepting = async () => {
        await new Promise((resolve) => setTimeout(resolve, 750));
        const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.merchantId, merchant.id));
        leaseEnds = row!.nextAttemptAt;
      };
      expect(await sender.drain()).toBe(1);
      expect(leaseEnds!.getTime()).toBeGreaterThan(Date.now());
    });

    it("keeps a mail the server refuses for good, lists it for the operator, and sends it again on retry", async () => {
      const { order } = await store();
      sink.refuse.add("nobody@example.com");
      const placed = (await order("nobody@example.com")).json();
      expect(await worker().drain()).toBe(1); // the store's; the customer's is refused
      const failed = (await failedMails(db())).filter((m) => m.orderId === placed.id);
      expect(failed).toEqual([
        expect.objectContaining({
          kind: "customer_order_placed",
          recipient: "nobody@example.com",
          attempts: 1,
        }),
      ]);
      // The operator sees it, with the server's reason, and how to send it again.
      const admin = { db: db() } as AdminContext;
      const listed = await runCommand(parseCommand(["mail", "failed"]), admin);
      const line = listed.find((l) => l.startsWith(failed[0]!.id))!;
      expect(line).toContain("nobody@example.com");
      expect(line).toContain("550");
      expect(listed.at(-1)).toMatch(/failed mail\(s\)\. Send them again with: npm run admin -- mail retry/);

      sink.refuse.clear();
      expect(await runCommand(parseCommand(["mail", "retry", failed[0]!.id]), admin)).toEqual([
        "Queued 1 mail(s) again: running servers send them within seconds.",
      ]);
      expect(await worker().drain()).toBe(1);
      expect(sink.received.at(-1)!.to).toEqual(["nobody@example.com"]);
    });

    it("gives up after its last try while the server stays down, and keeps the mail", async () => {
      const { order } = await store();
      await sink.stop();
      const placed = (await order()).json();
      const sender = worker({ baseDelayMs: 1000, maxDelayMs: 1000, maxAttempts: 2 });
      await sender.drain();
      ahead += 2000;
      await sender.drain();
      const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.orderId, placed.id));
      expect(row).toMatchObject({ status: "failed", attempts: 2 });
    });
  },
);

describeOnDrivers("order mail with SMTP_URL unset", (t) => {
  it("writes no mail at all, and the settings say mail is off", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const product = await createProduct(t.database.db, merchant.id);
    const res = await new TestClient(t.app).post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer: { ...customer, email: "grace@example.com" },
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(201);
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.merchantId, merchant.id)),
    ).toEqual([]);
    expect((await client.get("/api/merchant/notifications")).json()).toMatchObject({ mailConfigured: false });
  });
});
