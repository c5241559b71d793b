/**
 * Structured data (schema.org JSON-LD) for storefront pages, so that search engines read a store as
 * a local business with its hours and menu, and a product with its price and stock, from the HTML
 * alone. Made from the cached answers the page already carries: a page view costs no query.
 */
import type { TProduct } from "#contracts/catalog";
import { effectivePriceMinor, fromMinor } from "#contracts/money";
import { CARD_FEW_LEFT_MAX, fewLeft, isOutOfStock, PAGE_FEW_LEFT_MAX } from "#contracts/stock";
import {
  DEFAULT_STORE_DESCRIPTION,
  storeDisplayName,
  type TGetMicrositeResponse,
  type TMicrositeMerchant,
  type TStorefrontMerchant,
} from "#contracts/storefront";
import { storefrontPaths } from "#contracts/storefront-pages";
import type { TOpeningRange } from "#contracts/trading-hours";
import { absoluteUrl } from "./og-tags";
import type { PageData } from "./page-data";

type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The schema.org type of a store: anything not a pharmacy or a restaurant is a Store. */
const BUSINESS_KINDS: Record<string, string> = { pharmacy: "Pharmacy", restaurant: "Restaurant" };
export const businessKind = (businessType: string) =>
  Object.hasOwn(BUSINESS_KINDS, businessType) ? BUSINESS_KINDS[businessType]! : "Store";

/** A store's home: its LocalBusiness (with its Menu when a restaurant); a product page: its Product and breadcrumbs. */
export function structuredData(origin: string, data: PageData): JsonLd[] {
  if (!data.merchant) return [];
  if (data.product) return productPage(origin, data.merchant, data.product);
  // The store's answer as the page carries it: the merchant with its hours, and its first products.
  const microsite = JSON.parse(data.body.text) as TGetMicrositeResponse;
  return [storeHome(origin, microsite)];
}

/**
 * The JSON-LD as script tags. JSON may hold "</script>" or "<!--" in a merchant's text: every "<",
 * ">" and "&" is escaped (still the same JSON), and so are U+2028/U+2029 for older parsers.
 */
export function structuredDataTags(blocks: JsonLd[]): string {
  return blocks
    .map((block) => `<script type="application/ld+json">${escapeScriptJson(JSON.stringify(block))}</script>`)
    .join("\n  ");
}

export function escapeScriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The page with its JSON-LD before </head>; unchanged when it has none. Plain slicing, no `$&` patterns. */
export function withStructuredData(html: string, origin: string, data: PageData): string {
  const tags = structuredDataTags(structuredData(origin, data));
  const end = html.search(/<\/head>/i);
  if (!tags || end === -1) return html;
  return `${html.slice(0, end)}  ${tags}\n  ${html.slice(end)}`;
}

const storeUrl = (origin: string, merchant: TStorefrontMerchant) =>
  `${origin}${storefrontPaths.store(merchant.businessSlug)}`;
/** The store's node id: a product's seller points at it. */
const storeId = (origin: string, merchant: TStorefrontMerchant) => `${storeUrl(origin, merchant)}#store`;

function storeHome(origin: string, { merchant, products, categories }: TGetMicrositeResponse): JsonLd {
  const url = storeUrl(origin, merchant);
  const logo = absoluteUrl(origin, merchant.logoUrl);
  const business: JsonLd = {
    "@context": CONTEXT,
    "@type": businessKind(merchant.businessType),
    "@id": storeId(origin, merchant),
    name: storeDisplayName(merchant),
    description: merchant.description || DEFAULT_STORE_DESCRIPTION,
    url,
    ...(logo && { logo, image: logo }),
    ...(merchant.contactPhone && { telephone: merchant.contactPhone }),
    // The merchant writes the address as one line: no street, city and postcode to tell apart.
    ...(merchant.address && { address: { "@type": "PostalAddress", streetAddress: merchant.address } }),
    openingHoursSpecification: openingHours(merchant),
    // The store's one currency (decision 0067); the product:price:currency tag says the same.
    currenciesAccepted: merchant.currency,
  };
  const closures = closedDays(merchant);
  if (closures.length > 0) business.specialOpeningHoursSpecification = closures;
  if (merchant.businessType === "restaurant")
    business.hasMenu = menu(origin, url, products, categories, merchant.currency);
  return business;
}

/**
 * The weekly hours, ranges with the same times sharing one entry. No hours set means open around
 * the clock; a range past midnight closes "earlier" than it opens, as schema.org reads it.
 */
function openingHours(merchant: Pick<TMicrositeMerchant, "openingHours">): JsonLd[] {
  const ranges: TOpeningRange[] =
    merchant.openingHours.length > 0
      ? merchant.openingHours
      : DAYS.map((_, day) => ({ day, opens: "00:00", closes: "00:00" }));
  const byTimes = new Map<string, { opens: string; closes: string; days: number[] }>();
  for (const { day, opens, closes } of ranges) {
    // A range from midnight to midnight is the whole day: schema.org spells that 00:00-23:59.
    const shown = opens === "00:00" && closes === "00:00" ? "23:59" : closes;
    const key = `${opens}-${shown}`;
    const entry = byTimes.get(key) ?? { opens, closes: shown, days: [] };
    if (!entry.days.includes(day)) entry.days.push(day);
    byTimes.set(key, entry);
  }
  return [...byTimes.values()].map(({ opens, closes, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.sort((a, b) => a - b).map((day) => `${CONTEXT}/${DAYS[day]}`),
    opens,
    closes,
  }));
}

/** Days the store closes on (holidays): closed all day is 00:00-00:00 for that date. */
function closedDays(merchant: Pick<TMicrositeMerchant, "closures">): JsonLd[] {
  return merchant.closures.map((date) => ({
    "@type": "OpeningHoursSpecification",
    validFrom: date,
    validThrough: date,
    opens: "00:00",
    closes: "00:00",
  }));
}

/** The restaurant's menu from the products its page shows: a section per category, in the store's order. */
function menu(
  origin: string,
  url: string,
  products: TProduct[],
  categories: TGetMicrositeResponse["categories"],
  currency: string,
): JsonLd {
  const sections = categories
    .map((category) => ({
      "@type": "MenuSection",
      name: category.name,
      ...(category.description && { description: category.description }),
      hasMenuItem: products
        .filter((p) => p.categoryId === category.id)
        .map((p) => menuItem(origin, p, currency)),
    }))
    .filter((section) => section.hasMenuItem.length > 0);
  const listed = new Set(categories.map((category) => category.id));
  const others = products.filter((p) => p.categoryId === null || !listed.has(p.categoryId));
  return {
    "@type": "Menu",
    "@id": `${url}#menu`,
    url,
    ...(sections.length > 0 && { hasMenuSection: sections }),
    ...(others.length > 0 && { hasMenuItem: others.map((p) => menuItem(origin, p, currency)) }),
  };
}

function menuItem(origin: string, product: TProduct, currency: string): JsonLd {
  const image = absoluteUrl(origin, product.imageUrl);
  return {
    "@type": "MenuItem",
    name: product.name,
    ...(product.description && { description: product.description }),
    ...(image && { image }),
    offers: {
      "@type": "Offer",
      price: price(product, currency),
      priceCurrency: currency,
      availability: availability(product, CARD_FEW_LEFT_MAX),
    },
  };
}

function productPage(origin: string, merchant: TStorefrontMerchant, product: TProduct): JsonLd[] {
  const url = `${origin}${storefrontPaths.product(merchant.businessSlug, product.id)}`;
  const image = absoluteUrl(origin, product.imageUrl);
  const store = storeDisplayName(merchant);
  return [
    {
      "@context": CONTEXT,
      "@type": "Product",
      "@id": `${url}#product`,
      name: product.name,
      ...(product.description && { description: product.description }),
      ...(image && { image }),
      url,
      sku: product.id,
      offers: {
        "@type": "Offer",
        url,
        price: price(product, merchant.currency),
        priceCurrency: merchant.currency,
        availability: availability(product, PAGE_FEW_LEFT_MAX),
        seller: {
          "@type": businessKind(merchant.businessType),
          "@id": storeId(origin, merchant),
          name: store,
        },
      },
    },
    {
      "@context": CONTEXT,
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: "Marketplace", item: `${origin}${storefrontPaths.marketplace()}` },
        { name: store, item: storeUrl(origin, merchant) },
        { name: product.name, item: url },
      ].map((crumb, index) => ({ "@type": "ListItem", position: index + 1, ...crumb })),
    },
  ];
}

/** The price a customer pays (the discount when there is one), in the currency's decimals. */
const price = (product: TProduct, currency: string) =>
  fromMinor(effectivePriceMinor(product, currency), currency);

/**
 * As the page says it (contracts/stock.ts): "Out of Stock", "Only N left" (up to `fewMax`: a card's
 * or the product page's) as limited, else in stock.
 */
function availability(product: TProduct, fewMax: number): string {
  if (isOutOfStock(product)) return `${CONTEXT}/OutOfStock`;
  if (fewLeft(product.quantity, fewMax)) return `${CONTEXT}/LimitedAvailability`;
  return `${CONTEXT}/InStock`;
}
