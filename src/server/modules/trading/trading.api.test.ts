import { expect, it } from "vitest";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const customer = {
  name: "Ada Lovelace",
  phone: "+1 212-555-0199",
  address: "12 Analytical Way, New York, NY",
};
const NEW_YORK_WEEKDAYS = [1, 2, 3, 4, 5].map((day) => ({ day, opens: "09:00", closes: "22:00" }));
/** Tuesday 2026-05-05, 12:00 in New York (EDT). */
const TUESDAY_NOON = Date.parse("2026-05-05T16:00:00Z");
const at = (iso: string) => Date.parse(iso);

let clock = TUESDAY_NOON;

/** What a new store offers: delivery only, free, no orders for later. */
const DEFAULT_OFFER = {
  fulfilment: { delivery: true, pickup: false },
  scheduledOrders: { enabled: false, slotMinutes: 30, leadMinutes: 30, daysAhead: 2, ordersPerSlot: null },
  deliveryFee: "0.00",
  currency: "USD",
};
const NOTHING_TO_CHANGE =
  "Send at least one of timeZone, openingHours, closures, pausedUntil, pauseMinutes, fulfilment, scheduledOrders, deliveryFee or prescriptionsWhileClosed";

describeOnDrivers("the store's trading day", { now: () => clock }, (t) => {
  const shopper = () => new TestClient(t.app);
  async function store(overrides: Record<string, unknown> = {}) {
    clock = TUESDAY_NOON;
    const registered = await registerMerchant(t.app, { businessName: "Corner Deli", ...overrides });
    const product = await createProduct(t.database.db, registered.merchant.id, {
      name: "Bagel",
      price: "3.00",
    });
    await t.storeChanged(registered.merchant.id);
    const order = () =>
      shopper().post("/api/orders", {
        merchantSlug: registered.merchant.businessSlug,
        customer,
        items: [{ productId: product.id, quantity: 1 }],
      });
    const site = async () =>
      (await shopper().get(`/api/microsite/${registered.merchant.businessSlug}`)).json().merchant;
    return { ...registered, order, site };
  }

  it("starts with no hours set: open around the clock, in UTC", async () => {
    const { client, site, order } = await store();
    const res = await client.get("/api/merchant/trading");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timeZone: "UTC",
      openingHours: [],
      closures: [],
      pausedUntil: null,
      ...DEFAULT_OFFER,
      prescriptionsWhileClosed: false,
    });
    expect(await site()).toMatchObject({ timeZone: "UTC", openingHours: [], openNow: true });
    expect((await order()).statusCode).toBe(201);
  });

  it("starts in the time zone the register form sends (the browser's), and refuses one that does not exist", async () => {
    const { client } = await registerMerchant(t.app, { timeZone: "America/New_York" });
    expect((await client.get("/api/merchant/trading")).json()).toMatchObject({
      timeZone: "America/New_York",
    });
    const refused = await new TestClient(t.app).post("/api/register", {
      email: `tz${Date.now()}@example.com`,
      password: "secret123",
      businessName: "Nowhere Shop",
      timeZone: "Mars/Olympus_Mons",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Please choose a valid time zone (e.g. America/New_York)");
  });

  it("saves the fields sent and leaves the others; each store reads only its own", async () => {
    const { client } = await store();
    const saved = await client.put("/api/merchant/trading", {
      timeZone: "America/New_York",
      openingHours: [
        { day: 5, opens: "18:00", closes: "02:00" },
        { day: 1, opens: "09:00", closes: "17:00" },
      ],
      closures: ["2026-12-25", "2026-01-01", "2026-12-25"],
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      timeZone: "America/New_York",
      openingHours: [
        { day: 1, opens: "09:00", closes: "17:00" },
        { day: 5, opens: "18:00", closes: "02:00" },
      ],
      closures: ["2026-01-01", "2026-12-25"],
      pausedUntil: null,
      ...DEFAULT_OFFER,
      prescriptionsWhileClosed: false,
    };
    expect(saved.json()).toEqual(expected);
    const partly = await client.put("/api/merchant/trading", { closures: [] });
    expect(partly.json()).toEqual({ ...expected, closures: [] });
    expect((await client.get("/api/merchant/trading")).json()).toEqual({ ...expected, closures: [] });

    const other = await registerMerchant(t.app);
    expect((await other.client.get("/api/merchant/trading")).json()).toMatchObject({ timeZone: "UTC" });
  });

  it("is for signed-in merchants only", async () => {
    const visitor = shopper();
    expect((await visitor.get("/api/merchant/trading")).statusCode).toBe(401);
    expect((await visitor.put("/api/merchant/trading", { timeZone: "UTC" })).statusCode).toBe(401);
  });

  it.each([
    [{}, NOTHING_TO_CHANGE],
    [{ colour: "red", merchantId: "someone-else" }, NOTHING_TO_CHANGE],
    [{ timeZone: "Mars/Olympus_Mons" }, "Please choose a valid time zone (e.g. America/New_York)"],
    [{ timeZone: 5 }, "Please choose a valid time zone (e.g. America/New_York)"],
    [
      {
        openingHours: [
          { day: 1, opens: "09:00", closes: "12:00" },
          { day: 1, opens: "11:00", closes: "14:00" },
        ],
      },
      "Opening hours overlap: Mon 09:00-12:00 and Mon 11:00-14:00",
    ],
    [
      {
        openingHours: [
          { day: 5, opens: "18:00", closes: "02:00" },
          { day: 6, opens: "01:00", closes: "04:00" },
        ],
      },
      "Opening hours overlap: Fri 18:00-02:00 and Sat 01:00-04:00",
    ],
    [
      { openingHours: [{ day: 1, opens: "09:00", closes: "24:30" }] },
      "Times must be HH:MM, from 00:00 to 23:59",
    ],
    [
      { openingHours: [{ day: 1, opens: "9:00", closes: "17:00" }] },
      "Times must be HH:MM, from 00:00 to 23:59",
    ],
    [
      { openingHours: [{ day: 7, opens: "09:00", closes: "17:00" }] },
      "day must be a whole number from 0 (Sunday) to 6 (Saturday)",
    ],
    [{ openingHours: "always" }, "openingHours must be a list of {day, opens, closes}"],
    [{ closures: ["2026-02-30"] }, "Closure dates must be real dates, YYYY-MM-DD"],
    [{ closures: ["25/12/2026"] }, "Closure dates must be real dates, YYYY-MM-DD"],
    [{ pausedUntil: "tomorrow" }, "pausedUntil must be an ISO date and time, or null to take orders again"],
    [{ pauseMinutes: 0 }, "pauseMinutes must be a whole number from 1 to 1440"],
    [{ pauseMinutes: 1441 }, "pauseMinutes must be a whole number from 1 to 1440"],
    [{ pauseMinutes: 30, pausedUntil: null }, "Send either pausedUntil or pauseMinutes, not both"],
  ])("refuses %o with a message", async (body, message) => {
    const { client } = await store();
    const res = await client.put("/api/merchant/trading", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses a body that is not an object", async () => {
    const { client } = await store();
    const res = await client.put("/api/merchant/trading", [1, 2]);
    expect(res.statusCode).toBe(400);
  });

  it("shows the hours on the store's page and refuses orders while closed, at once after a change", async () => {
    const { client, site, order } = await store();
    expect((await site()).openNow).toBe(true);
    await client.put("/api/merchant/trading", {
      timeZone: "America/New_York",
      openingHours: [{ day: 3, opens: "09:00", closes: "22:00" }],
    });
    expect(await site()).toMatchObject({
      timeZone: "America/New_York",
      openingHours: [{ day: 3, opens: "09:00", closes: "22:00" }],
      closures: [],
      pausedUntil: null,
      openNow: false,
      // The storefront's "Closed · opens Wed 9:00 AM", worked out here in the store's time zone.
      opensAt: { day: 3, time: "09:00" },
      closesAt: null,
    });
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Corner Deli is closed right now. It opens Wed 9:00 AM.");
  });

  it("opens and closes by the clock: the cached page never says open after closing time", async () => {
    const { client, site, order } = await store();
    await client.put("/api/merchant/trading", {
      timeZone: "America/New_York",
      openingHours: NEW_YORK_WEEKDAYS,
    });
    expect((await site()).openNow).toBe(true);
    expect((await order()).statusCode).toBe(201);
    clock = at("2026-05-06T02:00:00Z"); // 22:00 in New York: closed
    expect((await site()).openNow).toBe(false);
    expect((await order()).json().message).toBe("Corner Deli is closed right now. It opens Wed 9:00 AM.");
    clock = at("2026-05-06T13:00:00Z"); // Wednesday 09:00
    expect(await site()).toMatchObject({ openNow: true, closesAt: { day: 3, time: "22:00" }, opensAt: null });
    expect((await order()).statusCode).toBe(201);
  });

  it("takes orders past midnight in an overnight range, until it ends", async () => {
    const { client, order } = await store();
    await client.put("/api/merchant/trading", {
      timeZone: "America/New_York",
      openingHours: [{ day: 2, opens: "18:00", closes: "02:00" }],
    });
    clock = at("2026-05-06T05:30:00Z"); // Wednesday 01:30
    expect((await order()).statusCode).toBe(201);
    clock = at("2026-05-06T06:30:00Z"); // Wednesday 02:30
    expect((await order()).json().message).toBe("Corner Deli is closed right now. It opens Tue 6:00 PM.");
  });

  it("judges hours by local time across the spring-forward day", async () => {
    const { client, order } = await store();
    await client.put("/api/merchant/trading", {
      timeZone: "America/New_York",
      openingHours: [{ day: 0, opens: "09:00", closes: "17:00" }],
    });
    clock = at("2026-03-08T13:30:00Z"); // 09:30 EDT (it would be 08:30 in EST)
    expect((await order()).statusCode).toBe(201);
    clock = at("2026-03-08T21:30:00Z"); // 17:30 EDT
    expect((await order()).statusCode).toBe(409);
  });

  it("pauses for N minutes, then takes orders again; pausedUntil null resumes at once", async () => {
    const { client, site, order } = await store();
    await client.put("/api/merchant/customization", { theme: "blue", customDisplayName: "The Deli" });
    await client.put("/api/merchant/trading", { timeZone: "America/New_York" });
    const paused = await client.put("/api/merchant/trading", { pauseMinutes: 30 });
    expect(paused.json().pausedUntil).toBe(new Date(TUESDAY_NOON + 30 * 60_000).toISOString());
    expect(await site()).toMatchObject({ openNow: false, pausedUntil: paused.json().pausedUntil });
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("The Deli is not taking orders right now. Try again after 12:30 PM.");
    clock = TUESDAY_NOON + 30 * 60_000;
    expect((await site()).openNow).toBe(true);
    expect((await order()).statusCode).toBe(201);
    // The merchant's screen reads an ended pause as none, by the server's clock.
    expect((await client.get("/api/merchant/trading")).json().pausedUntil).toBeNull();

    await client.put("/api/merchant/trading", { pauseMinutes: 60 });
    expect((await order()).statusCode).toBe(409);
    const resumed = await client.put("/api/merchant/trading", { pausedUntil: null });
    expect(resumed.json().pausedUntil).toBeNull();
    expect((await order()).statusCode).toBe(201);
  });

  it("a closed pharmacy takes prescriptions to review at opening when it says so (on from registration), never while paused", async () => {
    const { client, merchant, site } = await store({ businessType: "pharmacy" });
    expect((await client.get("/api/merchant/trading")).json().prescriptionsWhileClosed).toBe(true);
    await client.put("/api/merchant/trading", { closures: ["2026-05-05"] });
    const customerBrowser = shopper();
    await customerBrowser.token();
    const send = async () => {
      const upload = await customerBrowser.upload(
        "/api/upload-prescription",
        "prescription",
        "rx.pdf",
        PDF,
        "application/pdf",
      );
      return customerBrowser.post("/api/prescription-orders", {
        merchantSlug: merchant.businessSlug,
        customer,
        prescriptionFileUrl: upload.json().prescriptionUrl,
      });
    };
    // Closed, taking them to review at opening: the store's page says both.
    expect(await site()).toMatchObject({ openNow: false, paused: false, prescriptionsWhileClosed: true });
    const taken = await send();
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ orderType: "prescription", totalAmount: "0.00" });

    // Off: refused while closed, with when it opens, then taken once it is open.
    const off = await client.put("/api/merchant/trading", { prescriptionsWhileClosed: false });
    expect(off.json().prescriptionsWhileClosed).toBe(false);
    expect(await site()).toMatchObject({ openNow: false, prescriptionsWhileClosed: false });
    const refused = await send();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Corner Deli is closed right now. It opens Wed 12:00 AM.");
    clock = at("2026-05-06T00:00:00Z");
    expect((await send()).statusCode).toBe(201);

    // Paused: "not taking orders right now", whatever the setting.
    await client.put("/api/merchant/trading", { prescriptionsWhileClosed: true, pauseMinutes: 30 });
    expect(await site()).toMatchObject({ openNow: false, paused: true });
    const paused = await send();
    expect(paused.statusCode).toBe(409);
    expect(paused.json().message).toBe(
      "Corner Deli is not taking orders right now. Try again after 12:30 AM.",
    );
  });

  it("other stores start without prescriptions while closed; the setting is a boolean", async () => {
    const { client } = await registerMerchant(t.app, { businessType: "retail" });
    expect((await client.get("/api/merchant/trading")).json().prescriptionsWhileClosed).toBe(false);
    const bad = await client.put("/api/merchant/trading", { prescriptionsWhileClosed: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("prescriptionsWhileClosed must be true or false");
  });

  // The offer: delivery, pickup, orders for later and the fee of a store without zones.
  const put = (client: TestClient, body: unknown) => client.put("/api/merchant/trading", body);
  const offerOf = async (client: TestClient) => {
    const { fulfilment, scheduledOrders, deliveryFee, currency } = (
      await client.get("/api/merchant/trading")
    ).json();
    return { fulfilment, scheduledOrders, deliveryFee, currency };
  };

  it("offers delivery only, free, with no orders for later, until the merchant changes it", async () => {
    const { client } = await registerMerchant(t.app);
    expect(await offerOf(client)).toEqual(DEFAULT_OFFER);
  });

  it("saves pickup, delivery or both, and leaves the rest as it was", async () => {
    const { client } = await registerMerchant(t.app);
    await put(client, { timeZone: "America/New_York", deliveryFee: "2.00" });
    const pickupOnly = await put(client, { fulfilment: { delivery: false, pickup: true } });
    expect(pickupOnly.statusCode).toBe(200);
    expect(pickupOnly.json()).toMatchObject({
      timeZone: "America/New_York",
      fulfilment: { delivery: false, pickup: true },
      scheduledOrders: DEFAULT_OFFER.scheduledOrders,
      deliveryFee: "2.00",
    });
    await put(client, { fulfilment: { delivery: true, pickup: true } });
    expect((await offerOf(client)).fulfilment).toEqual({ delivery: true, pickup: true });
  });

  it.each([
    ["3.5", "3.50"],
    [4, "4.00"],
    ["0", "0.00"],
    ["99999999.99", "99999999.99"],
  ])("saves the store-wide delivery fee %o as %s", async (fee, saved) => {
    const { client } = await registerMerchant(t.app);
    const res = await put(client, { deliveryFee: fee });
    expect(res.statusCode).toBe(200);
    expect(res.json().deliveryFee).toBe(saved);
    expect((await offerOf(client)).deliveryFee).toBe(saved);
  });

  it("saves orders for later, and a partial change keeps the fields it leaves out", async () => {
    const { client } = await registerMerchant(t.app);
    const scheduled = { enabled: true, slotMinutes: 15, leadMinutes: 45, daysAhead: 7, ordersPerSlot: 10 };
    const saved = await put(client, { scheduledOrders: scheduled });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().scheduledOrders).toEqual(scheduled);

    const lead = await put(client, { scheduledOrders: { leadMinutes: 90 } });
    expect(lead.json().scheduledOrders).toEqual({ ...scheduled, leadMinutes: 90 });
    expect(await offerOf(client)).toEqual({
      ...DEFAULT_OFFER,
      scheduledOrders: { ...scheduled, leadMinutes: 90 },
    });

    // null lifts the cap; 0 days ahead is today only; 0 minutes is "as soon as it is placed".
    const uncapped = await put(client, {
      scheduledOrders: { ordersPerSlot: null, daysAhead: 0, leadMinutes: 0 },
    });
    expect(uncapped.json().scheduledOrders).toEqual({
      ...scheduled,
      ordersPerSlot: null,
      daysAhead: 0,
      leadMinutes: 0,
    });
    const off = await put(client, { scheduledOrders: { enabled: false } });
    expect(off.json().scheduledOrders).toEqual({
      ...scheduled,
      enabled: false,
      ordersPerSlot: null,
      daysAhead: 0,
      leadMinutes: 0,
    });
  });

  it("shows the store's offer on its page", async () => {
    const { client, site } = await store();
    await put(client, {
      fulfilment: { delivery: true, pickup: true },
      scheduledOrders: { enabled: true, leadMinutes: 20 },
      deliveryFee: "3.25",
    });
    expect(await site()).toMatchObject({
      fulfilment: { delivery: true, pickup: true },
      scheduledOrders: { enabled: true, leadMinutes: 20 },
      deliveryFee: "3.25",
    });
  });

  it("changes the signed-in merchant's settings only, whatever the body names", async () => {
    const mine = await registerMerchant(t.app);
    const other = await registerMerchant(t.app);
    const res = await put(mine.client, {
      merchantId: other.merchant.id,
      id: other.merchant.id,
      fulfilment: { delivery: false, pickup: true },
      scheduledOrders: { enabled: true, ordersPerSlot: 5 },
      deliveryFee: "7.00",
    });
    expect(res.statusCode).toBe(200);
    expect(await offerOf(mine.client)).toEqual({
      fulfilment: { delivery: false, pickup: true },
      scheduledOrders: { ...DEFAULT_OFFER.scheduledOrders, enabled: true, ordersPerSlot: 5 },
      deliveryFee: "7.00",
      currency: "USD",
    });
    expect(await offerOf(other.client)).toEqual(DEFAULT_OFFER);
  });

  it("refuses to change the offer when signed out", async () => {
    const visitor = shopper();
    for (const body of [
      { fulfilment: { delivery: false, pickup: true } },
      { scheduledOrders: { enabled: true } },
      { deliveryFee: "1.00" },
    ]) {
      expect((await visitor.put("/api/merchant/trading", body)).statusCode).toBe(401);
    }
  });

  const FEE = "deliveryFee must be an amount from 0 to 99999999.99, with at most 2 decimals";
  const CAP = "scheduledOrders.ordersPerSlot must be a whole number from 1 to 1000, or null for no cap";
  const LEAD = "scheduledOrders.leadMinutes must be a whole number from 0 to 1440";
  const DAYS = "scheduledOrders.daysAhead must be a whole number from 0 to 14";
  it.each([
    [{ fulfilment: { delivery: false, pickup: false } }, "Offer delivery, pickup or both"],
    [{ fulfilment: { delivery: true } }, "fulfilment must be {delivery, pickup}, each true or false"],
    [
      { fulfilment: { delivery: "yes", pickup: true } },
      "fulfilment must be {delivery, pickup}, each true or false",
    ],
    [{ fulfilment: "pickup" }, "fulfilment must be {delivery, pickup}, each true or false"],
    [{ scheduledOrders: { slotMinutes: 20 } }, "scheduledOrders.slotMinutes must be one of 15, 30, 60"],
    [{ scheduledOrders: { slotMinutes: "30" } }, "scheduledOrders.slotMinutes must be one of 15, 30, 60"],
    [{ scheduledOrders: { leadMinutes: -1 } }, LEAD],
    [{ scheduledOrders: { leadMinutes: 1441 } }, LEAD],
    [{ scheduledOrders: { leadMinutes: 7.5 } }, LEAD],
    [{ scheduledOrders: { daysAhead: 15 } }, DAYS],
    [{ scheduledOrders: { daysAhead: -1 } }, DAYS],
    [{ scheduledOrders: { ordersPerSlot: 0 } }, CAP],
    [{ scheduledOrders: { ordersPerSlot: 1001 } }, CAP],
    [{ scheduledOrders: { ordersPerSlot: 2.5 } }, CAP],
    [{ scheduledOrders: { ordersPerSlot: "" } }, CAP],
    [{ scheduledOrders: { enabled: "yes" } }, "scheduledOrders.enabled must be true or false"],
    [
      { scheduledOrders: "on" },
      "scheduledOrders must be {enabled, slotMinutes, leadMinutes, daysAhead, ordersPerSlot}",
    ],
    [{ deliveryFee: "-1" }, FEE],
    [{ deliveryFee: "abc" }, FEE],
    [{ deliveryFee: "100000000" }, FEE],
    [{ deliveryFee: "1.234" }, FEE],
    [{ deliveryFee: null }, FEE],
  ])("refuses the offer %o with a message, and saves nothing", async (body, message) => {
    const { client } = await registerMerchant(t.app);
    const res = await put(client, { ...body, timeZone: "America/New_York" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await client.get("/api/merchant/trading")).json()).toMatchObject({
      timeZone: "UTC",
      ...DEFAULT_OFFER,
    });
  });
});
