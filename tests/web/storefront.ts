import type { TCategory } from "#contracts/catalog";
import type { TOptionGroup } from "#contracts/product-options";
import type { TGetMicrositeResponse, TMicrositeMerchant } from "#contracts/storefront";
import { testProduct } from "#tests/helpers/test-product";

/** A category as the microsite sends it. */
export const testCategory = (over: Partial<TCategory> = {}): TCategory => ({
  id: "c1",
  merchantId: "m1",
  name: "Drinks",
  description: null,
  sortOrder: 0,
  translations: {},
  isExample: false,
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
  currency: "USD",
  locale: "en-US",
  languages: ["en"],
  defaultLanguage: "en",
  timeZone: "UTC",
  openingHours: [],
  closures: [],
  pausedUntil: null,
  openNow: true,
  paused: false,
  prescriptionsWhileClosed: false,
  closesAt: null,
  opensAt: null,
  fulfilment: { delivery: true, pickup: false },
  scheduledOrders: { enabled: false, leadMinutes: 30 },
  deliveryFee: "0.00",
  // "+1 555 0100" is no number WhatsApp knows: the server sends no link for it.
  whatsappPhone: null,
  orderLimits: { maxPerProduct: 20, maxUnitsPerOrder: 100 },
  payments: { cash: true, card: false, razorpay: false, upi: false },
  location: null,
  // The fixture's store charges nothing for delivery (deliveryFee "0.00"): free on every order.
  freeDeliveryOver: "0.00",
  ...over,
});

// Uuids, as the server gives: the product form refuses a category id that cannot be one.
export const DRINKS = testCategory({ id: "00000000-0000-4000-8000-00000000d71c", name: "Drinks" });
export const SNACKS = testCategory({
  id: "00000000-0000-4000-8000-0000005acc5e",
  name: "Snacks",
  sortOrder: 1,
});

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

/**
 * Issue 28: a pizza in three sizes (a required single choice, no stock of its own) with up to two
 * extra toppings, one of them switched off; a T-shirt whose sizes are variants with their own stock,
 * M sold out and L nearly.
 */
export const PIZZA_SIZE: TOptionGroup = {
  id: "g-size",
  name: "Size",
  selection: "single",
  required: true,
  minSelect: 1,
  maxSelect: 1,
  tracksStock: false,
  options: [
    { id: "o-small", name: "Small", priceDelta: "0.00", quantity: null, isAvailable: true },
    { id: "o-medium", name: "Medium", priceDelta: "2.00", quantity: null, isAvailable: true },
    { id: "o-large", name: "Large", priceDelta: "4.50", quantity: null, isAvailable: true },
  ],
};
export const PIZZA_EXTRAS: TOptionGroup = {
  id: "g-extras",
  name: "Extra toppings",
  selection: "multiple",
  required: false,
  minSelect: 0,
  maxSelect: 2,
  tracksStock: false,
  options: [
    { id: "o-cheese", name: "Cheese", priceDelta: "1.50", quantity: null, isAvailable: true },
    { id: "o-olives", name: "Olives", priceDelta: "1.00", quantity: null, isAvailable: true },
    { id: "o-basil", name: "Basil", priceDelta: "0.00", quantity: null, isAvailable: true },
    { id: "o-truffle", name: "Truffle", priceDelta: "5.00", quantity: null, isAvailable: false },
  ],
};
export const PIZZA = testProduct({
  id: "p-pizza",
  name: "Margherita",
  price: "10.00",
  categoryId: SNACKS.id,
  quantity: null,
  optionGroups: [PIZZA_SIZE, PIZZA_EXTRAS],
});

export const TSHIRT_SIZE: TOptionGroup = {
  id: "g-tshirt-size",
  name: "Size",
  selection: "single",
  required: true,
  minSelect: 1,
  maxSelect: 1,
  tracksStock: true,
  options: [
    { id: "o-s", name: "S", priceDelta: "0.00", quantity: 8, isAvailable: true },
    { id: "o-m", name: "M", priceDelta: "0.00", quantity: 0, isAvailable: true },
    { id: "o-l", name: "L", priceDelta: "2.00", quantity: 2, isAvailable: true },
  ],
};
export const TSHIRT = testProduct({
  id: "p-tshirt",
  name: "T-shirt",
  price: "15.00",
  quantity: 10,
  optionGroups: [TSHIRT_SIZE],
});
