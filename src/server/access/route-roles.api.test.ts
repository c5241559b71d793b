import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, expect, it } from "vitest";
import { ROLES, type TRole } from "#contracts/staff";
import { routesOf } from "#tests/fuzz/routes";
import { describeOnDrivers } from "#tests/helpers/api-suite";
import { createOrder, createProduct } from "#tests/helpers/factories";
import { addMember } from "#tests/helpers/staff";
import { registerMerchant, type TestClient } from "#tests/helpers/test-app";

/**
 * Issue 43's table of roles, route by route (decision 0059): who may call each merchant route. A
 * role the table leaves out gets a 403 naming what it may not do; a role it names gets past the
 * door (whatever the empty request then earns: a 400 for its body, a 404 for an unknown row, a
 * 200). Written from the issue's table, not from the code: a route that asks for the wrong action
 * fails here. A route in neither list below fails the first test, so a new route must say who may
 * call it.
 */
const EVERYONE = "owner manager orders kitchen";
const RUNS_THE_STORE = "owner manager";
const FRONT_OF_HOUSE = "owner manager orders";

const ROUTES: Record<string, string> = {
  // Orders: see, change status, tracking, quote, print — every role.
  "GET /api/merchant/orders": EVERYONE,
  "GET /api/merchant/orders/detailed": EVERYONE,
  "GET /api/merchant/orders/counts": EVERYONE,
  "GET /api/merchant/orders/:orderId": EVERYONE,
  "GET /api/merchant/orders/events": EVERYONE,
  "PATCH /api/merchant/orders/:orderId/status": EVERYONE,
  "POST /api/merchant/orders/bulk-status": EVERYONE,
  "PATCH /api/merchant/orders/:orderId/tracking": EVERYONE,
  "PATCH /api/merchant/orders/:orderId/quote": EVERYONE,
  // Whether the store is open now: the orders screens show it.
  "GET /api/merchant/trading": EVERYONE,
  // Refunds and mark paid.
  "POST /api/merchant/orders/:orderId/refunds": RUNS_THE_STORE,
  "POST /api/merchant/orders/:orderId/mark-paid": FRONT_OF_HOUSE,
  // An export carries every customer's phone: the store's runners only.
  "GET /api/merchant/orders/export": RUNS_THE_STORE,
  // A prescription is a customer's record: not the kitchen's.
  "GET /api/prescriptions/:key": FRONT_OF_HOUSE,
  // The store's figures carry money: not the kitchen's.
  "GET /api/merchant/stats": FRONT_OF_HOUSE,
  // Customers: the orders role sees, and does not export.
  "GET /api/customers": FRONT_OF_HOUSE,
  "GET /api/customers/:customerId": FRONT_OF_HOUSE,
  "GET /api/customers/export": RUNS_THE_STORE,
  // Catalog, categories, options, CSV, ads, zones, discounts: the orders role sees, and switches a
  // product's availability (the body-dependent cases below).
  "GET /api/products": FRONT_OF_HOUSE,
  "GET /api/products/page": FRONT_OF_HOUSE,
  "GET /api/products/ids": FRONT_OF_HOUSE,
  "GET /api/products/export": FRONT_OF_HOUSE,
  "PUT /api/products/:productId": FRONT_OF_HOUSE,
  "POST /api/products/bulk": FRONT_OF_HOUSE,
  "POST /api/products": RUNS_THE_STORE,
  "DELETE /api/products/:productId": RUNS_THE_STORE,
  "POST /api/products/bulk-upload": RUNS_THE_STORE,
  "POST /api/products/bulk-upload/preview": RUNS_THE_STORE,
  "POST /api/upload-image": RUNS_THE_STORE,
  "GET /api/categories": FRONT_OF_HOUSE,
  "POST /api/categories": RUNS_THE_STORE,
  "PUT /api/categories/order": RUNS_THE_STORE,
  "PUT /api/categories/:categoryId": RUNS_THE_STORE,
  "DELETE /api/categories/:categoryId": RUNS_THE_STORE,
  "GET /api/ads": FRONT_OF_HOUSE,
  "POST /api/ads": RUNS_THE_STORE,
  "PUT /api/ads/:adId": RUNS_THE_STORE,
  "DELETE /api/ads/:adId": RUNS_THE_STORE,
  "GET /api/delivery-zones": FRONT_OF_HOUSE,
  "POST /api/delivery-zones": RUNS_THE_STORE,
  "PUT /api/delivery-zones/:zoneId": RUNS_THE_STORE,
  "DELETE /api/delivery-zones/:zoneId": RUNS_THE_STORE,
  "GET /api/discounts": FRONT_OF_HOUSE,
  "POST /api/discounts": RUNS_THE_STORE,
  "PUT /api/discounts/:discountId": RUNS_THE_STORE,
  "DELETE /api/discounts/:discountId": RUNS_THE_STORE,
  // Store settings, hours, notifications, QR.
  "PUT /api/merchant/customization": RUNS_THE_STORE,
  "POST /api/merchant/upload-logo": RUNS_THE_STORE,
  "PUT /api/merchant/trading": RUNS_THE_STORE,
  "GET /api/merchant/notifications": RUNS_THE_STORE,
  "PUT /api/merchant/notifications": RUNS_THE_STORE,
  "GET /api/merchant/order-limits": RUNS_THE_STORE,
  "PUT /api/merchant/order-limits": RUNS_THE_STORE,
  "GET /api/microsite-qr": RUNS_THE_STORE,
  "GET /api/microsite-qr/print": RUNS_THE_STORE,
  // The first-run path (issue 48): the store's runners set it up.
  "GET /api/setup": RUNS_THE_STORE,
  "PUT /api/setup/steps/:step": RUNS_THE_STORE,
  "PUT /api/setup/business-type": RUNS_THE_STORE,
  "POST /api/setup/template": RUNS_THE_STORE,
  "POST /api/setup/examples/publish": RUNS_THE_STORE,
  "DELETE /api/setup/examples": RUNS_THE_STORE,
  "POST /api/setup/finish": RUNS_THE_STORE,
  // Payments settings and Stripe: the owner only.
  "GET /api/merchant/payments": "owner",
  "PUT /api/merchant/payments": "owner",
  "POST /api/merchant/payments/stripe/connect": "owner",
  // Staff: the owner only.
  "GET /api/staff": "owner",
  "POST /api/staff/invites": "owner",
  "DELETE /api/staff/invites/:inviteId": "owner",
  "PUT /api/staff/:memberId": "owner",
  "DELETE /api/staff/:memberId": "owner",
  // The activity log: owners and managers read and export it (issue 43 item 6).
  "GET /api/audit-log": RUNS_THE_STORE,
  "GET /api/audit-log/actors": RUNS_THE_STORE,
  "GET /api/audit-log/export": RUNS_THE_STORE,
  // Everyone's own account.
  "GET /api/user": EVERYONE,
  "POST /api/user/store": EVERYONE,
  "POST /api/logout-everywhere": EVERYONE,
};

/** Routes for anyone (shoppers, sign-in, probes, files), each checked in its own tests. */
const PUBLIC = [
  "GET /api/bulk-upload-template",
  "GET /api/csrf-token",
  "GET /api/geocode",
  "GET /api/health",
  "GET /api/health/ready",
  // An invite's link: its token is the key (staff.api.test.ts).
  "GET /api/invites/:token",
  "POST /api/invites/:token/accept",
  "POST /api/login",
  "POST /api/logout",
  // A one-time password link's new password: the signed link is the key (password-link.api.test.ts).
  "POST /api/password",
  "GET /api/map-settings",
  "GET /api/marketplace",
  "GET /api/microsite/:slug",
  "GET /api/microsite/:slug/delivery-areas",
  "GET /api/microsite/:slug/delivery/check",
  "GET /api/microsite/:slug/delivery/check-address",
  "POST /api/microsite/:slug/discount",
  "GET /api/microsite/:slug/orders/:trackingCode",
  "POST /api/microsite/:slug/orders/:trackingCode/pay",
  "POST /api/microsite/:slug/orders/:trackingCode/payment-check",
  "GET /api/microsite/:slug/orders/:trackingCode/upi-qr.svg",
  "GET /api/microsite/:slug/product/:productId",
  "GET /api/microsite/:slug/products",
  "GET /api/microsite/:slug/slots",
  "POST /api/orders",
  "POST /api/payments/razorpay/webhook/:merchantId",
  "POST /api/payments/stripe/webhook",
  "GET /api/payments/test-gateway/sessions/:sessionId",
  "POST /api/payments/test-gateway/sessions/:sessionId/pay",
  "POST /api/prescription-orders",
  "POST /api/register",
  "GET /api/slug-availability",
  "POST /api/upload-prescription",
  "GET /favicon.ico",
  "GET /metrics",
  "GET /robots.txt",
  "GET /sitemap.xml",
  "GET /sitemaps/:file",
  "GET /sitemaps/store/:file",
  "GET /uploads/:key",
];

/** Routes that end the caller's session: each role calls them last, with a member of its own. */
const SIGNS_OUT = new Set(["POST /api/logout-everywhere"]);
/** Event streams stay open: asked over real HTTP, their answer's status is read and the stream dropped. */
const STREAMS = new Set(["GET /api/merchant/orders/events"]);

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const FORBIDDEN = /^You do not have permission to /;

/** The status of a stream's answer, read from its head. */
function streamStatus(baseUrl: string, path: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { headers: { cookie } }, (res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on("error", reject);
    req.end();
  });
}

describeOnDrivers("every merchant route, as every role", (t) => {
  const members = {} as Record<TRole, TestClient>;
  let merchantId: string;
  let baseUrl: string;
  beforeAll(async () => {
    const owner = await registerMerchant(t.app);
    merchantId = owner.merchant.id;
    members.owner = owner.client;
    for (const role of ROLES.filter((r) => r !== "owner")) {
      members[role] = (await addMember(t.app, t.database.db, merchantId, role)).client;
    }
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it("has an entry for every route: a new route must say who may call it", () => {
    // The operator console's routes have their own table (modules/admin/admin-access.api.test.ts).
    const all = routesOf(t.app)
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !route.includes(" /api/admin/"));
    expect(all.sort()).toEqual([...Object.keys(ROUTES), ...PUBLIC].sort());
  });

  async function call(client: TestClient, route: string): Promise<{ status: number; message?: string }> {
    const [method, template] = route.split(" ") as [Method, string];
    const path = template.replace(/:key$/, "missing.pdf").replace(/:\w+/g, () => randomUUID());
    if (STREAMS.has(route)) return { status: await streamStatus(baseUrl, path, client.cookieHeader()) };
    const res = await client.request(method, path, method === "GET" || method === "DELETE" ? undefined : {});
    return {
      status: res.statusCode,
      message: res.headers["content-type"]?.includes("json") ? res.json().message : undefined,
    };
  }

  it.each(Object.entries(ROUTES))("%s: %s", async (route, allowed) => {
    for (const role of ROLES) {
      const client = SIGNS_OUT.has(route)
        ? (await addMember(t.app, t.database.db, merchantId, role)).client
        : members[role];
      const { status, message } = await call(client, route);
      if (allowed.split(" ").includes(role)) {
        expect.soft(status, `${role} may ${route}`).not.toBe(403);
        expect.soft(status, `${role} is signed in for ${route}`).not.toBe(401);
        expect.soft(status, `${role}: ${route} never fails`).toBeLessThan(500);
      } else {
        expect.soft(status, `${role} may not ${route}`).toBe(403);
        expect.soft(message, `${role}: ${route} says what is not allowed`).toMatch(FORBIDDEN);
      }
    }
  });

  it.each([
    ["PUT /api/products/:productId", { isAvailable: false }, FRONT_OF_HOUSE],
    ["PUT /api/products/:productId", { isAvailable: false, price: "1.00" }, RUNS_THE_STORE],
    ["PUT /api/products/:productId", { name: "Renamed" }, RUNS_THE_STORE],
    ["POST /api/products/bulk", { action: "unavailable" }, FRONT_OF_HOUSE],
    ["POST /api/products/bulk", { action: "delete" }, RUNS_THE_STORE],
    ["PATCH /api/merchant/orders/:orderId/status", { status: "cancelled", refund: false }, EVERYONE],
    ["PATCH /api/merchant/orders/:orderId/status", { status: "cancelled", refund: true }, RUNS_THE_STORE],
  ])("%s with %j: %s", async (route, body, allowed) => {
    const [method, template] = route.split(" ") as [Method, string];
    for (const role of ROLES) {
      const product = await createProduct(t.database.db, merchantId);
      const { order } = await createOrder(t.database.db, merchantId);
      const path = template.replace(":productId", product.id).replace(":orderId", order.id);
      const sent = route.includes("bulk") ? { ...body, ids: [product.id] } : body;
      const res = await members[role].request(method, path, sent);
      if (allowed.split(" ").includes(role))
        expect.soft(res.statusCode, `${role}: ${res.body}`).toBeLessThan(300);
      else {
        expect.soft(res.statusCode, role).toBe(403);
        expect.soft(res.json().message).toMatch(FORBIDDEN);
      }
    }
  });

  it("a member of another store gets that store's rows as unknown: 404, whatever their role", async () => {
    const { order } = await createOrder(t.database.db, merchantId);
    const product = await createProduct(t.database.db, merchantId);
    const other = await registerMerchant(t.app);
    const kitchen = await addMember(t.app, t.database.db, other.merchant.id, "kitchen");
    const orders = await addMember(t.app, t.database.db, other.merchant.id, "orders");
    expect((await kitchen.client.get(`/api/merchant/orders/${order.id}`)).statusCode).toBe(404);
    expect(
      (await kitchen.client.patch(`/api/merchant/orders/${order.id}/status`, { status: "confirmed" }))
        .statusCode,
    ).toBe(404);
    expect((await orders.client.put(`/api/products/${product.id}`, { isAvailable: false })).statusCode).toBe(
      404,
    );
    expect((await orders.client.post(`/api/merchant/orders/${order.id}/mark-paid`)).statusCode).toBe(404);
  });
});
