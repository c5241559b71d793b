import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { MAX_IMAGE_BYTES } from "#contracts/catalog-messages";
import { SETTINGS_MESSAGES, ZCustomizationRequest } from "#contracts/merchant-settings";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { AppError } from "#server/errors";
import { recordingStoreChange } from "#server/modules/audit/service";
import { readSingleFile } from "#server/plugins/multipart";
import { publicOrigin } from "#server/plugins/public-origin";
import { requireMember, requireMerchant } from "#server/plugins/session";
import * as service from "./service";

/** The dashboard's figures and the store's QR code. */
export async function merchantRoutes(app: FastifyInstance, { db, config, storage, failures, now }: AppDeps) {
  // Registered here, not globally: the logo's 5 MB limit is this plugin's own.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 20 },
  });

  app.put("/api/merchant/customization", may("settings.edit"), async (request) => {
    const input = ZCustomizationRequest.parse(request.body ?? {});
    // Recorded in the activity log with the fields that changed (decision 0059).
    const member = requireMember(request);
    return recordingStoreChange(db, member, "Store settings", () =>
      service.updateCustomization(db, storage, failures, member.merchantId, input),
    );
  });

  app.post("/api/merchant/upload-logo", may("settings.edit"), async (request, reply) => {
    const bytes = await readSingleFile(request, {
      field: "logo",
      missingMessage: SETTINGS_MESSAGES.logoMissing,
      tooLargeMessage: SETTINGS_MESSAGES.logoTooLarge,
    });
    try {
      const member = requireMember(request);
      const saved = await recordingStoreChange(db, member, "Logo", () =>
        service.uploadLogo(db, storage, failures, member.merchantId, bytes),
      );
      return reply.status(201).send(saved);
    } catch (error) {
      // A file that is no image says what the Settings screen says of one (spec section 5).
      if (error instanceof AppError && error.code === "UNSUPPORTED_MEDIA")
        throw new AppError("UNSUPPORTED_MEDIA", SETTINGS_MESSAGES.logoType);
      throw error;
    }
  });

  // Days are the store's, in its own time zone, by the app's clock (decision 0038): whatever the
  // browser's zone, and a `tz` an older page still sends is ignored.
  app.get("/api/merchant/stats", may("dashboard.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.getDashboardStats(db, requireMerchant(request), now());
  });

  app.get("/api/microsite-qr", may("settings.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.getMicrositeQr(db, requireMerchant(request), publicOrigin(request, config.publicUrl));
  });

  app.get("/api/microsite-qr/print", may("settings.view"), async (request, reply) => {
    const { svg, fileName } = await service.getPrintableQr(
      db,
      requireMerchant(request),
      publicOrigin(request, config.publicUrl),
    );
    return reply
      .type("image/svg+xml; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .header("cache-control", "private, no-store")
      .send(svg);
  });
}
