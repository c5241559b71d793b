import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { products } from "#server/db/schema/products";
import { createProduct } from "#tests/helpers/factories";
import { buildTestApp, registerMerchant, TestClient, testConfig } from "#tests/helpers/test-app";
import { DRIVERS, openTestDatabase, type TestDatabase } from "#tests/helpers/test-database";

/**
 * Reads until `accept` holds, for at most `limitMs`. Within one process a change is seen by the very
 * next read (limit 0). Another process hears of it by one LISTEN/NOTIFY hop, sent before the writer's
 * response goes out; in this test both "processes" share one event loop, so their next read may run
 * before that message is read off its socket: it gets a limit far below any human's next click.
 */
async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, limitMs: number) {
  const deadline = Date.now() + limitMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2));
    value = await read();
  }
  return value;
}

const customer = { name: "Ada", phone: "+1 555 0100", address: "1 Main Street, New York" };

describe.each(DRIVERS)("cached storefront answers on %s", (driver) => {
  let database: TestDatabase;
  let second: Database | null = null;
  const apps: Awaited<ReturnType<typeof buildTestApp>>[] = [];
  let a: (typeof apps)[number];
  let b: (typeof apps)[number];
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    a = await buildTestApp(database, testConfig());
    apps.push(a);
    // On PostgreSQL, B is a second process: its own pool and its own LISTEN connection.
    if (driver === "postgres") {
      second = await openPostgres(database.url!);
      b = await buildTestApp({ ...second, url: database.url }, testConfig());
      apps.push(b);
      // Let both LISTEN connections be in place before the first change.
      await new Promise((r) => setTimeout(r, 300));
    } else b = a;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database.close();
  });

  const shopper = () => new TestClient(b);
  const hop = driver === "postgres" ? 250 : 0;
  const storePage = async (slug: string) => (await shopper().get(`/api/microsite/${slug}`)).json();
  const productPage = async (slug: string, id: string) =>
    (await shopper().get(`/api/microsite/${slug}/product/${id}`)).json();
  const orderFrom = (slug: string, productId: string, quantity = 1) =>
    new TestClient(a).post("/api/orders", { merchantSlug: slug, customer, items: [{ productId, quantity }] });

  let marker: { slug: string; productId: string; left: number } | null = null;
  /**
   * Returns once the reading process has heard every change announced so far: an order of a marker
   * store (a stock change, which outdates nothing but the marker's pages) shows there, and changes
   * arrive in the order they were sent. A test that checks an answer was kept starts from here, or
   * a change still on its way could outdate it for a reason that is not the one tested.
   */
  async function allHeard() {
    if (!marker) {
      const { client, merchant } = await registerMerchant(a);
      const created = await client.post("/api/products", {
        name: "Marker",
        price: "1.00",
        quantity: 1_000_000,
      });
      marker = { slug: merchant.businessSlug, productId: created.json().id, left: 1_000_000 };
    }
    const { slug, productId } = marker;
    await productPage(slug, productId);
    expect((await orderFrom(slug, productId)).statusCode).toBe(201);
    const left = --marker.left;
    const seen = await eventually(
      () => productPage(slug, productId),
      (p) => p.quantity === left,
      hop,
    );
    expect(seen.quantity).toBe(left);
  }

  it("answers a store page from memory: a change made behind the app's back is not seen", async () => {
    const { merchant } = await registerMerchant(a);
    const product = await createProduct(database.db, merchant.id, { name: "Tea", price: "4.50" });
    await allHeard();
    const before = await productPage(merchant.businessSlug, product.id);
    expect(before.price).toBe("4.50");
    await database.db.update(products).set({ price: "9.99" }).where(eq(products.id, product.id));
    // No query was made: the answer is the one kept. (The app's own writes drop it; see below.)
    expect((await productPage(merchant.businessSlug, product.id)).price).toBe("4.50");
  });

  it(
    driver === "postgres"
      ? "a price saved through process A shows through process B at once"
      : "a price saved by the merchant shows on the store at once",
    async () => {
      const { client: owner, merchant } = await registerMerchant(a);
      const created = await owner.post("/api/products", { name: "Umbrella", price: "12.00", quantity: 5 });
      expect(created.statusCode).toBe(201);
      const id = created.json().id;
      expect((await storePage(merchant.businessSlug)).products[0].price).toBe("12.00");
      expect((await productPage(merchant.businessSlug, id)).price).toBe("12.00");

      expect((await owner.put(`/api/products/${id}`, { price: "15.00" })).statusCode).toBe(200);
      const site = await eventually(
        () => storePage(merchant.businessSlug),
        (page) => page.products[0].price === "15.00",
        hop,
      );
      expect(site.products[0].price).toBe("15.00");
      expect((await productPage(merchant.businessSlug, id)).price).toBe("15.00");
    },
  );

  it("stock taken by an order shows at once, and a cached page never sells what is gone", async () => {
    const { client: owner, merchant } = await registerMerchant(a);
    const id = (await owner.post("/api/products", { name: "Last one", price: "3.00", quantity: 1 })).json()
      .id;
    expect((await productPage(merchant.businessSlug, id)).quantity).toBe(1);
    const order = (quantity: number) =>
      new TestClient(a).post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer,
        items: [{ productId: id, quantity }],
      });
    expect((await order(1)).statusCode).toBe(201);
    // Sold out on both pages, and a second order is refused by the database.
    const sold = await eventually(
      () => productPage(merchant.businessSlug, id),
      (p) => p.quantity === 0,
      hop,
    );
    expect(sold.quantity).toBe(0);
    expect((await storePage(merchant.businessSlug)).products[0].quantity).toBe(0);
    const refused = await order(1);
    expect(refused.statusCode).toBe(409);
  });

  it("the units of a cancelled order show back on the store at once", async () => {
    const { client: owner, merchant } = await registerMerchant(a);
    // Four, so one shopper's two are within the store's hold share (half of its stock).
    const id = (await owner.post("/api/products", { name: "Kettle", price: "20.00", quantity: 4 })).json().id;
    const placed = await orderFrom(merchant.businessSlug, id, 2);
    expect(placed.statusCode).toBe(201);
    const left = await eventually(
      () => productPage(merchant.businessSlug, id),
      (p) => p.quantity === 2,
      hop,
    );
    expect(left.quantity).toBe(2);
    const cancel = await owner.patch(`/api/merchant/orders/${placed.json().id}/status`, {
      status: "cancelled",
    });
    expect(cancel.statusCode).toBe(200);
    const back = await eventually(
      () => productPage(merchant.businessSlug, id),
      (p) => p.quantity === 4,
      hop,
    );
    expect(back.quantity).toBe(4);
  });

  it("a new store and a renamed one show in the marketplace at once", async () => {
    const names = async () =>
      (await shopper().get("/api/marketplace"))
        .json()
        .map((e: { merchant: { businessName: string; customDisplayName: string | null } }) => [
          e.merchant.businessName,
          e.merchant.customDisplayName,
        ]);
    const before = await names();
    const { client: owner } = await registerMerchant(a, { businessName: "Brand New Shop" });
    // Listed once it has something to sell.
    expect((await owner.post("/api/products", { name: "Tea", price: "4.00", quantity: 10 })).statusCode).toBe(
      201,
    );
    const after = await eventually(names, (list) => list.length > before.length, hop);
    expect(after.length).toBe(before.length + 1);
    expect(after).toContainEqual(["Brand New Shop", null]);
    expect(
      (await owner.put("/api/merchant/customization", { customDisplayName: "Renamed", theme: "blue" }))
        .statusCode,
    ).toBe(200);
    const renamed = await eventually(names, (list) => list.some((e: string[]) => e[1] === "Renamed"), hop);
    expect(renamed).toContainEqual(["Brand New Shop", "Renamed"]);
  });

  /**
   * A store whose product's price is changed behind the app's back, and whose page is read first:
   * while its page still shows the old price, its cached answer was kept (no query was made).
   */
  async function storeWithHiddenPriceChange() {
    const { client, merchant } = await registerMerchant(a);
    const product = await createProduct(database.db, merchant.id, {
      name: "Kept",
      price: "1.00",
      quantity: 9,
    });
    await allHeard();
    expect((await storePage(merchant.businessSlug)).products[0].price).toBe("1.00");
    await database.db.update(products).set({ price: "2.00" }).where(eq(products.id, product.id));
    const shownPrice = async () => (await storePage(merchant.businessSlug)).products[0].price;
    return { client, merchant, product, shownPrice };
  }

  it("a change to another store, and its orders, keep a store's cached page", async () => {
    const quiet = await storeWithHiddenPriceChange();
    const { client: busy, merchant: busyStore } = await registerMerchant(a);
    const id = (await busy.post("/api/products", { name: "Busy", price: "5.00", quantity: 50 })).json().id;
    expect((await storePage(busyStore.businessSlug)).products[0].quantity).toBe(50);
    expect((await busy.put(`/api/products/${id}`, { price: "6.00" })).statusCode).toBe(200);
    expect((await orderFrom(busyStore.businessSlug, id)).statusCode).toBe(201);
    // The busy store's changes have reached the reading process (its page shows them)...
    const busyPage = await eventually(
      () => storePage(busyStore.businessSlug),
      (page) => page.products[0].quantity === 49,
      hop,
    );
    expect(busyPage.products[0]).toMatchObject({ price: "6.00", quantity: 49 });
    // ...and the quiet store's answer was not reloaded.
    expect(await quiet.shownPrice()).toBe("1.00");
  });

  it("an order keeps the marketplace's cached answer: it shows no stock", async () => {
    const { client: owner, merchant } = await registerMerchant(a, { businessName: "Marketplace Order Shop" });
    const id = (await owner.post("/api/products", { name: "Tea", price: "4.00", quantity: 10 })).json().id;
    const listed = async () =>
      (await shopper().get("/api/marketplace"))
        .json()
        .find((e: { merchant: { id: string } }) => e.merchant.id === merchant.id);
    await allHeard();
    expect((await listed()).productCount).toBe(1);
    await database.db
      .update(merchants)
      .set({ businessName: "Renamed Behind The App" })
      .where(eq(merchants.id, merchant.id));
    expect((await productPage(merchant.businessSlug, id)).quantity).toBe(10);
    expect((await orderFrom(merchant.businessSlug, id, 2)).statusCode).toBe(201);
    const sold = await eventually(
      () => productPage(merchant.businessSlug, id),
      (p) => p.quantity === 8,
      hop,
    );
    expect(sold.quantity).toBe(8);
    expect((await listed()).merchant.businessName).toBe("Marketplace Order Shop");
  });

  it("a merchant's sign-in and sign-out keep their store's cached page", async () => {
    const quiet = await storeWithHiddenPriceChange();
    const { merchant } = quiet;
    expect((await quiet.client.post("/api/logout", {})).statusCode).toBe(200);
    const again = new TestClient(a);
    expect(
      (await again.post("/api/login", { email: merchant.email, password: "secret123" })).statusCode,
    ).toBe(200);
    expect((await again.post("/api/logout-everywhere", {})).statusCode).toBe(200);
    await allHeard();
    expect(await quiet.shownPrice()).toBe("1.00");
  });

  it("an unknown store is answered 404 from memory until a store changes: once it exists, it is found", async () => {
    expect((await shopper().get("/api/microsite/opening-soon")).statusCode).toBe(404);
    await registerMerchant(a, { businessName: "Opening Soon", businessSlug: "opening-soon" });
    const opened = await eventually(
      () => shopper().get("/api/microsite/opening-soon"),
      (res) => res.statusCode === 200,
      hop,
    );
    expect(opened.statusCode).toBe(200);
  });
});
