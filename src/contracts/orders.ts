import { z } from "zod";
import { ZOrderDiscountCode, ZTypedDiscountCode } from "./discounts";
import { FULFILMENTS, type TFulfilment } from "./fulfilment";
import { UUID_PATTERN } from "./ids";
import { ZOptionalEmail } from "./mail";
import { type TOrderPaymentFields, type TPlacedOrderPayment, ZPaymentMethod } from "./payments";
import { hasEnoughPhoneDigits, PHONE_DIGITS_MESSAGE } from "./phone";
import { choiceKey, OPTION_LIMITS, type TChosenOption } from "./product-options";
import { requiredText, TEXT_MESSAGES, withoutControlCharacters } from "./text";
import { ZOrderLocation } from "./zones";

export const MAX_ORDER_LINES = 100;
export const MAX_LINE_QUANTITY = 1000;

export const ORDER_MESSAGES = {
  name: "Name is required",
  phone: "Phone number is required",
  address: "Delivery address is required",
  quantityMin: "Quantity must be at least 1",
  quantityWhole: "Quantity must be a whole number",
  quantityMax: `Quantity must be at most ${MAX_LINE_QUANTITY}`,
  cartEmpty: "Your cart is empty",
  tooManyLines: `An order can contain at most ${MAX_ORDER_LINES} different products`,
  product: "Invalid product",
  option: "optionIds must be a list of option ids",
  tooManyOptions: `An order line can name at most ${OPTION_LIMITS.optionIdsPerLine} options`,
  store: "Store not found",
  fulfilment: "fulfilment must be delivery or pickup",
  scheduledFor: "scheduledFor must be an ISO date and time with its offset, or null for as soon as possible",
} as const;

const optionalNotes = z
  .string()
  .trim()
  .max(1000, "Notes must be at most 1000 characters")
  .refine(withoutControlCharacters("multi-line"), TEXT_MESSAGES.controlCharacters)
  .nullish()
  .transform((v) => (v ? v : null));

export const ZOrderCustomer = z.object({
  name: requiredText({ message: ORDER_MESSAGES.name, max: 100, label: "Name" }),
  phone: requiredText({ message: ORDER_MESSAGES.phone, max: 30, label: "Phone number" }).refine(
    (phone) => phone === "" || hasEnoughPhoneDigits(phone),
    PHONE_DIGITS_MESSAGE,
  ),
  address: requiredText({ message: ORDER_MESSAGES.address, max: 300, label: "Address" }, "multi-line"),
  /** Optional (issue 29): the order's confirmation and its status changes are mailed there. */
  email: ZOptionalEmail,
});
export type TOrderCustomer = z.infer<typeof ZOrderCustomer>;

/** A pickup customer gives no address: a blank one is kept as null. */
const ZPickupCustomer = ZOrderCustomer.extend({
  address: z
    .string({ error: ORDER_MESSAGES.address })
    .trim()
    .max(300, "Address must be at most 300 characters")
    .refine(withoutControlCharacters("multi-line"), TEXT_MESSAGES.controlCharacters)
    .nullish()
    .transform((v) => v || null),
});

// Built once: a zod object made per order cost more than the rest of the order's checks together
// (issue 44). A customer that is not an object is refused with the name's message, as before.
const DELIVERY_CUSTOMER = z.object(ZOrderCustomer.shape, { error: ORDER_MESSAGES.name });
const PICKUP_CUSTOMER = z.object(ZPickupCustomer.shape, { error: ORDER_MESSAGES.name });

/** The order request's `fulfilment` (delivery when left out, as before issue 27). */
export const ZFulfilment = z.enum(FULFILMENTS, { error: ORDER_MESSAGES.fulfilment }).default("delivery");

/** An order for later names its slot's start; null or left out: as soon as possible. */
export const ZScheduledFor = z.iso
  .datetime({ offset: true, error: ORDER_MESSAGES.scheduledFor })
  .nullish()
  .transform((v) => (v ? new Date(v).toISOString() : null));

/**
 * The customer, checked by the order's fulfilment: a delivery needs the address, a pickup does not.
 * (Parsed after the rest, so the address message of a delivery order stays the spec's.)
 */
export function customerFor<T extends { fulfilment: TFulfilment; customer?: unknown }>(
  body: T,
  ctx: z.RefinementCtx,
): Omit<T, "customer"> & {
  customer: { name: string; phone: string; address: string | null; email: string | null };
} {
  const schema = body.fulfilment === "pickup" ? PICKUP_CUSTOMER : DELIVERY_CUSTOMER;
  const parsed = schema.safeParse(body.customer);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: ["customer", ...issue.path] });
    return z.NEVER;
  }
  return { ...body, customer: parsed.data };
}

export const ZOrderLine = z.object({
  productId: z.string({ error: ORDER_MESSAGES.product }).regex(UUID_PATTERN, ORDER_MESSAGES.product),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantityMin })
    .int(ORDER_MESSAGES.quantityWhole)
    .min(1, ORDER_MESSAGES.quantityMin)
    .max(MAX_LINE_QUANTITY, ORDER_MESSAGES.quantityMax),
  /** The options picked for this line (issue 28); left out or [] for a product without options. */
  optionIds: z
    .array(z.string({ error: ORDER_MESSAGES.option }).regex(UUID_PATTERN, ORDER_MESSAGES.option), {
      error: ORDER_MESSAGES.option,
    })
    .max(OPTION_LIMITS.optionIdsPerLine, ORDER_MESSAGES.tooManyOptions)
    .default([])
    .transform((ids) => ids.map((id) => id.toLowerCase())),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

/**
 * The same product with the same choice twice in one cart becomes one line with the summed quantity
 * (order kept); two sizes of one pizza stay two lines.
 */
export function mergeOrderLines(lines: TOrderLine[]): TOrderLine[] {
  const merged = new Map<string, TOrderLine>();
  for (const line of lines) {
    const key = choiceKey(line.productId, line.optionIds);
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else
      merged.set(key, {
        productId: line.productId.toLowerCase(),
        quantity: line.quantity,
        optionIds: line.optionIds,
      });
  }
  return [...merged.values()];
}

/**
 * The storefront's language as the order is placed: one the store offers, else the store's default
 * (the server decides). Anything else is not worth refusing an order over: it is dropped.
 */
export const ZOrderLanguage = z.string().max(10).optional().catch(undefined);

/**
 * POST /api/orders. Only ids and quantities are taken from the client: prices and the total are
 * computed by the server from the database (any price or total fields sent are dropped).
 */
export const ZPlaceOrderRequest = z
  .object(
    {
      merchantSlug: z.string({ error: ORDER_MESSAGES.store }).trim().min(1, ORDER_MESSAGES.store).max(100),
      customer: z.unknown().optional(),
      items: z
        .array(ZOrderLine, { error: ORDER_MESSAGES.cartEmpty })
        .min(1, ORDER_MESSAGES.cartEmpty)
        .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines)
        .transform(mergeOrderLines)
        .refine((lines) => lines.every((l) => l.quantity <= MAX_LINE_QUANTITY), ORDER_MESSAGES.quantityMax),
      notes: optionalNotes,
      /** Required by a store that delivers to drawn areas only: where the order goes. */
      location: ZOrderLocation.optional(),
      fulfilment: ZFulfilment,
      scheduledFor: ZScheduledFor,
      /** A discount code typed at checkout (issue 31); the server decides what it takes off. */
      discountCode: ZOrderDiscountCode,
      /** How the shopper pays (issue 41): cash (the default, as before) or card, if the store offers it. */
      paymentMethod: ZPaymentMethod,
      /** The language the shopper reads the store in (issue 45): their mails come in it. */
      language: ZOrderLanguage,
    },
    { error: "Invalid order" },
  )
  .transform(customerFor);
export type TPlaceOrderRequest = z.input<typeof ZPlaceOrderRequest>;
export type TPlaceOrderInput = z.output<typeof ZPlaceOrderRequest>;

export interface TPlacedOrderItem {
  productId: string;
  productName: string;
  quantity: number;
  /** Unit price paid (the effective price at order time, options included), 2-decimal string. */
  price: string;
  /** The same unit price, options included (issue 28's name for it). */
  unitPrice: string;
  /** The line's total: unitPrice times quantity, 2-decimal string (every view shows this one). */
  lineTotal: string;
  /** The options picked, as they were when the order was placed; [] for none. */
  options: TChosenOption[];
}

/** 201 answer of POST /api/orders. */
export interface TPlaceOrderResponse extends TOrderPaymentFields {
  /** Where the shopper pays a card order (`redirectUrl`); cash: `{method: "cash", status: "unpaid", redirectUrl: null}`. */
  payment: TPlacedOrderPayment;
  id: string;
  /** 8 uppercase characters. */
  trackingCode: string;
  status: string;
  /** Server-computed, 2-decimal string. */
  totalAmount: string;
  orderType: string;
  notes: string | null;
  createdAt: string;
  customer: { name: string; phone: string; address: string | null };
  orderItems: TPlacedOrderItem[];
  /** Server-computed: totalAmount = subtotal + deliveryFee - discountAmount. */
  subtotal: string;
  deliveryFee: string;
  /** The discount code used, as the store wrote it (null: none), and what it took off ("0.00"). */
  discountCode: string | null;
  discountAmount: string;
  fulfilment: TFulfilment;
  /** The chosen slot's start (ISO); null: as soon as possible. */
  scheduledFor: string | null;
  /** The accepting zone's estimated delivery time; null: the spec's 30-45 minutes. */
  etaMinutes: number | null;
}

/**
 * POST /api/microsite/{slug}/discount (issue 31): is this code good for this cart? Checked as the
 * order will check it (the cart priced by the server, the fulfilment, and the phone when given),
 * except for the delivery fee, which needs the address: the answer is the code's offer, which the
 * checkout turns into its Discount line with `discountCents`.
 */
export const ZCheckDiscountRequest = z.object(
  {
    code: ZTypedDiscountCode,
    items: z
      .array(ZOrderLine, { error: ORDER_MESSAGES.cartEmpty })
      .min(1, ORDER_MESSAGES.cartEmpty)
      .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines)
      .transform(mergeOrderLines),
    fulfilment: ZFulfilment,
    phone: z
      .string({ error: ORDER_MESSAGES.phone })
      .trim()
      .max(30, ORDER_MESSAGES.phone)
      .nullish()
      .transform((v) => v || null),
  },
  { error: "Invalid discount check" },
);
export type TCheckDiscountRequest = z.input<typeof ZCheckDiscountRequest>;
export type TCheckDiscountInput = z.output<typeof ZCheckDiscountRequest>;
