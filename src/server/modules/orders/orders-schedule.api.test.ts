import { expect, it } from "vitest";
import type { TMerchantOrder, TMerchantOrderDetails } from "#contracts/order-management";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createOrder } from "#tests/helpers/factories";
import { registerMerchant, type TestClient } from "#tests/helpers/test-app";

/**
 * Tuesday 2026-11-24, 22:00 in New York (EST, UTC-5): already Wednesday in UTC. The store's "today"
 * runs from 05:00Z on the 24th to 05:00Z on the 25th.
 */
const TUESDAY_LATE_IN_NEW_YORK = Date.parse("2026-11-25T03:00:00Z");
const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

const ids = (list: TMerchantOrder[]) => list.map((o) => o.id);

describeOnDrivers("the Orders tab's schedule", { now: () => TUESDAY_LATE_IN_NEW_YORK }, (t) => {
  const db = () => t.database.db;
  const newYorkStore = () => registerMerchant(t.app, { timeZone: "America/New_York" });

  /** Every page of a listing, following the cursor; `limit` orders a page. */
  async function allPages(client: TestClient, query: string, limit: number) {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const res = await client.get(
        `/api/merchant/orders?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(res.statusCode).toBe(200);
      pages.push(ids(res.json()));
      cursor = res.headers["x-next-cursor"] as string | undefined;
    } while (cursor);
    return pages;
  }

  it("lists today's schedule by the store's own calendar day, not UTC's", async () => {
    const { client, merchant } = await newYorkStore();
    const scheduled = (iso: string) =>
      createOrder(db(), merchant.id, { scheduledFor: at(iso), totalAmount: "10.00" }).then((r) => r.order);
    // 00:30 and 23:30 on Tuesday in New York: today, though 23:30 is Wednesday in UTC.
    const earlyToday = await scheduled("2026-11-24T05:30:00Z");
    const lateToday = await scheduled("2026-11-25T04:30:00Z");
    // 00:30 on Wednesday in New York (the same UTC day as 23:30 Tuesday), and 23:30 on Monday.
    await scheduled("2026-11-25T05:30:00Z");
    await scheduled("2026-11-24T04:30:00Z");
    // As soon as possible, placed today: not on the schedule.
    await createOrder(db(), merchant.id, { createdAt: at("2026-11-25T02:00:00Z"), totalAmount: "5.00" });

    const today = await client.get("/api/merchant/orders?schedule=today");
    expect(today.statusCode).toBe(200);
    expect(ids(today.json()).sort()).toEqual([earlyToday.id, lateToday.id].sort());
    const detailed = await client.get("/api/merchant/orders/detailed?schedule=today&sort=scheduled");
    expect(ids(detailed.json())).toEqual([earlyToday.id, lateToday.id]);
    expect((detailed.json() as TMerchantOrderDetails[])[1]!.scheduledFor).toBe("2026-11-25T04:30:00.000Z");

    const counts = (await client.get("/api/merchant/orders/counts")).json();
    expect(counts).toMatchObject({ all: 5, pending: 5, scheduledToday: 2 });
  });

  it("filters today's schedule together with the status", async () => {
    const { client, merchant } = await newYorkStore();
    const confirmed = await createOrder(db(), merchant.id, {
      status: "confirmed",
      scheduledFor: at("2026-11-24T23:00:00Z"),
    });
    await createOrder(db(), merchant.id, { status: "pending", scheduledFor: at("2026-11-24T23:30:00Z") });
    const res = await client.get("/api/merchant/orders?schedule=today&status=confirmed");
    expect(ids(res.json())).toEqual([confirmed.order.id]);
  });

  it("sorts by scheduled time across pages: slots earliest first, then the rest newest first", async () => {
    const { client, merchant } = await newYorkStore();
    const base = TUESDAY_LATE_IN_NEW_YORK - 10 * HOUR;
    const make = async (minutesAfterBase: number, scheduledFor: string | null) =>
      (
        await createOrder(db(), merchant.id, {
          createdAt: new Date(base + minutesAfterBase * 60_000),
          scheduledFor: scheduledFor ? at(scheduledFor) : null,
          totalAmount: "1.00",
        })
      ).order.id;
    // Placed in an order that is not the slots' order; two share the 18:30 slot.
    const asap1 = await make(1, null);
    const thursday = await make(2, "2026-11-26T17:00:00Z");
    const slotLater = await make(3, "2026-11-24T23:30:00Z");
    const asap2 = await make(4, null);
    const slotFirst = await make(5, "2026-11-24T23:30:00Z");
    const tomorrow = await make(6, "2026-11-25T15:00:00Z");
    const yesterday = await make(7, "2026-11-23T20:00:00Z");
    const asap3 = await make(8, null);
    // Within one slot, first come first served (slotLater was placed before slotFirst).
    const expected = [yesterday, slotLater, slotFirst, tomorrow, thursday, asap3, asap2, asap1];

    for (const limit of [1, 2, 3, 8]) {
      const pages = await allPages(client, "sort=scheduled", limit);
      expect(pages.flat(), `limit ${limit}`).toEqual(expected);
      expect(pages.every((page) => page.length > 0)).toBe(true);
    }
    // The default stays newest first.
    const newest = await allPages(client, "x=1", 3);
    expect(newest.flat()).toEqual([asap3, yesterday, tomorrow, slotFirst, asap2, slotLater, thursday, asap1]);
    expect(ids((await client.get("/api/merchant/orders?sort=newest")).json())).toEqual(newest.flat());
    // Today's schedule by time, a page at a time.
    expect((await allPages(client, "schedule=today&sort=scheduled", 1)).flat()).toEqual([
      slotLater,
      slotFirst,
    ]);
  });

  it("never shows another store's orders, and reads another store's cursor as the end", async () => {
    const mine = await newYorkStore();
    const theirs = await newYorkStore();
    const own = await createOrder(db(), mine.merchant.id, { scheduledFor: at("2026-11-24T23:00:00Z") });
    const other = await createOrder(db(), theirs.merchant.id, { scheduledFor: at("2026-11-24T22:00:00Z") });
    await createOrder(db(), theirs.merchant.id, {});

    for (const query of ["schedule=today", "sort=scheduled", "schedule=today&sort=scheduled"]) {
      expect(ids((await mine.client.get(`/api/merchant/orders?${query}`)).json()), query).toEqual([
        own.order.id,
      ]);
    }
    expect((await mine.client.get("/api/merchant/orders/counts")).json()).toMatchObject({
      all: 1,
      scheduledToday: 1,
    });
    const foreign = await mine.client.get(`/api/merchant/orders?sort=scheduled&cursor=${other.order.id}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual([]);
    const csv = (await mine.client.get("/api/merchant/orders/export?sort=scheduled")).body;
    expect(csv).toContain(own.order.trackingCode);
    expect(csv).not.toContain(other.order.trackingCode);
  });

  it("refuses an unknown schedule or sort with 400 and a message", async () => {
    const { client } = await newYorkStore();
    for (const query of [
      "schedule=tomorrow",
      "schedule=",
      "sort=oldest",
      "sort=",
      "sort=scheduled&sort=newest",
    ]) {
      for (const path of [
        "/api/merchant/orders",
        "/api/merchant/orders/detailed",
        "/api/merchant/orders/export",
      ]) {
        const res = await client.get(`${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().message, query).toMatch(/^(schedule|sort) must be/);
      }
    }
  });

  it("exports fulfilment, the slot, the subtotal and the delivery fee after the existing columns", async () => {
    const { client, merchant } = await newYorkStore();
    const pickup = await createOrder(db(), merchant.id, {
      fulfilment: "pickup",
      scheduledFor: at("2026-11-24T23:30:00Z"),
      subtotal: "12.00",
      deliveryFee: "0.00",
      totalAmount: "12.00",
      createdAt: at("2026-11-24T20:00:00Z"),
    });
    const delivery = await createOrder(db(), merchant.id, {
      subtotal: "20.00",
      deliveryFee: "3.50",
      totalAmount: "23.50",
      deliveryLat: "40.720000",
      deliveryLng: "-74.000000",
      locationSource: "pin",
      createdAt: at("2026-11-24T21:00:00Z"),
    });

    const res = await client.get("/api/merchant/orders/export");
    expect(res.statusCode).toBe(200);
    const lines = res.body.trimEnd().split("\r\n");
    const zone = "America/New_York";
    expect(lines[0]).toBe(
      `\uFEFFOrder,Tracking code,Placed at (${zone}),Status,Type,Customer,Phone,Address,Items,Total,Tracking info,Estimated delivery (${zone}),Notes,Fulfilment,Scheduled for (${zone}),Subtotal,Delivery fee,Discount code,Discount,Payment method,Payment status,Amount paid,Amount refunded,Customer's number,Currency`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(delivery.order.trackingCode);
    expect(lines[1]).toMatch(
      /,23\.50,,,,delivery,,20\.00,3\.50,,0\.00,Cash,Unpaid,0\.00,0\.00,#[0-9A-F]{8},USD$/,
    );
    expect(lines[2]).toContain(pickup.order.trackingCode);
    expect(lines[2]).toMatch(
      /,12\.00,,,,pickup,2026-11-24 18:30:00,12\.00,0\.00,,0\.00,Cash,Unpaid,0\.00,0\.00,#[0-9A-F]{8},USD$/,
    );

    const today = await client.get("/api/merchant/orders/export?schedule=today");
    // Named for the store's today (Tuesday in New York), not UTC's Wednesday.
    expect(today.headers["content-disposition"]).toBe('attachment; filename="orders-today-2026-11-24.csv"');
    const todayLines = today.body.trimEnd().split("\r\n");
    expect(todayLines).toHaveLength(2);
    expect(todayLines[1]).toContain(pickup.order.trackingCode);

    // The list carries the same terms, and the delivery point with where it came from.
    const [shown] = (await client.get("/api/merchant/orders?limit=1")).json() as TMerchantOrder[];
    expect(shown).toMatchObject({
      id: delivery.order.id,
      fulfilment: "delivery",
      subtotal: "20.00",
      deliveryFee: "3.50",
      totalAmount: "23.50",
      scheduledFor: null,
      deliveryPoint: { lat: 40.72, lng: -74, source: "pin" },
    });
  });
});
