import { beforeAll, expect, it } from "vitest";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createMerchant } from "#tests/helpers/factories";

type Entry = { merchant: { businessName: string; businessType: string; id: string } };

describeOnDrivers("the marketplace, paged and searchable,", (t) => {
  beforeAll(async () => {
    // 130 public stores (Store 000 … Store 129), a few with names to search for, one not approved.
    for (let i = 0; i < 130; i++) {
      await createMerchant(t.database.db, {
        businessName: `Store ${String(i).padStart(3, "0")}`,
        businessType: i % 3 === 0 ? "pharmacy" : "retail",
      });
    }
    await createMerchant(t.database.db, { businessName: "Corner Bakery", businessType: "restaurant" });
    await createMerchant(t.database.db, {
      businessName: "Plain Name",
      customDisplayName: "The BAKERY Next Door",
      businessType: "restaurant",
    });
    await createMerchant(t.database.db, { businessName: "100% Organic", businessType: "retail" });
    await createMerchant(t.database.db, { businessName: "Hidden Bakery", isApproved: false });
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
