import path from "node:path";
import { z } from "zod";
import { SPEC_MAP_CENTER, type TLatLng } from "#contracts/maps";

export type MerchantApproval = "auto" | "manual";

/** Fastify's trustProxy: off, a hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/** Where uploaded files live (FILE_STORAGE): every app process must read the same place. */
export type FileStorageSettings =
  | { driver: "disk" }
  | { driver: "postgres" }
  | {
      driver: "s3";
      bucket: string;
      /** An S3-compatible service's address (MinIO, R2, …); none: Amazon S3 in `region`. */
      endpoint: string | undefined;
      region: string;
      /** Both or neither: without them the SDK's own chain is used (an instance role, AWS_* variables). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/** SMTP_URL and MAIL_FROM (decision 0032): where mail is handed over, and who it is from. */
export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://…: a secret, never logged or sent to a client. */
  smtpUrl: string;
  /** "Storefront <orders@example.com>" or a bare address. */
  from: string;
}

/**
 * STRIPE_*: null without STRIPE_SECRET_KEY (the card method cannot be switched on for Stripe).
 * PAYMENTS_TEST_GATEWAY: the built-in gateway where no money moves; on by default except with
 * NODE_ENV=production, where only an explicit `on` starts it.
 */
export interface PaymentSettings {
  stripe: {
    secretKey: string;
    webhookSecret: string | null;
    /** STRIPE_API_URL: the API's base address (tests point it at tests/stripe-stand-in). */
    apiUrl: string;
    applicationFeePercent: number;
  } | null;
  testGateway: boolean;
  /**
   * Razorpay on each merchant's own account (issue 46): RAZORPAY_API_URL (tests point it at
   * tests/razorpay-stand-in). Its method can be switched on only with `secretsKey`.
   */
  razorpay: { apiUrl: string };
  /**
   * SECRETS_KEY (decision 0069): seals what merchants entrust to the platform (their Razorpay key
   * secret and webhook secret) in the database. null: nothing can be sealed, so Razorpay stays off.
   */
  secretsKey: Buffer | null;
}

/** pino's levels, quietest last. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  fileStorage: FileStorageSettings;
  demoData: boolean;
  merchantApproval: MerchantApproval;
  /**
   * Signs the anti-forgery tokens. null without SESSION_SECRET: on PGlite the server's start fills
   * it in from DATA_DIR (session-secret-file.ts); on PostgreSQL every process shares one kept in the
   * database (src/server/auth/shared-secret.ts), so a token from one works on all.
   */
  sessionSecret: string | null;
  mapTileUrl: string;
  /** MAP_DEFAULT_CENTER: where a map opens when the store has no area and no location set. */
  mapDefaultCenter: TLatLng;
  /**
   * GEOCODER_URL: a Nominatim-compatible search service's base address (issue 42, decision 0052);
   * null: none, and a typed address never decides a delivery (the shopper places the pin).
   */
  geocoderUrl: string | null;
  /**
   * APP_CLOCK_START (an ISO instant): the clock opening hours and slots are judged by starts there
   * and runs on, so journeys behave the same at any hour of the day. For tests and demos only.
   */
  clockStart: number | null;
  trustProxy: TrustProxy;
  /** The public origin ("https://shop.example.com") for absolute links; null: taken from the request. */
  publicUrl: string | null;
  /** Email through an SMTP server; null (SMTP_URL unset): no mail is written or sent. */
  mail: MailSettings | null;
  /** METRICS_ENABLED: Prometheus metrics at /metrics (404 when off). */
  metricsEnabled: boolean;
  /** REQUIRE_WEB_BUILD: off only for `npm run dev:server`, where Vite serves the web app. */
  requireWebBuild: boolean;
  /** PUBLIC_CACHE_MB: the storefront answers kept in memory, in bytes (cache/public-cache.ts). */
  publicCacheBytes: number;
  /** UPLOADS_CACHE_MB: uploaded public files and their sized copies kept in memory, in bytes. */
  uploadsCacheBytes: number;
  /** LOG_LEVEL: the server's pino level. */
  logLevel: LogLevel;
  /** PRESCRIPTION_RETENTION_DAYS: a claimed prescription file is deleted this many days after its order. */
  prescriptionRetentionDays: number;
  /** Card payments (issue 41, decision 0050). */
  payments: PaymentSettings;
  limits: {
    loginPerIpPerMinute: number;
    registerPerIpPerMinute: number;
    loginFailuresPerEmail: number;
    ordersPerIpPerMinute: number;
    /** Public order-tracking lookups, so tracking codes cannot be guessed at speed. */
    trackingLookupsPerIpPerMinute: number;
    prescriptionUploadsPerIpPerMinute: number;
    /** Store-address checks while registering (GET /api/slug-availability). */
    slugChecksPerIpPerMinute: number;
    /** Address searches (GET /api/geocode, the address delivery check) per client address. */
    geocodesPerIpPerMinute: number;
    /**
     * Bytes of prescription files no order has claimed yet that one client address (an IPv6 /64)
     * may hold, and that all addresses together may hold: the disk an anonymous upload can fill.
     */
    prescriptionUnclaimedBytesPerIp: number;
    prescriptionUnclaimedBytesTotal: number;
    /** Products one store may have (STORE_PRODUCT_LIMIT): bounds what one store costs to serve. */
    productsPerStore: number;
    /** Entries in one sitemap file and sitemaps in one index: the protocol's 50,000 (a test lowers it). */
    urlsPerSitemap: number;
  };
}

/**
 * Settings that cannot be used, one line per problem, each naming its setting and (unless it is a
 * secret) the value it got. The server and the operator commands print the lines and exit 1.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

/**
 * The words an on/off setting takes, in any case (decision 0036). Anything else is refused: a
 * typo must not pick a side.
 */
export const ON_WORDS = ["on", "true", "yes", "1"] as const;
export const OFF_WORDS = ["off", "false", "no", "0"] as const;

/** Thrown inside a setting's reader; becomes that setting's line in the ConfigError. */
class Refused extends Error {}
const refuse = (message: string): never => {
  throw new Refused(message);
};

/**
 * One setting: unset (or empty, or only spaces, as `VAR=` leaves it) is `fallback`; otherwise the
 * trimmed text goes through `read`, which returns the value or refuses with what it must be.
 */
function setting<T>(fallback: T, read: (text: string) => T) {
  return z
    .string()
    .optional()
    .transform((value, ctx): T => {
      const text = value?.trim();
      if (!text) return fallback;
      try {
        return read(text);
      } catch (err) {
        if (!(err instanceof Refused)) throw err;
        ctx.addIssue({ code: "custom", message: err.message });
        return z.NEVER;
      }
    });
}

const onOff = <F extends boolean | undefined>(fallback: F) =>
  setting<boolean | F>(fallback, (text) => {
    const word = text.toLowerCase();
    if ((ON_WORDS as readonly string[]).includes(word)) return true;
    if ((OFF_WORDS as readonly string[]).includes(word)) return false;
    return refuse(`must be on or off (or true/false, yes/no, 1/0), not "${text}"`);
  });

/** Exactly one of `values`, as written (MERCHANT_APPROVAL=Manual is refused, not taken for auto). */
function oneOf<const V extends string, F extends V | undefined>(values: readonly V[], fallback: F) {
  const listed = `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;
  return setting<V | F>(fallback, (text) =>
    (values as readonly string[]).includes(text) ? (text as V) : refuse(`must be ${listed}, not "${text}"`),
  );
}

function wholeNumber(fallback: number, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) {
  const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
  return setting(fallback, (text) => {
    if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
      refuse(`must be a whole number ${range}, not "${text}"`);
    }
    return Number(text);
  });
}

/** Free text (a name, a path, a key): any value is taken. */
const text = <F extends string | undefined>(fallback: F) => setting<string | F>(fallback, (t) => t);

/** "scheme://host" of a URL that may carry a password: enough to say what is wrong with it. */
const withoutCredentials = (url: URL) => `${url.protocol}//${url.hostname}`;

/**
 * Only the start is checked: the driver (pg) and pg_dump each parse the rest their own way, and
 * either may accept what a URL parser refuses (an empty host beside `?host=/var/run/postgresql`).
 */
function parseDatabaseUrl(text: string): string {
  if (/^postgres(?:ql)?:\/\//i.test(text)) return text;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0];
  if (!scheme) return refuse("must be a URL such as postgres://user:password@host:5432/database");
  // The host, past any "user:password@", without the port: never a character of the password.
  const authority = text.slice(scheme.length).split(/[/?#]/)[0]!;
  const host = authority.slice(authority.lastIndexOf("@") + 1).split(":")[0];
  return refuse(`must start with postgres:// or postgresql://, not "${scheme}${host}"`);
}

function parseHost(text: string): string {
  if (/[\s/]/.test(text)) refuse(`must be an address or host name such as 0.0.0.0 or ::, not "${text}"`);
  return text;
}

const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** "off": maps without a basemap (an offline install, or tests that must not reach the network). */
function parseMapTileUrl(text: string): string {
  if (text.toLowerCase() === "off") return "";
  const placeholders = ["{z}", "{x}", "{y}"].every((p) => text.includes(p));
  if (!/^https?:\/\/[^/\s]+\/\S*$/.test(text) || !placeholders) {
    refuse(`must be off or an http(s) tile address with {z}, {x} and {y} in it, not "${text}"`);
  }
  return text;
}

const COORDINATES = /^([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)$/;

function parseMapCenter(text: string): TLatLng {
  const match = COORDINATES.exec(text);
  const lat = Number(match?.[1]);
  const lng = Number(match?.[2]);
  if (!match || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    refuse(`must be a latitude and a longitude in degrees, as "40.71,-74.01", not "${text}"`);
  }
  return { lat, lng };
}

function parseClockStart(text: string): number {
  const at = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? refuse(`must be an ISO date and time, not "${text}"`) : at;
}

const PROXY_ENTRY = /^(?:[0-9a-fA-F.:]+(?:\/\d{1,3})?|loopback|linklocal|uniquelocal)$/;

/**
 * TRUST_PROXY: unset or an off word trusts no proxy (X-Forwarded-* headers are ignored); a number
 * trusts that many hops; otherwise a comma-separated list of addresses, CIDR ranges or the names
 * loopback, linklocal and uniquelocal. "true" is refused: trusting every hop lets any client choose
 * its own IP.
 */
function parseTrustProxy(text: string): TrustProxy {
  if ((OFF_WORDS as readonly string[]).includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every((e) => PROXY_ENTRY.test(e))) {
    refuse(`must be a hop count or a comma-separated list of proxy addresses or CIDR ranges, not "${text}"`);
  }
  return entries;
}

/** STRIPE_API_URL and RAZORPAY_API_URL: an http(s) origin, as the clients take it (protocol, host and port). */
function apiUrl(example: string) {
  return (text: string): string => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return refuse(`must be a URL such as ${example}, not "${text}"`);
    }
    if (!["http:", "https:"].includes(url.protocol)) refuse(`must be an http(s) URL, not "${text}"`);
    return url.origin;
  };
}

/**
 * SECRETS_KEY: 32 random bytes as 64 hex digits or base64 (`openssl rand -hex 32`): the key that
 * seals merchants' secrets (secret-box.ts). Its value is never part of a message.
 */
function parseSecretsKey(text: string): Buffer {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, "hex");
  if (/^[A-Za-z0-9+/]{43}=?$/.test(text)) return Buffer.from(text, "base64");
  return refuse("must be 32 random bytes as 64 hex digits or base64 (openssl rand -hex 32)");
}

/** GEOCODER_URL: an http(s) base address; a path is kept (`https://host/nominatim`), a trailing slash not. */
function parseGeocoderUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse(`must be a URL such as https://nominatim.openstreetmap.org, not "${text}"`);
  }
  if (!["http:", "https:"].includes(url.protocol) || url.search || url.hash) {
    refuse(`must be an http(s) address without a query, not "${text}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** A percentage from 0 to 100 with at most two decimals ("2.5"). */
function parsePercent(text: string): number {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
    refuse(`must be a percentage from 0 to 100, such as 2.5, not "${text}"`);
  }
  return Number(text);
}

/** PUBLIC_URL: an http(s) origin; a trailing slash or path is refused rather than guessed at. */
function parsePublicUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse(`must be a URL such as https://shop.example.com, not "${text}"`);
  }
  if (!["http:", "https:"].includes(url.protocol) || (url.pathname !== "/" && url.pathname !== "")) {
    refuse(`must be an http(s) origin without a path, not "${text}"`);
  }
  return url.origin;
}

function parseS3Endpoint(text: string): string {
  if (!/^https?:\/\/[^/\s]+\/?$/.test(text)) {
    refuse(`must be an http(s) address such as http://minio:9000, not "${text}"`);
  }
  return text;
}

/** The URL's password is never repeated in a message. */
function parseSmtpUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse("must be a URL such as smtp://user:password@mail.example.com:587");
  }
  if (!["smtp:", "smtps:"].includes(url.protocol) || !url.hostname) {
    refuse(`must start with smtp:// or smtps:// and name a host, not "${withoutCredentials(url)}"`);
  }
  return text;
}

const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

function parseMailFrom(text: string): string {
  if (!MAIL_FROM_PATTERN.test(text)) {
    refuse(`must be an address such as "Orders <orders@example.com>", not "${text}"`);
  }
  return text;
}

/**
 * Every setting the app reads, by its environment variable: its type, its default and what it
 * says when refused. The README's settings table lists exactly these (config.test.ts checks).
 */
const settingsSchema = z.object({
  PORT: wholeNumber(3000, { min: 0, max: 65_535 }),
  HOST: setting("0.0.0.0", parseHost),
  DATA_DIR: text("./data"),
  DATABASE_URL: setting(undefined, parseDatabaseUrl),
  DEMO_DATA: onOff(true),
  MERCHANT_APPROVAL: oneOf(["auto", "manual"], "auto"),
  SESSION_SECRET: text(undefined),
  // Unset: PostgreSQL when DATABASE_URL is set, else the disk (see fileStorage below).
  FILE_STORAGE: oneOf(["postgres", "disk", "s3"], undefined),
  S3_BUCKET: text(undefined),
  S3_ENDPOINT: setting(undefined, parseS3Endpoint),
  S3_REGION: text("us-east-1"),
  S3_ACCESS_KEY_ID: text(undefined),
  S3_SECRET_ACCESS_KEY: text(undefined),
  S3_FORCE_PATH_STYLE: onOff(false),
  MAP_TILE_URL: setting(DEFAULT_TILE_URL, parseMapTileUrl),
  GEOCODER_URL: setting(null, parseGeocoderUrl),
  MAP_DEFAULT_CENTER: setting(SPEC_MAP_CENTER, parseMapCenter),
  APP_CLOCK_START: setting(null, parseClockStart),
  TRUST_PROXY: setting(false, parseTrustProxy),
  PUBLIC_URL: setting(null, parsePublicUrl),
  // 64 MB holds thousands of store pages; a process's memory is what bounds it.
  PUBLIC_CACHE_MB: wholeNumber(64, { max: 1024 * 1024 }),
  // 64 MB holds about 600 full-size product pictures (~100 KB) or 6,000 card-sized copies.
  UPLOADS_CACHE_MB: wholeNumber(64, { max: 1024 * 1024 }),
  STORE_PRODUCT_LIMIT: wholeNumber(10_000),
  RATE_LIMIT_ORDERS_PER_MINUTE: wholeNumber(30),
  RATE_LIMIT_LOGIN_PER_MINUTE: wholeNumber(20),
  RATE_LIMIT_REGISTER_PER_MINUTE: wholeNumber(10),
  LOGIN_FAILURES_BEFORE_LOCK: wholeNumber(5),
  RATE_LIMIT_TRACKING_PER_MINUTE: wholeNumber(30),
  RATE_LIMIT_PRESCRIPTION_UPLOADS_PER_MINUTE: wholeNumber(10),
  // One blur of the register form's address field is one check: far below this.
  RATE_LIMIT_SLUG_CHECKS_PER_MINUTE: wholeNumber(120),
  // A shopper's typing is searched 800 ms after they stop: a few a minute, so 30 leaves room.
  RATE_LIMIT_GEOCODE_PER_MINUTE: wholeNumber(30),
  // 30 MB: three 10 MB files waiting to be sent; 2 GB for everyone's, the disk an operator gives it.
  PRESCRIPTION_UNCLAIMED_MB_PER_IP: wholeNumber(30, { max: 1024 * 1024 }),
  PRESCRIPTION_UNCLAIMED_MB_TOTAL: wholeNumber(2048, { max: 1024 * 1024 * 1024 }),
  // Two years; a pharmacy's own records obligation is its own system's, not this app's.
  PRESCRIPTION_RETENTION_DAYS: wholeNumber(730, { max: 36_500 }),
  STRIPE_SECRET_KEY: text(undefined),
  STRIPE_WEBHOOK_SECRET: text(undefined),
  STRIPE_API_URL: setting("https://api.stripe.com", apiUrl("https://api.stripe.com")),
  STRIPE_APPLICATION_FEE_PERCENT: setting(0, parsePercent),
  PAYMENTS_TEST_GATEWAY: onOff(undefined),
  RAZORPAY_API_URL: setting("https://api.razorpay.com", apiUrl("https://api.razorpay.com")),
  SECRETS_KEY: setting<Buffer | undefined>(undefined, parseSecretsKey),
  NODE_ENV: text(undefined),
  SMTP_URL: setting(undefined, parseSmtpUrl),
  MAIL_FROM: setting(undefined, parseMailFrom),
  // Off by default: the figures say how busy each store is, so an operator opts in and keeps the
  // endpoint for the scraper (the reverse proxy need not forward it).
  METRICS_ENABLED: onOff(false),
  REQUIRE_WEB_BUILD: onOff(true),
  LOG_LEVEL: oneOf(LOG_LEVELS, "info"),
});

const MB = 1024 * 1024;

type Settings = z.output<typeof settingsSchema>;

/** The environment variables the app reads, in the README's order. */
export const SETTING_NAMES = Object.keys(settingsSchema.shape) as (keyof Settings)[];

/**
 * FILE_STORAGE unset: PostgreSQL when DATABASE_URL is set (every process reads the same database,
 * nothing new to deploy), else the local disk under DATA_DIR (PGlite is one process).
 * docs/decisions/0022-files-in-postgresql.md says when S3 is the better choice.
 */
export const defaultFileDriver = (databaseUrl: string | undefined): "postgres" | "disk" =>
  databaseUrl ? "postgres" : "disk";

/** FILE_STORAGE and the S3_* settings. */
function fileStorageOf(s: Settings, problems: string[]): FileStorageSettings {
  const driver = s.FILE_STORAGE ?? defaultFileDriver(s.DATABASE_URL);
  if (driver !== "s3") return { driver };
  if (!s.S3_BUCKET) problems.push("FILE_STORAGE=s3 needs S3_BUCKET, the bucket's name");
  if (Boolean(s.S3_ACCESS_KEY_ID) !== Boolean(s.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither");
  }
  return {
    driver: "s3",
    bucket: s.S3_BUCKET ?? "",
    endpoint: s.S3_ENDPOINT,
    region: s.S3_REGION,
    credentials:
      s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: s.S3_FORCE_PATH_STYLE,
  };
}

/**
 * SMTP_URL and MAIL_FROM go together: one without the other is refused at start, naming the
 * other, rather than a server that silently never mails.
 */
function mailOf(s: Settings, problems: string[]): MailSettings | null {
  if (!s.SMTP_URL && !s.MAIL_FROM) return null;
  if (!s.SMTP_URL) {
    problems.push("MAIL_FROM is set but SMTP_URL is not: set both to send mail, or neither");
  } else if (!s.MAIL_FROM) {
    problems.push("SMTP_URL is set but MAIL_FROM is not: set the address mail is sent from");
  }
  return { smtpUrl: s.SMTP_URL ?? "", from: s.MAIL_FROM ?? "" };
}

/** STRIPE_* and PAYMENTS_TEST_GATEWAY. The secret key's value is never part of a message. */
function paymentsOf(s: Settings, problems: string[]): PaymentSettings {
  if (!s.STRIPE_SECRET_KEY && s.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      "STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is not: set both to take cards through Stripe",
    );
  }
  const production = s.NODE_ENV === "production";
  return {
    stripe: s.STRIPE_SECRET_KEY
      ? {
          secretKey: s.STRIPE_SECRET_KEY,
          webhookSecret: s.STRIPE_WEBHOOK_SECRET ?? null,
          apiUrl: s.STRIPE_API_URL,
          applicationFeePercent: s.STRIPE_APPLICATION_FEE_PERCENT,
        }
      : null,
    // Decision 0050: a server where no money moves must never be a production default.
    testGateway: s.PAYMENTS_TEST_GATEWAY ?? !production,
    razorpay: { apiUrl: s.RAZORPAY_API_URL },
    secretsKey: s.SECRETS_KEY ?? null,
  };
}

/**
 * The app's settings from the environment, or a ConfigError listing every value it cannot use.
 * Pure: it reads no file and writes none (the session-secret file is session-secret-file.ts's).
 * A setting's own value is checked first; settings that go together (S3_*, SMTP_URL and MAIL_FROM)
 * once each is valid alone.
 */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => [...issue.path, issue.message].join(" ")));
  }
  const s = parsed.data;
  const problems: string[] = [];
  const config: AppConfig = {
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    fileStorage: fileStorageOf(s, problems),
    demoData: s.DEMO_DATA,
    merchantApproval: s.MERCHANT_APPROVAL,
    sessionSecret: s.SESSION_SECRET ?? null,
    mapTileUrl: s.MAP_TILE_URL,
    geocoderUrl: s.GEOCODER_URL,
    mapDefaultCenter: s.MAP_DEFAULT_CENTER,
    clockStart: s.APP_CLOCK_START,
    trustProxy: s.TRUST_PROXY,
    publicUrl: s.PUBLIC_URL,
    mail: mailOf(s, problems),
    metricsEnabled: s.METRICS_ENABLED,
    requireWebBuild: s.REQUIRE_WEB_BUILD,
    publicCacheBytes: s.PUBLIC_CACHE_MB * 1024 * 1024,
    uploadsCacheBytes: s.UPLOADS_CACHE_MB * 1024 * 1024,
    logLevel: s.LOG_LEVEL,
    prescriptionRetentionDays: s.PRESCRIPTION_RETENTION_DAYS,
    payments: paymentsOf(s, problems),
    limits: {
      loginPerIpPerMinute: s.RATE_LIMIT_LOGIN_PER_MINUTE,
      registerPerIpPerMinute: s.RATE_LIMIT_REGISTER_PER_MINUTE,
      loginFailuresPerEmail: s.LOGIN_FAILURES_BEFORE_LOCK,
      ordersPerIpPerMinute: s.RATE_LIMIT_ORDERS_PER_MINUTE,
      trackingLookupsPerIpPerMinute: s.RATE_LIMIT_TRACKING_PER_MINUTE,
      prescriptionUploadsPerIpPerMinute: s.RATE_LIMIT_PRESCRIPTION_UPLOADS_PER_MINUTE,
      slugChecksPerIpPerMinute: s.RATE_LIMIT_SLUG_CHECKS_PER_MINUTE,
      geocodesPerIpPerMinute: s.RATE_LIMIT_GEOCODE_PER_MINUTE,
      prescriptionUnclaimedBytesPerIp: s.PRESCRIPTION_UNCLAIMED_MB_PER_IP * MB,
      prescriptionUnclaimedBytesTotal: s.PRESCRIPTION_UNCLAIMED_MB_TOTAL * MB,
      productsPerStore: s.STORE_PRODUCT_LIMIT,
      urlsPerSitemap: 50_000,
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
