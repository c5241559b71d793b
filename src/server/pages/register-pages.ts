import type { FastifyInstance } from "fastify";
import type { StorefrontReads } from "#server/cache/storefront-reads";
import { registerNotFound } from "#server/plugins/error-handler";
import { type IndexHtmlRenderer, registerWebApp } from "#server/plugins/web-app";
import { registerRobotsTxt } from "./robots-txt";
import { storefrontHtml } from "./storefront-html";
import type { TrackingPageCheck } from "./tracking-page";

/**
 * The web app's pages: robots.txt, its built files, and index.html for every other path (the not-found
 * handler), a storefront page's with its head tags, data and first screen. Registered last, after
 * every API route. Returns the index.html renderer (null without a web build).
 */
export async function registerPages(
  app: FastifyInstance,
  {
    webDir,
    publicUrl,
    reads,
    trackingPage,
  }: { webDir: string; publicUrl: string | null; reads: StorefrontReads; trackingPage: TrackingPageCheck },
): Promise<IndexHtmlRenderer | null> {
  registerRobotsTxt(app, publicUrl);
  // Browsers and crawlers ask for /favicon.ico on a page that names no icon (the dashboard's offline
  // page, a feed reader): they are sent to the pages' own icon rather than given a 404. It is the PNG,
  // which a browser reads without building an SVG document on the page's thread (decision 0074).
  app.get("/favicon.ico", async (_request, reply) => reply.redirect("/favicon.png", 301));
  const render = await registerWebApp(app, webDir, storefrontHtml(publicUrl, reads, trackingPage));
  registerNotFound(app, render);
  return render;
}
