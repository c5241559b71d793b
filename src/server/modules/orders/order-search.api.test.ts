import { expect, it } from "vitest";
import { ORDER_MANAGEMENT_MESSAGES, type TMerchantOrder } from "#contracts/order-management";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createOrder } from "#tests/helpers/factories";
import { registerMerchant, type TestClient } from "#tests/helpers/test-app";

/**
 * One order, three numbers (issue 42): the dashboard's (the id's first 8 characters), the customer's
 * (the success page's "#" and the id's last 8, upper-cased) and the tracking code. `q` finds it by
 * any of them, in any case, with or without "#"; the export carries all three, in the store's time.
 */
describeOnDrivers("finding an order by any number it was shown with", (t) => {
  const db = () => t.database.db;
  const ID = "c8765f61-0d2e-4a7b-9c1d-2e3fc35a37d6";
  const OTHER_ID = "1f2e3d4c-5b6a-4789-8abc-def012345678";

  async function store() {
    const { client, merchant } = await registerMerchant(t.app, { timeZone: "America/New_York" });
    const { order } = await createOrder(db(), merchant.id, {
      id: ID,
      trackingCode: "38AD7F93",
      customerName: "José González",
      totalAmount: "12.00",
      createdAt: new Date("2026-11-24T17:05:00Z"),
    });
    await createOrder(db(), merchant.id, { id: OTHER_ID, trackingCode: "77EE0011", totalAmount: "5.00" });
    return { client, merchant, order };
  }
  // The ids and tracking codes are unique across the file's database: one store serves every test.
  let shared: ReturnType<typeof store> | undefined;
  const theStore = () => {
    shared ??= store();
    return shared;
  };

  const found = async (client: TestClient, q: string, filter = "") => {
    const res = await client.get(`/api/merchant/orders?q=${encodeURIComponent(q)}${filter}`);
    expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
    return (res.json() as TMerchantOrder[]).map((o) => o.id);
  };

  it("finds the order by the dashboard's number, the customer's number or the tracking code", async () => {
    const { client } = await theStore();
    for (const q of [
      "c8765f61",
      "C8765F61",
      "#c8765f61",
      "#C35A37D6",
      "c35a37d6",
      "# C35A37D6",
      "38AD7F93",
      "38ad7f93",
      "#38AD7F93",
      ID,
    ]) {
      expect(await found(client, q), q).toEqual([ID]);
    }
    // The start of a number is enough (a search box narrows as it is typed); blank is no search.
    expect(await found(client, "c876")).toEqual([ID]);
    expect((await found(client, "")).sort()).toEqual([ID, OTHER_ID].sort());
    expect(await found(client, "DEADBEEF")).toEqual([]);
    // The same search works with the filters, and no other store's order is ever found.
    expect(await found(client, "38AD7F93", "&status=cancelled")).toEqual([]);
    const { client: stranger } = await registerMerchant(t.app);
    expect(await found(stranger, "38AD7F93")).toEqual([]);
  });

  it("refuses a search that can be no number, with a message, never a wildcard", async () => {
    const { client } = await theStore();
    for (const q of ["%", "c8_65f61", "Ann Buyer", "x".repeat(37)]) {
      const res = await client.get(`/api/merchant/orders?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBe(ORDER_MANAGEMENT_MESSAGES.search);
    }
  });

  it("exports the three numbers and times in the store's zone, with a byte-order mark", async () => {
    const { client } = await theStore();
    const res = await client.get("/api/merchant/orders/export?q=C35A37D6");
    expect(res.statusCode).toBe(200);
    // Excel opens UTF-8 as such only with the mark: "González" stays "González".
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [heading, row, ...rest] = res.body.slice(1).trimEnd().split("\r\n");
    // The customer's number, then the currency (issue 45), are the last columns: earlier ones keep their places.
    expect(heading).toMatch(
      /^Order,Tracking code,Placed at \(America\/New_York\),Status,.*,Customer's number,Currency$/,
    );
    expect(row).toMatch(
      /^c8765f61,38AD7F93,2026-11-24 12:05:00,pending,regular,José González,.*,#C35A37D6,USD$/,
    );
    expect(rest).toEqual([]);
  });
});
