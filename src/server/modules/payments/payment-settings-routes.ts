import type { FastifyInstance } from "fastify";
import type { TUpdatePaymentSettingsRequest } from "#contracts/payments";
import { may } from "#server/access/permissions";
import type { AppDeps } from "#server/deps";
import { recordingStoreChange } from "#server/modules/audit/service";
import { publicOrigin } from "#server/plugins/public-origin";
import { requireMember, requireMerchant } from "#server/plugins/session";
import { getPaymentSettings, updatePaymentSettings } from "./payment-settings";
import type { PaymentProvider } from "./provider";
import type { RazorpayAccounts } from "./razorpay-provider";
import { providersOf } from "./service";
import { webhookDepsOf } from "./webhook-deliveries";

/** The merchant's payment settings (issue 41; Razorpay and UPI, issue 46). */
export async function paymentSettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, events } = deps;
  const razorpay = providersOf(deps).get("razorpay");
  const settingsDeps = {
    db,
    config,
    events,
    stripe: webhookDepsOf(deps).stripe,
    razorpay: razorpay && isRazorpay(razorpay) ? razorpay : null,
  };

  app.get("/api/merchant/payments", may("payments.manage"), async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return getPaymentSettings(
      settingsDeps,
      requireMerchant(request),
      publicOrigin(request, config.publicUrl),
    );
  });

  // What the checkout offers changes: the store-change announcer drops its cached answers.
  // Recorded with the names of the fields that changed, never their values (decision 0059).
  app.put("/api/merchant/payments", may("payments.manage"), async (request) => {
    const member = requireMember(request);
    return recordingStoreChange(db, member, "Payments", () =>
      updatePaymentSettings(
        settingsDeps,
        member.merchantId,
        (request.body ?? {}) as TUpdatePaymentSettingsRequest,
        publicOrigin(request, config.publicUrl),
      ),
    );
  });
}

/** The registry's Razorpay entry, which also checks a store's keys. */
const isRazorpay = (provider: PaymentProvider): provider is PaymentProvider & RazorpayAccounts =>
  "checkKeys" in provider;
