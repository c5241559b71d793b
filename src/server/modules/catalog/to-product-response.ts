import type { TProduct } from "../../../contracts/catalog";
import { fromCents, toCents } from "../../../contracts/money";
import type { ProductRow } from "../../db/schema/products";

/** numeric columns arrive as strings; always answer with exactly two decimals ("12.50"). */
export const toDecimalString = (value: string) => fromCents(toCents(value));

export function toProductResponse(row: ProductRow): TProduct {
  return {
    id: row.id,
    merchantId: row.merchantId,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    price: toDecimalString(row.price),
    discountPrice: row.discountPrice == null ? null : toDecimalString(row.discountPrice),
    imageUrl: row.imageUrl,
    quantity: row.quantity,
    isAvailable: row.isAvailable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
