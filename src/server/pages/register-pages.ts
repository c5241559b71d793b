import type { FastifyInstance } from "fastify";
import type { StorefrontReads } from "#server/cache/storefront-reads";
import { registerNotFound } from "#server/plugins/error-handler";
import { registerWebApp } from "#server/plugins/web-app";
import { storefrontHtml } from "./storefront-html";

/**
 * The web app's pages: its built files, and index.html for every other path (the not-found
 * handler), a storefront page's with its head tags, data and first screen. Registered last, after
 * every API route.
 */
export async function registerPages(
  app: FastifyInstance,
  { webDir, publicUrl, reads }: { webDir: string; publicUrl: string | null; reads: StorefrontReads },
) {
  registerNotFound(app, await registerWebApp(app, webDir, storefrontHtml(publicUrl, reads)));
}
