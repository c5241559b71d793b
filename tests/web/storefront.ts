import type { TCategory } from "#contracts/catalog";
import type { TGetMicrositeResponse, TMicrositeMerchant } from "#contracts/storefront";
import { testProduct } from "#tests/helpers/test-product";

/** A category as the microsite sends it. */
export const testCategory = (over: Partial<TCategory> = {}): TCategory => ({
  id: "c1",
  merchantId: "m1",
  name: "Drinks",
  description: null,
  sortOrder: 0,
  createdAt: "2024-01-01T00:00:00.000Z",
  ...over,
});

/** A store's merchant fields as the storefront sees them: a retail shop with a phone, open now. */
export const testMerchant = (over: Partial<TMicrositeMerchant> = {}): TMicrositeMerchant => ({
  id: "m1",
  businessName: "Corner Shop",
  businessSlug: "corner-shop",
  businessType: "retail",
  customDisplayName: null,
  description: "Everything for the week",
  contactPhone: "+1 555 0100",
  address: "1 Main Street, Springfield",
  theme: "blue",
  logoUrl: null,
  acceptsPrescriptions: false,
  timeZone: "UTC",
  openingHours: [],
  closures: [],
  pausedUntil: null,
  openNow: true,
  closesAt: null,
  opensAt: null,
  fulfilment: { delivery: true, pickup: false },
  scheduledOrders: { enabled: false, leadMinutes: 30 },
  deliveryFee: "0.00",
  ...over,
});

export const DRINKS = testCategory({ id: "c-drinks", name: "Drinks" });
export const SNACKS = testCategory({ id: "c-snacks", name: "Snacks", sortOrder: 1 });

export const TEA = testProduct({
  id: "p-tea",
  name: "Tea",
  price: "4.50",
  categoryId: DRINKS.id,
  quantity: 10,
});
export const COFFEE = testProduct({
  id: "p-coffee",
  name: "Coffee",
  price: "6.00",
  categoryId: DRINKS.id,
  quantity: null,
});
export const CRISPS = testProduct({
  id: "p-crisps",
  name: "Crisps",
  price: "2.25",
  categoryId: SNACKS.id,
  quantity: 3,
});
export const COOKIES = testProduct({
  id: "p-cookies",
  name: "Cookies",
  price: "3.00",
  categoryId: SNACKS.id,
  quantity: 20,
});
export const WATER = testProduct({
  id: "p-water",
  name: "Water",
  price: "1.00",
  description: "Still, 1 litre",
  quantity: 50,
});
/** Five products over two categories, and one without. */
export const SHOP_PRODUCTS = [TEA, COFFEE, CRISPS, COOKIES, WATER];

/**
 * GET /api/microsite/{slug}'s answer for the Corner Shop, with what a test changes. Categories
 * without a `productCount` are counted from the products, as the server counts a whole store.
 */
export const testStore = ({
  categories = [DRINKS, SNACKS],
  ...over
}: Partial<Omit<TGetMicrositeResponse, "categories">> & {
  categories?: (TCategory & { productCount?: number })[];
} = {}): TGetMicrositeResponse => {
  const products = over.products ?? SHOP_PRODUCTS;
  return {
    merchant: testMerchant(),
    products,
    productTotal: products.length,
    nextCursor: null,
    categories: categories.map((category) => ({
      ...category,
      productCount: category.productCount ?? products.filter((p) => p.categoryId === category.id).length,
    })),
    uncategorisedCount: products.filter((p) => !p.categoryId).length,
    hasDeliveryZones: false,
    ads: [],
    ...over,
  };
};
