import { expect, it } from "vitest";
import type { TDashboardStats, TMerchantOrder } from "#contracts/order-management";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createOrder, createProduct } from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";

/**
 * One instant, 09:30 UTC on Wednesday 2030-01-16, years from the database's own clock: 23:30 on
 * Tuesday the 15th in Honolulu (UTC-10), and 23:30 on Wednesday the 16th on Kiritimati (UTC+14).
 */
const LATE_TUESDAY_IN_HONOLULU = Date.parse("2030-01-16T09:30:00Z");
const HOUR = 3_600_000;
let clock = LATE_TUESDAY_IN_HONOLULU;

describeOnDrivers("the dashboard's days, by the app's clock", { now: () => clock }, (t) => {
  const db = () => t.database.db;

  /** A store in `timeZone` and a shopper's order for 4.50 placed through the API at the clock's time. */
  async function storeWithOrder(timeZone: string) {
    const { client, merchant } = await registerMerchant(t.app, { timeZone });
    const tea = await createProduct(db(), merchant.id, { name: "Tea", price: "4.50" });
    const placed = await new TestClient(t.app).post("/api/orders", {
      merchantSlug: merchant.businessSlug,
      customer: { name: "Ann Buyer", phone: "+1 808 555 0100", address: "1 Beach Road" },
      items: [{ productId: tea.id, quantity: 1 }],
    });
    expect(placed.statusCode).toBe(201);
    return { client, merchant };
  }

  const statsOf = async (client: TestClient): Promise<TDashboardStats> => {
    const res = await client.get("/api/merchant/stats");
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const ordered = (stats: TDashboardStats) => stats.revenueByDay.filter((d) => d.orders > 0);

  it("counts an order placed at 23:30 store time in the store's today, this week and the chart's last day", async () => {
    clock = LATE_TUESDAY_IN_HONOLULU;
    const honolulu = await storeWithOrder("Pacific/Honolulu");
    const kiritimati = await storeWithOrder("Pacific/Kiritimati");

    // Placed when the app's clock says, not the database's.
    const [order] = (await honolulu.client.get("/api/merchant/orders")).json() as TMerchantOrder[];
    expect(order!.createdAt).toBe("2030-01-16T09:30:00.000Z");
    const [customer] = (await honolulu.client.get("/api/customers")).json().customers;
    expect(customer).toMatchObject({
      firstOrderAt: "2030-01-16T09:30:00.000Z",
      lastOrderAt: "2030-01-16T09:30:00.000Z",
    });

    for (const [store, today, firstDay] of [
      [honolulu, "2030-01-15", "2029-12-17"],
      [kiritimati, "2030-01-16", "2029-12-18"],
    ] as const) {
      const stats = await statsOf(store.client);
      expect(stats.today, today).toEqual({ orders: 1, revenue: "4.50" });
      expect(stats.week, today).toEqual({ orders: 1, revenue: "4.50" });
      expect(stats.revenueByDay, today).toHaveLength(30);
      expect(stats.revenueByDay[0]!.date, today).toBe(firstDay);
      expect(stats.revenueByDay.at(-1), today).toEqual({ date: today, orders: 1, revenue: "4.50" });
    }
  });

  it("starts a new day at the store's midnight, and a new week on Monday", async () => {
    clock = LATE_TUESDAY_IN_HONOLULU;
    const { client, merchant } = await storeWithOrder("Pacific/Honolulu");
    // 23:00 on Sunday the 13th in Honolulu: the week before (Monday the 14th starts this one).
    await createOrder(db(), merchant.id, {
      totalAmount: "2.00",
      createdAt: new Date("2030-01-14T09:00:00Z"),
    });
    const tuesday = await statsOf(client);
    expect(tuesday.today).toEqual({ orders: 1, revenue: "4.50" });
    expect(tuesday.week).toEqual({ orders: 1, revenue: "4.50" });
    expect(ordered(tuesday).map((d) => d.date)).toEqual(["2030-01-13", "2030-01-15"]);

    // An hour later it is 00:30 on Wednesday there: Tuesday's order is yesterday's, still this week's.
    clock = LATE_TUESDAY_IN_HONOLULU + HOUR;
    const wednesday = await statsOf(client);
    expect(wednesday.today).toEqual({ orders: 0, revenue: "0.00" });
    expect(wednesday.week).toEqual({ orders: 1, revenue: "4.50" });
    expect(wednesday.revenueByDay.at(-1)).toEqual({ date: "2030-01-16", orders: 0, revenue: "0.00" });
    expect(wednesday.revenueByDay.at(-2)).toEqual({ date: "2030-01-15", orders: 1, revenue: "4.50" });

    // 00:30 on Monday the 21st: a new week; the chart still shows both days.
    clock = Date.parse("2030-01-21T10:30:00Z");
    const monday = await statsOf(client);
    expect(monday.week).toEqual({ orders: 0, revenue: "0.00" });
    expect(ordered(monday).map((d) => d.date)).toEqual(["2030-01-13", "2030-01-15"]);
  });

  it("charts the last 30 store days: today and the 29 before it", async () => {
    clock = LATE_TUESDAY_IN_HONOLULU;
    const { client, merchant } = await registerMerchant(t.app, { timeZone: "Pacific/Honolulu" });
    // Midnight starting 2029-12-17 in Honolulu (the chart's first day), and a minute before it.
    await createOrder(db(), merchant.id, {
      totalAmount: "3.00",
      createdAt: new Date("2029-12-17T10:00:00Z"),
    });
    await createOrder(db(), merchant.id, {
      totalAmount: "9.00",
      createdAt: new Date("2029-12-17T09:59:00Z"),
    });
    // Stamped after the store's today ends (a clock moved back since): not today's, nor the chart's.
    await createOrder(db(), merchant.id, {
      totalAmount: "7.00",
      createdAt: new Date("2030-01-16T10:00:00Z"),
    });
    const stats = await statsOf(client);
    expect(ordered(stats)).toEqual([{ date: "2029-12-17", orders: 1, revenue: "3.00" }]);
    expect(stats.today).toEqual({ orders: 0, revenue: "0.00" });
    expect(stats.week).toEqual({ orders: 0, revenue: "0.00" });
    // All time counts every order.
    expect(stats).toMatchObject({ orders: 3, revenue: "19.00" });
  });
});
