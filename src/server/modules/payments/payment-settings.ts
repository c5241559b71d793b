import { and, eq } from "drizzle-orm";
import {
  type CardProviderName,
  PAYMENT_MESSAGES,
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
import { openRazorpaySecrets, razorpayColumns, sealKeySecret, sealWebhookSecret } from "./razorpay-keys";
import type { RazorpayAccounts } from "./razorpay-provider";
import { captureMomentOf, ProviderUnavailable, storePaymentColumns } from "./service";
import type { StripeAccounts } from "./stripe-provider";

export interface PaymentSettingsDeps {
  db: Db;
  config: Pick<AppConfig, "payments">;
  events: EventBus;
  /** Null without STRIPE_SECRET_KEY. */
  stripe: StripeAccounts | null;
  /** Razorpay's key check (issue 46); null without SECRETS_KEY. */
  razorpay: RazorpayAccounts | null;
}

async function storeRow(db: Db, merchantId: string) {
  const [row] = await db
    .select({ ...storePaymentColumns, ...razorpayColumns })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
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

/** Where Razorpay sends this store's events: the address to enter in Razorpay's dashboard. */
export const razorpayWebhookUrl = (origin: string, merchantId: string) =>
  `${origin}/api/payments/razorpay/webhook/${merchantId}`;

/**
 * The settings as the merchant reads them. The Razorpay secrets never leave: only whether each is
 * set and opens with this server's SECRETS_KEY (one sealed under another key is as good as unset).
 */
function toSettings(
  config: PaymentSettingsDeps["config"],
  row: StoreRow,
  origin: string,
  merchantId: string,
  opened: { keySecret: boolean; webhookSecret: boolean },
): TPaymentSettings {
  const inr = row.currency === "INR";
  return {
    methods: {
      cash: row.acceptsCash,
      card: row.acceptsCard,
      razorpay: row.acceptsRazorpay,
      upi: row.acceptsUpi,
    },
    captureOn: captureMomentOf(row),
    unpaidExpiryMinutes: row.unpaidExpiryMinutes,
    provider: row.cardProvider,
    stripe: { accountId: row.stripeAccountId, chargesEnabled: row.stripeChargesEnabled },
    razorpay: {
      keyId: row.razorpayKeyId,
      keySecretSet: opened.keySecret,
      webhookSecretSet: opened.webhookSecret,
      webhookUrl: razorpayWebhookUrl(origin, merchantId),
    },
    upi: { vpa: row.upiVpa, payeeName: row.upiPayeeName },
    available: {
      stripe: config.payments.stripe !== null,
      testGateway: config.payments.testGateway,
      razorpay: inr && config.payments.secretsKey !== null,
      upi: inr,
    },
  };
}

function readSettings(deps: PaymentSettingsDeps, merchantId: string, row: StoreRow, origin: string) {
  const secrets = openRazorpaySecrets(deps.config.payments.secretsKey, row);
  return toSettings(deps.config, row, origin, merchantId, {
    keySecret: secrets.keySecret !== null,
    webhookSecret: secrets.webhookSecret !== null,
  });
}

export async function getPaymentSettings(deps: PaymentSettingsDeps, merchantId: string, origin: string) {
  const row = await refreshChargesEnabled(deps, merchantId, await storeRow(deps.db, merchantId));
  return readSettings(deps, merchantId, row, origin);
}

/** Why card payments through `provider` cannot be switched on for this store now; null: they can. */
function cardRefusal(config: PaymentSettingsDeps["config"], provider: CardProviderName, row: StoreRow) {
  if (provider === "test") return config.payments.testGateway ? null : PAYMENT_MESSAGES.cardUnavailable;
  if (!config.payments.stripe) return PAYMENT_MESSAGES.cardUnavailable;
  return row.stripeChargesEnabled ? null : PAYMENT_MESSAGES.cardNeedsAccount;
}

export async function updatePaymentSettings(
  deps: PaymentSettingsDeps,
  merchantId: string,
  body: TUpdatePaymentSettingsRequest,
  origin: string,
): Promise<TPaymentSettings> {
  const input = ZUpdatePaymentSettingsRequest.parse(body);
  let row = await storeRow(deps.db, merchantId);
  const provider = input.provider ?? row.cardProvider;
  if (input.methods.card) {
    row = await refreshChargesEnabled(deps, merchantId, row);
    const refusal = cardRefusal(deps.config, provider, row);
    if (refusal) throw new AppError("VALIDATION", refusal);
  }
  const india = await indiaChanges(deps, row, input);
  const [saved] = await deps.db
    .update(merchants)
    .set({
      acceptsCash: input.methods.cash,
      acceptsCard: input.methods.card,
      cardProvider: provider,
      captureOn: input.captureOn,
      unpaidExpiryMinutes: input.unpaidExpiryMinutes,
      ...india,
    })
    .where(eq(merchants.id, merchantId))
    .returning({ id: merchants.id });
  if (!saved) throw notFound("Store not found");
  return readSettings(deps, merchantId, await storeRow(deps.db, merchantId), origin);
}

type Input = ReturnType<typeof ZUpdatePaymentSettingsRequest.parse>;

/**
 * Razorpay's and UPI's part of a change (issue 46), checked before anything is written: both only
 * for an INR store; Razorpay only with all three keys (new or kept) and a SECRETS_KEY to seal them,
 * and, when its keys change or it is switched on, only once Razorpay itself accepts them (a key
 * pointed at nothing real is refused with Razorpay's answer or its silence); UPI only with an ID.
 * New secrets are sealed (secret-box.ts); left out or empty, the stored ones stay.
 */
async function indiaChanges(deps: PaymentSettingsDeps, row: StoreRow, input: Input) {
  const { secretsKey } = deps.config.payments;
  const razorpayOn = input.methods.razorpay ?? row.acceptsRazorpay;
  const upiOn = input.methods.upi ?? row.acceptsUpi;
  const keys = input.razorpay ?? {};
  const inr = row.currency === "INR";
  if ((input.methods.razorpay || input.methods.upi) && !inr)
    throw new AppError("VALIDATION", PAYMENT_MESSAGES.inrOnly);
  // Switched on, or given secrets, with nothing to seal them with. (Left on from before SECRETS_KEY
  // went away, it is simply not offered: takesRazorpayNow.)
  if ((input.methods.razorpay || keys.keySecret || keys.webhookSecret) && !secretsKey)
    throw new AppError("VALIDATION", PAYMENT_MESSAGES.razorpayNeedsSecretsKey);
  const keyId = keys.keyId ?? row.razorpayKeyId;
  const stored = openRazorpaySecrets(secretsKey, row);
  const keySecret = keys.keySecret ?? stored.keySecret;
  const webhookSecret = keys.webhookSecret ?? stored.webhookSecret;
  const keysChange =
    (keys.keyId !== undefined && keys.keyId !== row.razorpayKeyId) || keys.keySecret !== undefined;
  if (razorpayOn && inr && secretsKey) {
    if (!keyId || !keySecret || !webhookSecret)
      throw new AppError("VALIDATION", PAYMENT_MESSAGES.razorpayNeedsKeys);
    if (keysChange || !row.acceptsRazorpay) await requireKeysAccepted(deps, { keyId, keySecret });
  }
  const vpa = input.upi?.vpa === undefined ? row.upiVpa : input.upi.vpa || null;
  if (upiOn && inr && !vpa) throw new AppError("VALIDATION", PAYMENT_MESSAGES.upiNeedsVpa);
  return {
    acceptsRazorpay: razorpayOn && inr,
    acceptsUpi: upiOn && inr,
    razorpayKeyId: keyId,
    ...(keys.keySecret && secretsKey ? { razorpayKeySecret: sealKeySecret(secretsKey, keys.keySecret) } : {}),
    ...(keys.webhookSecret && secretsKey
      ? { razorpayWebhookSecret: sealWebhookSecret(secretsKey, keys.webhookSecret) }
      : {}),
    upiVpa: vpa,
    upiPayeeName: input.upi?.payeeName ?? row.upiPayeeName,
  };
}

/** Razorpay accepts the keys now: refused (401), or not reached, is a clear refusal to switch it on. */
async function requireKeysAccepted(deps: PaymentSettingsDeps, keys: { keyId: string; keySecret: string }) {
  if (!deps.razorpay) throw new AppError("VALIDATION", PAYMENT_MESSAGES.razorpayNeedsSecretsKey);
  let verdict: "ok" | "refused";
  try {
    verdict = await deps.razorpay.checkKeys(keys);
  } catch (err) {
    if (err instanceof ProviderUnavailable)
      throw new AppError("UNAVAILABLE", PAYMENT_MESSAGES.razorpayUnreachable, { cause: err });
    throw err;
  }
  if (verdict === "refused") throw new AppError("VALIDATION", PAYMENT_MESSAGES.razorpayRefusedKeys);
}
