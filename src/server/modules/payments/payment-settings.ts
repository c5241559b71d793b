import { and, eq } from "drizzle-orm";
import {
  PAYMENT_MESSAGES,
  type PaymentProviderName,
  type TPaymentSettings,
  type TUpdatePaymentSettingsRequest,
  ZUpdatePaymentSettingsRequest,
} from "#contracts/payments";
import type { AppConfig } from "#server/config";
import type { Db } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { AppError, notFound } from "#server/errors";
import type { EventBus } from "#server/events/event-bus";
import { announceStoreChange } from "#server/events/store-changes";
import { captureMomentOf, ProviderUnavailable, storePaymentColumns } from "./service";
import type { StripeAccounts } from "./stripe-provider";

export interface PaymentSettingsDeps {
  db: Db;
  config: Pick<AppConfig, "payments">;
  events: EventBus;
  /** Null without STRIPE_SECRET_KEY. */
  stripe: StripeAccounts | null;
}

async function storeRow(db: Db, merchantId: string) {
  const [row] = await db.select(storePaymentColumns).from(merchants).where(eq(merchants.id, merchantId));
  if (!row) throw notFound("Store not found");
  return row;
}
type StoreRow = Awaited<ReturnType<typeof storeRow>>;

/**
 * The store's Stripe account as Stripe sees it now, when it is not yet known to take charges (the
 * merchant back from onboarding before account.updated arrived). Stripe away: what we last knew.
 * A change is written for this store only and announced, so the storefront's `payments.card` follows.
 */
async function refreshChargesEnabled(deps: PaymentSettingsDeps, merchantId: string, row: StoreRow) {
  if (!deps.stripe || !row.stripeAccountId || row.stripeChargesEnabled) return row;
  let enabled: boolean;
  try {
    enabled = await deps.stripe.chargesEnabled(row.stripeAccountId);
  } catch (err) {
    if (err instanceof ProviderUnavailable || err instanceof AppError) return row;
    throw err;
  }
  if (!enabled) return row;
  await setChargesEnabled(deps, merchantId, row.stripeAccountId, true);
  return { ...row, stripeChargesEnabled: true };
}

/** Writes an account's charges_enabled for the store holding it; announces the store when it changed. */
export async function setChargesEnabled(
  deps: { db: Db; events: EventBus },
  merchantId: string,
  accountId: string,
  enabled: boolean,
): Promise<boolean> {
  const changed = await deps.db
    .update(merchants)
    .set({ stripeChargesEnabled: enabled })
    .where(eqAll(merchantId, accountId, !enabled))
    .returning({ id: merchants.id });
  if (changed.length > 0) await announceStoreChange(deps.events, merchantId);
  return changed.length > 0;
}

/** The store, holding this account, whose flag is still `was` (an unchanged flag is no change). */
function eqAll(merchantId: string, accountId: string, was: boolean) {
  return and(
    eq(merchants.id, merchantId),
    eq(merchants.stripeAccountId, accountId),
    eq(merchants.stripeChargesEnabled, was),
  );
}

function toSettings(config: PaymentSettingsDeps["config"], row: StoreRow): TPaymentSettings {
  return {
    methods: { cash: row.acceptsCash, card: row.acceptsCard },
    captureOn: captureMomentOf(row),
    unpaidExpiryMinutes: row.unpaidExpiryMinutes,
    provider: row.cardProvider,
    stripe: { accountId: row.stripeAccountId, chargesEnabled: row.stripeChargesEnabled },
    available: { stripe: config.payments.stripe !== null, testGateway: config.payments.testGateway },
  };
}

export async function getPaymentSettings(deps: PaymentSettingsDeps, merchantId: string) {
  const row = await refreshChargesEnabled(deps, merchantId, await storeRow(deps.db, merchantId));
  return toSettings(deps.config, row);
}

/** Why card payments through `provider` cannot be switched on for this store now; null: they can. */
function cardRefusal(config: PaymentSettingsDeps["config"], provider: PaymentProviderName, row: StoreRow) {
  if (provider === "test") return config.payments.testGateway ? null : PAYMENT_MESSAGES.cardUnavailable;
  if (!config.payments.stripe) return PAYMENT_MESSAGES.cardUnavailable;
  return row.stripeChargesEnabled ? null : PAYMENT_MESSAGES.cardNeedsAccount;
}

export async function updatePaymentSettings(
  deps: PaymentSettingsDeps,
  merchantId: string,
  body: TUpdatePaymentSettingsRequest,
): Promise<TPaymentSettings> {
  const input = ZUpdatePaymentSettingsRequest.parse(body);
  let row = await storeRow(deps.db, merchantId);
  const provider = input.provider ?? row.cardProvider;
  if (input.methods.card) {
    row = await refreshChargesEnabled(deps, merchantId, row);
    const refusal = cardRefusal(deps.config, provider, row);
    if (refusal) throw new AppError("VALIDATION", refusal);
  }
  const [saved] = await deps.db
    .update(merchants)
    .set({
      acceptsCash: input.methods.cash,
      acceptsCard: input.methods.card,
      cardProvider: provider,
      captureOn: input.captureOn,
      unpaidExpiryMinutes: input.unpaidExpiryMinutes,
    })
    .where(eq(merchants.id, merchantId))
    .returning({ id: merchants.id });
  if (!saved) throw notFound("Store not found");
  return toSettings(deps.config, await storeRow(deps.db, merchantId));
}
