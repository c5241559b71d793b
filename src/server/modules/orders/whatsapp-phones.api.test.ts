import { expect, it } from "vitest";
import type { TMerchantOrderDetails } from "#contracts/order-management";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// The API views carry the phones wa.me links need, normalised on the server (issue 29, WhatsApp):
// the store's on its page and its tracking answer, the customer's in the merchant's order views.
describeOnDrivers("WhatsApp phones in the API views", (t) => {
  const db = () => t.database.db;

  /**
   * A store with a product, and a shopper who orders with `phone`. The phone is set in Settings:
   * registration takes only numbers it can read (issue 42), and these tests are about any phone.
   */
  async function store(contactPhone: string | null) {
    const { client, merchant } = await registerMerchant(t.app);
    if (contactPhone) await client.put("/api/merchant/customization", { theme: "blue", contactPhone });
    const tea = await createProduct(db(), merchant.id, { name: "Tea", price: "4.50", quantity: null });
    const shopper = new TestClient(t.app);
    const order = async (phone: string) => {
      const res = await shopper.post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer: { name: "Jane Doe", phone, address: "7 Harbor Lane, Brooklyn, NY" },
        items: [{ productId: tea.id, quantity: 1 }],
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: string; trackingCode: string };
    };
    const site = async () => (await shopper.get(`/api/microsite/${merchant.businessSlug}`)).json();
    const tracking = async (code: string) =>
      (await shopper.get(`/api/microsite/${merchant.businessSlug}/orders/${code}`)).json();
    const details = async (id: string): Promise<TMerchantOrderDetails> =>
      (await client.get(`/api/merchant/orders/${id}`)).json();
    const customize = (body: Record<string, unknown>) =>
      client.put("/api/merchant/customization", { theme: "blue", contactPhone, ...body });
    return { client, merchant, order, site, tracking, details, customize };
  }

  it("a store phone written internationally: its digits, and its country reads customers' national numbers", async () => {
    const s = await store("+1 212-555-0142");
    expect((await s.site()).merchant.whatsappPhone).toBe("12125550142");
    const placed = await s.order("(718) 555-0199");
    expect((await s.tracking(placed.trackingCode)).store).toMatchObject({
      phone: "+1 212-555-0142",
      whatsappPhone: "12125550142",
    });
    expect((await s.details(placed.id)).customer).toEqual({
      name: "Jane Doe",
      phone: "(718) 555-0199",
      address: "7 Harbor Lane, Brooklyn, NY",
      email: null,
      whatsappPhone: "17185550199",
    });
    const [detailed] = (await s.client.get("/api/merchant/orders/detailed")).json();
    expect(detailed.customer.whatsappPhone).toBe("17185550199");
    // The user the dashboard reads names the guess, for Settings.
    expect((await s.client.get("/api/user")).json()).toMatchObject({ country: null, phoneCountry: "US" });
  });

  it("junk gives null, and nothing breaks", async () => {
    const s = await store("call us!");
    expect((await s.site()).merchant.whatsappPhone).toBeNull();
    const placed = await s.order("555 0100 x");
    expect((await s.tracking(placed.trackingCode)).store.whatsappPhone).toBeNull();
    expect((await s.details(placed.id)).customer.whatsappPhone).toBeNull();
  });

  it("a national store phone and no country: no link until the merchant sets one, which the cached page shows at once", async () => {
    const s = await store("020 7946 0958");
    const placed = await s.order("07911 123456");
    // A UTC store with a national phone: nothing tells its country.
    expect((await s.site()).merchant.whatsappPhone).toBeNull();
    expect((await s.details(placed.id)).customer.whatsappPhone).toBeNull();
    // An international customer number needs no country.
    expect((await s.details((await s.order("+91 98765 43210")).id)).customer.whatsappPhone).toBe(
      "919876543210",
    );

    const saved = await s.customize({ country: "gb" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ country: "GB", phoneCountry: "GB" });
    expect((await s.site()).merchant.whatsappPhone).toBe("442079460958");
    expect((await s.tracking(placed.trackingCode)).store.whatsappPhone).toBe("442079460958");
    expect((await s.details(placed.id)).customer.whatsappPhone).toBe("447911123456");

    // Cleared, the guess takes over again: here the store's time zone.
    await s.customize({ country: null });
    const trading = await s.client.put("/api/merchant/trading", { timeZone: "Europe/London" });
    expect(trading.statusCode).toBe(200);
    expect((await s.site()).merchant.whatsappPhone).toBe("442079460958");
    expect((await s.client.get("/api/user")).json()).toMatchObject({ country: null, phoneCountry: "GB" });
  });

  it("refuses a country that is not one, with the reason", async () => {
    const s = await store(null);
    for (const country of ["XX", "United States", 42]) {
      const res = await s.customize({ country });
      expect(res.statusCode, String(country)).toBe(400);
      expect(res.json().message).toBe("Please choose a country from the list");
    }
    // Left out, the country stays as it was.
    await s.customize({ country: "DE" });
    expect((await s.customize({})).json().country).toBe("DE");
  });
});
