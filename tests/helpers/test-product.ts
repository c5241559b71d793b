import type { TProduct } from "#contracts/catalog";

/** A product row as the API returns it, for web unit tests. */
export const testProduct = (over: Partial<TProduct> = {}): TProduct => ({
  id: "p1",
  merchantId: "m1",
  categoryId: null,
  name: "Tea",
  description: null,
  currency: "USD",
  price: "4.50",
  discountPrice: null,
  imageUrl: null,
  quantity: 10,
  isAvailable: true,
  maxPerOrder: null,
  translations: {},
  isExample: false,
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-01T00:00:00.000Z",
  ...over,
});
