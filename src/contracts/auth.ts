import { z } from "zod";
import { BUSINESS_TYPES } from "./business-types";
import type { TStoreLocation } from "./maps";
import { SLUG_PATTERN } from "./slug";
import { storeFormatsFields, type TStoreFormats } from "./store-locale";
import { ZStoreTemplate } from "./store-setup";
import type { TStoreStatus } from "./store-status";
import { optionalText, requiredText } from "./text";
import { isTimeZone } from "./trading-hours";
import { TRADING_MESSAGES } from "./trading-settings";

export const AUTH_MESSAGES = {
  email: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 6 characters",
  businessName: "Business name is required",
  businessSlug: "Business slug is required",
  slugPattern: "Business slug must contain only lowercase letters, numbers, and hyphens",
  businessType: "Please select a business type",
  emailTaken: "An account with this email already exists",
  slugTaken: "This business slug is already taken. Please choose another one.",
} as const;

/** How the registration phone's messages begin (registration-phone.ts words the rest). */
export const REGISTRATION_PHONE_MESSAGE_START = "Please enter a valid phone number";
/** Whether a message the server sent is the registration phone field's own. */
export const isRegistrationPhoneMessage = (message: string) =>
  message.startsWith(REGISTRATION_PHONE_MESSAGE_START);

const email = z
  .string({ error: AUTH_MESSAGES.email })
  .trim()
  .max(254, AUTH_MESSAGES.email)
  .pipe(z.email(AUTH_MESSAGES.email))
  .transform((v) => v.toLowerCase());

export const ZLoginRequest = z.object({
  email,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(256),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;
export type TLoginInput = z.output<typeof ZLoginRequest>;

const registerFields = {
  email,
  // The upper bound keeps hashing cost bounded; it is far above any real password.
  password: z
    .string({ error: AUTH_MESSAGES.passwordMin })
    .min(6, AUTH_MESSAGES.passwordMin)
    .max(256, "Password must be at most 256 characters"),
  businessName: requiredText({ message: AUTH_MESSAGES.businessName, max: 100, label: "Business name" }),
  businessType: z.enum(BUSINESS_TYPES, { error: AUTH_MESSAGES.businessType }).default("retail"),
  contactPhone: optionalText(30, "single-line"),
  address: optionalText(300),
  description: optionalText(1000),
  /** A pharmacy's licence number (issue 47), for the operator who approves the store; optional. */
  licenceNumber: optionalText(60, "single-line"),
  /** The store's currency, formats and languages (issue 45); left out: a US dollar store in English. */
  ...storeFormatsFields,
};

const slugField = z
  .string()
  .trim()
  .max(60, "Business slug must be at most 60 characters")
  .regex(SLUG_PATTERN, AUTH_MESSAGES.slugPattern);

/** What the register form collects: the slug is required there (the form fills it from the name). */
export const ZRegisterForm = z.object({
  ...registerFields,
  businessSlug: z.string().trim().min(1, AUTH_MESSAGES.businessSlug).pipe(slugField),
});
export type TRegisterForm = z.input<typeof ZRegisterForm>;

/** What the API accepts: an empty or missing slug is generated from the business name. */
export const ZRegisterRequest = z.object({
  ...registerFields,
  businessSlug: z.union([z.literal(""), slugField]).nullish(),
  /** The store's time zone (IANA); the register form sends the browser's. Default "UTC". */
  timeZone: z
    .string({ error: TRADING_MESSAGES.timeZone })
    .trim()
    .max(64, TRADING_MESSAGES.timeZone)
    .refine(isTimeZone, TRADING_MESSAGES.timeZone)
    .optional(),
  /** The catalog the store starts from (issue 48): `none`, as before, when left out. */
  template: ZStoreTemplate.default("none"),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;
export type TRegisterInput = z.output<typeof ZRegisterRequest>;

export interface TMerchant extends TStoreFormats {
  id: string;
  email: string;
  businessName: string;
  businessSlug: string;
  businessType: string;
  contactPhone: string | null;
  address: string | null;
  description: string | null;
  isApproved: boolean;
  /** Where the store stands with the platform (issue 47): a suspended store's dashboard says why. */
  status: TStoreStatus;
  /** Why it was rejected or suspended, as the operator wrote it; null otherwise. */
  statusReason: string | null;
  /** A pharmacy's licence number, given at registration (optional). */
  licenceNumber: string | null;
  logoUrl: string | null;
  customDisplayName: string | null;
  theme: string;
  acceptsPrescriptions: boolean;
  /** The country set in Settings (ISO 3166 alpha-2), or null. */
  country: string | null;
  /** The country national phone numbers are read in for WhatsApp links: `country`, else a guess from the store's phone or time zone; null when nothing tells. */
  phoneCountry: string | null;
  /** Where the store is (Settings), or null: maps with no delivery area open there. */
  location: TStoreLocation | null;
  createdAt: string;
}

export type TRegisterResponse = TMerchant | { pendingApproval: true; message: string };

/** GET /api/slug-availability?slug=: the register form asks when the Store URL field loses focus. */
export const ZSlugAvailabilityQuery = z.object({
  slug: z
    .string({ error: AUTH_MESSAGES.businessSlug })
    .trim()
    .min(1, AUTH_MESSAGES.businessSlug)
    .pipe(slugField),
});

/** Whether a store address is free, and a free one like it when it is not. */
export interface TSlugAvailability {
  slug: string;
  available: boolean;
  suggestion: string | null;
}

/** POST /api/password: a new password through a one-time link (`/set-password/{token}`, issue 47). */
export const ZSetPasswordRequest = z.object({
  token: z
    .string({ error: "The link is not valid" })
    .trim()
    .min(1, "The link is not valid")
    .max(300, "The link is not valid"),
  password: z
    .string({ error: AUTH_MESSAGES.passwordMin })
    .min(6, AUTH_MESSAGES.passwordMin)
    .max(256, "Password must be at most 256 characters"),
});
export type TSetPasswordRequest = z.input<typeof ZSetPasswordRequest>;
