import multipart from "@fastify/multipart";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { MAX_PRESCRIPTION_BYTES, PRESCRIPTION_MESSAGES } from "#contracts/prescription-messages";
import { permit } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { AppError } from "#server/errors";
import { clientIdentity } from "#server/plugins/csrf";
import { readSingleFile } from "#server/plugins/multipart";
import * as service from "./service";

/** A shopper's prescription upload, and the file's download by its store. */
export async function prescriptionRoutes(app: FastifyInstance, { db, config, storage }: AppDeps) {
  // Registered here, not globally: the 10 MB limit is this plugin's own.
  await app.register(multipart, {
    limits: { fileSize: MAX_PRESCRIPTION_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });

  app.post(
    "/api/upload-prescription",
    {
      config: { rateLimit: { max: config.limits.prescriptionUploadsPerIpPerMinute, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      // The anti-forgery check has passed, so the browser has its cookie: the file becomes its own.
      const uploader = clientIdentity(request);
      if (!uploader) throw new AppError("FORBIDDEN", "Invalid or missing CSRF token");
      const bytes = await readSingleFile(request, {
        field: "prescription",
        missingMessage: PRESCRIPTION_MESSAGES.fileMissing,
        tooLargeMessage: PRESCRIPTION_MESSAGES.fileTooLarge,
      });
      // The address as the per-address rate limits count it: an IPv6 client by its /64.
      const uploaded = await service.uploadPrescription(
        db,
        storage,
        bytes,
        { browser: uploader, address: normalizeIP(request.ip) },
        {
          perAddress: config.limits.prescriptionUnclaimedBytesPerIp,
          total: config.limits.prescriptionUnclaimedBytesTotal,
        },
      );
      return reply.status(201).header("cache-control", "no-store").send(uploaded);
    },
  );

  app.get<{ Params: { key: string } }>("/api/prescriptions/:key", async (request, reply) => {
    // A prescription is a customer's health record: the kitchen role may not open it (decision
    // 0059). Signed out, the spec's own 401 answers (openPrescription).
    if (request.merchantId) permit(request, "orders.customer");
    const file = await service.openPrescription(db, storage, request.params.key, request.merchantId);
    return reply
      .type(file.contentType)
      .header("content-length", file.size)
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      .send(file.stream);
  });
}
