import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { CATALOG_MESSAGES, MAX_IMAGE_BYTES } from "#contracts/catalog-messages";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { notFound } from "#server/errors";
import { readSingleFile } from "#server/plugins/multipart";
import { contentTypeOf, STORAGE_KEY_PATTERN } from "#server/storage/file-storage";
import { uploadPublicImage } from "./service";

const IMAGE_FIELD = "image";
const FILE_NOT_FOUND = "File not found";

/** POST /api/upload-image and the public file route GET /uploads/<key>. */
export async function uploadRoutes(app: FastifyInstance, { storage }: AppDeps) {
  // Registered here, not globally: the limits are this plugin's own.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });

  app.post("/api/upload-image", may("catalog.edit"), async (request, reply) => {
    const bytes = await readSingleFile(request, {
      field: IMAGE_FIELD,
      missingMessage: CATALOG_MESSAGES.imageMissing,
      tooLargeMessage: CATALOG_MESSAGES.imageTooLarge,
    });
    return reply.status(201).send(await uploadPublicImage(storage, bytes));
  });

  app.get("/uploads/:key", async (request, reply) => {
    const { key } = request.params as { key: string };
    if (!STORAGE_KEY_PATTERN.test(key)) throw notFound(FILE_NOT_FOUND);
    // The bytes under a key never change (a public key is its content's hash; older random keys
    // were never reused), so the key itself is the ETag, and a revalidation needs no storage read.
    const etag = `"${key.slice(0, key.indexOf("."))}"`;
    reply.header("cache-control", "public, max-age=31536000, immutable").header("etag", etag);
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
    const file = await storage.open("public", key);
    if (!file) {
      reply.removeHeader("etag").removeHeader("cache-control");
      throw notFound(FILE_NOT_FOUND);
    }
    return reply.header("content-length", file.size).type(contentTypeOf(key)).send(file.stream);
  });
}

/** If-None-Match holds this ETag: a list, `*`, or a weak form of it (W/"…") all match. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === `W/${etag}`;
  });
}
