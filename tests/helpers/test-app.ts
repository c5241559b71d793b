import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "#server/app";
import { type BackgroundFailures, createBackgroundFailures } from "#server/background-failures";
import type { AppConfig } from "#server/config";
import type { AppDeps } from "#server/deps";
import { createEventBus } from "#server/events/create-event-bus";
import type { EventBus } from "#server/events/event-bus";
import { announceStoreChange } from "#server/events/store-changes";
import { createCounterStore } from "#server/limits/create-counter-store";
import { createStorage } from "#server/storage/create-storage";
import type { FileStorage } from "#server/storage/file-storage";
import { silentLogger } from "./silent-log";
import { type Driver, openTestDatabase, type TestDatabase } from "./test-database";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** The app's file storage (FILE_STORAGE): PostgreSQL on the postgres driver, DATA_DIR's disk on PGlite. */
  storage: FileStorage;
  /** The app's event bus: a test acting as another part of the same process publishes on it. */
  events: EventBus;
  /**
   * What the app announces after a write: a test that changes a store through the factories (not
   * through the API) calls it before reading the store again, or it would read the cached answer.
   */
  storeChanged(merchantId: string): Promise<void>;
  close(): Promise<void>;
}

/** Settings a test changes; its `limits` are merged with the defaults' (a test names the one it tests). */
export type TestConfigOverrides = Omit<Partial<AppConfig>, "limits"> & {
  limits?: Partial<AppConfig["limits"]>;
};

export function testConfig({ limits, ...overrides }: TestConfigOverrides = {}): AppConfig {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: "/nonexistent",
    databaseUrl: undefined,
    fileStorage: { driver: "disk" },
    demoData: false,
    merchantApproval: "auto",
    sessionSecret: "test-secret-test-secret-test-secret",
    mapTileUrl: "",
    // No geocoder unless a test starts the Nominatim stand-in (tests/nominatim-stand-in).
    geocoderUrl: null,
    mapDefaultCenter: { lat: 40.71, lng: -74.01 },
    clockStart: null,
    trustProxy: false,
    publicUrl: null,
    metricsEnabled: false,
    mail: null,
    requireWebBuild: true,
    publicCacheBytes: 64 * 1024 * 1024,
    uploadsCacheBytes: 64 * 1024 * 1024,
    logLevel: "info",
    prescriptionRetentionDays: 730,
    // No Stripe and the test gateway on, as a developer's machine: a test of Stripe sets it. Razorpay
    // points at nothing until a test starts tests/razorpay-stand-in; a SECRETS_KEY is set.
    payments: TEST_PAYMENTS,
    limits: {
      loginPerIpPerMinute: 1000,
      registerPerIpPerMinute: 1000,
      loginFailuresPerEmail: 1000,
      ordersPerIpPerMinute: 1000,
      trackingLookupsPerIpPerMinute: 1000,
      prescriptionUploadsPerIpPerMinute: 1000,
      slugChecksPerIpPerMinute: 1000,
      geocodesPerIpPerMinute: 1000,
      prescriptionUnclaimedBytesPerIp: 30 * 1024 * 1024,
      prescriptionUnclaimedBytesTotal: 2048 * 1024 * 1024,
      productsPerStore: 20_000,
      urlsPerSitemap: 50_000,
      ...limits,
    },
    ...overrides,
  };
}

/** A fixed SECRETS_KEY for tests (decision 0069): never a real one. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7);

/** The payment settings of a test app unless a test sets its own: spread it and override what it tests. */
export const TEST_PAYMENTS: AppConfig["payments"] = {
  stripe: null,
  testGateway: true,
  razorpay: { apiUrl: "http://127.0.0.1:9" },
  secretsKey: TEST_SECRETS_KEY,
};

/**
 * The app over an open database, built as main.ts builds it (its own storage, counters and event
 * bus; on PostgreSQL these go through `database.url`, like a separate process would). Closing the
 * app closes its event bus too.
 */
export async function buildTestApp(
  database: Pick<TestDatabase, "db" | "driver" | "url"> & Partial<Pick<TestDatabase, "poolStats">>,
  config: AppConfig,
  options: {
    webDir?: string;
    events?: EventBus;
    /** The app's logger (AppDeps.log): silent unless a test reads it. */
    log?: FastifyBaseLogger;
    /** Where failures nothing waits for go: by default, to `log`. */
    failures?: BackgroundFailures;
    storage?: FileStorage;
    /** The app's clock (AppDeps.now): Date.now unless the test moves it. */
    now?: () => number;
    /** Card payment providers of the test's own (a failing one); by default config.payments's. */
    providers?: AppDeps["providers"];
  } = {},
) {
  const log = options.log ?? silentLogger();
  const failures = options.failures ?? createBackgroundFailures(log);
  const events = options.events ?? createEventBus(database.url, failures);
  const app = await buildApp(
    {
      db: database.db,
      config,
      storage: options.storage ?? createStorage(config, database.db),
      counters: createCounterStore(database),
      events,
      poolStats: database.poolStats ?? (() => ({ max: 1, total: 1, idle: null, waiting: null })),
      now: options.now ?? Date.now,
      log,
      failures,
      providers: options.providers,
    },
    { webDir: options.webDir ?? "/nonexistent" },
  );
  app.addHook("onClose", () => events.close());
  await app.ready();
  return app;
}

export async function createTestApp(
  driver: Driver,
  overrides: TestConfigOverrides = {},
  options: {
    webDir?: string;
    now?: () => number;
    log?: FastifyBaseLogger;
    /** Card payment providers of the test's own, made over the app's database. */
    providers?: (db: TestDatabase["db"]) => AppDeps["providers"];
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(driver);
  // As parseConfig chooses when FILE_STORAGE is unset.
  const config = testConfig({
    fileStorage: { driver: driver === "postgres" ? "postgres" : "disk" },
    ...overrides,
  });
  const log = options.log ?? silentLogger();
  const failures = createBackgroundFailures(log);
  const events = createEventBus(database.url, failures);
  // The app's own storage, so that what a test reads is what the app serves (its memory cache too).
  const storage = createStorage(config, database.db);
  const app = await buildTestApp(database, config, {
    events,
    webDir: options.webDir,
    storage,
    now: options.now,
    log,
    failures,
    providers: options.providers?.(database.db),
  });
  return {
    app,
    database,
    config,
    storage,
    events,
    storeChanged: (merchantId) => announceStoreChange(events, merchantId),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A browser-like client over app.inject: keeps cookies, fetches and caches the CSRF token, and
 * re-fetches it after sign-in changes the session (as the web client's one retry does).
 */
export class TestClient {
  private cookies = new Map<string, string>();
  private csrfToken: string | null = null;

  /** `remoteAddress`: the client's IP as the app sees it (127.0.0.1 unless a test sets another). */
  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress?: string,
  ) {}

  /** The same browser talking to another app process (behind one load balancer): its cookies go along. */
  on(app: FastifyInstance): TestClient {
    const other = new TestClient(app, this.remoteAddress);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      if (c.value === "" || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  /** The cookies this client holds, as a Cookie header (for requests sent over real HTTP). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async token(): Promise<string> {
    if (this.csrfToken) return this.csrfToken;
    const res = await this.request("GET", "/api/csrf-token");
    this.csrfToken = res.json().csrfToken;
    return this.csrfToken!;
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== "GET" && options.csrf !== false) headers["x-csrf-token"] = await this.token();
    const isRaw = typeof body === "string" || Buffer.isBuffer(body);
    const res = await this.app.inject({
      method,
      url,
      headers,
      cookies: Object.fromEntries(this.cookies),
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      ...(body === undefined
        ? {}
        : isRaw
          ? { payload: body as string | Buffer }
          : { payload: body as object }),
    });
    this.remember(res);
    // The token is bound to the session: after sign-in or sign-out a fresh one is needed.
    if (url === "/api/login" || url === "/api/register" || url === "/api/logout") this.csrfToken = null;
    return res;
  }

  get = (url: string) => this.request("GET", url);
  post = (url: string, body?: unknown) => this.request("POST", url, body);
  put = (url: string, body?: unknown) => this.request("PUT", url, body);
  patch = (url: string, body?: unknown) => this.request("PATCH", url, body);
  delete = (url: string) => this.request("DELETE", url);

  /** POSTs one file as multipart/form-data, built by hand as a browser's FormData would be. */
  upload(
    url: string,
    field: string,
    filename: string,
    data: Buffer,
    mime: string,
  ): Promise<LightMyRequestResponse> {
    const boundary = `----test${Math.random().toString(16).slice(2)}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${mime}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.request("POST", url, body, {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
  }
}

let counter = 0;

/** Registers a new merchant through the API and returns a signed-in client for it. */
export async function registerMerchant(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ client: TestClient; merchant: { id: string; businessSlug: string; email: string } }> {
  counter++;
  const client = new TestClient(app);
  const suffix = `${Date.now().toString(36)}${counter}`;
  const res = await client.post("/api/register", {
    email: `m${suffix}@example.com`,
    password: "secret123",
    businessName: `Test Store ${suffix}`,
    businessSlug: `test-store-${suffix}`,
    businessType: "retail",
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { client, merchant: res.json() };
}
