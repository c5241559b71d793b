import type { TFulfilment, TLocationSource } from "#contracts/fulfilment";
import type { TGeocodePrecision } from "#contracts/geocoding";
import type { PaymentMethod } from "#contracts/payments";
import type { ResolvedOption } from "#contracts/product-options";
import type { Db, Tx } from "#server/db/client";
import { databaseErrorCode } from "#server/db/error-code";
import type { OrderRow } from "#server/db/schema/orders";
import { AppError } from "#server/errors";
import type { OrderDiscount } from "#server/modules/discounts/service";
import { orderShape, placeOrderStatement } from "./place-order-statement";

export const RETRY_MESSAGE = "Could not place your order. Please try again.";

/** The SQLSTATEs `place_order_refused` (migration 0009) raises, and PostgreSQL's deadlock. */
const STOCK_REFUSED = "SO001";
const CODE_TAKEN = "SO002";
const SLOT_FULL = "SO003";
const DISCOUNT_USED_UP = "SO004";
const DISCOUNT_ALREADY_USED = "SO005";
const HOLD_SHARE = "SO006";
const DEADLOCK = "40P01";

/** A line as the order stores it: the price is the one the server read, never the client's. */
export interface NewOrderLine {
  productId: string;
  productName: string;
  quantity: number;
  /** The unit price, options included. */
  price: string;
  /** A copy of the picks (names and price changes as they are now, with their ids). */
  options: ResolvedOption[];
  /** The variant whose stock the line takes, besides the product's; null for none. */
  variantId: string | null;
}

export interface NewOrder {
  merchantId: string;
  /**
   * When it is placed, by the app's clock (decision 0038): the order's created_at, which puts it on
   * the store's today, and the customer's first and last order.
   */
  placedAt: Date;
  /** `phone` as typed (kept on the order, shown); `phoneKey` is who they are (phone-key.ts). */
  customer: { name: string; phone: string; phoneKey: string; address: string | null; email?: string | null };
  orderType: OrderRow["orderType"];
  /** The store's currency as the order is placed (decision 0067): its amounts are in it, for good. */
  currency: string;
  /** The language the customer ordered in (issue 45): their mails are in it. */
  language: string;
  /** totalAmount = subtotal + deliveryFee - the discount's amount, decided by the caller from the database. */
  totalAmount: string;
  subtotal: string;
  deliveryFee: string;
  fulfilment: TFulfilment;
  notes: string | null;
  /** Who holds its units (orders/order-holds.ts): regular orders only. */
  holderKey?: string | null;
  /**
   * The store's hold share (decision 0042), when it can refuse this order: the statement refuses
   * (HoldShareRefused) if the holder would hold more than `percent` of a tracked product's stock in
   * pending orders placed after `since`. null: no share (100%, or nothing tracked).
   */
  holdShare?: { percent: number; since: Date } | null;
  prescriptionFileUrl?: string;
  prescriptionNotes?: string | null;
  /** The point the order was checked at, and the zone that took it (none for a store without zones). */
  delivery: {
    lat: number;
    lng: number;
    source: TLocationSource | null;
    /** An address's point: the server geocoder's precision (null for a pin or the device). */
    precision?: TGeocodePrecision | null;
    zoneId: string | null;
    zoneName: string | null;
    etaMinutes: number | null;
  } | null;
  /** An order for later: its slot's start, and how many orders the slot may take (null: no cap). */
  slot: { startsAt: Date; cap: number | null } | null;
  /** The discount code the order uses (issue 31): the statement takes one of its uses, or refuses. */
  discount: OrderDiscount | null;
  /**
   * With mail on (decision 0032), the origin the mails' links use: the statement then also writes
   * the store's and the customer's mails to the outbox. null: mail is off, none is written.
   */
  mailBaseUrl: string | null;
  /**
   * How it is paid (issue 41): a card or Razorpay order is written `awaiting_payment`, and its
   * new-order mails are held back until it is paid or authorized (payments/settle-payment.ts writes
   * them then, to the origin kept on the order). A UPI order is `awaiting_payment` too, but the
   * merchant is told at once: they confirm its money by hand (issue 46). Cash when left out.
   */
  paymentMethod?: PaymentMethod;
}

/** What the statement gives back: the columns the placed order's response is made of. */
export type PlacedOrderRow = Pick<
  OrderRow,
  | "id"
  | "trackingCode"
  | "status"
  | "currency"
  | "totalAmount"
  | "orderType"
  | "notes"
  | "createdAt"
  | "customerName"
  | "customerPhone"
  | "customerAddress"
  | "subtotal"
  | "deliveryFee"
  | "fulfilment"
  | "scheduledFor"
  | "etaMinutes"
  | "discountCode"
  | "discountAmount"
>;

/** Another order (or the merchant) took a line's stock, or hid the product, since it was read. */
export class StockRefused extends Error {}

/** The order's slot already has as many orders as the store takes per slot. */
export class SlotFull extends Error {}

/** The code's last use went to another order since it was checked. */
export class DiscountUsedUp extends Error {}

/** The phone took its one use of the code in another order since it was checked. */
export class DiscountAlreadyUsed extends Error {}

/** The holder would hold more than the store's share of a product's stock (decision 0042). */
export class HoldShareRefused extends Error {}

/**
 * Writes every row of a new order in ONE statement: the customer (one per phone key per store,
 * refreshed), the order with its own copy of the delivery details, the first history row, the
 * lines, and the stock each line takes. One statement is one round trip and, outside a transaction,
 * its own transaction: a store's popular product stays locked only while it runs and commits.
 *
 * Each line's stock is taken only if the product is still available and has enough left, re-checked
 * by the database against the latest committed row, so concurrent orders never oversell; a line
 * with a variant (decision 0029) takes the variant's units under the same rule, and the product's,
 * which stay the variants' sum. When a line is refused (StockRefused is thrown) or the tracking code clashes, the statement aborts itself
 * through `place_order_refused`, and nothing it wrote remains. A clash (astronomically rare) and a
 * deadlock (two carts locking the same products in a different plan order) are retried once.
 */
export async function insertNewOrder(
  db: Db | Tx,
  order: NewOrder,
  lines: NewOrderLine[],
  historyNote: string,
): Promise<PlacedOrderRow> {
  const values = placeOrderValues(order, lines, historyNote);
  const statement = placeOrderStatement(orderShape(values));
  const execute = (runner: Db | Tx) =>
    runner._.session.prepareQuery(statement.query, undefined, statement.name, false).execute(values);
  // Inside a caller's transaction, a savepoint keeps a refused statement from aborting the caller's
  // work, so the retry below can run there too.
  const run = () => (isTransaction(db) ? db.transaction((savepoint) => execute(savepoint)) : execute(db));
  for (let attempt = 1; ; attempt++) {
    try {
      const result = (await run()) as unknown as { rows: RawPlacedOrder[] };
      return toPlacedOrderRow(result.rows[0]!);
    } catch (err) {
      const code = databaseErrorCode(err);
      if (code === STOCK_REFUSED) throw new StockRefused();
      if (code === SLOT_FULL) throw new SlotFull();
      if (code === DISCOUNT_USED_UP) throw new DiscountUsedUp();
      if (code === DISCOUNT_ALREADY_USED) throw new DiscountAlreadyUsed();
      if (code === HOLD_SHARE) throw new HoldShareRefused();
      if (code !== CODE_TAKEN && code !== DEADLOCK) throw err;
      if (attempt === 2) throw new AppError("CONFLICT", RETRY_MESSAGE);
    }
  }
}

/** A transaction handed to a callback has `rollback`; the database object itself does not. */
const isTransaction = (db: Db | Tx): db is Tx => "rollback" in db;

interface RawPlacedOrder {
  id: string;
  tracking_code: string;
  status: OrderRow["status"];
  currency: string;
  total_amount: string;
  order_type: OrderRow["orderType"];
  notes: string | null;
  created_at: Date | string;
  customer_name: string;
  customer_phone: string;
  customer_address: string | null;
  subtotal: string;
  delivery_fee: string;
  fulfilment: OrderRow["fulfilment"];
  scheduled_for: Date | string | null;
  eta_minutes: number | null;
  discount_code: string | null;
  discount_amount: string;
}

function toPlacedOrderRow(raw: RawPlacedOrder): PlacedOrderRow {
  return {
    id: raw.id,
    trackingCode: raw.tracking_code,
    status: raw.status,
    currency: raw.currency,
    totalAmount: raw.total_amount,
    orderType: raw.order_type,
    notes: raw.notes,
    // The drivers differ: node-postgres parses timestamptz, a raw PGlite row may carry text.
    createdAt: new Date(raw.created_at),
    customerName: raw.customer_name,
    customerPhone: raw.customer_phone,
    customerAddress: raw.customer_address,
    subtotal: raw.subtotal,
    deliveryFee: raw.delivery_fee,
    fulfilment: raw.fulfilment,
    scheduledFor: raw.scheduled_for === null ? null : new Date(raw.scheduled_for),
    etaMinutes: raw.eta_minutes,
    discountCode: raw.discount_code,
    discountAmount: raw.discount_amount,
  };
}

/** The statement's parameters: every value travels as one, never in the SQL text. */
function placeOrderValues(order: NewOrder, lines: NewOrderLine[], historyNote: string) {
  const { customer, delivery, slot, discount } = order;
  // What the statement must take: every product once, and every chosen variant once.
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const variantIds = [...new Set(lines.flatMap((l) => (l.variantId ? [l.variantId] : [])))];
  return {
    // The lines travel as one JSON parameter: any number of them, zero for a prescription order.
    lines: JSON.stringify(
      lines.map((l) => ({
        product_id: l.productId,
        product_name: l.productName,
        quantity: l.quantity,
        price: l.price,
        options: l.options,
        variant_id: l.variantId,
      })),
    ),
    productIds,
    variantIds,
    merchantId: order.merchantId,
    placedAt: order.placedAt.toISOString(),
    customerName: customer.name,
    customerPhone: customer.phone,
    customerPhoneKey: customer.phoneKey,
    customerAddress: customer.address,
    customerEmail: customer.email ?? null,
    holderKey: order.holderKey ?? null,
    // 100: no share, and units_held is never called.
    holdPercent: order.holdShare?.percent ?? 100,
    holdSince: order.holdShare?.since.toISOString() ?? null,
    mailBaseUrl: order.mailBaseUrl,
    paymentMethod: order.paymentMethod ?? "cash",
    currency: order.currency,
    language: order.language,
    totalAmount: order.totalAmount,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    fulfilment: order.fulfilment,
    notes: order.notes,
    orderType: order.orderType,
    prescriptionFileUrl: order.prescriptionFileUrl ?? null,
    prescriptionNotes: order.prescriptionNotes ?? null,
    deliveryLat: delivery?.lat.toFixed(6) ?? null,
    deliveryLng: delivery?.lng.toFixed(6) ?? null,
    deliveryZoneId: delivery?.zoneId ?? null,
    deliveryZoneName: delivery?.zoneName ?? null,
    locationSource: delivery?.source ?? null,
    locationPrecision: delivery?.precision ?? null,
    etaMinutes: delivery?.etaMinutes ?? null,
    slotStartsAt: slot?.startsAt.toISOString() ?? null,
    // Without a cap the slot's count is still kept, so a cap set later counts what it already took.
    slotCap: slot?.cap ?? 2_147_483_647,
    discountId: discount?.id ?? null,
    discountCode: discount?.code ?? null,
    discountAmount: discount?.amount ?? "0",
    discountPhoneKey: discount?.phoneKey ?? null,
    historyNote,
    stockRefused: STOCK_REFUSED,
    codeTaken: CODE_TAKEN,
    slotFull: SLOT_FULL,
    discountUsedUp: DISCOUNT_USED_UP,
    discountAlreadyUsed: DISCOUNT_ALREADY_USED,
    holdShare: HOLD_SHARE,
  };
}

export type PlaceOrderValues = ReturnType<typeof placeOrderValues>;
