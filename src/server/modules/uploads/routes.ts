import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CATALOG_MESSAGES, MAX_IMAGE_BYTES } from "../../../contracts/catalog";
import type { AppDeps } from "../../app";
import { AppError, notFound } from "../../errors";
import { requireMerchant } from "../../plugins/session";
import { createLocalDiskStorage } from "../../storage/local-disk-storage";
import { uploadPublicImage } from "./service";

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/** Refuses before the body is read, so a signed-out caller cannot make the server parse 5 MB. */
const signedIn = {
  onRequest: async (request: FastifyRequest) => {
    requireMerchant(request);
  },
};

/** POST /api/upload-image and the public file route GET /uploads/<key>. */
export async function uploadRoutes(app: FastifyInstance, { config }: AppDeps) {
  const storage = createLocalDiskStorage(path.join(config.dataDir, "uploads"));
  // Registered here, not globally: the limits are this plugin's own.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });

  app.post("/api/upload-image", signedIn, async (request, reply) => {
    const merchantId = requireMerchant(request);
    let part: Awaited<ReturnType<typeof request.file>>;
    try {
      part = await request.file();
    } catch (err) {
      if ((err as { code?: string }).code === "FST_INVALID_MULTIPART_CONTENT_TYPE") {
        throw new AppError("VALIDATION", CATALOG_MESSAGES.imageMissing);
      }
      throw err;
    }
    return reply.status(201).send(await uploadPublicImage(storage, merchantId, part));
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
