import {
  AUTH_MESSAGES,
  type TLoginInput,
  type TMerchant,
  type TRegisterInput,
  type TSlugAvailability,
} from "#contracts/auth";
import { registrationCountry, registrationPhoneMessage } from "#contracts/registration-phone";
import { slugify } from "#contracts/slug";
import {
  ROLE_PERMISSIONS,
  STAFF_MESSAGES,
  type TPlatformRole,
  type TRole,
  type TUser,
  VIEW_AS_PERMISSIONS,
} from "#contracts/staff";
import { DEFAULT_STORE_FORMATS, defaultLanguageProblem } from "#contracts/store-locale";
import { STORE_STATUS_MESSAGES } from "#contracts/store-status";
import { hashPassword, verifyPassword } from "#server/auth/password";
import type { MerchantApproval } from "#server/config";
import type { Db } from "#server/db/client";
import { databaseErrorCode } from "#server/db/error-code";
import type { MerchantRow } from "#server/db/schema/merchants";
import { AppError, notFound } from "#server/errors";
import { toViewAs } from "#server/modules/admin/service";
import { applyTemplateIn } from "#server/modules/setup/service";
import { internationalNumber } from "#server/phones/phone-key";
import type { LoginThrottle } from "./login-throttle";
import { toMerchantResponse } from "./mappers";
import {
  findMerchantById,
  findPersonByEmail,
  findPersonById,
  findSlugsLike,
  insertMerchantUnlessSlugTaken,
  insertOwner,
  type StoreOfPerson,
  storesOf,
} from "./queries";

// Slugs that would shadow a storefront route.
const RESERVED_SLUGS = new Set(["marketplace"]);

export { LoginThrottle } from "./login-throttle";
export { passwordLinkToken, signingSecret } from "./password-link";

export const PENDING_APPROVAL_MESSAGE =
  "Registration received! Your store will go live once an administrator approves your account.";

/** An invite into a suspended store cannot be accepted (its merchant still signs in, issue 47). */
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

const EMAIL_TAKEN = AUTH_MESSAGES.emailTaken;
const SLUG_TAKEN = AUTH_MESSAGES.slugTaken;
// Generated slugs retry with the next free suffix when a simultaneous sign-up takes theirs first.
const MAX_SLUG_ATTEMPTS = 20;

/** What the form chose of currency, formats and languages; a US dollar store in English otherwise. */
function registrationFormats(data: TRegisterInput): Partial<MerchantRow> {
  const languages = data.languages ?? [data.defaultLanguage ?? DEFAULT_STORE_FORMATS.defaultLanguage];
  const defaultLanguage = data.defaultLanguage ?? languages[0] ?? DEFAULT_STORE_FORMATS.defaultLanguage;
  const problem = defaultLanguageProblem(languages, defaultLanguage);
  if (problem) throw new AppError("VALIDATION", problem);
  return {
    currency: data.currency ?? DEFAULT_STORE_FORMATS.currency,
    locale: data.locale ?? DEFAULT_STORE_FORMATS.locale,
    languages,
    defaultLanguage,
  };
}

/** A new merchant, or (with manual approval) the pending-approval answer: no sign-in then. */
export async function register(
  db: Db,
  data: TRegisterInput,
  approval: MerchantApproval,
): Promise<
  (TMerchant & { personId: string }) | { pendingApproval: true; message: string; merchantId: string }
> {
  // A phone that becomes a tel: link on the store must be one (issue 42): read in the store's country.
  const country = registrationCountry(data.timeZone);
  if (data.contactPhone && internationalNumber(data.contactPhone, country) === null)
    throw new AppError("VALIDATION", registrationPhoneMessage(country));
  if (await findPersonByEmail(db, data.email)) throw new AppError("CONFLICT", EMAIL_TAKEN);
  const chosen = data.businessSlug || null;
  if (chosen && (RESERVED_SLUGS.has(chosen) || (await findSlugsLike(db, chosen)).includes(chosen))) {
    throw new AppError("CONFLICT", SLUG_TAKEN);
  }
  const base = slugify(data.businessName).slice(0, 55);
  if (!chosen && !base) throw new AppError("VALIDATION", "Business slug is required");
  const password = await hashPassword(data.password);
  const values = {
    email: data.email,
    businessName: data.businessName,
    businessType: data.businessType,
    contactPhone: data.contactPhone,
    address: data.address,
    description: data.description,
    isApproved: approval === "auto",
    status: approval === "auto" ? ("approved" as const) : ("pending" as const),
    statusChangedAt: new Date(),
    licenceNumber: data.businessType === "pharmacy" ? data.licenceNumber : null,
    acceptsPrescriptions: data.businessType === "pharmacy",
    prescriptionsWhileClosed: data.businessType === "pharmacy",
    // The register form asked what the store sells: the first-run path's first step is done (issue 48).
    setupSteps: { type: "done" as const },
    ...(data.timeZone && { timeZone: data.timeZone }),
    ...registrationFormats(data),
  };
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt++) {
    const businessSlug = chosen ?? (await freeSlugFor(db, base));
    let created: { merchant: MerchantRow; personId: string } | undefined;
    try {
      // The store and its owner, a person who signs in (decision 0059), together or not at all.
      created = await db.transaction(async (tx) => {
        const merchant = await insertMerchantUnlessSlugTaken(tx, { ...values, businessSlug });
        if (!merchant) return undefined;
        const owner = await insertOwner(tx, merchant.id, {
          email: data.email,
          password,
          name: data.businessName,
        });
        if (!owner) throw new AppError("CONFLICT", EMAIL_TAKEN);
        // The template's examples with the store, never a store with half a menu (issue 48).
        await applyTemplateIn(tx, merchant.id, data.template, merchant.currency, owner.id);
        return { merchant, personId: owner.id };
      });
    } catch (err) {
      // Only the email's unique index is left to refuse: a simultaneous sign-up with this email won.
      if (databaseErrorCode(err) === "23505") throw new AppError("CONFLICT", EMAIL_TAKEN);
      throw err;
    }
    if (created) {
      if (approval === "manual")
        return { pendingApproval: true, message: PENDING_APPROVAL_MESSAGE, merchantId: created.merchant.id };
      return { ...toMerchantResponse(created.merchant), personId: created.personId };
    }
    if (chosen) throw new AppError("CONFLICT", SLUG_TAKEN);
  }
  throw new AppError("CONFLICT", "Many stores are signing up with this name right now. Please try again.");
}

/** Who signed in, and the store their session starts in. */
export interface SignedInPerson {
  personId: string;
  merchantId: string;
  role: TRole;
}

/** An operator or support person (issue 47): their session is the console's, in no store. */
export interface SignedInOperator {
  personId: string;
  merchantId: null;
  platformRole: TPlatformRole;
}

/**
 * Whether the store's people may work in it: a live store, and a suspended one, whose merchant still
 * works its open orders (issue 47 item 3). A store waiting for approval, or rejected, is not yet theirs.
 */
const opensForItsPeople = (store: StoreOfPerson) =>
  store.status === "approved" || store.status === "suspended";

/** Why a store's people cannot sign in to it: waiting for approval, or rejected (and why). */
function closedStoreMessage(store: StoreOfPerson): string {
  return store.status === "rejected"
    ? STORE_STATUS_MESSAGES.rejected(store.statusReason)
    : STORE_STATUS_MESSAGES.awaitingApproval;
}

/**
 * The store a session starts in: the person's first store they may work in (live first). When none
 * is, the reason of their first store (awaiting approval, or rejected and why) is the answer.
 */
function firstOpenStore(stores: StoreOfPerson[]): StoreOfPerson {
  const open = stores.find((store) => store.status === "approved") ?? stores.find(opensForItsPeople);
  if (open) return open;
  const first = stores[0];
  if (!first) throw new AppError("FORBIDDEN", STAFF_MESSAGES.noStores);
  throw new AppError("FORBIDDEN", closedStoreMessage(first));
}

/** The person these credentials belong to, if the email is not locked by too many failures. */
export async function authenticate(
  db: Db,
  input: TLoginInput,
  client: { throttle: LoginThrottle; ip: string },
): Promise<SignedInPerson | SignedInOperator> {
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
  const person = await findPersonByEmail(db, email);
  // Verified even when the email is unknown (against a dummy hash), so timing reveals nothing.
  const ok = await verifyPassword(person?.password, password);
  if (!person || !ok) {
    await throttle.recordFailure(email, ip);
    throw new AppError("UNAUTHORIZED", "Invalid email or password");
  }
  await throttle.recordSuccess(email, ip);
  // Someone who runs the platform works in the console, in no store (issue 47).
  if (person.platformRole)
    return { personId: person.id, merchantId: null, platformRole: person.platformRole };
  // Told only to someone who knows the password, so it reveals nothing about who has an account.
  const store = firstOpenStore(await storesOf(db, person.id));
  return { personId: person.id, merchantId: store.merchantId, role: store.role };
}

/**
 * The store the session moves to (`POST /api/user/store`): one of the person's, and live. Another
 * store is a 404, as another store's rows are.
 */
export async function storeToSwitchTo(db: Db, personId: string, merchantId: string): Promise<StoreOfPerson> {
  const store = (await storesOf(db, personId)).find((s) => s.merchantId === merchantId);
  if (!store) throw notFound(STAFF_MESSAGES.storeNotFound);
  if (!opensForItsPeople(store)) throw new AppError("FORBIDDEN", closedStoreMessage(store));
  return store;
}

/**
 * The signed-in person in their session's store, or null when the person or store is gone. An
 * operator viewing the store as its merchant (`viewAs`, issue 47) reads it as its owner would, with
 * only the permissions to read, and none of the stores' switcher.
 */
export async function currentUser(
  db: Db,
  member: SignedInPerson,
  viewAs: { until: Date; reason: string } | null = null,
): Promise<TUser | null> {
  const [merchant, person, stores] = await Promise.all([
    findMerchantById(db, member.merchantId),
    findPersonById(db, member.personId),
    viewAs ? [] : storesOf(db, member.personId),
  ]);
  if (!merchant || !person) return null;
  return {
    ...toMerchantResponse(merchant),
    role: member.role,
    permissions: [...(viewAs ? VIEW_AS_PERMISSIONS : ROLE_PERMISSIONS[member.role])],
    stores: stores.map(({ merchantId, businessName, role }) => ({ merchantId, businessName, role })),
    person: { id: person.id, name: person.name, email: person.email },
    viewAs: viewAs && toViewAs(merchant, viewAs),
  };
}

/** The store, or null when it no longer exists. */
export async function currentMerchant(db: Db, merchantId: string) {
  const merchant = await findMerchantById(db, merchantId);
  return merchant ? toMerchantResponse(merchant) : null;
}
