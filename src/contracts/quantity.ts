import { z } from "zod";
import { CATALOG_MESSAGES, MAX_STOCK } from "./catalog-messages";

/**
 * Stock: a whole number from 0 to MAX_STOCK, or null for "not tracked". Blank (a cleared form field or an
 * empty CSV cell) counts as not given, so create falls back to the default 0.
 */
export const ZQuantity = z
  .union([z.number(), z.string(), z.null()], { error: CATALOG_MESSAGES.quantityWhole })
  .transform((value, ctx): number | null | undefined => {
    if (value === null) return null;
    const text = typeof value === "string" ? value.trim() : value;
    if (text === "") return undefined;
    const n = typeof text === "number" ? text : /^[+-]?\d+(\.0*)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.quantityWhole });
      return z.NEVER;
    }
    if (n < 0) {
      ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.quantityNegative });
      return z.NEVER;
    }
    if (n > MAX_STOCK) {
      ctx.addIssue({ code: "custom", message: CATALOG_MESSAGES.quantityTooLarge });
      return z.NEVER;
    }
    return n;
  });
