import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { CATALOG_MESSAGES } from "#contracts/catalog-messages";
import { merchants } from "#server/db/schema/merchants";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { registerMerchant } from "#tests/helpers/test-app";

/**
 * A store's money is in its own currency (issue 45, decision 0067): a product, a zone's fee and a
 * discount code take exactly the currency's decimals and answer with them, and one decimal more
 * is a 400 naming the currency; a dollar store keeps the spec's own messages.
 */
const CASES = [
  { currency: "JPY", amount: "1200", tooPrecise: "1200.5" },
  { currency: "USD", amount: "12.50", tooPrecise: "12.505" },
  { currency: "INR", amount: "99.50", tooPrecise: "99.505" },
  { currency: "KWD", amount: "3.250", tooPrecise: "3.2505" },
] as const;

describeOnDrivers("a store's amounts in its currency", (t) => {
  const storeIn = async (currency: string) => {
    const { client, merchant } = await registerMerchant(t.app);
    await t.database.db.update(merchants).set({ currency }).where(eq(merchants.id, merchant.id));
    return client;
  };

  it.each(CASES)("takes $currency amounts with its decimals: $amount", async ({ currency, amount }) => {
    const client = await storeIn(currency);

    const product = await client.post("/api/products", { name: "Tea", price: amount, discountPrice: null });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json()).toMatchObject({ price: amount, discountPrice: null });
    const listed = (await client.get("/api/products")).json();
    expect(listed).toEqual([expect.objectContaining({ price: amount })]);

    const zone = await client.post("/api/delivery-zones", {
      name: "Centre",
      deliveryFee: amount,
      minimumOrder: amount,
      freeDeliveryOver: amount,
    });
    expect(zone.statusCode, zone.body).toBe(201);
    expect(zone.json()).toMatchObject({
      deliveryFee: amount,
      minimumOrder: amount,
      freeDeliveryOver: amount,
    });

    const discount = await client.post("/api/discounts", {
      code: "SAVE",
      kind: "fixed",
      value: amount,
      minimumSubtotal: amount,
    });
    expect(discount.statusCode, discount.body).toBe(201);
    expect(discount.json()).toMatchObject({ value: amount, minimumSubtotal: amount });
    // The database holds three decimals ("12.500"): what is read back is the currency's again.
    const codes = (await client.get("/api/discounts")).json();
    expect(codes).toEqual([expect.objectContaining({ value: amount, minimumSubtotal: amount })]);
  });

  it.each(CASES)(
    "refuses $currency amounts with one decimal too many: $tooPrecise",
    async ({ currency, tooPrecise }) => {
      const client = await storeIn(currency);
      const refusal = async (res: { statusCode: number; json: () => { message: string } }) => {
        expect(res.statusCode).toBe(400);
        const { message } = res.json();
        if (currency === "USD") expect(message).not.toContain("USD");
        else expect(message).toContain(currency);
        return message;
      };

      const price = await refusal(await client.post("/api/products", { name: "Tea", price: tooPrecise }));
      if (currency === "USD") expect(price).toBe(CATALOG_MESSAGES.priceInvalid);
      expect(price).toContain("Please enter a valid price");
      await refusal(await client.post("/api/delivery-zones", { name: "Centre", deliveryFee: tooPrecise }));
      await refusal(await client.post("/api/discounts", { code: "SAVE", kind: "fixed", value: tooPrecise }));
      await refusal(
        await client.post("/api/discounts", {
          code: "SAVE",
          kind: "percent",
          value: 10,
          minimumSubtotal: tooPrecise,
        }),
      );
      // Nothing was made.
      expect((await client.get("/api/products")).json()).toEqual([]);
      expect((await client.get("/api/delivery-zones")).json()).toEqual([]);
      expect((await client.get("/api/discounts")).json()).toEqual([]);
    },
  );

  it("reads a product CSV in the store's currency: a yen store's 1200.5 is refused", async () => {
    const client = await storeIn("JPY");
    const res = await client.post("/api/products/bulk-upload", {
      csvData: "name,price\nTea,1200\nCake,1200.5\n",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      successful: 1,
      failed: 1,
      errors: [{ product: { name: "Cake" }, row: 3, error: expect.stringContaining("JPY") }],
    });
    const exported = await client.get("/api/products/export");
    expect(exported.body.split("\n")[1]).toMatch(/^Tea,1200,/);
  });
});
