import { z } from "zod";
import { ORDER_LIMIT_BOUNDS, ORDER_LIMIT_MESSAGES } from "./order-limits";

const whole = (field: keyof typeof ORDER_LIMIT_BOUNDS, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(ORDER_LIMIT_BOUNDS[field].min, message)
    .max(ORDER_LIMIT_BOUNDS[field].max, message);

/** PUT /api/merchant/order-limits: any of the fields; those left out stay as they are. */
export const ZOrderLimitsRequest = z
  .object(
    {
      maxPerProduct: whole("maxPerProduct", ORDER_LIMIT_MESSAGES.maxPerProduct),
      maxUnitsPerOrder: whole("maxUnitsPerOrder", ORDER_LIMIT_MESSAGES.maxUnitsPerOrder),
      holdSharePercent: whole("holdSharePercent", ORDER_LIMIT_MESSAGES.holdSharePercent),
      releaseUnconfirmedAfterMinutes: whole(
        "releaseUnconfirmedAfterMinutes",
        ORDER_LIMIT_MESSAGES.releaseUnconfirmedAfterMinutes,
      ).nullable(),
    },
    { error: ORDER_LIMIT_MESSAGES.nothingToChange },
  )
  .partial()
  .refine(
    (change) => Object.values(change).some((v) => v !== undefined),
    ORDER_LIMIT_MESSAGES.nothingToChange,
  );
export type TOrderLimitsRequest = z.input<typeof ZOrderLimitsRequest>;

/**
 * A product's own maximum per order: a whole number, or null (blank in a form or a CSV cell) for the
 * store's `maxPerProduct`. Digits in a string are taken, as the catalog's other numbers are.
 */
export const ZMaxPerOrder = z
  .union([z.number(), z.string(), z.null()], { error: ORDER_LIMIT_MESSAGES.maxPerOrder })
  .transform((value, ctx): number | null => {
    const text = typeof value === "string" ? value.trim() : value;
    if (text === null || text === "") return null;
    const n = typeof text === "number" ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    const { min, max } = ORDER_LIMIT_BOUNDS.maxPerOrder;
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message: ORDER_LIMIT_MESSAGES.maxPerOrder });
      return z.NEVER;
    }
    return n;
  });
