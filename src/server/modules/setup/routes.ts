import type { FastifyInstance } from "fastify";
import {
  ZApplyTemplateRequest,
  ZPublishExamplesRequest,
  ZSetupBusinessTypeRequest,
  ZSetupStepRequest,
} from "#contracts/store-setup";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { recordingStoreChange } from "#server/modules/audit/service";
import { requireMember, requireMerchant, requireStoreMoney } from "#server/plugins/session";
import { changesNothingPublic } from "#server/plugins/store-change-announcer";
import * as service from "./service";

/**
 * The first-run path (issue 48): its progress, each step done or skipped, the business type, a
 * template's examples (added, published, removed) and "Your store is live". Steps and the finish
 * change nothing shoppers see; the business type and the examples announce the store as any
 * catalog or settings write does.
 */
export async function setupRoutes(app: FastifyInstance, { db, config, storage, failures }: AppDeps) {
  const nothingPublic = { config: changesNothingPublic };

  app.get("/api/setup", may("settings.view"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return service.setupProgress(db, requireMerchant(request));
  });

  app.put("/api/setup/steps/:step", { ...may("settings.edit"), ...nothingPublic }, async (request) => {
    const step = service.stepNamed((request.params as { step: string }).step);
    const { state } = ZSetupStepRequest.parse(request.body ?? {});
    const member = requireMember(request);
    return recordingStoreChange(db, member, "Setup", () =>
      service.markStep(db, member.merchantId, step, state),
    );
  });

  app.put("/api/setup/business-type", may("settings.edit"), async (request) => {
    const { businessType } = ZSetupBusinessTypeRequest.parse(request.body ?? {});
    const member = requireMember(request);
    return recordingStoreChange(db, member, "Business type", () =>
      service.setBusinessType(db, member.merchantId, businessType),
    );
  });

  app.post("/api/setup/template", may("catalog.edit"), async (request, reply) => {
    const { template } = ZApplyTemplateRequest.parse(request.body ?? {});
    const member = requireMember(request);
    const applied = await service.applyTemplate(
      db,
      member.merchantId,
      template,
      config.limits.productsPerStore,
      member.personId,
    );
    return reply.status(applied.products + applied.categories > 0 ? 201 : 200).send(applied);
  });

  app.post("/api/setup/examples/publish", may("catalog.edit"), async (request) => {
    const input = ZPublishExamplesRequest.parse(request.body ?? {});
    const member = requireMember(request);
    return service.publishExamples(
      db,
      member.merchantId,
      input,
      requireStoreMoney(request).currency,
      member.personId,
    );
  });

  app.delete("/api/setup/examples", may("catalog.edit"), async (request) => {
    const member = requireMember(request);
    return service.removeExamples(db, storage, failures, member.merchantId, member.personId);
  });

  app.post("/api/setup/finish", { ...may("settings.edit"), ...nothingPublic }, async (request) => {
    const member = requireMember(request);
    return recordingStoreChange(db, member, "Setup", () => service.finishSetup(db, member.merchantId));
  });
}
