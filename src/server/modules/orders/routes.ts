import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZOrderLimitsRequest } from "#contracts/order-limits-request";
import {
  ZBulkOrderStatusRequest,
  ZMerchantOrdersQuery,
  ZUpdateOrderStatusRequest,
  ZUpdateOrderTrackingRequest,
} from "#contracts/order-management";
import { newOrderAsSeen, orderAsSeen, type TOrderSight } from "#contracts/order-privacy";
import { type TPlaceOrderResponse, ZCheckDiscountRequest, ZPlaceOrderRequest } from "#contracts/orders";
import { type TMarkPaidRequest, ZRefundRequest } from "#contracts/payments";
import { ZPrescriptionOrderRequest, ZQuoteRequest } from "#contracts/prescriptions";
import { can, type TAction } from "#contracts/staff";
import { may, permit } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { idempotencyKeyOf, idempotentRequest } from "#server/idempotency/idempotency-key";
import { recordExport, recordingStoreChange } from "#server/modules/audit/service";
import { geocoderFor, placeWithResolvedLocation } from "#server/modules/geocoding/service";
import { mailBaseUrlOf } from "#server/modules/mail/service";
import { providersOf, storeTakesCardsNow, trackPayableOrder } from "#server/modules/payments/service";
import { claimPrescription } from "#server/modules/prescriptions/service";
import { clientIdentity } from "#server/plugins/csrf";
import { sendCsv } from "#server/plugins/csv-download";
import { openEventStream } from "#server/plugins/event-stream";
import { publicOrigin } from "#server/plugins/public-origin";
import { idOf } from "#server/plugins/row-ids";
import { requireMember, requireMerchant, requireStoreMoney } from "#server/plugins/session";
import { endWithSession } from "#server/plugins/session-stream";
import { changesNothingPublic, changesStockOnly } from "#server/plugins/store-change-announcer";
import { getOrderLimits, updateOrderLimits } from "./order-limits";
import * as service from "./service";

/**
 * An order's route: a per-IP cap, and no store change from the hook even when a signed-in merchant
 * orders (placing announces its store's stock itself, and only once the order is placed).
 */
const perIpPerMinute = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });
const orderRoute = (max: number) => ({ config: { ...perIpPerMinute(max), ...changesNothingPublic } });
/** A merchant's write that changes nothing the public sees (a quote, tracking). */
const privateWrite = (action: TAction) => ({ ...may(action), config: changesNothingPublic });
/** A status change: cancelling an order puts its units back on sale, and no status changes more. */
const stockWrite = { ...may("orders.update"), config: changesStockOnly };

/** A placed order's 201, the first time and on every resend under its key (which says so). */
const sendPlaced = (reply: FastifyReply, placed: { response: TPlaceOrderResponse; replayed: boolean }) => {
  reply.status(201).header("cache-control", "no-store");
  if (placed.replayed) reply.header("idempotent-replayed", "true");
  return reply.send(placed.response);
};

/**
 * What the signed-in role may see of an order (issue 43, decision 0059): the kitchen answers carry
 * no customer contact details and no money figures (contracts/order-privacy.ts says which fields).
 * Every merchant orders answer below goes through it.
 */
const sightOf = (request: FastifyRequest): TOrderSight => ({
  customer: can(request.role, "orders.customer"),
  money: can(request.role, "orders.money"),
});

/** Order placement (public), the merchant's order management, its live stream, and public tracking. */
export async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, events, now, wakeMail } = deps;
  /** Where card money moves: capture on confirm, release or refund on cancel, refunds (issue 41). */
  const providers = providersOf(deps);
  const mailBase = (request: FastifyRequest) => mailBaseUrlOf(config, request);
  /** An address's point is the server's own geocoding of the order's address (decision 0052). */
  const geocoder = geocoderFor(deps);

  /** A write that may have queued mail: this process sends it now rather than at its next poll. */
  const mailed = <T>(result: T) => {
    if (config.mail) wakeMail?.();
    return result;
  };

  // Anyone may order, so a per-IP cap keeps one client from draining stock with fake orders. A
  // resend under a known Idempotency-Key counts against it too: it is checked before the handler.
  app.post("/api/orders", orderRoute(config.limits.ordersPerIpPerMinute), async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const data = ZPlaceOrderRequest.parse(request.body);
    const idempotent = idempotentRequest(key, "POST /api/orders", data);
    const card = { providers, settings: config.payments, origin: publicOrigin(request, config.publicUrl) };
    const place = (order: typeof data) =>
      service.placeOrder(db, events, order, idempotent, now, mailBase(request), request.ip, card);
    const placed =
      data.fulfilment === "pickup"
        ? await place(data)
        : await placeWithResolvedLocation(geocoder, data, place);
    return sendPlaced(reply, mailed(placed));
  });

  // The checkout's "Apply" of a discount code. Capped per IP like orders: codes are not to be guessed.
  app.post<{ Params: { slug: string } }>(
    "/api/microsite/:slug/discount",
    orderRoute(config.limits.ordersPerIpPerMinute),
    async (request, reply) => {
      const data = ZCheckDiscountRequest.parse(request.body);
      reply.header("cache-control", "no-store");
      return service.checkDiscount(db, request.params.slug, data, now());
    },
  );

  // The slots of orders for later, with their room: never cached (they fill up).
  app.get<{ Params: { slug: string } }>("/api/microsite/:slug/slots", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return service.listOrderSlots(db, request.params.slug, now());
  });

  app.post(
    "/api/prescription-orders",
    orderRoute(config.limits.ordersPerIpPerMinute),
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const data = ZPrescriptionOrderRequest.parse(request.body);
      const uploader = clientIdentity(request) ?? "";
      // Who sends it is part of the request: another browser's resend may not read this order.
      const idempotent = idempotentRequest(key, "POST /api/prescription-orders", data, uploader);
      const placed = await placeWithResolvedLocation(geocoder, data, (order) =>
        service.placePrescriptionOrder(
          db,
          events,
          order,
          (tx, placed) => claimPrescription(tx, data.prescriptionFileUrl, uploader, placed),
          idempotent,
          now,
          mailBase(request),
        ),
      );
      return sendPlaced(reply, mailed(placed));
    },
  );

  app.patch("/api/merchant/orders/:orderId/quote", privateWrite("orders.update"), async (request) => {
    const money = requireStoreMoney(request);
    const quote = ZQuoteRequest(money.currency).parse(request.body ?? {});
    const merchantId = requireMerchant(request);
    const orderId = idOf(request, "orderId");
    // The customer's mail offers "Pay now" where the store takes cards (issue 41).
    const payNow = await storeTakesCardsNow(db, config.payments, merchantId);
    const quoted = await service.quoteOrder(
      db,
      merchantId,
      orderId,
      quote,
      mailBase(request),
      payNow,
      money.locale,
    );
    return orderAsSeen(mailed(quoted), sightOf(request));
  });

  // What one shopper may hold (issue 40). A change announces itself (store-change-announcer): the
  // store's pages carry the limits their quantity selectors stop at.
  app.get("/api/merchant/order-limits", may("settings.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return getOrderLimits(db, requireMerchant(request));
  });

  app.put("/api/merchant/order-limits", may("settings.edit"), async (request) => {
    const change = ZOrderLimitsRequest.parse(request.body ?? {});
    const member = requireMember(request);
    return recordingStoreChange(db, member, "Order limits", () =>
      updateOrderLimits(db, member.merchantId, change),
    );
  });

  // The spec's "order list": the body is the page; the next page's cursor travels in a header.
  app.get("/api/merchant/orders", may("orders.view"), async (request, reply) => {
    const query = ZMerchantOrdersQuery.parse(request.query);
    const page = await service.listOrders(db, requireMerchant(request), query, now());
    reply.header("cache-control", "private, no-store");
    if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
    return page.orders.map((order) => orderAsSeen(order, sightOf(request)));
  });

  app.get("/api/merchant/orders/detailed", may("orders.view"), async (request, reply) => {
    const query = ZMerchantOrdersQuery.parse(request.query);
    const page = await service.listOrdersDetailed(db, requireMerchant(request), query, now());
    reply.header("cache-control", "private, no-store");
    if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
    return page.orders.map((order) => orderAsSeen(order, sightOf(request)));
  });

  app.get("/api/merchant/orders/export", may("orders.export"), async (request, reply) => {
    const { q, status, paymentStatus, type, schedule, sort } = ZMerchantOrdersQuery.parse(request.query);
    const filter = { q, status, paymentStatus, type, schedule, sort };
    const member = requireMember(request);
    const { csv, storeDate } = await service.exportOrdersCsv(db, member.merchantId, filter, now());
    // The default sort is no filter: the record names only what narrows or orders it otherwise.
    await recordExport(db, member, "orders", { ...filter, sort: sort === "newest" ? undefined : sort });
    const name = `orders${status ? `-${status}` : ""}${paymentStatus ? `-${paymentStatus}` : ""}${type ? `-${type}` : ""}${schedule ? `-${schedule}` : ""}-${storeDate}.csv`;
    return sendCsv(reply, name, csv);
  });

  app.get("/api/merchant/orders/counts", may("orders.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.countOrders(db, requireMerchant(request), now());
  });

  app.get("/api/merchant/orders/:orderId", may("orders.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    const order = await service.getOrderDetails(db, requireMerchant(request), idOf(request, "orderId"));
    return orderAsSeen(order, sightOf(request));
  });

  app.patch("/api/merchant/orders/:orderId/status", stockWrite, async (request) => {
    const change = ZUpdateOrderStatusRequest.parse(request.body ?? {});
    const { merchantId, personId } = requireMember(request);
    // Cancelling with the card's refund is a refund (decision 0059): the orders role may not.
    if (change.refund === true) permit(request, "orders.refund");
    const changed = await service.updateOrderStatus(
      db,
      merchantId,
      idOf(request, "orderId"),
      { ...change, personId },
      now(),
      mailBase(request),
      providers,
    );
    return orderAsSeen(mailed(changed), sightOf(request));
  });

  // Many orders at once (the Orders tab's "Cancel selected"): announced as one change of the store.
  app.post("/api/merchant/orders/bulk-status", stockWrite, async (request) => {
    const change = ZBulkOrderStatusRequest.parse(request.body ?? {});
    const { merchantId, personId } = requireMember(request);
    return mailed(
      await service.updateOrderStatuses(
        db,
        merchantId,
        { ...change, personId },
        now(),
        mailBase(request),
        providers,
      ),
    );
  });

  // A card order's refund (issue 41): done once per Idempotency-Key, however often it is sent.
  app.post("/api/merchant/orders/:orderId/refunds", privateWrite("orders.refund"), async (request, reply) => {
    const key = idempotencyKeyOf(request);
    const orderId = idOf(request, "orderId");
    const money = requireStoreMoney(request);
    const refund = ZRefundRequest(money.currency).parse(request.body ?? {});
    const { merchantId, personId } = requireMember(request);
    // Scoped by the order: the same key for two orders is two refunds, and no store's key is another's.
    const idempotent = idempotentRequest(key, `POST /api/merchant/orders/${orderId}/refunds`, refund);
    const done = await service.refundOrder(
      db,
      providers,
      merchantId,
      orderId,
      refund,
      idempotent,
      personId,
      money,
    );
    reply.header("cache-control", "no-store");
    if (done.replayed) reply.header("idempotent-replayed", "true");
    return orderAsSeen(done.response, sightOf(request));
  });

  // A cash order's "Mark as paid" (issue 41); a UPI order's, with its UTR (issue 46).
  app.post("/api/merchant/orders/:orderId/mark-paid", privateWrite("orders.markPaid"), async (request) => {
    const { merchantId, personId } = requireMember(request);
    const body = (request.body ?? {}) as TMarkPaidRequest;
    return orderAsSeen(
      await service.markOrderPaid(db, merchantId, idOf(request, "orderId"), personId, body),
      sightOf(request),
    );
  });

  app.patch("/api/merchant/orders/:orderId/tracking", privateWrite("orders.update"), async (request) => {
    const change = ZUpdateOrderTrackingRequest.parse(request.body ?? {});
    const tracked = await service.updateOrderTracking(
      db,
      requireMerchant(request),
      idOf(request, "orderId"),
      change,
    );
    return orderAsSeen(tracked, sightOf(request));
  });

  // New orders as server-sent events: an open dashboard hears of an order the moment it commits,
  // through whichever process took it.
  app.get("/api/merchant/orders/events", may("orders.view"), async (request, reply) => {
    const stream = openEventStream(request, reply);
    // The role as the stream opened: a changed role ends the member's sessions and so this stream.
    const sight = sightOf(request);
    const unsubscribe = service.subscribeToNewOrders(events, requireMerchant(request), (order) =>
      stream.send("new-order", newOrderAsSeen(order, sight)),
    );
    stream.onClose(unsubscribe);
    endWithSession(stream, request, { db, events });
  });

  app.get<{ Params: { slug: string; trackingCode: string } }>(
    "/api/microsite/:slug/orders/:trackingCode",
    { config: perIpPerMinute(config.limits.trackingLookupsPerIpPerMinute) },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      // With "Pay now" where the store takes cards (issue 41).
      return trackPayableOrder(db, config.payments, request.params.slug, request.params.trackingCode);
    },
  );
}
