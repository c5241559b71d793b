import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { merchants } from "#server/db/schema/merchants";
import { orders } from "#server/db/schema/orders";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { testGatewayProviders } from "#tests/helpers/test-gateway-providers";

// Issue 45 (decision 0067): an order is priced, kept, paid and refunded in its store's currency,
// with that currency's decimals on the wire: "1200" yen, none after the point; "3.250" dinars.

describeOnDrivers(
  "orders in the store's currency",
  {
    providers: (db) => testGatewayProviders(db),
  },
  (t) => {
    const db = () => t.database.db;

    /** A store that sells in `currency`, written in `locale`, with one product at `price`. */
    async function storeIn(currency: string, locale: string, price: string) {
      const registered = await registerMerchant(t.app);
      await db()
        .update(merchants)
        .set({ currency, locale, acceptsCard: true, cardProvider: "test", holdSharePercent: 100 })
        .where(eq(merchants.id, registered.merchant.id));
      await t.storeChanged(registered.merchant.id);
      const product = await createProduct(db(), registered.merchant.id, { name: "Tea", price, quantity: 50 });
      const shopper = new TestClient(t.app);
      const place = async (paymentMethod: "cash" | "card", quantity = 1) => {
        const res = await shopper.post("/api/orders", {
          merchantSlug: registered.merchant.businessSlug,
          customer: { name: "Ada", phone: "555 0101", address: "1 Main St" },
          items: [{ productId: product.id, quantity }],
          paymentMethod,
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json() as Record<string, unknown> & {
          id: string;
          orderItems: Record<string, unknown>[];
          payment: { redirectUrl: string | null };
        };
      };
      return { ...registered, shopper, place };
    }

    it("places a yen order with no decimals, kept in yen, and refuses a refund with decimals naming JPY", async () => {
      const store = await storeIn("JPY", "ja-JP", "1200");
      const placed = await store.place("cash");
      expect(placed).toMatchObject({
        currency: "JPY",
        subtotal: "1200",
        deliveryFee: "0",
        discountAmount: "0",
        totalAmount: "1200",
        amountPaid: "0",
        amountRefunded: "0",
      });
      expect(placed.orderItems[0]).toMatchObject({ price: "1200", unitPrice: "1200", lineTotal: "1200" });
      const [row] = await db().select().from(orders).where(eq(orders.id, placed.id));
      expect(row!.currency).toBe("JPY");

      const details = await store.client.get(`/api/merchant/orders/${placed.id}`);
      expect(details.statusCode, details.body).toBe(200);
      expect(details.json()).toMatchObject({ currency: "JPY", totalAmount: "1200", subtotal: "1200" });

      // A yen has no cents: "12.5" is refused before anything else about the order.
      const refund = await store.client.post(`/api/merchant/orders/${placed.id}/refunds`, {
        amount: "12.5",
        reason: "Cold",
      });
      expect(refund.statusCode, refund.body).toBe(400);
      expect(refund.json().message).toContain("JPY");
      expect(refund.json().message).toContain("no decimals");

      const paid = await store.client.post(`/api/merchant/orders/${placed.id}/mark-paid`);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ paymentStatus: "paid", amountPaid: "1200", amountRefunded: "0" });
      expect(paid.json().payments[0]).toMatchObject({ kind: "cash_received", amount: "1200" });
    });

    it("sends a yen card payment in whole yen, and refunds yen", async () => {
      const store = await storeIn("JPY", "ja-JP", "1200");
      const placed = await store.place("card", 2);
      expect(placed.totalAmount).toBe("2400");
      const sessionId = placed.payment.redirectUrl!.split("/pay/test/")[1];
      const page = await store.shopper.get(`/api/payments/test-gateway/sessions/${sessionId}`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ amount: "2400", currency: "jpy" });
      const pay = await store.shopper.post(`/api/payments/test-gateway/sessions/${sessionId}/pay`, {
        cardNumber: "4242 4242 4242 4242",
      });
      expect(pay.statusCode, pay.body).toBe(200);
      const [row] = await db().select().from(orders).where(eq(orders.id, placed.id));
      const check = await store.shopper.post(
        `/api/microsite/${store.merchant.businessSlug}/orders/${row!.trackingCode}/payment-check`,
      );
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json()).toMatchObject({ paymentStatus: "paid", amountPaid: "2400" });

      const refund = await store.client.post(`/api/merchant/orders/${placed.id}/refunds`, {
        amount: "400",
        reason: "Cold",
      });
      expect(refund.statusCode, refund.body).toBe(200);
      expect(refund.json()).toMatchObject({
        paymentStatus: "partially_refunded",
        amountPaid: "2400",
        amountRefunded: "400",
      });
      const tooMuch = await store.client.post(`/api/merchant/orders/${placed.id}/refunds`, {
        amount: "2001",
        reason: "Cold",
      });
      expect(tooMuch.statusCode, tooMuch.body).toBe(409);
      expect(tooMuch.json().message).toContain("2,000");
    });

    it("places a dinar order with three decimals and marks it paid in dinars", async () => {
      const store = await storeIn("KWD", "en-US", "3.250");
      const placed = await store.place("cash");
      expect(placed).toMatchObject({
        currency: "KWD",
        subtotal: "3.250",
        deliveryFee: "0.000",
        totalAmount: "3.250",
        amountPaid: "0.000",
      });
      expect(placed.orderItems[0]).toMatchObject({ price: "3.250", lineTotal: "3.250" });
      const paid = await store.client.post(`/api/merchant/orders/${placed.id}/mark-paid`);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ currency: "KWD", amountPaid: "3.250", totalAmount: "3.250" });
    });
  },
);
