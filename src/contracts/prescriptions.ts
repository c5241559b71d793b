import { z } from "zod";
import { perCurrency } from "./amount";
import { toMinor } from "./money";
import { ZOrderCustomer, ZOrderLanguage } from "./orders";
import { PRESCRIPTION_MESSAGES } from "./prescription-messages";
import { ZPrice } from "./price";
import { optionalText, requiredText } from "./text";
import { ZOrderLocation } from "./zones";

/** POST /api/prescription-orders (spec section 7). */
export const ZPrescriptionOrderRequest = z.object(
  {
    merchantSlug: z.string({ error: "Store not found" }).trim().min(1, "Store not found").max(100),
    customer: z.object(ZOrderCustomer.shape, { error: "Name is required" }),
    prescriptionFileUrl: requiredText({
      message: PRESCRIPTION_MESSAGES.fileMissing,
      max: 200,
      label: "File",
    }),
    prescriptionNotes: optionalText(1000),
    notes: optionalText(1000),
    location: ZOrderLocation.optional(),
    language: ZOrderLanguage,
  },
  { error: "Invalid order" },
);
export type TPrescriptionOrderRequest = z.input<typeof ZPrescriptionOrderRequest>;
export type TPrescriptionOrderInput = z.output<typeof ZPrescriptionOrderRequest>;

/** PATCH /api/merchant/orders/{orderId}/quote */
export const ZQuoteRequest = perCurrency((currency) =>
  z.object({
    totalAmount: ZPrice(currency).refine(
      (price) => toMinor(price, currency) > 0,
      PRESCRIPTION_MESSAGES.quoteZero,
    ),
    message: optionalText(1000),
  }),
);
export type TQuoteRequest = z.input<ReturnType<typeof ZQuoteRequest>>;
