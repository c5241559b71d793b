import type { TCategory, TCreateProductInput, TCreateProductRequest, TProduct } from "#contracts/catalog";
import { type TranslationValues, toTranslationValues } from "./translations-form";

/** What the product form edits: text inputs hold strings; "" means none for the optional ones. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  discountPrice: string;
  quantity: string;
  categoryId: string;
  imageUrl: string;
  isAvailable: boolean;
  /** The most one order may take; "" for the store's limit (Settings, Order limits). */
  maxPerOrder: string;
  /** Its name and description in the store's other languages (issue 45 item 5). */
  translations: TranslationValues;
}

/** An empty form for a new product, or the product's values for editing. */
export function toProductFormValues(product: TProduct | null): ProductFormValues {
  return {
    name: product?.name ?? "",
    description: product?.description ?? "",
    price: product?.price ?? "",
    discountPrice: product?.discountPrice ?? "",
    quantity: product?.quantity == null ? "" : String(product.quantity),
    categoryId: product?.categoryId ?? "",
    imageUrl: product?.imageUrl ?? "",
    // An example is hidden only until the merchant makes it theirs: saving it publishes it (issue 48).
    isAvailable: product === null || product.isExample || product.isAvailable,
    maxPerOrder: product?.maxPerOrder == null ? "" : String(product.maxPerOrder),
    translations: toTranslationValues(product?.translations),
  } satisfies TCreateProductRequest;
}

/** Shown on the quantity field when stock is tracked but no quantity was given. */
export const TRACKED_QUANTITY_REQUIRED = "Enter how many you have in stock, or turn off Track stock";

/**
 * Whether the product form starts with Track stock on: for a product whose stock is tracked, and for
 * a new one, except a restaurant's (issue 42): a dish is cooked to order, so counting it is asked for,
 * not assumed (a menu item must not need its switch turned off before it can be saved).
 */
export const tracksStock = (product: TProduct | null, businessType?: string) =>
  product === null ? businessType !== "restaurant" : product.quantity !== null;

/**
 * The request body from the validated form, or the quantity's problem. With Track stock on, the
 * quantity must be given (a blank used to save 0 and hide the product as sold out); with it off,
 * the stock is not tracked (null) and the product never runs out (decision 0011). With a group
 * that tracks stock (`variantStock`, its variants' sum), the product's stock is that sum, which the
 * server keeps too (decision 0029).
 */
export function toProductPayload(
  values: TCreateProductInput,
  rawQuantity: string,
  trackStock: boolean,
  variantStock: number | null = null,
): { data: TCreateProductInput } | { quantityError: string } {
  if (variantStock !== null) return { data: { ...values, quantity: variantStock } };
  if (!trackStock) return { data: { ...values, quantity: null } };
  if (rawQuantity.trim() === "") return { quantityError: TRACKED_QUANTITY_REQUIRED };
  return { data: values };
}

/** The category name shown on a product row, or Uncategorized. */
export function categoryNameOf(product: Pick<TProduct, "categoryId">, categories: readonly TCategory[]) {
  return categories.find((c) => c.id === product.categoryId)?.name ?? "Uncategorized";
}
