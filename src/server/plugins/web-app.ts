import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Renders index.html for one request (the not-found handler serves it for client-side routes). */
export type IndexHtmlRenderer = (request: FastifyRequest) => string | Promise<string>;
/** Rewrites index.html for one request, e.g. to add a storefront page's title and Open Graph tags. */
export type IndexHtmlTransform = (html: string, request: FastifyRequest) => Promise<string>;

/**
 * Serves the built web app's files; hashed assets get a year-long immutable cache.
 * Returns the index.html renderer for the not-found handler, or null when there is no build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  transform?: IndexHtmlTransform,
): Promise<IndexHtmlRenderer | null> {
  const indexFile = path.join(webDir, "index.html");
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, "utf8");
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of text assets (scripts/precompress-plugin.ts).
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      }
    },
  });
  return transform ? (request) => transform(indexHtml, request) : () => indexHtml;
}
