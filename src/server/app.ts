import path from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { AppConfig } from "./config";
import type { Db } from "./db/client";
import { authRoutes } from "./modules/auth/routes";
import { catalogRoutes } from "./modules/catalog/routes";
import { healthRoutes } from "./modules/health/routes";
import { orderRoutes } from "./modules/orders/routes";
import { storefrontRoutes } from "./modules/storefront/routes";
import { storefrontHtml } from "./modules/storefront/storefront-html";
import { uploadRoutes } from "./modules/uploads/routes";
import { registerCsrf } from "./plugins/csrf";
import { registerErrorHandler, registerNotFound } from "./plugins/error-handler";
import { registerSessions } from "./plugins/session";
import { registerWebApp } from "./plugins/web-app";

export interface AppDeps {
  db: Db;
  config: AppConfig;
}

const defaultWebDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/web");

export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions["logger"]; webDir?: string } = {},
) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    // Routes that take large bodies (CSV bulk upload, multipart uploads) set their own limits.
    bodyLimit: 1024 * 1024,
  });

  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "img-src": ["'self'", "data:", "blob:", "https:", "http:"],
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  registerSessions(app, deps.db);
  registerCsrf(app, deps.config.sessionSecret);

  await app.register(healthRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(catalogRoutes, deps);
  await app.register(uploadRoutes, deps);

  await app.register(storefrontRoutes, deps);
  await app.register(orderRoutes, deps);

  registerNotFound(app, await registerWebApp(app, options.webDir ?? defaultWebDir, storefrontHtml(deps.db)));
  return app;
}
