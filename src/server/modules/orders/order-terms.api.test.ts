import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orderSlots } from "#server/db/schema/order-slots";
import { orders } from "#server/db/schema/orders";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createProduct, createZone } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

// Issue 27: an order on the store's terms (pickup, orders for later and their caps, delivery prices).

const customer = { name: "Ada Lovelace", phone: "+1 212-555-0199", address: "12 Analytical Way, New York" };
const inZones = { lat: 40.72, lng: -74.0, source: "pin" as const };
/** Tuesday 2026-05-05, 12:00 in New York (EDT, UTC-4). */
const TUESDAY_NOON = Date.parse("2026-05-05T16:00:00Z");
const WEEKDAYS_9_TO_22 = [1, 2, 3, 4, 5].map((day) => ({ day, opens: "09:00", closes: "22:00" }));
/** Saturday night runs past midnight into Sunday. */
const SATURDAY_NIGHT = { day: 6, opens: "18:00", closes: "02:00" };

let clock = TUESDAY_NOON;

describeOnDrivers("an order's terms", { now: () => clock }, (t, driver) => {
  const shopper = () => new TestClient(t.app);

  async function store(price = "5.00", trading: Record<string, unknown> = {}) {
    clock = TUESDAY_NOON;
    const registered = await registerMerchant(t.app, { businessName: "Bella Napoli" });
    const saved = await registered.client.put("/api/merchant/trading", {
      timeZone: "America/New_York",
      openingHours: [...WEEKDAYS_9_TO_22, SATURDAY_NIGHT],
      ...trading,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const product = await createProduct(t.database.db, registered.merchant.id, {
      name: "Margherita",
      price,
      quantity: null,
    });
    await t.storeChanged(registered.merchant.id);
    const slug = registered.merchant.businessSlug;
    const order = (body: Record<string, unknown> = {}, quantity = 1) =>
      shopper().post("/api/orders", {
        merchantSlug: slug,
        customer,
        items: [{ productId: product.id, quantity }],
        ...body,
      });
    const slots = async () => (await shopper().get(`/api/microsite/${slug}/slots`)).json();
    return { ...registered, slug, product, order, slots };
  }

  const scheduling = (more: Record<string, unknown> = {}) => ({
    scheduledOrders: { enabled: true, slotMinutes: 30, leadMinutes: 30, daysAhead: 2, ...more },
  });

  it("takes a pickup without an address or a location, even where zones are drawn; refuses what the store does not offer", async () => {
    const { order, client, merchant } = await store("5.00");
    await createZone(t.database.db, merchant.id, { name: "Downtown", deliveryFee: "4.00" });
    const notOffered = await order({ fulfilment: "pickup", customer: { ...customer, address: "" } });
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json().message).toBe("Bella Napoli does not offer pickup. Please choose delivery.");

    await client.put("/api/merchant/trading", { fulfilment: { delivery: false, pickup: true } });
    const pickup = await order({ fulfilment: "pickup", customer: { name: "Ada", phone: "555 0100" } });
    expect(pickup.statusCode, pickup.body).toBe(201);
    expect(pickup.json()).toMatchObject({
      fulfilment: "pickup",
      subtotal: "5.00",
      deliveryFee: "0.00",
      totalAmount: "5.00",
      customer: { address: null },
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, pickup.json().id));
    expect(row).toMatchObject({ fulfilment: "pickup", deliveryLat: null, deliveryZoneId: null });

    const delivery = await order({ location: inZones });
    expect(delivery.statusCode).toBe(409);
    expect(delivery.json().message).toBe("Bella Napoli does not deliver. Please choose pickup.");
    // A delivery still needs its address.
    await client.put("/api/merchant/trading", { fulfilment: { delivery: true, pickup: true } });
    const noAddress = await order({ location: inZones, customer: { name: "Ada", phone: "555 0100" } });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe("Delivery address is required");
  });

  it("prices delivery by the zones holding the point: the lowest fee of those whose minimum is met", async () => {
    const { order, merchant } = await store("5.00");
    // Both squares hold the point; the cheaper one asks for more.
    await createZone(t.database.db, merchant.id, {
      name: "Near",
      deliveryFee: "5.00",
      minimumOrder: "10.00",
    });
    await createZone(t.database.db, merchant.id, {
      name: "Wide",
      deliveryFee: "3.00",
      minimumOrder: "20.00",
      freeDeliveryOver: "40.00",
      etaMinutes: 25,
    });
    const under = await order({ location: inZones }, 1);
    expect(under.statusCode).toBe(409);
    expect(under.json().message).toBe("Add $5.00 more to order delivery here: the minimum order is $10.00.");
    expect((await order({ location: inZones }, 3)).json()).toMatchObject({
      subtotal: "15.00",
      deliveryFee: "5.00",
      totalAmount: "20.00",
      etaMinutes: null,
    });
    const wide = await order({ location: inZones }, 5);
    expect(wide.json()).toMatchObject({
      subtotal: "25.00",
      deliveryFee: "3.00",
      totalAmount: "28.00",
      etaMinutes: 25,
    });
    expect((await order({ location: inZones }, 8)).json()).toMatchObject({
      subtotal: "40.00",
      deliveryFee: "0.00",
      totalAmount: "40.00",
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, wide.json().id));
    expect(row).toMatchObject({
      deliveryZoneName: "Wide",
      deliveryLat: "40.720000",
      deliveryLng: "-74.000000",
      locationSource: "pin",
      // The database's numeric(11,3) (decision 0067).
      subtotal: "25.000",
      deliveryFee: "3.000",
      totalAmount: "28.000",
    });
    // The delivery check answers the same zone for the same subtotal.
    const check = await shopper().get(
      `/api/microsite/${merchant.businessSlug}/delivery/check?lat=40.72&lng=-74&subtotal=25`,
    );
    expect(check.json()).toMatchObject({ allowed: true, zone: "Wide", fee: "3.00", minimumOrder: "20.00" });
  });

  it("charges a store without zones its store-wide fee, and keeps the point the customer gave", async () => {
    const { order, client } = await store("5.00", { deliveryFee: "2.50" });
    // (A point "from the address" is the server's own geocoding: geocoding.api.test.ts.)
    const placed = await order({ location: { lat: 40.7, lng: -74, source: "pin" } }, 2);
    expect(placed.json()).toMatchObject({ subtotal: "10.00", deliveryFee: "2.50", totalAmount: "12.50" });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(row).toMatchObject({ locationSource: "pin", deliveryLat: "40.700000", deliveryZoneId: null });
    await client.put("/api/merchant/trading", { deliveryFee: "0" });
    expect((await order()).json()).toMatchObject({ deliveryFee: "0.00", totalAmount: "5.00" });
  });

  it("schedules a pickup for tomorrow while the store is paused, and refuses times it does not offer", async () => {
    const { order, client, slots } = await store("5.00", {
      fulfilment: { delivery: true, pickup: true },
      ...scheduling(),
    });
    await client.put("/api/merchant/trading", { pauseMinutes: 60 });
    const now = await order({ fulfilment: "pickup" });
    expect(now.statusCode).toBe(409);
    expect(now.json().message).toBe("Bella Napoli is not taking orders right now. Try again after 1:00 PM.");

    const answer = await slots();
    expect(answer).toMatchObject({ enabled: true, timeZone: "America/New_York", leadMinutes: 30 });
    expect(answer.days.map((d: { label: string }) => d.label)).toEqual(["Today", "Tomorrow", "Thu, May 7"]);
    // Paused until 13:00: today's first slot is 13:00, the last 21:30 (a slot ends by closing time).
    const today = answer.days[0].slots;
    expect(today[0]).toEqual({ startsAt: "2026-05-05T17:00:00.000Z", time: "13:00", available: true });
    expect(today.at(-1).time).toBe("21:30");
    const tomorrowNoon = "2026-05-06T16:00:00.000Z";
    const later = await order({ fulfilment: "pickup", scheduledFor: "2026-05-06T12:00:00-04:00" });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json()).toMatchObject({ fulfilment: "pickup", scheduledFor: tomorrowNoon });

    const refusals: [string, string][] = [
      ["2026-05-05T15:00:00Z", "That time has passed. Please choose another time."],
      [
        "2026-05-05T16:15:00Z",
        "That time is too soon: Bella Napoli needs 30 minutes to prepare an order. Please choose a later time.",
      ],
      // 23:00 is after closing, 12:10 is not a slot, a Sunday 03:00 is past the Saturday night range.
      ...["2026-05-06T03:00:00Z", "2026-05-06T16:10:00Z", "2026-05-10T07:00:00Z"].map(
        (at): [string, string] => [
          at,
          "Bella Napoli is not taking orders for that time. Please choose one of the times offered.",
        ],
      ),
    ];
    for (const [scheduledFor, message] of refusals) {
      const res = await order({ fulfilment: "pickup", scheduledFor });
      expect(res.statusCode, scheduledFor).toBe(409);
      expect(res.json().message).toBe(message);
    }
    const malformed = await order({ scheduledFor: "tomorrow" });
    expect(malformed.statusCode).toBe(400);
    await client.put("/api/merchant/trading", { scheduledOrders: { enabled: false } });
    const off = await order({ fulfilment: "pickup", scheduledFor: tomorrowNoon });
    expect(off.json().message).toBe("Bella Napoli does not take orders for later. Please order for now.");
    expect((await slots()).days).toEqual([]);
  });

  it("offers the slots of an overnight range on the day they fall, and follows daylight saving", async () => {
    const { slots } = await store("5.00", scheduling({ slotMinutes: 60, leadMinutes: 0, daysAhead: 1 }));
    // Saturday 2026-03-07 20:30 EST; clocks go forward on Sunday 8 March at 02:00.
    clock = Date.parse("2026-03-08T01:30:00Z");
    const days = (await slots()).days;
    expect(days.map((d: { date: string }) => d.date)).toEqual(["2026-03-07", "2026-03-08"]);
    expect(days[0].slots.map((s: { time: string }) => s.time)).toEqual(["21:00", "22:00", "23:00"]);
    // 00:00 and 01:00 on Sunday are still Saturday night's range, in EST (UTC-5).
    expect(days[1].slots.map((s: { startsAt: string; time: string }) => [s.time, s.startsAt])).toEqual([
      ["00:00", "2026-03-08T05:00:00.000Z"],
      ["01:00", "2026-03-08T06:00:00.000Z"],
    ]);
    // Monday after the change: 09:00 EDT is 13:00 UTC.
    clock = Date.parse("2026-03-09T04:30:00Z");
    const monday = (await slots()).days[0];
    expect(monday.slots[0]).toMatchObject({ time: "09:00", startsAt: "2026-03-09T13:00:00.000Z" });
  });

  it(`${driver === "postgres" ? 200 : 60} simultaneous checkouts into one slot capped at 10: exactly 10 are taken, the rest are offered the next slot`, {
    tags: ["slow"],
  }, async () => {
    const { order, slug, client, merchant } = await store("5.00", {
      fulfilment: { delivery: true, pickup: true },
      ...scheduling({ ordersPerSlot: 10 }),
    });
    const slot = "2026-05-05T22:00:00.000Z"; // 18:00 today
    const n = driver === "postgres" ? 200 : 60;
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        order({
          fulfilment: "pickup",
          scheduledFor: slot,
          customer: { ...customer, name: `Guest ${i}`, phone: `555-03${String(i % 50).padStart(2, "0")}` },
        }),
      ),
    );
    const taken = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    console.info(
      `[${driver}] ${n} checkouts into a slot of 10: ${taken.length} taken, ${refused.length} refused`,
    );
    expect(taken).toHaveLength(10);
    expect(refused).toHaveLength(n - 10);
    for (const r of refused)
      expect(r.json()).toEqual({
        message: "The Today 6:00 PM slot is full. The next free slot is Today 6:30 PM.",
        nextSlot: { startsAt: "2026-05-05T22:30:00.000Z", label: "Today 6:30 PM" },
      });
    const placed = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.merchantId, merchant.id), eq(orders.scheduledFor, new Date(slot))));
    expect(placed).toHaveLength(10);
    const full = (await shopper().get(`/api/microsite/${slug}/slots`)).json().days[0].slots;
    expect(full.find((s: { startsAt: string }) => s.startsAt === slot).available).toBe(false);

    // A cancelled order gives its place back.
    const cancel = await client.patch(`/api/merchant/orders/${taken[0]!.json().id}/status`, {
      status: "cancelled",
    });
    expect(cancel.statusCode).toBe(200);
    const [count] = await t.database.db
      .select({ taken: orderSlots.taken })
      .from(orderSlots)
      .where(eq(orderSlots.merchantId, merchant.id));
    expect(count!.taken).toBe(9);
    expect((await order({ fulfilment: "pickup", scheduledFor: slot })).statusCode).toBe(201);
  });
});
