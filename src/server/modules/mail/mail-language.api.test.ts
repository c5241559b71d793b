import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { type SmtpSink, startSmtpSink } from "#tests/helpers/smtp-sink";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { createMailWorker, smtpTransport } from "./service";

// Issue 45 item 3: the customer's mails come in the language they ordered in, one their store
// offers (else the store's default); the store's own mail stays English.
const FROM = "Storefront <orders@storefront.test>";
const customer = {
  name: "Grace Hopper",
  phone: "+1 212 555 0100",
  address: "7 Harbor Lane, New York",
  email: "grace@example.com",
};

describeOnDrivers(
  "order mail in the customer's language",
  { config: { mail: { smtpUrl: "smtp://127.0.0.1:1", from: FROM } } },
  (t) => {
    const db = () => t.database.db;
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await startSmtpSink(0);
    });
    afterAll(() => sink.stop());
    afterEach(() => {
      sink.received.length = 0;
    });

    const worker = () =>
      createMailWorker({
        db: db(),
        transport: smtpTransport({ smtpUrl: sink.url, from: FROM }),
        storage: t.storage,
      });

    /** A store offering English and Spanish, Spanish by default, and an order placed in `language`. */
    async function storeInEnglishAndSpanish() {
      const { client, merchant } = await registerMerchant(t.app, { businessName: "Bella Napoli" });
      await db()
        .update(merchants)
        .set({ languages: ["en", "es"], defaultLanguage: "es" })
        .where(eq(merchants.id, merchant.id));
      await t.storeChanged(merchant.id);
      const pizza = await createProduct(db(), merchant.id, { name: "Margherita", price: "12.50" });
      const order = async (language: string) => {
        const placed = await new TestClient(t.app).post("/api/orders", {
          merchantSlug: merchant.businessSlug,
          customer,
          items: [{ productId: pizza.id, quantity: 2 }],
          notes: "Ring twice",
          language,
        });
        expect(placed.statusCode, placed.body).toBe(201);
        return placed.json() as { id: string; trackingCode: string };
      };
      return { client, merchant, order };
    }

    const toCustomer = () => sink.received.find((m) => m.to.includes(customer.email))!;
    const number = (id: string) => `#${id.slice(-8).toUpperCase()}`;

    it("mails the customer in the language they ordered in, and the store in English", async () => {
      const { client, merchant, order } = await storeInEnglishAndSpanish();
      const { id } = await order("es");
      const [kept] = await db().select({ language: orders.language }).from(orders).where(eq(orders.id, id));
      expect(kept).toEqual({ language: "es" });

      expect(await worker().drain()).toBe(2);
      const mail = toCustomer();
      expect(mail.subject).toBe(`¡Pedido realizado! ${number(id)} en Bella Napoli`);
      expect(mail.text).toContain("Gracias por tu pedido. Pronto lo prepararemos para la entrega.");
      expect(mail.text).toContain(`Pedido: ${number(id)}\nEstado: Pendiente\n`);
      expect(mail.text).toContain("Pago: A pagar en efectivo: $25.00");
      expect(mail.text).toContain("Total: $25.00");
      expect(mail.text).toContain("Sigue tu pedido: ");
      expect(mail.html).toContain('<html lang="es">');

      const toStore = sink.received.find((m) => m.to.includes(merchant.email))!;
      expect(toStore.subject).toBe(`New order #${id.slice(0, 8)} · $25.00 · Grace Hopper`);
      expect(toStore.text).toContain("Payment: Cash due $25.00");
      expect(toStore.text).toContain("Ring twice");
      expect(toStore.html).toContain('<html lang="en">');

      // Its status changes come in Spanish too, with the store's note as written.
      sink.received.length = 0;
      const confirmed = await client.patch(`/api/merchant/orders/${id}/status`, {
        status: "confirmed",
        notes: "Oven is hot",
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await worker().drain()).toBe(1);
      expect(toCustomer().subject).toBe(`Tu pedido ${number(id)}: Confirmado`);
      expect(toCustomer().text).toContain("Oven is hot");
    });

    it("mails in the store's default a customer who ordered in a language it does not offer", async () => {
      const { order } = await storeInEnglishAndSpanish();
      const { id } = await order("hi");
      expect(await worker().drain()).toBe(2);
      expect(toCustomer().subject).toBe(`¡Pedido realizado! ${number(id)} en Bella Napoli`);
      expect(toCustomer().text).not.toMatch(/[\u0900-\u097F]/); // no Devanagari

      // English, when the customer reads the store in it.
      sink.received.length = 0;
      const english = await order("en");
      expect(await worker().drain()).toBe(2);
      expect(toCustomer().subject).toBe(`Order Placed! ${number(english.id)} at Bella Napoli`);
      expect(toCustomer().text).toContain("Thank you for your order. We'll prepare it for delivery shortly.");
    });
  },
);
