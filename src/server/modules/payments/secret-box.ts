import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * What merchants entrust to the platform (their Razorpay key secret and webhook secret, issue 46),
 * sealed with SECRETS_KEY before it reaches the database (decision 0069): AES-256-GCM, a fresh
 * 12-byte nonce each time, and the column's name as associated data, so a sealed key secret copied
 * into the webhook secret's column does not open. Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url).
 */
const VERSION = "v1";

export function seal(key: Buffer, purpose: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/**
 * The secret, or null when it cannot be opened: sealed with another SECRETS_KEY (the operator
 * changed it), for another column, or damaged. The caller treats it as not set.
 */
export function open(key: Buffer, purpose: string, sealed: string): string | null {
  const [version, nonce, tag, data] = sealed.split(".");
  if (version !== VERSION || !nonce || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
