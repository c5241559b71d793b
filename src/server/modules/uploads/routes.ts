import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { CATALOG_MESSAGES, MAX_IMAGE_BYTES } from "#contracts/catalog-messages";
import { IMAGE_WIDTHS, type ImageWidth } from "#contracts/image-sizes";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { AppError, notFound } from "#server/errors";
import { matchesEtag } from "#server/etag";
import { readSingleFile } from "#server/plugins/multipart";
import { IMMUTABLE } from "#server/static-files/memory-file";
import { STORAGE_KEY_PATTERN } from "#server/storage/file-storage";
import { NOT_AN_IMAGE, type PublicFiles, uploadEtag } from "#server/storage/public-files";
import { uploadPublicImage } from "./service";

const IMAGE_FIELD = "image";
const FILE_NOT_FOUND = "File not found";
const UPLOAD_MESSAGES = {
  badWidth: `w must be one of ${IMAGE_WIDTHS.join(", ")} (pixels)`,
  notAnImage: "Only pictures come in other widths",
};

/** POST /api/upload-image. */
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
}

/**
 * The public file route GET /uploads/<key>, outside the upload's scope: the multipart plugin's hooks
 * (two per request) ran on every picture. Answered from memory (storage/public-files.ts), past the compress
 * plugin: pictures are compressed already.
 */
export async function publicFileRoutes(app: FastifyInstance, { publicFiles }: { publicFiles: PublicFiles }) {
  app.get("/uploads/:key", { compress: false }, async (request, reply) => {
    const { key } = request.params as { key: string };
    if (!STORAGE_KEY_PATTERN.test(key)) throw notFound(FILE_NOT_FOUND);
    const width = widthAsked(request.query);
    // The bytes under a key never change (a public key is its content's hash; older random keys
    // were never reused), so the key names the ETag, and a revalidation needs no read at all.
    const etag = uploadEtag(key, width);
    if (matchesEtag(request.headers["if-none-match"], etag)) {
      return reply.header("cache-control", IMMUTABLE).header("etag", etag).status(304).send();
    }
    const file = width ? await publicFiles.sized(key, width) : await publicFiles.original(key);
    if (file === NOT_AN_IMAGE) throw new AppError("VALIDATION", UPLOAD_MESSAGES.notAnImage);
    if (!file) throw notFound(FILE_NOT_FOUND);
    return file.send(request, reply);
  });
}

/** `?w=`: one of IMAGE_WIDTHS, or null when not asked; any other value is a 400 saying which. */
function widthAsked(query: unknown): ImageWidth | null {
  const w = (query as Record<string, unknown> | undefined)?.w;
  if (w === undefined) return null;
  const width = IMAGE_WIDTHS.find((known) => String(known) === w);
  if (!width) throw new AppError("VALIDATION", UPLOAD_MESSAGES.badWidth);
  return width;
}
