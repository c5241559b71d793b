import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { CATALOG_MESSAGES, MAX_IMAGE_BYTES } from "#contracts/catalog-messages";
import type { AppDeps } from "#server/deps";
import { notFound } from "#server/errors";
import { readSingleFile } from "#server/plugins/multipart";
import { signedIn } from "#server/plugins/session";
import { uploadPublicImage } from "./service";

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

const IMAGE_FIELD = "image";

/** POST /api/upload-image and the public file route GET /uploads/<key>. */
export async function uploadRoutes(app: FastifyInstance, { storage }: AppDeps) {
  // Registered here, not globally: the limits are this plugin's own.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });

  app.post("/api/upload-image", signedIn, async (request, reply) => {
    const bytes = await readSingleFile(request, {
      field: IMAGE_FIELD,
      missingMessage: CATALOG_MESSAGES.imageMissing,
      tooLargeMessage: CATALOG_MESSAGES.imageTooLarge,
    });
    return reply.status(201).send(await uploadPublicImage(storage, bytes));
  });

  app.get("/uploads/:key", async (request, reply) => {
    const { key } = request.params as { key: string };
    const file = await storage.open("public", key);
    if (!file) throw notFound("File");
    const extension = key.slice(key.lastIndexOf(".") + 1);
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-length", file.size)
      .type(CONTENT_TYPES[extension] ?? "application/octet-stream")
      .send(file.stream);
  });
}
