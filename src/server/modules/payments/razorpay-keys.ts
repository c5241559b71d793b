import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { merchants } from "#server/db/schema/merchants";
import { open, seal } from "./secret-box";

/** The columns' names are the seals' purposes: a secret sealed for one column opens in no other. */
export const KEY_SECRET = "razorpay_key_secret";
export const WEBHOOK_SECRET = "razorpay_webhook_secret";

export const sealKeySecret = (secretsKey: Buffer, secret: string) => seal(secretsKey, KEY_SECRET, secret);
export const sealWebhookSecret = (secretsKey: Buffer, secret: string) =>
  seal(secretsKey, WEBHOOK_SECRET, secret);

/** A store's Razorpay secrets, opened; null where unset or sealed under another SECRETS_KEY. */
export interface StoreRazorpaySecrets {
  keyId: string | null;
  keySecret: string | null;
  webhookSecret: string | null;
}

/** A store's Razorpay columns as stored: the key id, and the secrets sealed. */
export const razorpayColumns = {
  razorpayKeyId: merchants.razorpayKeyId,
  razorpayKeySecret: merchants.razorpayKeySecret,
  razorpayWebhookSecret: merchants.razorpayWebhookSecret,
};
type SealedRow = { [K in keyof typeof razorpayColumns]: string | null };

/** A store row's Razorpay secrets, opened with SECRETS_KEY (decision 0069). */
export function openRazorpaySecrets(secretsKey: Buffer | null, row: SealedRow): StoreRazorpaySecrets {
  const opened = (purpose: string, sealed: string | null) =>
    secretsKey && sealed ? open(secretsKey, purpose, sealed) : null;
  return {
    keyId: row.razorpayKeyId,
    keySecret: opened(KEY_SECRET, row.razorpayKeySecret),
    webhookSecret: opened(WEBHOOK_SECRET, row.razorpayWebhookSecret),
  };
}

/** The store's Razorpay keys and webhook secret, opened with SECRETS_KEY; null: no such store. */
export async function razorpaySecretsOf(
  db: Db,
  secretsKey: Buffer | null,
  merchantId: string,
): Promise<StoreRazorpaySecrets | null> {
  const [row] = await db.select(razorpayColumns).from(merchants).where(eq(merchants.id, merchantId));
  return row ? openRazorpaySecrets(secretsKey, row) : null;
}

/** The key pair the Razorpay provider calls with, for the store `account` names (its merchant id). */
export function razorpayKeysOf(db: Db, secretsKey: Buffer | null) {
  return async (account: string) => {
    const secrets = await razorpaySecretsOf(db, secretsKey, account);
    return secrets?.keyId && secrets.keySecret
      ? { keyId: secrets.keyId, keySecret: secrets.keySecret }
      : null;
  };
}
