import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import type { HelmetOptions } from "helmet";
import { sharedSessionSecret } from "#server/auth/shared-secret";
import { createStorefrontReads } from "#server/cache/storefront-reads";
import { rateLimitStoreFor } from "#server/limits/rate-limit-store";
import { adminRoutes } from "#server/modules/admin/routes";
import { adRoutes } from "#server/modules/ads/routes";
import { auditRoutes } from "#server/modules/audit/routes";
import { authRoutes } from "#server/modules/auth/routes";
import { catalogRoutes } from "#server/modules/catalog/routes";
import { customerRoutes } from "#server/modules/customers/routes";
import { discountRoutes } from "#server/modules/discounts/routes";
import { geocodingRoutes } from "#server/modules/geocoding/routes";
import { healthRoutes } from "#server/modules/health/routes";
import { mailRoutes } from "#server/modules/mail/routes";
import { merchantRoutes } from "#server/modules/merchants/routes";
import { orderRoutes } from "#server/modules/orders/routes";
import { paymentRoutes } from "#server/modules/payments/routes";
import { prescriptionRoutes } from "#server/modules/prescriptions/routes";
import { setupRoutes } from "#server/modules/setup/routes";
import { sitemapRoutes } from "#server/modules/sitemaps/routes";
import { staffRoutes } from "#server/modules/staff/routes";
import { storefrontRoutes } from "#server/modules/storefront/routes";
import { tradingRoutes } from "#server/modules/trading/routes";
import { publicFileRoutes, uploadRoutes } from "#server/modules/uploads/routes";
import { zoneRoutes } from "#server/modules/zones/routes";
import { HELD_TAPS_SCRIPT_SOURCE } from "#server/pages/held-taps";
import { registerPages } from "#server/pages/register-pages";
import { trackingPageCheck } from "#server/pages/tracking-page";
import { registerCsrf } from "#server/plugins/csrf";
import { answerBadUrl, registerErrorHandler } from "#server/plugins/error-handler";
import { registerEventStreams } from "#server/plugins/event-stream";
import { registerMetrics } from "#server/plugins/metrics";
import { registerRowIds } from "#server/plugins/row-ids";
import { registerSecurityHeaders, securityHeaders } from "#server/plugins/security-headers";
import { registerSessions } from "#server/plugins/session";
import { registerStoreChangeAnnouncer } from "#server/plugins/store-change-announcer";
import type { IndexHtmlRenderer } from "#server/plugins/web-app";
import { PublicFiles } from "#server/storage/public-files";
import type { TrustProxy } from "./config";
import type { AppDeps } from "./deps";
import { fileSessionSecret } from "./session-secret-file";

/** A hop count as the function Fastify runs for one (its types take no number). */
const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;

/** The web build: `dist/web` from src/server (tsx) and from dist/server (the compiled server) alike. */
export const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/web");

const SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      "img-src": ["'self'", "data:", "blob:", "https:", "http:"],
      "connect-src": ["'self'"],
      // The one inline script: it holds taps on a server-rendered storefront page until hydrated.
      "script-src": ["'self'", HELD_TAPS_SCRIPT_SOURCE],
      // Said outright, though default-src 'self' covers them: the dashboard's manifest and service
      // worker (decision 0031) come from this origin only.
      "manifest-src": ["'self'"],
      "worker-src": ["'self'"],
      "upgrade-insecure-requests": null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

export async function buildApp(given: AppDeps, options: { webDir?: string } = {}) {
  // Public files are served from memory: one the app removes (nothing shows it) leaves memory too.
  const publicFiles = new PublicFiles(given.storage, given.config.uploadsCacheBytes, (message, err) =>
    given.log.warn({ err }, message),
  );
  const deps: AppDeps = { ...given, storage: publicFiles.storage };
  const headers = securityHeaders(SECURITY_HEADERS);
  // Made last (registerPages), but Fastify asks for its bad-address answer when it is made.
  let renderIndexHtml: IndexHtmlRenderer | null = null;
  const app = Fastify({
    loggerInstance: deps.log,
    // Unique across processes and restarts (Fastify's default counts from req-1 in each process),
    // so one request's lines can be found in logs gathered from several servers.
    genReqId: () => randomUUID(),
    // Off unless configured: otherwise any client could pick its own IP with X-Forwarded-For.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // Routes that take large bodies (CSV bulk upload, multipart uploads) set their own limits.
    bodyLimit: 1024 * 1024,
    // Fastify answers a bad address before any hook runs: the answer carries the headers itself.
    frameworkErrors: answerBadUrl(() => renderIndexHtml, headers),
  });

  registerErrorHandler(app);
  // Before any route is added: it sees each one, checks its ids, and refuses an id it cannot name.
  registerRowIds(app);
  // First, so its response hook times every route registered after it.
  registerMetrics(app, {
    enabled: deps.config.metricsEnabled,
    poolStats: deps.poolStats,
    failures: deps.failures,
  });
  registerSecurityHeaders(app, headers);
  // JSON and the rendered index.html above 1 KB; static assets come precompressed. Request bodies
  // are never inflated: a small gzip body could expand past every body limit.
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, store: rateLimitStoreFor(deps.counters) });
  registerSessions(app, deps.db);
  registerCsrf(
    app,
    deps.config.sessionSecret ?? (await sharedSessionSecret(deps.db, fileSessionSecret(deps.config.dataDir))),
  );
  registerEventStreams(app);
  registerStoreChangeAnnouncer(app, deps.events);

  const webDir = options.webDir ?? WEB_DIR;
  await app.register(healthRoutes, { ...deps, webDir });
  await app.register(authRoutes, deps);
  await app.register(catalogRoutes, deps);
  await app.register(adRoutes, deps);
  await app.register(uploadRoutes, deps);
  await app.register(publicFileRoutes, { publicFiles });

  // Shared by the storefront's API and its HTML pages (which carry the store's data inline).
  const reads = createStorefrontReads(deps.db, deps.events, {
    maxBytes: deps.config.publicCacheBytes,
    warn: (message, err) => deps.failures.report("cache_reload", err, message),
    now: deps.now,
    payments: deps.config.payments,
  });
  app.addHook("onClose", async () => reads.close());
  await app.register(storefrontRoutes, { ...deps, reads });
  await app.register(sitemapRoutes, { ...deps, reads });
  await app.register(orderRoutes, deps);
  await app.register(customerRoutes, deps);
  await app.register(merchantRoutes, deps);
  await app.register(setupRoutes, deps);
  await app.register(prescriptionRoutes, deps);
  await app.register(zoneRoutes, deps);
  await app.register(geocodingRoutes, deps);
  await app.register(tradingRoutes, deps);
  await app.register(mailRoutes, deps);
  await app.register(discountRoutes, deps);
  await app.register(paymentRoutes, deps);
  await app.register(staffRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(adminRoutes, deps);

  renderIndexHtml = await registerPages(app, {
    webDir,
    publicUrl: deps.config.publicUrl,
    reads,
    trackingPage: trackingPageCheck(deps),
  });
  return app;
}
