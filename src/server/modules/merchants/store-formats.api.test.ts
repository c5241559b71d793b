import { expect, it } from "vitest";
import { STORE_FORMATS_MESSAGES } from "#contracts/store-locale";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createOrder } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// Issue 45's contract fields: currency, locale, languages and defaultLanguage, in registration,
// PUT /api/merchant/customization, GET /api/user and the microsite's merchant.
describeOnDrivers("a store's currency, formats and languages", (t) => {
  const publicMerchant = async (slug: string) =>
    (await new TestClient(t.app).get(`/api/microsite/${slug}`)).json().merchant;

  it("a store that names none is a US dollar store in English, as every store before", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const formats = { currency: "USD", locale: "en-US", languages: ["en"], defaultLanguage: "en" };
    expect(merchant).toMatchObject(formats);
    expect((await client.get("/api/user")).json()).toMatchObject(formats);
    expect(await publicMerchant(merchant.businessSlug)).toMatchObject(formats);
  });

  it("registers an Osaka store in yen with Japanese formats, offering Spanish first", async () => {
    const { client, merchant } = await registerMerchant(t.app, {
      currency: "jpy",
      locale: "ja-jp",
      languages: ["es", "en", "es"],
      defaultLanguage: "es",
    });
    // Codes are written canonically, the languages in one order without repeats.
    const formats = { currency: "JPY", locale: "ja-JP", languages: ["en", "es"], defaultLanguage: "es" };
    expect(merchant).toMatchObject(formats);
    expect((await client.get("/api/user")).json()).toMatchObject(formats);
    expect(await publicMerchant(merchant.businessSlug)).toMatchObject(formats);
  });

  it("refuses an unknown currency, a locale that is not one, and a default the store does not offer", async () => {
    const client = new TestClient(t.app);
    const register = (over: Record<string, unknown>) =>
      client.post("/api/register", {
        email: `f${Date.now()}${Math.random()}@example.com`,
        password: "secret123",
        businessName: "Formats",
        ...over,
      });
    for (const [over, message] of [
      [{ currency: "XYZ" }, STORE_FORMATS_MESSAGES.currency],
      [{ currency: 12 }, STORE_FORMATS_MESSAGES.currency],
      [{ locale: "not a locale!" }, STORE_FORMATS_MESSAGES.locale],
      [{ languages: [] }, STORE_FORMATS_MESSAGES.languages],
      [{ languages: ["fr"] }, STORE_FORMATS_MESSAGES.languages],
      [{ languages: ["en"], defaultLanguage: "ar" }, STORE_FORMATS_MESSAGES.defaultLanguage],
    ] as const) {
      const res = await register(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toContain(message);
    }
  });

  it("changes the currency while the store has no orders, and never after", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const save = (over: Record<string, unknown>) =>
      client.put("/api/merchant/customization", { theme: "blue", ...over });
    const changed = await save({ currency: "INR", locale: "hi-IN", languages: ["en", "hi"] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ currency: "INR", locale: "hi-IN", languages: ["en", "hi"] });
    // The default must stay among the languages offered, stored ones included.
    const orphan = await save({ languages: ["hi"] });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe(STORE_FORMATS_MESSAGES.defaultLanguage);

    await createOrder(t.database.db, merchant.id);
    const refused = await save({ currency: "USD" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STORE_FORMATS_MESSAGES.currencyHasOrders);
    // Saving the same currency with other settings is no change.
    const same = await save({ currency: "INR", locale: "en-IN" });
    expect(same.statusCode).toBe(200);
    expect((await client.get("/api/user")).json()).toMatchObject({ currency: "INR", locale: "en-IN" });
  });
});
