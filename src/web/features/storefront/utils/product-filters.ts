import type { TProduct } from "#contracts/catalog";
import { currencyDigits } from "#contracts/currency";
import type { Translate } from "#contracts/i18n/format-message";
import { effectivePriceMinor, formatMoneyShort, type TMoneyFormat } from "#contracts/money";
import {
  type Availability,
  PRICE_BAND_HIGH,
  PRICE_BAND_LOW,
  type PriceBand,
  type TListingQuery,
  UNCATEGORISED,
} from "#contracts/product-listing";
import { isOutOfStock } from "#contracts/stock";
import { matchesSearch } from "#web/lib/product-search";

export type { Availability, PriceBand };

/** The all-products filters (spec section 5: price bands 10 and 50, availability). */
export interface ProductFilters {
  /** "all" or a category id. */
  categoryId: string;
  price: PriceBand;
  availability: Availability;
}

export const NO_FILTERS: ProductFilters = { categoryId: "all", price: "all", availability: "all" };

/** A band's limit (whole units of the store's currency, as the server's listing has them) in minor units. */
const bandEdgeMinor = (whole: number, currency: string) => whole * 10 ** currencyDigits(currency);

/** The price filter's choices in the store's money, in the page's words: "Under $10", "$10 - $50", "Over $50". */
export function priceBands(money: TMoneyFormat, t: Translate): { value: PriceBand; label: string }[] {
  const low = formatMoneyShort(bandEdgeMinor(PRICE_BAND_LOW, money.currency), money);
  const high = formatMoneyShort(bandEdgeMinor(PRICE_BAND_HIGH, money.currency), money);
  return [
    { value: "all", label: t("store.allPrices") },
    { value: "under-10", label: t("store.underPrice", { price: low }) },
    { value: "10-50", label: `${low} - ${high}` },
    { value: "over-50", label: t("store.overPrice", { price: high }) },
  ];
}

/** The availability filter's choices, in the page's words. */
export const availabilityOptions = (t: Translate): { value: Availability; label: string }[] => [
  { value: "all", label: t("store.allItems") },
  { value: "in-stock", label: t("store.inStockOption") },
  { value: "out-of-stock", label: t("store.outOfStockOption") },
];

/** Bands use the effective price: under 10 (of the store's currency); 10 to 50 inclusive; over 50. */
export function inPriceBand(
  product: Pick<TProduct, "price" | "discountPrice">,
  band: PriceBand,
  currency: string,
): boolean {
  if (band === "all") return true;
  const minor = effectivePriceMinor(product, currency);
  const low = bandEdgeMinor(PRICE_BAND_LOW, currency);
  const high = bandEdgeMinor(PRICE_BAND_HIGH, currency);
  if (band === "under-10") return minor < low;
  if (band === "10-50") return minor >= low && minor <= high;
  return minor > high;
}

export const hasActiveFilters = (filters: ProductFilters) =>
  filters.categoryId !== "all" || filters.price !== "all" || filters.availability !== "all";

/** The same query as GET /api/microsite/{slug}/products takes, for a store larger than its first page. */
export type ListingQuery = TListingQuery;

/** The same rules as the server's, for the products a store sent with its page. */
export function matchesListing(
  product: TProduct,
  { category, q = "", price = "all", availability = "all" }: ListingQuery,
  currency: string,
) {
  return (
    (category === undefined ||
      (category === UNCATEGORISED ? !product.categoryId : product.categoryId === category)) &&
    matchesSearch(product, q) &&
    inPriceBand(product, price, currency) &&
    (availability === "all" || !isOutOfStock(product) === (availability === "in-stock"))
  );
}

/** A query without a single condition: the store's whole list. */
export const isWholeStore = (query: ListingQuery) =>
  query.category === undefined &&
  !query.q?.trim() &&
  (query.price ?? "all") === "all" &&
  (query.availability ?? "all") === "all";

/** The all-products view's search and filters as one query. */
export const allProductsQuery = (search: string, filters: ProductFilters): ListingQuery => ({
  category: filters.categoryId === "all" ? undefined : filters.categoryId,
  q: search.trim() || undefined,
  price: filters.price,
  availability: filters.availability,
});

/** The query as the API's parameters, leaving out what means "any". */
export function listingParams(query: ListingQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.category !== undefined) params.category = query.category;
  if (query.q?.trim()) params.q = query.q.trim();
  if (query.price && query.price !== "all") params.price = query.price;
  if (query.availability && query.availability !== "all") params.availability = query.availability;
  return params;
}
