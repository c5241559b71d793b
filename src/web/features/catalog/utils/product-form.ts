import type { TCategory, TCreateProductInput, TCreateProductRequest, TProduct } from "#contracts/catalog";

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
    isAvailable: product?.isAvailable ?? true,
  } satisfies TCreateProductRequest;
}

/**
 * The request body from the validated form. A blank quantity means the default 0 for a new
 * product, but keeps an untracked stock (null) untracked when editing.
 */
export function toProductPayload(
  values: TCreateProductInput,
  rawQuantity: string,
  editing: TProduct | null,
): TCreateProductInput {
  const keepUntracked = editing !== null && editing.quantity === null && rawQuantity.trim() === "";
  return keepUntracked ? { ...values, quantity: null } : values;
}

/** The category name shown on a product row, or Uncategorized. */
export function categoryNameOf(product: Pick<TProduct, "categoryId">, categories: readonly TCategory[]) {
  return categories.find((c) => c.id === product.categoryId)?.name ?? "Uncategorized";
}
