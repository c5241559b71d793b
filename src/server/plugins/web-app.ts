import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app's files; hashed assets get a year-long immutable cache.
 * Returns the index.html renderer for the not-found handler, or null when there is no build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
): Promise<((url: string) => string) | null> {
  const indexFile = path.join(webDir, "index.html");
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile, "utf8");
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      }
    },
  });
  return () => indexHtml;
}
