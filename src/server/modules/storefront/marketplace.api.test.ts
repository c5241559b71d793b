import { beforeAll, expect, it } from "vitest";
import type { Db } from "#server/db/client";
import { products } from "#server/db/schema/products";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createMerchant, createProduct } from "#tests/helpers/factories";

type Entry = { merchant: { businessName: string; businessType: string; id: string } };

/** One visible product for each store (a store with none is not listed), in one statement. */
async function stockStores(db: Db, merchantIds: string[]) {
  await db
    .insert(products)
    .values(merchantIds.map((merchantId) => ({ merchantId, name: "Gift card", price: "10.00" })));
}

describeOnDrivers("the marketplace, paged and searchable,", (t) => {
  beforeAll(async () => {
    // 130 public stores (Store 000 … Store 129), a few with names to search for, one not approved.
    const made = [];
    for (let i = 0; i < 130; i++) {
      made.push(
        await createMerchant(t.database.db, {
          businessName: `Store ${String(i).padStart(3, "0")}`,
          businessType: i % 3 === 0 ? "pharmacy" : "retail",
        }),
      );
    }
    made.push(
      await createMerchant(t.database.db, { businessName: "Corner Bakery", businessType: "restaurant" }),
    );
    made.push(
      await createMerchant(t.database.db, {
        businessName: "Plain Name",
        customDisplayName: "The BAKERY Next Door",
        businessType: "restaurant",
      }),
    );
    made.push(await createMerchant(t.database.db, { businessName: "100% Organic", businessType: "retail" }));
    made.push(await createMerchant(t.database.db, { businessName: "Hidden Bakery", isApproved: false }));
    await stockStores(
      t.database.db,
      made.map((m) => m.id),
    );
  });

  const get = (query = "") => t.app.inject({ url: `/api/marketplace${query}` });
  const names = (body: Entry[]) => body.map((e) => e.merchant.businessName);

  it("answers the spec's array with the first 60 stores by name, the total and the next page's cursor", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const first = res.json() as Entry[];
    expect(Array.isArray(first)).toBe(true);
    expect(first).toHaveLength(60);
    expect(res.headers["x-total-count"]).toBe("133");
    expect(names(first).slice(0, 2)).toEqual(["100% Organic", "Corner Bakery"]);
    expect(res.headers["x-next-cursor"]).toBe(first[59]!.merchant.id);
  });

  it("walks every public store once with the cursor, and the last page has no cursor", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pageNo = 0; pageNo < 5; pageNo++) {
      const res = await get(cursor ? `?cursor=${cursor}` : "");
      seen.push(...names(res.json()));
      cursor = res.headers["x-next-cursor"] as string | undefined;
      if (!cursor) break;
    }
    expect(cursor).toBeUndefined();
    expect(seen).toHaveLength(133);
    expect(new Set(seen).size).toBe(133);
    const lower = seen.map((n) => n.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    expect(seen).not.toContain("Hidden Bakery");
  });

  it("searches the name and the display name, case-insensitively, with wildcards taken literally", async () => {
    const bakeries = await get("?q=bakery");
    expect(names(bakeries.json())).toEqual(["Corner Bakery", "Plain Name"]);
    expect(bakeries.headers["x-total-count"]).toBe("2");
    expect(bakeries.headers["x-next-cursor"]).toBeUndefined();
    expect(names((await get("?q=100%25")).json())).toEqual(["100% Organic"]);
    expect(names((await get("?q=_")).json())).toEqual([]);
    expect((await get("?q=%20%20")).headers["x-total-count"]).toBe("133"); // blank: no search
  });

  it("filters by business type, alone or with a search and a smaller page", async () => {
    const pharmacies = await get("?type=pharmacy&limit=10");
    expect(pharmacies.headers["x-total-count"]).toBe("44");
    expect(pharmacies.json()).toHaveLength(10);
    expect((pharmacies.json() as Entry[]).every((e) => e.merchant.businessType === "pharmacy")).toBe(true);
    expect(names((await get("?type=restaurant&q=corner")).json())).toEqual(["Corner Bakery"]);
  });

  it("refuses a bad query with 400 and says what is wrong", async () => {
    for (const [query, message] of [
      ["?limit=0", "limit must be a whole number from 1 to 60"],
      ["?limit=61", "limit must be a whole number from 1 to 60"],
      ["?type=bank", "type must be one of: pharmacy, restaurant, retail"],
      [`?q=${"x".repeat(101)}`, "Search for at most 100 characters of plain text"],
      ["?q=a%00b", "Search for at most 100 characters of plain text"],
      ["?cursor=nope", "The page cursor is not valid. Reload the store to start again."],
    ] as const) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});

// Wednesday 2 December 2026, 10:00 in New York.
const WEDNESDAY_10AM = Date.parse("2026-12-02T15:00:00Z");
const NEW_YORK = "America/New_York";
const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

let clock = WEDNESDAY_10AM;
describeOnDrivers("the marketplace's search and cards (issue 42)", { now: () => clock }, (t) => {
  beforeAll(async () => {
    const db = t.database.db;
    const napoli = await createMerchant(db, {
      businessName: "Bella Napoli",
      businessType: "restaurant",
      description: "Wood-fired PIZZA and pasta",
      timeZone: NEW_YORK,
      openingHours: weekdays("09:00", "17:00"),
    });
    const tonys = await createMerchant(db, { businessName: "Tony's", businessType: "restaurant" });
    await createProduct(db, tonys.id, { name: "Pepperoni Pizza" });
    // Its pizza is hidden from shoppers: a search for it does not find the store.
    const deli = await createMerchant(db, { businessName: "Corner Deli", businessType: "restaurant" });
    await createProduct(db, deli.id, { name: "Pizza slice", isAvailable: false });
    const chemist = await createMerchant(db, {
      businessName: "Main Street Chemist",
      businessType: "pharmacy",
      timeZone: NEW_YORK,
      pausedUntil: new Date(WEDNESDAY_10AM + 90 * 60_000),
    });
    const weekend = await createMerchant(db, {
      businessName: "Weekend Market",
      timeZone: NEW_YORK,
      openingHours: [{ day: 6, opens: "08:00", closes: "14:00" }],
    });
    await stockStores(db, [napoli.id, deli.id, chemist.id, weekend.id]);
    // Nothing to buy: approved, but not listed.
    await createMerchant(db, { businessName: "Empty Pizza Shop", businessType: "restaurant" });
    const hidden = await createMerchant(db, { businessName: "All Hidden" });
    await createProduct(db, hidden.id, { isAvailable: false });
  });

  const get = async (query = "") => {
    const res = await t.app.inject({ url: `/api/marketplace${query}` });
    expect(res.statusCode).toBe(200);
    return {
      entries: res.json() as (Entry & Record<string, unknown>)[],
      total: res.headers["x-total-count"],
    };
  };
  const names = (entries: Entry[]) => entries.map((e) => e.merchant.businessName);

  it("finds a store by its products' names and its description ('pizza' finds both pizzerias)", async () => {
    const { entries, total } = await get("?q=pizza");
    expect(names(entries)).toEqual(["Bella Napoli", "Tony's"]);
    expect(total).toBe("2");
  });

  it("finds a store by its business type", async () => {
    expect(names((await get("?q=PHARM")).entries)).toEqual(["Main Street Chemist"]);
    expect(names((await get("?q=restaurant")).entries)).toEqual(["Bella Napoli", "Corner Deli", "Tony's"]);
  });

  it("does not list a store with no visible products", async () => {
    const { entries, total } = await get();
    expect(names(entries)).toEqual([
      "Bella Napoli",
      "Corner Deli",
      "Main Street Chemist",
      "Tony's",
      "Weekend Market",
    ]);
    expect(total).toBe("5");
    expect(names((await get("?q=empty")).entries)).toEqual([]);
  });

  it("says on each card whether the store is open, from its hours and pause, and when that changes", async () => {
    const byName = (entries: (Entry & Record<string, unknown>)[]) =>
      Object.fromEntries(entries.map((e) => [e.merchant.businessName, e]));
    const now = byName((await get()).entries);
    expect(now["Bella Napoli"]).toMatchObject({
      openNow: true,
      closesAt: { day: 3, time: "17:00" },
      opensAt: null,
    });
    // Paused for 90 minutes: closed, opening again at 11:30.
    expect(now["Main Street Chemist"]).toMatchObject({ openNow: false, opensAt: { day: 3, time: "11:30" } });
    expect(now["Weekend Market"]).toMatchObject({ openNow: false, opensAt: { day: 6, time: "08:00" } });
    // No hours set: open around the clock.
    expect(now["Tony's"]).toMatchObject({ openNow: true, closesAt: null, opensAt: null });

    // The cached first page is not served past a store's next opening or closing.
    clock = WEDNESDAY_10AM + 7 * 3_600_000 + 60_000;
    try {
      const later = byName((await get()).entries);
      expect(later["Bella Napoli"]).toMatchObject({ openNow: false, opensAt: { day: 4, time: "09:00" } });
      expect(later["Main Street Chemist"]).toMatchObject({ openNow: true });
    } finally {
      clock = WEDNESDAY_10AM;
    }
  });
});
