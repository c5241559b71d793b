import { hash, verify } from "@node-rs/argon2";
import {
  type TLoginRequest,
  type TRegisterRequest,
  ZLoginRequest,
  ZRegisterRequest,
} from "../../../contracts/auth";
import { slugify } from "../../../contracts/slug";
import type { MerchantApproval } from "../../config";
import type { Db } from "../../db/client";
import type { MerchantRow } from "../../db/schema/merchants";
import { AppError } from "../../errors";
import type { LoginThrottle } from "./login-throttle";
import { findMerchantByEmail, findSlugsLike, insertMerchant } from "./queries";

// Slugs that would shadow a storefront route.
const RESERVED_SLUGS = new Set(["marketplace"]);
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */ } as const;
// Verified against when the email is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH = await hash("not-a-real-password", ARGON2_OPTIONS);

export const PENDING_APPROVAL_MESSAGE =
  "Registration received! Your store will go live once an administrator approves your account.";

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

async function freeSlugFor(db: Db, base: string): Promise<string> {
  const taken = new Set(await findSlugsLike(db, base));
  if (!taken.has(base) && !RESERVED_SLUGS.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export type RegisterResult = { merchant: MerchantRow } | { pendingApproval: true; message: string };

export async function register(
  db: Db,
  input: TRegisterRequest,
  approval: MerchantApproval,
): Promise<RegisterResult> {
  const data = ZRegisterRequest.parse(input);
  if (await findMerchantByEmail(db, data.email)) {
    throw new AppError("CONFLICT", "An account with this email already exists");
  }
  let slug = data.businessSlug;
  if (slug) {
    if (RESERVED_SLUGS.has(slug) || (await findSlugsLike(db, slug)).includes(slug)) {
      throw new AppError("CONFLICT", "This business slug is already taken. Please choose another one.");
    }
  } else {
    const base = slugify(data.businessName);
    if (!base) throw new AppError("VALIDATION", "Business slug is required");
    slug = await freeSlugFor(db, base.slice(0, 55));
  }
  let merchant: MerchantRow;
  try {
    merchant = await insertMerchant(db, {
      email: data.email,
      password: await hashPassword(data.password),
      businessName: data.businessName,
      businessSlug: slug,
      businessType: data.businessType,
      contactPhone: data.contactPhone,
      address: data.address,
      description: data.description,
      isApproved: approval === "auto",
    });
  } catch {
    // Two registrations racing for the same email or slug: the unique index decides.
    throw new AppError("CONFLICT", "An account with this email or business slug already exists");
  }
  if (approval === "manual") return { pendingApproval: true, message: PENDING_APPROVAL_MESSAGE };
  return { merchant };
}

export async function authenticate(
  db: Db,
  input: TLoginRequest,
  throttle: LoginThrottle,
): Promise<MerchantRow> {
  const { email, password } = ZLoginRequest.parse(input);
  const waitMs = throttle.retryAfterMs(email);
  if (waitMs > 0) {
    const minutes = Math.ceil(waitMs / 60_000);
    throw new AppError(
      "RATE_LIMITED",
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    );
  }
  const merchant = await findMerchantByEmail(db, email);
  const ok = await verify(merchant?.password ?? DUMMY_HASH, password);
  if (!merchant || !ok) {
    throttle.recordFailure(email);
    throw new AppError("UNAUTHORIZED", "Invalid email or password");
  }
  throttle.recordSuccess(email);
  if (!merchant.isApproved) {
    throw new AppError(
      "FORBIDDEN",
      "Your account is awaiting approval. You can sign in once it is approved.",
    );
  }
  return merchant;
}
