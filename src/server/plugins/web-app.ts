import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readWebFiles, registerWebFiles } from "#server/static-files/web-files";
import type { TextBody } from "#server/text-body";
import { chunkFiles, type Manifest, manifestFile, readManifest } from "./web-manifest";

/** A page's HTML: as text, or kept with its compressed copies (a storefront page, made once per change). */
export type PageHtml = string | TextBody;
/**
 * index.html as sent for one address. `notFound` when what the address names does not exist (a
 * store, a product): the app still comes, and draws its own not-found page, but with a 404.
 */
export interface IndexPage {
  html: PageHtml;
  notFound?: boolean;
  /**
   * With `notFound`: what the address names is there but not for now (a suspended store's page), a
   * 410 rather than a 404; the app draws why.
   */
  gone?: boolean;
  /** A page search engines must not list (a customer's order): sent with `X-Robots-Tag`. */
  noindex?: string;
  /** The request headers the page's HTML depends on (its language: Accept-Language, Cookie). */
  vary?: string;
}
/** Renders index.html for one request (the not-found handler serves it for client-side routes). */
export type IndexHtmlRenderer = (request: FastifyRequest) => IndexPage | Promise<IndexPage>;
/** Rewrites index.html for one request, e.g. to add a storefront page's title and Open Graph tags. */
export type IndexHtmlTransform = (
  html: string,
  request: FastifyRequest,
  assets: WebAssets,
) => Promise<IndexPage>;

/** What the build says about its files (Vite's manifest), for the pages. */
export interface WebAssets {
  /**
   * `<link rel="modulepreload">` tags for a screen's code and everything it imports, by its source
   * path under src/web ("routes/microsite.tsx"): the browser fetches the screen's chunk with the
   * entry instead of after it has run. Empty when the build has no manifest.
   */
  preloadTags(source: string): string;
  /**
   * Renders a storefront page's first screen to HTML from the data the page carries inline (its
   * JSON text), or null for a page it does not render. Null when the build has no server renderer.
   */
  renderFirstScreen: FirstScreenRenderer | null;
}

export type FirstScreenRenderer = (inline: unknown) => Promise<string | null>;

/**
 * The web build's server renderer (`vite build --ssr`, src/web/entry-server.tsx), beside the
 * browser's files in dist/web-ssr, never among the files the server serves.
 */
async function loadRenderer(webDir: string): Promise<FirstScreenRenderer | null> {
  const file = path.join(webDir, "..", "web-ssr", "entry-server.js");
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen: FirstScreenRenderer };
  return module.renderFirstScreen;
}

function readAssets(webDir: string, renderFirstScreen: FirstScreenRenderer | null): WebAssets {
  const manifest: Manifest = existsSync(manifestFile(webDir)) ? readManifest(webDir) : {};
  const cache = new Map<string, string>();
  return {
    renderFirstScreen,
    preloadTags(source) {
      const known = cache.get(source);
      if (known !== undefined) return known;
      const tags = chunkFiles(manifest, source)
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join("");
      cache.set(source, tags);
      return tags;
    },
  };
}

/** Whether `webDir` holds a web build (its index.html): what the server serves its pages from. */
export const hasWebBuild = (webDir: string) => existsSync(path.join(webDir, "index.html"));

/**
 * Serves the built web app's files from memory (static-files/web-files.ts).
 * Returns the index.html renderer for the not-found handler, or null when there is no build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  transform?: IndexHtmlTransform,
): Promise<IndexHtmlRenderer | null> {
  if (!hasWebBuild(webDir)) return null;
  const indexHtml = readFileSync(path.join(webDir, "index.html"), "utf8");
  const assets = readAssets(webDir, await loadRenderer(webDir));
  registerWebFiles(app, readWebFiles(webDir));
  return transform ? (request) => transform(indexHtml, request, assets) : () => ({ html: indexHtml });
}
