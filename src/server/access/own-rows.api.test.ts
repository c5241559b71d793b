import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { AD_MESSAGES } from "#contracts/ads";
import { CATALOG_MESSAGES } from "#contracts/catalog-messages";
import { CUSTOMER_MESSAGES } from "#contracts/customers";
import { DISCOUNT_MESSAGES } from "#contracts/discount-rules";
import { ORDER_MANAGEMENT_MESSAGES } from "#contracts/order-management";
import { STAFF_MESSAGES } from "#contracts/staff";
import { ZONE_MESSAGES } from "#contracts/zones";
import type { Db } from "#server/db/client";
import { memberships } from "#server/db/schema/memberships";
import { people } from "#server/db/schema/people";
import { staffInvites } from "#server/db/schema/staff-invites";
import { paramsOf } from "#server/plugins/row-ids";
import { routesOf } from "#tests/fuzz/routes";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import {
  createAd,
  createCategory,
  createDiscountCode,
  createOrder,
  createProduct,
  createZone,
} from "#tests/helpers/factories";
import { registerMerchant, TestClient } from "#tests/helpers/test-app";
import { ROW_IDS } from "./own-rows";

/**
 * Every route with a row's id in its address (decision 0037) answers the row's own 404 to a
 * malformed id, an unknown one and another merchant's, each sent with a valid body so that no 400
 * about the body hides the answer. The owner's same request succeeds, so the 404s are about the id.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RowCase {
  /** The 404's message: the text the merchant's screen shows. */
  message: string;
  /** A new row of the merchant's for the request to name (each route gets its own: a DELETE removes it). */
  row: (db: Db, merchantId: string) => Promise<string>;
  /** A body the route accepts. */
  body?: Record<string, unknown>;
  /**
   * The owner's answer when it is not 200: a rule about the row itself (a cash order is not refunded
   * by card, 409), which still shows the row was found, so the 404s are about the id.
   */
  ownerStatus?: number;
}

const product = async (db: Db, merchantId: string) => (await createProduct(db, merchantId)).id;
const category = async (db: Db, merchantId: string) => (await createCategory(db, merchantId)).id;
const ad = async (db: Db, merchantId: string) => (await createAd(db, merchantId)).id;
const zone = async (db: Db, merchantId: string) => (await createZone(db, merchantId)).id;
const discount = async (db: Db, merchantId: string) => (await createDiscountCode(db, merchantId)).id;
const order = async (db: Db, merchantId: string) => (await createOrder(db, merchantId)).order.id;
const prescriptionOrder = async (db: Db, merchantId: string) =>
  (await createOrder(db, merchantId, { orderType: "prescription" })).order.id;
const cashOrder = async (db: Db, merchantId: string) =>
  (await createOrder(db, merchantId, { totalAmount: "10.00", subtotal: "10.00" })).order.id;
const customer = async (db: Db, merchantId: string) => (await createOrder(db, merchantId)).customer.id;
/** A member of the store (decision 0059): their membership's id. */
const member = async (db: Db, merchantId: string) => {
  const [person] = await db
    .insert(people)
    .values({ email: `${randomUUID()}@staff.example.com`, password: "x", name: "Member" })
    .returning({ id: people.id });
  const [row] = await db
    .insert(memberships)
    .values({ personId: person!.id, merchantId, role: "orders" })
    .returning({ id: memberships.id });
  return row!.id;
};
const invite = async (db: Db, merchantId: string) => {
  const [row] = await db
    .insert(staffInvites)
    .values({
      merchantId,
      email: `${randomUUID()}@staff.example.com`,
      role: "kitchen",
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning({ id: staffInvites.id });
  return row!.id;
};

/** A case for each merchant route with an id: a new one fails the first test below until it has one. */
const CASES: Record<string, RowCase> = {
  "PUT /api/products/:productId": {
    message: CATALOG_MESSAGES.productNotFound,
    row: product,
    body: { name: "Renamed" },
  },
  "DELETE /api/products/:productId": { message: CATALOG_MESSAGES.productNotFound, row: product },
  "PUT /api/categories/:categoryId": {
    message: CATALOG_MESSAGES.categoryNotFoundById,
    row: category,
    body: { name: "Renamed" },
  },
  "DELETE /api/categories/:categoryId": { message: CATALOG_MESSAGES.categoryNotFoundById, row: category },
  "PUT /api/ads/:adId": { message: AD_MESSAGES.notFound, row: ad, body: { title: "Renamed" } },
  "DELETE /api/ads/:adId": { message: AD_MESSAGES.notFound, row: ad },
  "PUT /api/delivery-zones/:zoneId": {
    message: ZONE_MESSAGES.notFound,
    row: zone,
    body: { name: "Renamed" },
  },
  "DELETE /api/delivery-zones/:zoneId": { message: ZONE_MESSAGES.notFound, row: zone },
  "PUT /api/discounts/:discountId": {
    message: DISCOUNT_MESSAGES.notFound,
    row: discount,
    body: { active: false },
  },
  "DELETE /api/discounts/:discountId": { message: DISCOUNT_MESSAGES.notFound, row: discount },
  "GET /api/customers/:customerId": { message: CUSTOMER_MESSAGES.notFound, row: customer },
  "GET /api/merchant/orders/:orderId": { message: ORDER_MANAGEMENT_MESSAGES.orderNotFound, row: order },
  "PATCH /api/merchant/orders/:orderId/status": {
    message: ORDER_MANAGEMENT_MESSAGES.orderNotFound,
    row: order,
    body: { status: "confirmed" },
  },
  "PATCH /api/merchant/orders/:orderId/tracking": {
    message: ORDER_MANAGEMENT_MESSAGES.orderNotFound,
    row: order,
    body: { trackingInfo: "Van 2" },
  },
  "POST /api/merchant/orders/:orderId/mark-paid": {
    message: ORDER_MANAGEMENT_MESSAGES.orderNotFound,
    row: cashOrder,
  },
  "POST /api/merchant/orders/:orderId/refunds": {
    message: ORDER_MANAGEMENT_MESSAGES.orderNotFound,
    row: cashOrder,
    body: { amount: "1.00", reason: "Damaged" },
    ownerStatus: 409,
  },
  "PATCH /api/merchant/orders/:orderId/quote": {
    message: ORDER_MANAGEMENT_MESSAGES.orderNotFound,
    row: prescriptionOrder,
    body: { totalAmount: "12.50" },
  },
  "PUT /api/staff/:memberId": {
    message: STAFF_MESSAGES.memberNotFound,
    row: member,
    body: { role: "manager" },
  },
  "DELETE /api/staff/:memberId": { message: STAFF_MESSAGES.memberNotFound, row: member },
  "DELETE /api/staff/invites/:inviteId": { message: STAFF_MESSAGES.inviteNotFound, row: invite },
};

/** Routes with a row's id that are no merchant's: each is checked where it lives, as said. */
const CONSOLE =
  "the operator console's: modules/admin/admin-access.api.test.ts and console.api.test.ts check its 404s";
const PUBLIC_ROUTES: Record<string, string> = {
  "GET /api/microsite/:slug/product/:productId":
    "an approved store's product, for anyone: storefront.api.test.ts checks its 404s",
  "GET /api/admin/merchants/:storeId": CONSOLE,
  "POST /api/admin/merchants/:storeId/approve": CONSOLE,
  "POST /api/admin/merchants/:storeId/reject": CONSOLE,
  "POST /api/admin/merchants/:storeId/suspend": CONSOLE,
  "POST /api/admin/merchants/:storeId/reinstate": CONSOLE,
  "POST /api/admin/merchants/:storeId/view-as": CONSOLE,
  "POST /api/admin/mail/:mailId/retry": CONSOLE,
};

const MALFORMED = ["not-a-uuid", "123", "00000000-0000-0000-0000-00000000000g", `${randomUUID()}x`];

describeOnDrivers("a row's id in the address", (t) => {
  let owner: { client: TestClient; merchant: { id: string } };
  let other: { client: TestClient };
  beforeAll(async () => {
    owner = await registerMerchant(t.app);
    other = await registerMerchant(t.app);
  });

  it("has a case for every route with a row's id, and none for a route that is gone", () => {
    const withIds = routesOf(t.app)
      .filter((route) => paramsOf(route.path).some((name) => Object.hasOwn(ROW_IDS, name)))
      .map((route) => `${route.method} ${route.path}`);
    expect(withIds.sort()).toEqual([...Object.keys(CASES), ...Object.keys(PUBLIC_ROUTES)].sort());
  });

  it.each(Object.entries(CASES))(
    "%s: the same 404 for a malformed, unknown or another's id",
    async (route, c) => {
      const [method, path] = route.split(" ") as [Method, string];
      const at = (id: string) => path.replace(/:\w+/, id);
      const id = await c.row(t.database.db, owner.merchant.id);
      const answers = [
        ...MALFORMED.map((bad) => ({
          who: "owner, malformed",
          res: owner.client.request(method, at(bad), c.body),
        })),
        { who: "owner, unknown", res: owner.client.request(method, at(randomUUID()), c.body) },
        { who: "another merchant", res: other.client.request(method, at(id), c.body) },
        { who: "another, malformed", res: other.client.request(method, at(MALFORMED[0]!), c.body) },
      ];
      for (const { who, res } of answers) {
        const answer = await res;
        expect({ who, status: answer.statusCode, body: answer.json() }).toEqual({
          who,
          status: 404,
          body: { message: c.message },
        });
      }
      // The request itself is sound: its owner gets what they asked for.
      const own = await owner.client.request(method, at(id), c.body);
      expect(own.statusCode, own.body).toBe(c.ownerStatus ?? 200);
    },
  );

  it("answers in this order: sign-in (401), the id's shape (404), the body (400), the row (404)", async () => {
    const id = await zone(t.database.db, owner.merchant.id);
    const signedOut = new TestClient(t.app);
    const answer = async (client: TestClient, zoneId: string, body: unknown) => {
      const res = await client.put(`/api/delivery-zones/${zoneId}`, body);
      return { status: res.statusCode, message: res.json().message };
    };
    expect(await answer(signedOut, "not-a-uuid", { name: " " })).toEqual({
      status: 401,
      message: "Not authenticated",
    });
    expect(await answer(other.client, "not-a-uuid", { name: " " })).toEqual({
      status: 404,
      message: ZONE_MESSAGES.notFound,
    });
    // A body wrong on its face is refused before any lookup (decision 0006): this reveals nothing,
    // as the owner's own id with the same body gets the same 400.
    const badBody = await answer(other.client, id, { name: " " });
    expect(badBody.status).toBe(400);
    expect(await answer(owner.client, id, { name: " " })).toEqual(badBody);
    expect(await answer(other.client, id, { name: "Mine now" })).toEqual({
      status: 404,
      message: ZONE_MESSAGES.notFound,
    });
  });
});
