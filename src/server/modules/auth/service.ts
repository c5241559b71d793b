import {
  AUTH_MESSAGES,
  type TLoginInput,
  type TMerchant,
  type TRegisterInput,
  type TRegisterResponse,
  type TSlugAvailability,
} from "#contracts/auth";
import { registrationCountry, registrationPhoneMessage } from "#contracts/registration-phone";
import { slugify } from "#contracts/slug";
import { hashPassword, verifyPassword } from "#server/auth/password";
import type { MerchantApproval } from "#server/config";
import type { Db } from "#server/db/client";
import { databaseErrorCode } from "#server/db/error-code";
import { AppError } from "#server/errors";
import { internationalNumber } from "#server/phones/phone-key";
import type { LoginThrottle } from "./login-throttle";
import { toMerchantResponse } from "./mappers";
import {
  findMerchantByEmail,
  findMerchantById,
  findSlugsLike,
  insertMerchantUnlessSlugTaken,
} from "./queries";

// Slugs that would shadow a storefront route.
const RESERVED_SLUGS = new Set(["marketplace"]);

export { LoginThrottle } from "./login-throttle";

export const PENDING_APPROVAL_MESSAGE =
  "Registration received! Your store will go live once an administrator approves your account.";

export const SUSPENDED_MESSAGE =
  "This store has been suspended. Please contact the administrator to have it restored.";

async function freeSlugFor(db: Db, base: string): Promise<string> {
  const taken = new Set(await findSlugsLike(db, base));
  if (!taken.has(base) && !RESERVED_SLUGS.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether `slug` is free for a new store; when not, the first free `slug-N` (kept within 60 characters). */
export async function slugAvailability(db: Db, slug: string): Promise<TSlugAvailability> {
  const free = await freeSlugFor(db, slug);
  if (free === slug) return { slug, available: true, suggestion: null };
  // A "-N" suffix must still fit the 60-character limit.
  const suggestion = slug.length <= 55 ? free : await freeSlugFor(db, slug.slice(0, 55).replace(/-+$/, ""));
  return { slug, available: false, suggestion };
}

/** A new merchant, or (with manual approval) the pending-approval answer: no sign-in then. */
const EMAIL_TAKEN = AUTH_MESSAGES.emailTaken;
const SLUG_TAKEN = AUTH_MESSAGES.slugTaken;
// Generated slugs retry with the next free suffix when a simultaneous sign-up takes theirs first.
const MAX_SLUG_ATTEMPTS = 20;

/** A new merchant, or (with manual approval) the pending-approval answer: no sign-in then. */
export async function register(
  db: Db,
  data: TRegisterInput,
  approval: MerchantApproval,
): Promise<TRegisterResponse> {
  // A phone that becomes a tel: link on the store must be one (issue 42): read in the store's country.
  const country = registrationCountry(data.timeZone);
  if (data.contactPhone && internationalNumber(data.contactPhone, country) === null)
    throw new AppError("VALIDATION", registrationPhoneMessage(country));
  if (await findMerchantByEmail(db, data.email)) throw new AppError("CONFLICT", EMAIL_TAKEN);
  const chosen = data.businessSlug || null;
  if (chosen && (RESERVED_SLUGS.has(chosen) || (await findSlugsLike(db, chosen)).includes(chosen))) {
    throw new AppError("CONFLICT", SLUG_TAKEN);
  }
  const base = slugify(data.businessName).slice(0, 55);
  if (!chosen && !base) throw new AppError("VALIDATION", "Business slug is required");
  const values = {
    email: data.email,
    password: await hashPassword(data.password),
    businessName: data.businessName,
    businessType: data.businessType,
    contactPhone: data.contactPhone,
    address: data.address,
    description: data.description,
    isApproved: approval === "auto",
    acceptsPrescriptions: data.businessType === "pharmacy",
    prescriptionsWhileClosed: data.businessType === "pharmacy",
    ...(data.timeZone && { timeZone: data.timeZone }),
  };
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt++) {
    const businessSlug = chosen ?? (await freeSlugFor(db, base));
    let merchant: Awaited<ReturnType<typeof insertMerchantUnlessSlugTaken>>;
    try {
      merchant = await insertMerchantUnlessSlugTaken(db, { ...values, businessSlug });
    } catch (err) {
      // Only the email's unique index is left to refuse: a simultaneous sign-up with this email won.
      if (databaseErrorCode(err) === "23505") throw new AppError("CONFLICT", EMAIL_TAKEN);
      throw err;
    }
    if (merchant) {
      if (approval === "manual") return { pendingApproval: true, message: PENDING_APPROVAL_MESSAGE };
      return toMerchantResponse(merchant);
    }
    if (chosen) throw new AppError("CONFLICT", SLUG_TAKEN);
  }
  throw new AppError("CONFLICT", "Many stores are signing up with this name right now. Please try again.");
}

/** The merchant these credentials belong to, if the email is not locked by too many failures. */
export async function authenticate(
  db: Db,
  input: TLoginInput,
  client: { throttle: LoginThrottle; ip: string },
): Promise<TMerchant> {
  const { email, password } = input;
  const { throttle, ip } = client;
  const waitMs = await throttle.retryAfterMs(email, ip);
  if (waitMs > 0) {
    const minutes = Math.ceil(waitMs / 60_000);
    throw new AppError(
      "RATE_LIMITED",
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
  const merchant = await findMerchantByEmail(db, email);
  // Verified even when the email is unknown (against a dummy hash), so timing reveals nothing.
  const ok = await verifyPassword(merchant?.password, password);
  if (!merchant || !ok) {
    await throttle.recordFailure(email, ip);
    throw new AppError("UNAUTHORIZED", "Invalid email or password");
  }
  await throttle.recordSuccess(email, ip);
  // Told only to someone who knows the password, so it reveals nothing about who has an account.
  if (merchant.suspendedAt) throw new AppError("FORBIDDEN", SUSPENDED_MESSAGE);
  if (!merchant.isApproved) {
    throw new AppError(
      "FORBIDDEN",
      "Your account is awaiting approval. You can sign in once it is approved.",
    );
  }
  return toMerchantResponse(merchant);
}

/** The signed-in merchant, or null when the account no longer exists. */
export async function currentMerchant(db: Db, merchantId: string): Promise<TMerchant | null> {
  const merchant = await findMerchantById(db, merchantId);
  return merchant ? toMerchantResponse(merchant) : null;
}
