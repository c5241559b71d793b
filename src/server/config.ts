import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

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

/** SMTP_URL and MAIL_FROM (decision 0030): where mail is handed over, and who it is from. */
export interface MailSettings {
  /** smtp://user:pass@host:587 or smtps://…: a secret, never logged or sent to a client. */
  smtpUrl: string;
  /** "Storefront <orders@example.com>" or a bare address. */
  from: string;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  fileStorage: FileStorageSettings;
  demoData: boolean;
  merchantApproval: MerchantApproval;
  /**
   * Signs the anti-forgery tokens. null on PostgreSQL without SESSION_SECRET: every process then
   * shares one kept in the database (src/server/shared-secret.ts), so a token from one works on all.
   */
  sessionSecret: string | null;
  mapTileUrl: string;
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
  limits: {
    loginPerIpPerMinute: number;
    registerPerIpPerMinute: number;
    loginFailuresPerEmail: number;
    ordersPerIpPerMinute: number;
    /** Public order-tracking lookups, so tracking codes cannot be guessed at speed. */
    trackingLookupsPerIpPerMinute: number;
    prescriptionUploadsPerIpPerMinute: number;
    /** Products one store may have (STORE_PRODUCT_LIMIT): bounds what one store costs to serve. */
    productsPerStore: number;
    /** Entries in one sitemap file and sitemaps in one index: the protocol's 50,000 (a test lowers it). */
    urlsPerSitemap: number;
  };
}

/** A configuration value that cannot be used: the process refuses to start, naming the setting. */
export class ConfigError extends Error {}

const PROXY_ENTRY = /^(?:[0-9a-fA-F.:]+(?:\/\d{1,3})?|loopback|linklocal|uniquelocal)$/;

/**
 * TRUST_PROXY: unset, "off" or "0" trusts no proxy (X-Forwarded-* headers are ignored); a number
 * trusts that many hops; otherwise a comma-separated list of addresses, CIDR ranges or the names
 * loopback, linklocal and uniquelocal. "true" is refused: trusting every hop lets any client choose
 * its own IP.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || ["off", "false", "no", "0"].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every((e) => PROXY_ENTRY.test(e))) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges, not "${text}"`,
    );
  }
  return entries;
}

/** PUBLIC_URL: an http(s) origin; a trailing slash or path is refused rather than guessed at. */
export function parsePublicUrl(value: string | undefined): string | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be a URL such as https://shop.example.com, not "${text}"`);
  }
  if (!["http:", "https:"].includes(url.protocol) || (url.pathname !== "/" && url.pathname !== "")) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) origin without a path, not "${text}"`);
  }
  return url.origin;
}

const FILE_STORAGE_DRIVERS = ["postgres", "disk", "s3"] as const;

/**
 * FILE_STORAGE and the S3_* settings. Unset: PostgreSQL when DATABASE_URL is set (every process
 * reads the same database, nothing new to deploy), else the local disk under DATA_DIR (PGlite is one
 * process). docs/decisions/0022-files-in-postgresql.md says when S3 is the better choice.
 */
export function parseFileStorage(env: NodeJS.ProcessEnv): FileStorageSettings {
  const text = (env.FILE_STORAGE ?? "").trim().toLowerCase();
  const driver = text === "" ? (env.DATABASE_URL ? "postgres" : "disk") : text;
  if (!FILE_STORAGE_DRIVERS.includes(driver as never)) {
    throw new ConfigError(`FILE_STORAGE must be postgres, disk or s3, not "${env.FILE_STORAGE?.trim()}"`);
  }
  if (driver !== "s3") return { driver: driver as "postgres" | "disk" };
  const bucket = (env.S3_BUCKET ?? "").trim();
  if (!bucket) throw new ConfigError("FILE_STORAGE=s3 needs S3_BUCKET, the bucket's name");
  const endpoint = (env.S3_ENDPOINT ?? "").trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    throw new ConfigError(
      `S3_ENDPOINT must be an http(s) address such as http://minio:9000, not "${endpoint}"`,
    );
  }
  const accessKeyId = (env.S3_ACCESS_KEY_ID ?? "").trim();
  const secretAccessKey = (env.S3_SECRET_ACCESS_KEY ?? "").trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither");
  }
  return {
    driver: "s3",
    bucket,
    endpoint,
    region: (env.S3_REGION ?? "").trim() || "us-east-1",
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false),
  };
}

const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

/**
 * SMTP_URL and MAIL_FROM go together: one without the other is refused at start, naming the
 * other, rather than a server that silently never mails. The URL's password is never repeated in
 * a message.
 */
export function parseMailSettings(env: NodeJS.ProcessEnv): MailSettings | null {
  const smtpUrl = (env.SMTP_URL ?? "").trim();
  const from = (env.MAIL_FROM ?? "").trim();
  if (!smtpUrl && !from) return null;
  if (!smtpUrl)
    throw new ConfigError("MAIL_FROM is set but SMTP_URL is not: set both to send mail, or neither");
  if (!from) throw new ConfigError("SMTP_URL is set but MAIL_FROM is not: set the address mail is sent from");
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new ConfigError("SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587");
  }
  if (!["smtp:", "smtps:"].includes(url.protocol) || !url.hostname) {
    throw new ConfigError(
      `SMTP_URL must start with smtp:// or smtps:// and name a host, not "${url.protocol}//${url.hostname}"`,
    );
  }
  if (!MAIL_FROM_PATTERN.test(from)) {
    throw new ConfigError(
      `MAIL_FROM must be an address such as "Orders <orders@example.com>", not "${from}"`,
    );
  }
  return { smtpUrl, from };
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  const text = (value ?? "").trim();
  if (text === "") return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    throw new ConfigError(`${name} must be a whole number of at least 1, not "${text}"`);
  }
  return Number(text);
}

const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return !["off", "false", "0", "no"].includes(value.toLowerCase());
}

export const SESSION_SECRET_FILE = "session-secret";

/** The secret a DATA_DIR kept before, if any: PGlite's, and a PostgreSQL deployment's from before 0022. */
export function fileSessionSecret(dataDir: string): string | null {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  return existsSync(file) ? readFileSync(file, "utf8").trim() || null : null;
}

/**
 * On PGlite (one process) the secret is generated on first start and kept beside the data, so
 * tokens survive restarts. On PostgreSQL it is left to the database, which every process shares.
 */
function loadSessionSecret(dataDir: string, env: NodeJS.ProcessEnv): string | null {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.DATABASE_URL) return null;
  const existing = fileSessionSecret(dataDir);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), secret, { mode: 0o600 });
  return secret;
}

function parseClockStart(value: string | undefined): number | null {
  if (!value) return null;
  const at = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) throw new ConfigError(`APP_CLOCK_START must be an ISO date and time, not "${value}"`);
  return at;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const approval = env.MERCHANT_APPROVAL === "manual" ? "manual" : "auto";
  return {
    port: Number(env.PORT) || 3000,
    host: env.HOST || "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    fileStorage: parseFileStorage(env),
    demoData: flag(env.DEMO_DATA, true),
    merchantApproval: approval,
    sessionSecret: loadSessionSecret(dataDir, env),
    // "off": maps without a basemap (an offline install, or tests that must not reach the network).
    mapTileUrl: env.MAP_TILE_URL === "off" ? "" : env.MAP_TILE_URL || DEFAULT_TILE_URL,
    clockStart: parseClockStart(env.APP_CLOCK_START),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    // Off by default: the figures say how busy each store is, so an operator opts in and keeps the
    // endpoint for the scraper (the reverse proxy need not forward it).
    metricsEnabled: flag(env.METRICS_ENABLED, false),
    mail: parseMailSettings(env),
    requireWebBuild: flag(env.REQUIRE_WEB_BUILD, true),
    // 64 MB holds thousands of store pages; a process's memory is what bounds it.
    publicCacheBytes: positiveInteger("PUBLIC_CACHE_MB", env.PUBLIC_CACHE_MB, 64) * 1024 * 1024,
    limits: {
      loginPerIpPerMinute: positiveInteger(
        "RATE_LIMIT_LOGIN_PER_MINUTE",
        env.RATE_LIMIT_LOGIN_PER_MINUTE,
        20,
      ),
      registerPerIpPerMinute: positiveInteger(
        "RATE_LIMIT_REGISTER_PER_MINUTE",
        env.RATE_LIMIT_REGISTER_PER_MINUTE,
        10,
      ),
      loginFailuresPerEmail: positiveInteger("LOGIN_FAILURES_BEFORE_LOCK", env.LOGIN_FAILURES_BEFORE_LOCK, 5),
      ordersPerIpPerMinute: positiveInteger(
        "RATE_LIMIT_ORDERS_PER_MINUTE",
        env.RATE_LIMIT_ORDERS_PER_MINUTE,
        30,
      ),
      trackingLookupsPerIpPerMinute: positiveInteger(
        "RATE_LIMIT_TRACKING_PER_MINUTE",
        env.RATE_LIMIT_TRACKING_PER_MINUTE,
        30,
      ),
      prescriptionUploadsPerIpPerMinute: positiveInteger(
        "RATE_LIMIT_PRESCRIPTION_UPLOADS_PER_MINUTE",
        env.RATE_LIMIT_PRESCRIPTION_UPLOADS_PER_MINUTE,
        10,
      ),
      productsPerStore: positiveInteger("STORE_PRODUCT_LIMIT", env.STORE_PRODUCT_LIMIT, 10_000),
      urlsPerSitemap: 50_000,
    },
  };
}
