import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { compressBest } from "./best-compression";
import { COMPRESSIBLE, filesUnder } from "./build-output";
import { IMMUTABLE, MemoryFile } from "./memory-file";

/**
 * The installable dashboard's files keep their names from release to release (a service worker's
 * address is its identity): a browser asks again each time, so a release's worker and manifest
 * replace the last one's at once (decision 0031).
 */
export const UNHASHED_APP_FILES = new Set(["sw.js", "manifest.webmanifest", "offline.html"]);

/**
 * The rest of public/ (the icon, the demo stores' pictures): same name from release to release, but
 * rarely changed; a day, then a revalidation the ETag makes cheap.
 */
const A_DAY = "public, max-age=86400";

const CONTENT_TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  html: "text/html; charset=utf-8",
  svg: "image/svg+xml",
  json: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
  wasm: "application/wasm",
};
/**
 * Only names a route can carry as they are: find-my-way reads `:` and `*` as parameters, and a
 * name that needs escaping in a URL is not one the build writes.
 */
const ROUTABLE = /^[\w\-.~@+/]+$/;

function cacheControlFor(name: string): string {
  if (name.startsWith("assets/")) return IMMUTABLE;
  if (UNHASHED_APP_FILES.has(name)) return "no-cache";
  return A_DAY;
}

/**
 * A text file's compressed copy: the build's (scripts/precompress-plugin.ts), or made here once when
 * the build wrote none (a file under its 1 KB floor, a build without the plugin).
 */
function copyOf(file: string, encoding: "br" | "gzip", body: Buffer): Buffer {
  const written = `${file}.${encoding === "br" ? "br" : "gz"}`;
  return existsSync(written) ? readFileSync(written) : compressBest(encoding, body);
}

/**
 * Every file of the web build, read into memory at start by its address ("/assets/app-1.js"), with
 * a text file's brotli and gzip copies. index.html is not among them: every page is rendered from
 * it (the not-found handler). Only these addresses answer: there is no path to resolve, so none to
 * lead outside the folder.
 */
export function readWebFiles(webDir: string): Map<string, MemoryFile> {
  const files = new Map<string, MemoryFile>();
  for (const name of filesUnder(webDir)) {
    if (name === "index.html" || /\.(?:br|gz)$/.test(name) || !ROUTABLE.test(name)) continue;
    const file = path.join(webDir, name);
    const body = readFileSync(file);
    const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
    const type = CONTENT_TYPES[extension] ?? "application/octet-stream";
    const copies = COMPRESSIBLE.test(name)
      ? { br: copyOf(file, "br", body), gzip: copyOf(file, "gzip", body) }
      : undefined;
    files.set(`/${name}`, new MemoryFile(type, cacheControlFor(name), body, copies));
  }
  return files;
}

/**
 * One route per file, each answered from memory. They skip the compress plugin (the bytes are
 * compressed already, and it would compress a plain answer again for a deflate-only client); the
 * session lookup already skips any address outside /api/. The security headers' hook runs as for
 * every answer.
 */
export function registerWebFiles(app: FastifyInstance, files: Map<string, MemoryFile>) {
  for (const [url, file] of files) {
    app.get(url, { compress: false }, (request, reply) => {
      file.send(request, reply);
    });
  }
}
