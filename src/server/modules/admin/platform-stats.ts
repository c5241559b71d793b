import type { TAdminStats } from "#contracts/admin";
import { fromMinor, toMinor } from "#contracts/money";
import { STORE_STATUSES, type TStoreStatus } from "#contracts/store-status";
import type { Db } from "#server/db/client";
import * as q from "./stats-queries";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAYS = 30;

/** An amount the database summed, written as its currency writes it (exact: minor units, decision 0067). */
const moneyIn = (currency: string, amount: string) => ({
  currency,
  amount: fromMinor(toMinor(amount, currency), currency),
});

/**
 * How the platform is doing (issue 47 item 5): stores by status; new stores, orders and revenue per
 * UTC day over the last 30 days, revenue per currency (stores sell in their own, never summed
 * across); the busiest stores; failed mail; payments waiting for over an hour.
 */
export { moneyIn };

export async function platformStats(db: Db, nowMs: number): Promise<TAdminStats> {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const from = new Date(today - (DAYS - 1) * DAY_MS);
  const dates = Array.from({ length: DAYS }, (_, i) =>
    new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  const [statuses, newStores, orders, busiest, failedMail, awaiting] = await Promise.all([
    q.storesByStatus(db),
    q.newStoresPerDay(db, from),
    q.ordersPerDay(db, from),
    q.busiestStores(db, from, 10),
    q.failedMailCount(db),
    q.awaitingSettlement(db, new Date(nowMs - HOUR_MS), 20),
  ]);
  const stores = Object.fromEntries(STORE_STATUSES.map((s) => [s, 0])) as Record<TStoreStatus, number>;
  for (const row of statuses) if (row.status in stores) stores[row.status as TStoreStatus] = Number(row.n);
  const newByDay = new Map(newStores.map((r) => [r.day, Number(r.n)]));
  const ordersByDay = new Map<string, number>();
  const revenue = new Map<string, Map<string, number>>();
  for (const row of orders) {
    ordersByDay.set(row.day, (ordersByDay.get(row.day) ?? 0) + Number(row.n));
    const days = revenue.get(row.currency) ?? new Map<string, number>();
    days.set(row.day, (days.get(row.day) ?? 0) + toMinor(row.revenue, row.currency));
    revenue.set(row.currency, days);
  }
  return {
    stores,
    days: dates.map((date) => ({
      date,
      newStores: newByDay.get(date) ?? 0,
      orders: ordersByDay.get(date) ?? 0,
    })),
    revenue: [...revenue.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, days]) => ({
        currency,
        days: dates.map((date) => ({ date, amount: fromMinor(days.get(date) ?? 0, currency) })),
        total: fromMinor(
          [...days.values()].reduce((sum, minor) => sum + minor, 0),
          currency,
        ),
      })),
    busiest: busiest.map((row) => ({
      id: row.id,
      businessName: row.business_name,
      businessSlug: row.business_slug,
      orders: Number(row.n),
      revenue: moneyIn(row.currency, row.revenue),
    })),
    failedMail,
    awaitingSettlement: {
      count: awaiting.count,
      orders: awaiting.orders.map((o) => ({
        id: o.id,
        merchantId: o.merchant_id,
        businessName: o.business_name,
        paymentMethod: o.payment_method,
        amount: moneyIn(o.currency, o.total_amount),
        createdAt: new Date(o.created_at).toISOString(),
      })),
    },
  };
}
