import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { DISCOUNT_LIMITS, DISCOUNT_MESSAGES, type TDiscount } from "#contracts/discounts";
import { US_DOLLARS } from "#contracts/money";
import type { OrderStatus } from "#contracts/order-statuses";
import { discountCodes } from "#server/db/schema/discount-codes";
import { orders } from "#server/db/schema/orders";
import { subscribeToStoreChanges } from "#server/events/store-changes";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createOrder } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

const MISSING = "00000000-0000-4000-8000-000000000000";
/** The app's clock: Tuesday 2026-11-24, 12:00 in New York. */
const NOW = Date.parse("2026-11-24T17:00:00Z");

describeOnDrivers("discount codes, the merchant's side", { now: () => NOW }, (t) => {
  const newYorkStore = async () => {
    const registered = await registerMerchant(t.app);
    await registered.client.put("/api/merchant/trading", { timeZone: "America/New_York" });
    return registered;
  };
  const setUses = (id: string, uses: number) =>
    t.database.db.update(discountCodes).set({ uses }).where(eq(discountCodes.id, id));

  it("creates a code with defaults, lists codes newest first, changes and deletes one", async () => {
    const { client } = await registerMerchant(t.app);
    const created = await client.post("/api/discounts", { code: " WELCOME10 ", kind: "percent", value: 10 });
    expect(created.statusCode).toBe(201);
    const welcome: TDiscount = created.json();
    expect(welcome).toEqual({
      id: expect.any(String),
      code: "WELCOME10",
      kind: "percent",
      value: "10.00",
      minimumSubtotal: "0.00",
      startsAt: null,
      endsAt: null,
      startsAtLocal: null,
      endsAtLocal: null,
      usageLimit: null,
      oncePerCustomer: false,
      active: true,
      uses: 0,
      revenue: "0.00",
      discountTotal: "0.00",
      state: "active",
      currency: "USD",
      createdAt: expect.any(String),
    });
    await client.post("/api/discounts", {
      code: "FIVEOFF",
      kind: "fixed",
      value: "5",
      minimumSubtotal: "25",
      usageLimit: 100,
      oncePerCustomer: true,
    });
    const list = await client.get("/api/discounts");
    expect(list.headers["cache-control"]).toBe("private, no-store");
    expect(list.json().map((d: TDiscount) => d.code)).toEqual(["FIVEOFF", "WELCOME10"]);
    expect(list.json()[0]).toMatchObject({
      value: "5.00",
      minimumSubtotal: "25.00",
      usageLimit: 100,
      oncePerCustomer: true,
    });

    const changed = await client.put(`/api/discounts/${welcome.id}`, { value: "15", usageLimit: 10 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      code: "WELCOME10",
      kind: "percent",
      value: "15.00",
      usageLimit: 10,
    });
    const off = await client.put(`/api/discounts/${welcome.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false, state: "inactive", value: "15.00" });
    const unlimited = await client.put(`/api/discounts/${welcome.id}`, { usageLimit: null });
    expect(unlimited.json().usageLimit).toBeNull();

    const deleted = await client.delete(`/api/discounts/${welcome.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: DISCOUNT_MESSAGES.deleted });
    expect((await client.get("/api/discounts")).json().map((d: TDiscount) => d.code)).toEqual(["FIVEOFF"]);
  });

  it("takes 100% and stores free delivery's value as 0.00 whatever is sent", async () => {
    const { client } = await registerMerchant(t.app);
    const all = await client.post("/api/discounts", { code: "ALL", kind: "percent", value: "100" });
    expect(all.statusCode).toBe(201);
    const free = await client.post("/api/discounts", {
      code: "SHIPFREE",
      kind: "free_delivery",
      value: "7.50",
    });
    expect(free.statusCode).toBe(201);
    expect(free.json()).toMatchObject({ kind: "free_delivery", value: "0.00" });
    // Switching a free-delivery code to an amount needs the amount: its stored value is 0.
    const noValue = await client.put(`/api/discounts/${free.json().id}`, { kind: "fixed" });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().message).toBe(DISCOUNT_MESSAGES.fixed(US_DOLLARS));
    const toFixed = await client.put(`/api/discounts/${free.json().id}`, { kind: "fixed", value: "3" });
    expect(toFixed.json()).toMatchObject({ kind: "fixed", value: "3.00" });
    const back = await client.put(`/api/discounts/${free.json().id}`, { kind: "free_delivery" });
    expect(back.json()).toMatchObject({ kind: "free_delivery", value: "0.00" });
  });

  it.each([
    [{ kind: "percent", value: 10 }, DISCOUNT_MESSAGES.code, "code"],
    [{ code: "  ", kind: "percent", value: 10 }, DISCOUNT_MESSAGES.code, "code"],
    [{ code: "TEN OFF", kind: "percent", value: 10 }, DISCOUNT_MESSAGES.codeFormat, "code"],
    [{ code: "X".repeat(33), kind: "percent", value: 10 }, DISCOUNT_MESSAGES.codeFormat, "code"],
    [{ code: "A", kind: "half", value: 10 }, DISCOUNT_MESSAGES.kind, "kind"],
    [{ code: "A", value: 10 }, DISCOUNT_MESSAGES.kind, "kind"],
    [{ code: "A", kind: "percent", value: 150 }, DISCOUNT_MESSAGES.percent, "value"],
    [{ code: "A", kind: "percent", value: "100.01" }, DISCOUNT_MESSAGES.percent, "value"],
    [{ code: "A", kind: "percent", value: 0 }, DISCOUNT_MESSAGES.percent, "value"],
    [{ code: "A", kind: "percent" }, DISCOUNT_MESSAGES.percent, "value"],
    [{ code: "A", kind: "fixed", value: "0" }, DISCOUNT_MESSAGES.fixed(US_DOLLARS), "value"],
    [
      { code: "A", kind: "fixed", value: "-5" },
      "Value must be an amount from 0 to 99999999.99, with at most 2 decimals",
      "value",
    ],
    [
      { code: "A", kind: "fixed", value: "1.234" },
      "Value must be an amount from 0 to 99999999.99, with at most 2 decimals",
      "value",
    ],
    [
      { code: "A", kind: "fixed", value: 5, minimumSubtotal: -1 },
      "Minimum subtotal must be an amount from 0 to 99999999.99, with at most 2 decimals",
      "minimumSubtotal",
    ],
    [
      { code: "A", kind: "percent", value: 10, startsAt: "2026-12-02T09:00", endsAt: "2026-12-01T09:00" },
      DISCOUNT_MESSAGES.endBeforeStart,
      "endsAt",
    ],
    [
      { code: "A", kind: "percent", value: 10, startsAt: "2026-12-01T09:00", endsAt: "2026-12-01T09:00" },
      DISCOUNT_MESSAGES.endBeforeStart,
      "endsAt",
    ],
    [{ code: "A", kind: "percent", value: 10, startsAt: "tomorrow" }, DISCOUNT_MESSAGES.time, "startsAt"],
    [{ code: "A", kind: "percent", value: 10, endsAt: "2026-02-30T10:00" }, DISCOUNT_MESSAGES.time, "endsAt"],
    [{ code: "A", kind: "percent", value: 10, usageLimit: 0 }, DISCOUNT_MESSAGES.usageLimit, "usageLimit"],
    [{ code: "A", kind: "percent", value: 10, usageLimit: 2.5 }, DISCOUNT_MESSAGES.usageLimit, "usageLimit"],
    [{ code: "A", kind: "percent", value: 10, usageLimit: "10" }, DISCOUNT_MESSAGES.usageLimit, "usageLimit"],
    [
      { code: "A", kind: "percent", value: 10, oncePerCustomer: "yes" },
      DISCOUNT_MESSAGES.flag("oncePerCustomer"),
      "oncePerCustomer",
    ],
    [{ code: "A", kind: "percent", value: 10, active: 1 }, DISCOUNT_MESSAGES.flag("active"), "active"],
  ])("refuses %o with a 400 that names the field", async (body, message, field) => {
    const { client } = await registerMerchant(t.app);
    const res = await client.post("/api/discounts", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues[0].path).toEqual([field]);
    expect((await client.get("/api/discounts")).json()).toEqual([]);
  });

  it("checks a changed code whole: the stored fields and the changed ones together", async () => {
    const { client } = await registerMerchant(t.app);
    const code: TDiscount = (
      await client.post("/api/discounts", {
        code: "WINTER",
        kind: "percent",
        value: 20,
        startsAt: "2026-12-01T00:00",
        endsAt: "2026-12-31T23:59",
      })
    ).json();
    const refusals: [object, string][] = [
      [{ startsAt: "2027-01-01T00:00" }, DISCOUNT_MESSAGES.endBeforeStart],
      [{ endsAt: "2026-11-30T00:00" }, DISCOUNT_MESSAGES.endBeforeStart],
      [{ value: "120" }, DISCOUNT_MESSAGES.percent],
      [{ kind: "fixed", value: "0" }, DISCOUNT_MESSAGES.fixed(US_DOLLARS)],
    ];
    for (const [patch, message] of refusals) {
      const res = await client.put(`/api/discounts/${code.id}`, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Nothing of the refused changes was kept; clearing the end lifts the rule.
    expect((await client.get("/api/discounts")).json()[0]).toMatchObject({
      kind: "percent",
      value: "20.00",
      startsAtLocal: "2026-12-01T00:00",
      endsAtLocal: "2026-12-31T23:59",
    });
    const open = await client.put(`/api/discounts/${code.id}`, {
      startsAt: "2027-01-01T00:00",
      endsAt: null,
    });
    expect(open.json()).toMatchObject({ startsAtLocal: "2027-01-01T00:00", endsAt: null });
  });

  it("keeps codes unique per store in any case, on create and on rename; other stores may reuse them", async () => {
    const { client } = await registerMerchant(t.app);
    await client.post("/api/discounts", { code: "WELCOME10", kind: "percent", value: 10 });
    const again = await client.post("/api/discounts", { code: "welcome10", kind: "fixed", value: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DISCOUNT_MESSAGES.duplicate("WELCOME10"));
    expect(again.json().message).toBe('You already have a discount code "WELCOME10"');

    const other = (await client.post("/api/discounts", { code: "SPRING", kind: "fixed", value: 5 })).json();
    const rename = await client.put(`/api/discounts/${other.id}`, { code: "Welcome10" });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(DISCOUNT_MESSAGES.duplicate("WELCOME10"));
    // A code may change its own case, and a used code may be renamed (orders keep their copy).
    await setUses(other.id, 3);
    const recased = await client.put(`/api/discounts/${other.id}`, { code: "Spring" });
    expect(recased.json()).toMatchObject({ code: "Spring", uses: 3 });

    const { client: elsewhere } = await registerMerchant(t.app);
    expect(
      (await elsewhere.post("/api/discounts", { code: "welcome10", kind: "percent", value: 5 })).statusCode,
    ).toBe(201);
  });

  it("refuses the second of two codes saved at once that differ only in case (the unique index)", async () => {
    const { client } = await registerMerchant(t.app);
    const both = await Promise.all(
      ["RACE", "race"].map((code) => client.post("/api/discounts", { code, kind: "percent", value: 10 })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const kept = both.find((r) => r.statusCode === 201)!.json().code;
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(DISCOUNT_MESSAGES.duplicate(kept));
  });

  it(`refuses a store's code past ${DISCOUNT_LIMITS.codesPerStore}`, async () => {
    const { client, merchant } = await registerMerchant(t.app);
    await t.database.db.insert(discountCodes).values(
      Array.from({ length: DISCOUNT_LIMITS.codesPerStore - 1 }, (_, i) => ({
        merchantId: merchant.id,
        code: `BULK${i}`,
        kind: "fixed" as const,
        value: "1.00",
      })),
    );
    expect((await client.post("/api/discounts", { code: "LAST", kind: "fixed", value: 1 })).statusCode).toBe(
      201,
    );
    const over = await client.post("/api/discounts", { code: "ONEMORE", kind: "fixed", value: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(DISCOUNT_MESSAGES.tooMany);
  });

  it("keeps each store's codes to itself: 404 for another's id or a malformed one, 401 signed out", async () => {
    const { client: owner } = await registerMerchant(t.app);
    const mine: TDiscount = (
      await owner.post("/api/discounts", { code: "MINE", kind: "percent", value: 10 })
    ).json();
    const { client: other } = await registerMerchant(t.app);
    for (const id of [mine.id, MISSING, "not-a-uuid"]) {
      const put = await other.put(`/api/discounts/${id}`, { value: 90 });
      expect(put.statusCode).toBe(404);
      expect(put.json().message).toBe(DISCOUNT_MESSAGES.notFound);
      const del = await other.delete(`/api/discounts/${id}`);
      expect(del.statusCode).toBe(404);
      expect(del.json().message).toBe(DISCOUNT_MESSAGES.notFound);
    }
    expect((await other.get("/api/discounts")).json()).toEqual([]);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get("/api/discounts")).statusCode).toBe(401);
    expect(
      (await anonymous.post("/api/discounts", { code: "X", kind: "percent", value: 1 })).statusCode,
    ).toBe(401);
    expect((await owner.get("/api/discounts")).json()).toMatchObject([{ code: "MINE", value: "10.00" }]);
  });

  it("reads a time without an offset in the store's time zone, and gives it back in that zone", async () => {
    const { client } = await newYorkStore();
    const winter: TDiscount = (
      await client.post("/api/discounts", {
        code: "WINTER",
        kind: "percent",
        value: 10,
        startsAt: "2026-12-01T09:00",
        endsAt: "2027-01-01T00:00:30",
      })
    ).json();
    expect(winter).toMatchObject({
      startsAt: "2026-12-01T14:00:00.000Z",
      startsAtLocal: "2026-12-01T09:00",
      endsAt: "2027-01-01T05:00:30.000Z",
      endsAtLocal: "2027-01-01T00:00",
    });
    // Summer time: New York is 4 hours behind UTC. An instant with Z or an offset is taken as it is.
    const summer: TDiscount = (
      await client.post("/api/discounts", {
        code: "SUMMER",
        kind: "percent",
        value: 10,
        startsAt: "2027-07-01T09:00",
        endsAt: "2027-07-02T09:00:00Z",
      })
    ).json();
    expect(summer).toMatchObject({
      startsAt: "2027-07-01T13:00:00.000Z",
      endsAt: "2027-07-02T09:00:00.000Z",
      endsAtLocal: "2027-07-02T05:00",
    });
    const moved = await client.put(`/api/discounts/${summer.id}`, { endsAt: "2027-07-01T12:00+02:00" });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(DISCOUNT_MESSAGES.endBeforeStart);

    // A store in UTC reads the same wall time as UTC.
    const { client: london } = await registerMerchant(t.app);
    const utc = (
      await london.post("/api/discounts", {
        code: "UTC",
        kind: "percent",
        value: 10,
        startsAt: "2026-12-01T09:00",
      })
    ).json();
    expect(utc).toMatchObject({ startsAt: "2026-12-01T09:00:00.000Z", startsAtLocal: "2026-12-01T09:00" });
  });

  it("gives each code its state by the app's clock: inactive, scheduled, expired, used up, active", async () => {
    const { client } = await newYorkStore();
    const make = async (code: string, body: object) =>
      (
        await client.post("/api/discounts", { code, kind: "percent", value: 10, ...body })
      ).json() as TDiscount;
    // The clock reads 12:00 in New York on 2026-11-24.
    await make("LIVE", { startsAt: "2026-11-24T11:59", endsAt: "2026-11-24T12:01", usageLimit: 2 });
    await make("LATER", { startsAt: "2026-11-24T12:01" });
    await make("OVER", { endsAt: "2026-11-24T12:00" });
    const full = await make("FULL", { usageLimit: 2 });
    await setUses(full.id, 2);
    const fullAndOver = await make("FULLOVER", { endsAt: "2026-11-01T00:00", usageLimit: 1 });
    await setUses(fullAndOver.id, 1);
    await make("OFF", { active: false, startsAt: "2026-12-01T00:00" });
    const states = Object.fromEntries(
      ((await client.get("/api/discounts")).json() as TDiscount[]).map((d) => [d.code, d.state]),
    );
    expect(states).toEqual({
      LIVE: "active",
      LATER: "scheduled",
      OVER: "expired",
      FULL: "used_up",
      FULLOVER: "expired",
      OFF: "inactive",
    });
    const raised = await client.put(`/api/discounts/${full.id}`, { usageLimit: 3 });
    expect(raised.json()).toMatchObject({ uses: 2, state: "active" });
  });

  it("sums each code's revenue and discount over its store's orders, leaving cancelled ones out", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const ten: TDiscount = (
      await client.post("/api/discounts", { code: "TEN", kind: "percent", value: 10 })
    ).json();
    const five: TDiscount = (
      await client.post("/api/discounts", { code: "FIVE", kind: "fixed", value: 5 })
    ).json();
    await client.post("/api/discounts", { code: "UNUSED", kind: "fixed", value: 5 });
    const db = t.database.db;
    const order = (code: TDiscount, total: string, discount: string, status: OrderStatus = "pending") =>
      createOrder(db, merchant.id, {
        discountCodeId: code.id,
        discountCode: code.code,
        discountAmount: discount,
        subtotal: (Number(total) + Number(discount)).toFixed(2),
        totalAmount: total,
        status,
      });
    await order(ten, "90.00", "10.00");
    await order(ten, "30.50", "3.39", "completed");
    await order(ten, "100.00", "20.00", "cancelled");
    await order(five, "20.00", "5.00");
    await createOrder(db, merchant.id, { totalAmount: "500.00" });
    await setUses(ten.id, 2);
    await setUses(five.id, 1);
    const figures = Object.fromEntries(
      ((await client.get("/api/discounts")).json() as TDiscount[]).map((d) => [
        d.code,
        [d.uses, d.revenue, d.discountTotal],
      ]),
    );
    expect(figures).toEqual({
      TEN: [2, "120.50", "13.39"],
      FIVE: [1, "20.00", "5.00"],
      UNUSED: [0, "0.00", "0.00"],
    });
    // One code's answer carries its figures too.
    const changed = await client.put(`/api/discounts/${ten.id}`, { usageLimit: 50 });
    expect(changed.json()).toMatchObject({ uses: 2, revenue: "120.50", discountTotal: "13.39" });
    // A deleted code leaves its orders alone: they keep the code as written.
    await client.delete(`/api/discounts/${five.id}`);
    const kept = await db
      .select({ code: orders.discountCode, codeId: orders.discountCodeId, discount: orders.discountAmount })
      .from(orders)
      .where(and(eq(orders.merchantId, merchant.id), eq(orders.discountCode, "FIVE")));
    // The column as the database holds it (numeric(11,3), decision 0067).
    expect(kept).toEqual([{ code: "FIVE", codeId: null, discount: "5.000" }]);
  });
});

describeOnDrivers("saving discount codes", (t) => {
  it("leaves the store's cached pages be: codes are never shown on them", async () => {
    const { client, merchant } = await registerMerchant(t.app);
    const heard: string[] = [];
    const stop = subscribeToStoreChanges(t.events, (change) => {
      if (change.merchantId === merchant.id) heard.push(change.merchantId);
    });
    const storeChangeHeard = async (theme: string) => {
      expect((await client.put("/api/merchant/customization", { theme })).statusCode).toBe(200);
      await expect.poll(() => heard.length).toBeGreaterThan(0);
    };
    try {
      // Whatever registration announced is heard and set aside first.
      await storeChangeHeard("green");
      heard.length = 0;
      const created = await client.post("/api/discounts", { code: "QUIET", kind: "percent", value: 5 });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect((await client.put(`/api/discounts/${id}`, { active: false })).statusCode).toBe(200);
      expect((await client.delete(`/api/discounts/${id}`)).statusCode).toBe(200);
      // A write that does change the store is heard after them, and it is the only one.
      await storeChangeHeard("purple");
      expect(heard).toEqual([merchant.id]);
    } finally {
      stop();
    }
  });
});
