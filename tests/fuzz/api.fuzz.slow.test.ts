import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TProduct } from "#contracts/catalog";
import { MAX_INTEGER } from "#contracts/catalog-messages";
import type { TPlaceOrderResponse } from "#contracts/orders";
import type { TRole } from "#contracts/staff";
import { merchants } from "#server/db/schema/merchants";
import { sealWebhookSecret } from "#server/modules/payments/razorpay-keys";
import { signWebhook } from "#server/modules/payments/razorpay-signatures";
import { useTestApp } from "#tests/helpers/api-suite";
import {
  createAd,
  createCategory,
  createDiscountCode,
  createMerchant,
  createOrder,
  createProduct,
  createZone,
} from "#tests/helpers/factories";
import { TEST_INDEX_HTML } from "#tests/helpers/index-html";
import { addMember, addOperator, MEMBER_PASSWORD } from "#tests/helpers/staff";
import { registerMerchant, TEST_PAYMENTS, TEST_SECRETS_KEY, TestClient } from "#tests/helpers/test-app";
import { DRIVERS } from "#tests/helpers/test-database";
import { useStripeStandIn } from "#tests/stripe-stand-in/use-stand-in";
import {
  type BoundaryRows,
  boundaryBody,
  hostileBody,
  hostileIdempotencyKey,
  hostileObject,
  hostileParam,
  hostileQuery,
  hostileValue,
  pick,
  seededRng,
} from "./hostile-input";
import { routesOf } from "./routes";

/**
 * Bounded, seeded fuzzing of every route (found in Fastify's own route table, so new routes join by
 * themselves): hostile paths, queries, bodies and content types, signed in, signed out and without
 * the CSRF token. The signed-in requests take turns among the store's four roles (issue 43: owner,
 * manager, orders, kitchen), so a role's 403 path and its redacted answers are fuzzed as much as the
 * owner's way through. Whatever comes in, the answer is never a 5xx. A failure prints the seed; rerun it
 * with FUZZ_SEED=<seed>. FUZZ_REQUESTS_PER_ROUTE makes a longer run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const PER_ROUTE = Number(process.env.FUZZ_REQUESTS_PER_ROUTE ?? 100);
/** The fuzzed store's Razorpay webhook secret (issue 46). */
const RAZORPAY_FUZZ_SECRET = "fuzz-webhook-secret-01";
// Signing out ends the fuzzing client's session, so those routes get fewer tries (each re-signs in).
const SIGN_OUT_ROUTES = /logout/;
// Event streams never end for a signed-in client (app.inject would wait forever): fuzzed signed out.
const STREAM_ROUTES = /\/events$/;
// Routes that read an Idempotency-Key: most of their requests carry a hostile one, and some a real
// order, so that keys are claimed, replayed and refused for another body too (a refund's too).
const IDEMPOTENT_ROUTES = /^\/api\/(orders|prescription-orders|merchant\/orders\/:orderId\/refunds)$/;
/** Well-formed bodies at the numbers' bounds, per route that takes a body (issue 40). */
const BOUNDARY_TRIES = Number(process.env.FUZZ_BOUNDARY_TRIES ?? 20);

/** The roles the signed-in requests take turns with (decision 0059). */
const FUZZED_ROLES: readonly TRole[] = ["owner", "manager", "orders", "kitchen"];

describe.each(DRIVERS)("fuzzing every route on %s", (driver) => {
  let merchant: { id: string; email: string; businessSlug: string };
  /** Each member's email, the owner's the merchant's own. */
  const emails = {} as Record<TRole, string>;
  const real: Record<string, string[]> = {};
  let realOrder: () => string;
  let boundaryRows: BoundaryRows;
  // A web build, as production has: the readiness probe then answers 200, so any 5xx is a fault.
  const webDir = mkdtempSync(path.join(tmpdir(), "fuzz-web-"));
  writeFileSync(path.join(webDir, "index.html"), TEST_INDEX_HTML);
  // A built script and an icon: the files served from memory are public routes too (issue 44).
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "assets", "app-1.js"), `console.log(${JSON.stringify("x".repeat(2000))});`);
  writeFileSync(path.join(webDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Stripe set up (issue 41), against the stand-in: its routes and the webhook past the signature
  // are fuzzed too.
  const stripe = useStripeStandIn(5);
  let stripeAccount: string;
  const t = useTestApp(driver, {
    config: { metricsEnabled: true, payments: { ...TEST_PAYMENTS, stripe: stripe.settings } },
    webDir,
  });
  beforeAll(async () => {
    let owner: TestClient;
    ({ merchant, client: owner } = await registerMerchant(t.app));
    const db = t.database.db;
    emails.owner = merchant.email;
    for (const role of FUZZED_ROLES.filter((r) => r !== "owner"))
      emails[role] = (await addMember(t.app, db, merchant.id, role)).email;
    stripeAccount = stripe.standIn.createAccount(true).id;
    await db.update(merchants).set({ stripeAccountId: stripeAccount }).where(eq(merchants.id, merchant.id));
    // A product with sizes (stock per size) and add-ons, made as the merchant makes it: its groups
    // and options are real rows for the hostile edits and orders below to meet.
    const withOptions = (
      await owner.post("/api/products", {
        name: "Fuzz Tee",
        price: "20",
        optionGroups: [
          {
            name: "Size",
            tracksStock: true,
            options: [
              { name: "S", quantity: 5 },
              { name: "M", quantity: 0 },
            ],
          },
          { name: "Extra", selection: "multiple", options: [{ name: "Print", priceDelta: "3" }] },
        ],
      })
    ).json() as TProduct;
    // A real picture, so that its sized copies are made under fuzzing, not only refused.
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3366aa" } })
      .png()
      .toBuffer();
    const uploaded = (await owner.upload("/api/upload-image", "image", "fuzz.png", picture, "image/png"))
      .json()
      .imageUrl.split("/")
      .pop() as string;
    const category = await createCategory(db, merchant.id);
    const product = await createProduct(db, merchant.id, { categoryId: category.id });
    const untracked = await createProduct(db, merchant.id, { quantity: null });
    const other = await createMerchant(db);
    const foreign = await createProduct(db, other.id);
    const { order, customer } = await createOrder(db, merchant.id, { totalAmount: "10.00" }, [product]);
    const zone = await createZone(db, merchant.id);
    const ad = await createAd(db, merchant.id);
    const discount = await createDiscountCode(db, merchant.id);
    // Issue 40: stock from before the bound, at the integer's maximum, with an order that gives a
    // unit back when cancelled; and a product at the largest price, for carts past the money's.
    const brimful = await createProduct(db, merchant.id, { quantity: MAX_INTEGER });
    const { order: brimfulOrder } = await createOrder(db, merchant.id, { totalAmount: "10.00" }, [brimful]);
    const pricey = await createProduct(db, merchant.id, { price: "99999999.99", quantity: null });
    boundaryRows = {
      slug: merchant.businessSlug,
      productIds: [product.id, untracked.id, brimful.id, brimful.id, pricey.id],
      withOptions: {
        id: withOptions.id,
        optionIds: withOptions.optionGroups!.flatMap((group) => group.options.map((option) => option.id)),
      },
    };
    // Each route's id parameter names its kind of row (decision 0037): real ids of that kind, and
    // another store's row and another kind's.
    const alsoForeign = (...ids: string[]) => [...ids, foreign.id, order.id];
    Object.assign(real, {
      // Not the brimful product: an edit would change the stock its order gives back onto.
      productId: alsoForeign(product.id, untracked.id, withOptions.id),
      categoryId: alsoForeign(category.id),
      orderId: [order.id, brimfulOrder.id, foreign.id],
      zoneId: alsoForeign(zone.id),
      adId: alsoForeign(ad.id),
      discountId: alsoForeign(discount.id),
      customerId: alsoForeign(customer.id),
      slug: [merchant.businessSlug, other.businessSlug, "marketplace"],
      key: ["0123456789abcdef0123456789abcdef.webp", uploaded],
    });
    // Issue 41: the store takes cards through the test gateway, and a card order of it awaits
    // payment: its tracking code and its payment page's session for the payment routes.
    await db
      .update(merchants)
      .set({ acceptsCard: true, cardProvider: "test", holdSharePercent: 100 })
      .where(eq(merchants.id, merchant.id));
    await t.storeChanged(merchant.id);
    const card = (
      await new TestClient(t.app).post("/api/orders", {
        merchantSlug: merchant.businessSlug,
        customer: { name: "Fuzz", phone: "+1 555 0101", address: "1 Fuzz Lane" },
        items: [{ productId: untracked.id, quantity: 1 }],
        location: { lat: 40.72, lng: -74.0, source: "pin" },
        paymentMethod: "card",
      })
    ).json() as TPlaceOrderResponse;
    if (!card.payment?.redirectUrl) throw new Error(`fuzz card order failed: ${JSON.stringify(card)}`);
    // Issue 46: a UPI order awaiting its money (its QR code, "Mark as paid" with a UTR), and the
    // store's Razorpay webhook secret, so that deliveries to its address reach past the signature.
    const { order: upi } = await createOrder(db, merchant.id, {
      totalAmount: "10.00",
      paymentMethod: "upi",
      paymentStatus: "awaiting_payment",
      upiUrl: "upi://pay?pa=fuzz%40okicici&pn=Fuzz&am=10.00&cu=INR&tn=Order%20FUZZ",
    });
    await db
      .update(merchants)
      .set({ razorpayWebhookSecret: sealWebhookSecret(TEST_SECRETS_KEY, RAZORPAY_FUZZ_SECRET) })
      .where(eq(merchants.id, merchant.id));
    Object.assign(real, {
      trackingCode: [order.trackingCode, card.trackingCode, upi.trackingCode],
      sessionId: [card.payment.redirectUrl.split("/pay/test/")[1]!],
      orderId: [...real.orderId!, upi.id],
      merchantId: [merchant.id, other.id],
      // The first-run path's steps (issue 48): real ones too, beside hostile text.
      step: ["hours", "catalog"],
    });
    // Another store's product, which the merchant routes being fuzzed cannot delete or hide.
    const orderable = await createProduct(db, other.id, { quantity: null });
    realOrder = () =>
      JSON.stringify({
        merchantSlug: other.businessSlug,
        customer: { name: "Fuzz", phone: "+1 555 0100", address: "1 Fuzz Lane" },
        items: [{ productId: orderable.id, quantity: 1 }],
      });
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  async function signedIn(role: TRole = "owner") {
    const client = new TestClient(t.app);
    const password = role === "owner" ? "secret123" : MEMBER_PASSWORD;
    const res = await client.post("/api/login", { email: emails[role], password });
    if (res.statusCode !== 200) throw new Error(`fuzz sign-in failed: ${res.statusCode} ${res.body}`);
    return client;
  }

  it(`answers ${PER_ROUTE} hostile requests per route, seed ${SEED}, without a 5xx`, async () => {
    const rng = seededRng(SEED + (driver === "postgres" ? 1 : 0));
    const routes = routesOf(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    // One signed-in client per role; request i of a route goes to role i mod 4, so each role gets a
    // quarter of the signed-in requests and the run is no longer than with the owner alone.
    const members = new Map<TRole, TestClient>();
    for (const role of FUZZED_ROLES) members.set(role, await signedIn(role));
    // The console's routes (issue 47) are fuzzed as an operator: to anyone else they are a 404.
    const operator = (await addOperator(t.app, t.database.db, "operator")).client;
    const anonymous = new TestClient(t.app);
    const failures: string[] = [];
    let sent = 0;

    for (const route of routes) {
      const tries = SIGN_OUT_ROUTES.test(route.path) ? Math.ceil(PER_ROUTE / 6) : PER_ROUTE;
      for (let i = 0; i < tries; i++) {
        const url =
          route.path.replace(/:(\w+)/g, (_, name: string) => hostileParam(rng, real[name] ?? [])) +
          hostileQuery(rng);
        const withBody = route.method !== "GET" && route.method !== "DELETE" ? true : rng() < 0.15;
        const idempotent = route.method === "POST" && IDEMPOTENT_ROUTES.test(route.path) && rng() < 0.7;
        const { payload, contentType } =
          idempotent && rng() < 0.3
            ? { payload: realOrder(), contentType: "application/json" }
            : withBody
              ? hostileBody(rng)
              : {};
        const headers: Record<string, string> = contentType ? { "content-type": contentType } : {};
        if (idempotent) headers["idempotency-key"] = hostileIdempotencyKey(rng);
        const who = rng();
        const role = FUZZED_ROLES[i % FUZZED_ROLES.length]!;
        const memberClient = route.path.startsWith("/api/admin/") ? operator : members.get(role)!;
        const client = who < 0.75 && !STREAM_ROUTES.test(route.path) ? memberClient : anonymous;
        const res = await client.request(route.method as "GET", url, payload, { csrf: who < 0.95, headers });
        sent++;
        if (res.statusCode >= 500) {
          const shown = payload === undefined ? "" : String(payload).slice(0, 200);
          const key = headers["idempotency-key"];
          failures.push(
            `${res.statusCode} ${client === anonymous ? "anonymous" : role} ${route.method} ${url.slice(0, 200)} [${contentType}]${key === undefined ? "" : ` key ${JSON.stringify(key.slice(0, 50))}`} ${shown} -> ${res.body.slice(0, 200)}`,
          );
        }
        if (SIGN_OUT_ROUTES.test(route.path) && client === memberClient)
          members.set(role, await signedIn(role));
      }
    }
    console.log(
      `[${driver}] fuzz: ${sent} requests over ${routes.length} routes, seed ${SEED}, ${failures.length} 5xx`,
    );
    expect(failures.slice(0, 20), `seed ${SEED}`).toEqual([]);
    // A few thousand requests take about 15 s on an idle machine; a busy CI machine gets room.
  }, 240_000);

  it("an empty body, or one of unknown fields only, at the merchant's own rows, is never a 5xx", async () => {
    // Issue 27 found PUT /api/delivery-zones/{id} answering 500 to `{}`: a body that validates but
    // asks for nothing. Every route that takes a body gets both kinds, signed in, at real ids.
    let client = await signedIn();
    const failures: string[] = [];
    const bodyRoutes = routesOf(t.app).filter((r) => ["POST", "PUT", "PATCH"].includes(r.method));
    // Each route at each of the merchant's real ids (a zone's, an ad's, a product's...).
    const urls = bodyRoutes.flatMap((route) => {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const values = names.length === 0 ? [""] : (real[names[0]!] ?? ["x"]);
      return values.map((value) => ({
        route,
        url: route.path.replace(/:(\w+)/g, (_, name: string) =>
          name === names[0] ? value : (real[name]?.[0] ?? "x"),
        ),
      }));
    });
    for (const { route, url } of urls) {
      // `deliveryFee` is a zone's field now (issue 27), so a body of unknown fields only is the third.
      for (const body of [{}, { deliveryFee: "3.00", notAField: true }, { notAField: true }]) {
        const res = await client.request(route.method as "POST", url, JSON.stringify(body), {
          headers: { "content-type": "application/json" },
        });
        if (res.statusCode >= 500) {
          failures.push(
            `${res.statusCode} ${route.method} ${url} ${JSON.stringify(body)} -> ${res.body.slice(0, 200)}`,
          );
        }
        if (SIGN_OUT_ROUTES.test(route.path)) client = await signedIn();
      }
    }
    expect(failures).toEqual([]);
  });

  it("the largest accepted numbers, and one past them, are never a 5xx, and the largest are taken", async () => {
    // Issue 40: sums of values each within its bound (a product's variants, an order's lines, a
    // customer's spending, stock given back) overflowed what stored them. Every route that takes a
    // body gets well-formed bodies whose numbers sit at their bounds, at the merchant's real rows.
    const rng = seededRng(SEED + (driver === "postgres" ? 3 : 2));
    const client = await signedIn();
    const failures: string[] = [];
    const answers = new Map<string, Set<number>>();
    const routes = routesOf(t.app).filter(
      (r) => ["POST", "PUT", "PATCH"].includes(r.method) && !SIGN_OUT_ROUTES.test(r.path),
    );
    // Products of its own to edit: the hostile run before this one may have deleted the others.
    const fresh = [
      await createProduct(t.database.db, merchant.id),
      await createProduct(t.database.db, merchant.id, { quantity: null }),
    ];
    const params: Record<string, string[]> = {
      ...real,
      productId: [...fresh.map((p) => p.id), ...(real.productId ?? [])],
    };
    for (const route of routes) {
      for (let i = 0; i < BOUNDARY_TRIES; i++) {
        const url = route.path.replace(/:(\w+)/g, (_, name: string) => pick(rng, params[name] ?? ["x"]));
        // Every other body holds only the largest accepted values; the rest, some one past them.
        const body = JSON.stringify(boundaryBody(rng, boundaryRows, { past: i % 2 === 1 }));
        const res = await client.request(route.method as "POST", url, body, {
          headers: { "content-type": "application/json", "idempotency-key": `edge-${i}-${rng()}` },
        });
        const key = `${route.method} ${route.path}`;
        answers.set(key, (answers.get(key) ?? new Set()).add(res.statusCode));
        if (res.statusCode >= 500)
          failures.push(
            `${res.statusCode} ${route.method} ${url} ${body.slice(0, 300)} -> ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures.slice(0, 10), `seed ${SEED}`).toEqual([]);
    // The bodies are well formed enough to be taken at the bound, and refused one past it.
    for (const route of ["POST /api/products", "PUT /api/products/:productId", "POST /api/discounts"]) {
      expect(
        [...(answers.get(route) ?? [])].some((code) => code < 300),
        route,
      ).toBe(true);
      expect([...(answers.get(route) ?? [])], route).toContain(400);
    }
    expect([...(answers.get("PATCH /api/merchant/orders/:orderId/status") ?? [])]).toContain(200);
  }, 240_000);

  it("signed deliveries of hostile events to Stripe's webhook are never a 5xx", async () => {
    // Past the signature, the event's shape is whatever was signed: ids, accounts and objects of
    // every type, a store's account and strangers', handled types and others.
    const rng = seededRng(SEED + (driver === "postgres" ? 5 : 4));
    const failures: string[] = [];
    const statuses = new Set<number>();
    const types = [
      "checkout.session.completed",
      "checkout.session.expired",
      "payment_intent.succeeded",
      "payment_intent.canceled",
      "payment_intent.payment_failed",
      "charge.refunded",
      "account.updated",
      "customer.created",
    ];
    for (let i = 0; i < PER_ROUTE; i++) {
      const roll = rng();
      const event =
        roll < 0.3
          ? hostileObject(rng)
          : {
              id: rng() < 0.8 ? `evt_fuzz_${i}` : hostileValue(rng),
              object: "event",
              type: rng() < 0.9 ? pick(rng, types) : hostileValue(rng),
              account: pick(rng, [stripeAccount, stripeAccount, "acct_nobody", undefined, hostileValue(rng)]),
              data:
                rng() < 0.8
                  ? { object: { ...hostileObject(rng), metadata: hostileValue(rng) } }
                  : hostileValue(rng),
            };
      const payload = roll < 0.35 ? JSON.stringify(hostileValue(rng)) : JSON.stringify(event);
      const delivery = stripe.standIn.signedDelivery(null, { payload });
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payments/stripe/webhook",
        headers: delivery.headers,
        payload,
      });
      statuses.add(res.statusCode);
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${payload.slice(0, 200)} -> ${res.body.slice(0, 200)}`);
    }
    expect(failures.slice(0, 10), `seed ${SEED}`).toEqual([]);
    // Both sides of the signature's check were reached: stored or ignored (200), refused (400).
    expect([...statuses].sort()).toEqual([200, 400]);
  });

  it("signed deliveries of hostile events to a store's Razorpay webhook are never a 5xx", async () => {
    // Past the store's own secret, the event is whatever was signed: Razorpay's handled types and
    // others, entities of every shape, ids of this store's orders and of none.
    const rng = seededRng(SEED + (driver === "postgres" ? 7 : 6));
    const failures: string[] = [];
    const statuses = new Set<number>();
    const types = [
      "payment_link.paid",
      "payment_link.expired",
      "payment_link.cancelled",
      "refund.processed",
      "payment.captured",
    ];
    for (let i = 0; i < PER_ROUTE; i++) {
      const roll = rng();
      const entity = () =>
        rng() < 0.5 ? hostileObject(rng) : { id: hostileValue(rng), notes: hostileValue(rng) };
      const event =
        roll < 0.3
          ? hostileObject(rng)
          : {
              entity: "event",
              event: rng() < 0.9 ? pick(rng, types) : hostileValue(rng),
              payload:
                rng() < 0.8
                  ? {
                      payment_link: { entity: entity() },
                      payment: { entity: entity() },
                      refund: { entity: entity() },
                    }
                  : hostileValue(rng),
            };
      const payload = roll < 0.35 ? JSON.stringify(hostileValue(rng)) : JSON.stringify(event);
      const signed = rng() < 0.85;
      const res = await t.app.inject({
        method: "POST",
        url: `/api/payments/razorpay/webhook/${merchant.id}`,
        headers: {
          "content-type": "application/json",
          ...(signed ? { "x-razorpay-signature": signWebhook(payload, RAZORPAY_FUZZ_SECRET) } : {}),
          "x-razorpay-event-id": rng() < 0.8 ? `evt_fuzz_${i}` : String(hostileValue(rng)).slice(0, 200),
        },
        payload,
      });
      statuses.add(res.statusCode);
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${payload.slice(0, 200)} -> ${res.body.slice(0, 200)}`);
    }
    expect(failures.slice(0, 10), `seed ${SEED}`).toEqual([]);
    expect([...statuses].sort()).toEqual([200, 400]);
  });

  it("the route table it fuzzes is the app's, and includes the public and merchant routes", () => {
    const paths = routesOf(t.app).map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "POST /api/orders",
        "POST /api/prescription-orders",
        "GET /api/microsite/:slug",
        "GET /api/microsite/:slug/product/:productId",
        "GET /api/microsite/:slug/slots",
        // Issue 42's address searches (decision 0052).
        "GET /api/geocode",
        "GET /api/microsite/:slug/delivery/check-address",
        // Issue 42: the shopper's map (the store's areas and location) and every map's settings.
        "GET /api/microsite/:slug/delivery-areas",
        "GET /api/map-settings",
        "GET /api/merchant/trading",
        "PUT /api/products/:productId",
        "POST /api/upload-image",
        "POST /api/products/bulk-upload",
        "GET /api/products/export",
        "POST /api/products/bulk",
        "PUT /api/categories/order",
        "GET /uploads/:key",
        "GET /assets/app-1.js",
        "GET /favicon.svg",
        "GET /metrics",
        // Issue 41's merchant money operations.
        "POST /api/merchant/orders/:orderId/refunds",
        "POST /api/merchant/orders/:orderId/mark-paid",
        "GET /api/merchant/payments",
        "PUT /api/merchant/payments",
        "POST /api/merchant/payments/stripe/connect",
        "POST /api/payments/stripe/webhook",
        // Issue 46: Razorpay's webhook per store, and a UPI order's QR code.
        "POST /api/payments/razorpay/webhook/:merchantId",
        "GET /api/microsite/:slug/orders/:trackingCode/upi-qr.svg",
      ]),
    );
    expect(pick(seededRng(1), [1, 2, 3])).toBe(pick(seededRng(1), [1, 2, 3]));
  });
});
