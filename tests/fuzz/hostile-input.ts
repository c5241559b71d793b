import { MAX_INTEGER, MAX_STOCK } from "#contracts/catalog-messages";
import { DISCOUNT_KINDS, DISCOUNT_LIMITS } from "#contracts/discount-rules";
import { MAX_DAYS_AHEAD, MAX_LEAD_MINUTES, MAX_ORDERS_PER_SLOT } from "#contracts/fulfilment";
import { fromMinor, maxMinor } from "#contracts/money";
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from "#contracts/orders";
import { OPTION_LIMITS } from "#contracts/product-options";

/**
 * Seeded generators of hostile input: a run is repeatable from its seed, and each request is a mix
 * of wrong types, control characters, huge numbers, prototype keys and malformed bodies.
 */
export type Rng = () => number;

/** mulberry32: small, fast and good enough to pick test inputs. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/**
 * The largest whole numbers the contracts accept (issue 40): stock, a line's quantity, a slot's
 * orders, a code's uses, a sort order, minutes. Each is sent, and the one past it.
 */
const LARGEST_COUNTS = [
  MAX_STOCK,
  MAX_LINE_QUANTITY,
  MAX_ORDERS_PER_SLOT,
  DISCOUNT_LIMITS.usageLimit,
  MAX_INTEGER,
  MAX_LEAD_MINUTES,
];
const BOUNDARY_COUNTS = LARGEST_COUNTS.flatMap((n) => [n, n + 1]);
/**
 * The largest amount a dollar store takes and one cent past it; the largest a three-decimal
 * currency takes (what a money column holds, numeric(11,3)), more decimals than dollars have.
 */
const BOUNDARY_AMOUNTS = [
  fromMinor(maxMinor("USD"), "USD"),
  fromMinor(maxMinor("USD") + 1, "USD"),
  fromMinor(maxMinor("KWD"), "KWD"),
];

const STRINGS = [
  ...BOUNDARY_AMOUNTS,
  ...BOUNDARY_COUNTS.map(String),
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  "\ud800",
  "\uFEFF",
  "🍕".repeat(50),
  "x".repeat(10_000),
  "'; DROP TABLE merchants; --",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "javascript://%0aalert(1)",
  "../../etc/passwd",
  "%00",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "99999999999999999999",
  "2147483648",
  "12.345",
  "true",
  "null",
  "__proto__",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  '=HYPERLINK("http://evil")',
  "name,price\n\u0000,1\n=1+1,2",
];
const NUMBERS = [
  ...[0, -1, 1, 1.5, -0, 2147483647, 2147483648, 2 ** 53 + 2, 1e308, -1e308, 99999999.99, 1e-7],
  ...BOUNDARY_COUNTS,
  ...BOUNDARY_AMOUNTS.map(Number),
];
const FIELDS = [
  "name",
  "description",
  "price",
  "discountPrice",
  "quantity",
  "categoryId",
  "imageUrl",
  "isAvailable",
  "sortOrder",
  "translations",
  "email",
  "password",
  "businessName",
  "businessSlug",
  "businessType",
  "contactPhone",
  "address",
  "merchantSlug",
  "customer",
  "items",
  "productId",
  "notes",
  "csvData",
  "status",
  "trackingInfo",
  "estimatedDelivery",
  "totalAmount",
  "message",
  "theme",
  "logoUrl",
  "customDisplayName",
  "title",
  "link",
  "isActive",
  "active",
  "polygon",
  "optionGroups",
  "options",
  "optionIds",
  "selection",
  "required",
  "minSelect",
  "maxSelect",
  "tracksStock",
  "priceDelta",
  "newOrders",
  "prescriptionOrders",
  "country",
  "code",
  "kind",
  "value",
  "minimumSubtotal",
  "startsAt",
  "endsAt",
  "usageLimit",
  "oncePerCustomer",
  "discountCode",
  "phone",
  "fulfilment",
  "__proto__",
  "constructor",
  "prototype",
];

export function hostileValue(rng: Rng, depth = 0): unknown {
  const roll = rng();
  if (roll < 0.35) return pick(rng, STRINGS);
  if (roll < 0.5) return pick(rng, NUMBERS);
  if (roll < 0.58) return pick(rng, [true, false, null]);
  if (depth > 3) return pick(rng, STRINGS);
  if (roll < 0.75) return Array.from({ length: Math.floor(rng() * 4) }, () => hostileValue(rng, depth + 1));
  return hostileObject(rng, depth + 1);
}

export function hostileObject(rng: Rng, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const count = 1 + Math.floor(rng() * 6);
  for (let i = 0; i < count; i++) {
    // defineProperty: a "__proto__" key must be an own key of the JSON, not a prototype change.
    Object.defineProperty(out, pick(rng, FIELDS), {
      value: hostileValue(rng, depth),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return out;
}

/** A body and its content type, often malformed or of the wrong type. */
export function hostileBody(rng: Rng): { payload?: string | Buffer; contentType?: string } {
  const roll = rng();
  if (roll < 0.45) return { payload: JSON.stringify(hostileObject(rng)), contentType: "application/json" };
  if (roll < 0.55) return { payload: JSON.stringify(hostileValue(rng)), contentType: "application/json" };
  if (roll < 0.62)
    return {
      payload: pick(rng, ['{"name":', "{broken", "[1,2", "\u0000", ""]),
      contentType: "application/json",
    };
  if (roll < 0.68) return { payload: "name=a&price=1", contentType: "application/x-www-form-urlencoded" };
  if (roll < 0.73) return { payload: pick(rng, STRINGS), contentType: "text/plain" };
  if (roll < 0.9) return hostileMultipart(rng);
  if (roll < 0.95)
    return { payload: JSON.stringify(hostileObject(rng)), contentType: "application/json; charset=utf-16" };
  return {};
}

function hostileMultipart(rng: Rng): { payload: Buffer; contentType: string } {
  const boundary = "fuzzBoundary";
  const field = pick(rng, ["image", "logo", "prescription", "file", "__proto__", ""]);
  const data = pick(rng, [
    Buffer.from("not an image"),
    Buffer.alloc(0),
    Buffer.from([0xff, 0xd8, 0xff, 0x00]),
    Buffer.from("%PDF-1.4\n"),
  ]);
  const whole = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const roll = rng();
  if (roll < 0.4) return { payload: whole, contentType: `multipart/form-data; boundary=${boundary}` };
  if (roll < 0.6)
    return {
      payload: whole.subarray(0, Math.floor(whole.length * rng())),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  if (roll < 0.8) return { payload: whole, contentType: "multipart/form-data" };
  return {
    payload: Buffer.from(JSON.stringify(hostileObject(rng))),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Percent-encodes; a lone surrogate (which has no UTF-8 form) becomes bytes that are not UTF-8 at all. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80%C0%AF";
  }
};

/** A path parameter: sometimes a real id, mostly something that is not. */
export function hostileParam(rng: Rng, real: readonly string[]): string {
  const roll = rng();
  if (roll < 0.3 && real.length > 0) return pick(rng, real);
  if (roll < 0.4 && real.length > 0) return pick(rng, real).toUpperCase();
  return encode(pick(rng, STRINGS).slice(0, 300)) || "%20";
}

/**
 * An `Idempotency-Key`: control characters, empty, too long, not ASCII, or one of a few keys used
 * again and again (so resends, and other bodies under a used key, happen too).
 */
export function hostileIdempotencyKey(rng: Rng): string {
  const roll = rng();
  if (roll < 0.4) return pick(rng, ["fuzz-key-1", "fuzz-key-2", "00000000-0000-0000-0000-000000000000"]);
  if (roll < 0.5) return pick(rng, ["k".repeat(255), "k".repeat(256), " padded ", "a,b", '"quoted"']);
  return pick(rng, STRINGS);
}

/** A query string of hostile keys and values, or none. */
export function hostileQuery(rng: Rng): string {
  if (rng() < 0.5) return "";
  const keys = [
    ...["cursor", "limit", "status", "type", "page", "q", "lat", "lng", "__proto__", "tab"],
    // A store's product listing (issue 26) and the catalog screen's paging.
    ...["category", "price", "availability", "ids", "sort", "dir", "offset"],
    // An uploaded picture's width (issue 44).
    "w",
  ];
  const parts = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => {
    const value = rng() < 0.3 ? String(pick(rng, NUMBERS)) : pick(rng, STRINGS).slice(0, 200);
    return `${encode(pick(rng, keys))}=${encode(value)}`;
  });
  if (rng() < 0.1) parts.push("limit=1&limit=2");
  // A width the picture route takes, so that its resizing is reached, not only its refusals.
  if (rng() < 0.1) parts.push(`w=${pick(rng, ["160", "360", "1080", "360&w=720"])}`);
  // More ids than a request may name, each well formed (from the seed, so a failure replays).
  const uuid = () =>
    "00000000-0000-4000-8000-000000000000".replace(/0/g, () => Math.floor(rng() * 16).toString(16));
  if (rng() < 0.05) parts.push(`ids=${Array.from({ length: 150 }, uuid).join(",")}`);
  return `?${parts.join("&")}`;
}

/** Real rows a well-formed body can name: the store's slug, products, and one's option ids. */
export interface BoundaryRows {
  slug: string;
  /** Products an order's lines name: some with stock for a thousand units, one at the largest price. */
  productIds: readonly string[];
  /** A product with a group that tracks stock, and the ids of its groups' options. */
  withOptions: { id: string; optionIds: readonly string[] };
}

/**
 * A well-formed body whose every number is at its bound (issue 40): the largest value a contract
 * accepts or (with `past`) the one past it, at once for a product (price, stock, a stock group of up to
 * OPTION_LIMITS.optionsPerGroup variants and their sum, price changes), its CSV, an order (lines of
 * the largest quantity, up to MAX_ORDER_LINES of them, at the largest price and options), a
 * discount code, a zone, the trading settings and a status change. A route reads its own fields
 * (the others are stripped), so every route gets numbers that pass its checks and sums of them
 * that must not overflow what stores them.
 */
export function boundaryBody(
  rng: Rng,
  rows: BoundaryRows,
  { past }: { past: boolean },
): Record<string, unknown> {
  // With `past`, mostly the largest accepted value and sometimes the one past it; without, only the
  // largest accepted, so that whole bodies pass and their sums are stored.
  const over = () => past && rng() < 0.2;
  const atMost = (max: number) => (over() ? max + 1 : max);
  const amount = () => (over() ? BOUNDARY_AMOUNTS[1] : BOUNDARY_AMOUNTS[0]);
  const stock = () => (over() ? pick(rng, [MAX_STOCK + 1, MAX_INTEGER]) : pick(rng, [0, MAX_STOCK]));
  // Variants at the bound together (one full, the rest empty), or each at a bound, past it together.
  const together = !past || rng() < 0.5;
  const priceDelta = amount();
  const variants = Array.from({ length: pick(rng, [1, 2, OPTION_LIMITS.optionsPerGroup]) }, (_, i) => ({
    name: `V${i}`,
    priceDelta,
    quantity: together ? (i === 0 ? MAX_STOCK : 0) : stock(),
  }));
  // One unit of the priciest product is an order at the largest total; a thousand, past it.
  const lineQuantity = () => (rng() < 0.3 ? 1 : atMost(MAX_LINE_QUANTITY));
  const line = () =>
    rng() < 0.8
      ? { productId: pick(rng, rows.productIds), quantity: lineQuantity() }
      : {
          productId: rows.withOptions.id,
          quantity: lineQuantity(),
          optionIds: rows.withOptions.optionIds.filter(() => rng() < 0.7),
        };
  const cell = variants.map((v) => `${v.name}=${v.priceDelta} (${v.quantity})`).join("|");
  const csvRow = (i: number) => `Edge ${i},${amount()},${stock()},"Size [stock]: ${cell}"`;
  return {
    name: "Edge",
    price: amount(),
    quantity: stock(),
    sortOrder: atMost(MAX_INTEGER),
    optionGroups: [
      { name: "Size", tracksStock: true, options: variants },
      { name: "Extra", selection: "multiple", minSelect: 0, maxSelect: atMost(1000), options: [variants[0]] },
    ],
    csvData: ["name,price,quantity,options", ...Array.from({ length: 3 }, (_, i) => csvRow(i))].join("\n"),
    merchantSlug: rows.slug,
    customer: { name: "Edge", phone: "+1 555 0100", address: "1 Edge Lane" },
    // Inside the fuzzing store's zone (SQUARE_POLYGON), so a delivery can be priced.
    location: { lat: 40.72, lng: -74 },
    items: Array.from({ length: pick(rng, [1, 1, 1, MAX_ORDER_LINES, MAX_ORDER_LINES + 1]) }, line),
    code: `EDGE${Math.floor(rng() * 1e6)}`,
    kind: pick(rng, DISCOUNT_KINDS),
    value: pick(rng, [...BOUNDARY_AMOUNTS, "100", "100.01"]),
    minimumSubtotal: amount(),
    usageLimit: atMost(DISCOUNT_LIMITS.usageLimit),
    deliveryFee: amount(),
    minimumOrder: amount(),
    freeDeliveryOver: amount(),
    // A zone's estimate: at most a day, as the lead time.
    etaMinutes: atMost(MAX_LEAD_MINUTES),
    scheduledOrders: {
      enabled: rng() < 0.5,
      slotMinutes: 30,
      leadMinutes: atMost(MAX_LEAD_MINUTES),
      daysAhead: atMost(MAX_DAYS_AHEAD),
      ordersPerSlot: atMost(MAX_ORDERS_PER_SLOT),
    },
    totalAmount: amount(),
    // Cancelled most often: it gives stock back, onto rows that may be at the integer's maximum.
    status: pick(rng, ["cancelled", "cancelled", "pending", "confirmed"]),
  };
}
