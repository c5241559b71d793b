import { z } from "zod";
import { optionalText } from "./optional-text";
import { SLUG_PATTERN } from "./slug";

export const BUSINESS_TYPES = ["pharmacy", "restaurant", "retail"] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const MESSAGES = {
  email: "Please enter a valid email address",
  passwordRequired: "Password is required",
  passwordMin: "Password must be at least 6 characters",
  businessName: "Business name is required",
  businessSlug: "Business slug is required",
  slugPattern: "Business slug must contain only lowercase letters, numbers, and hyphens",
  businessType: "Please select a business type",
} as const;

const email = z
  .string({ error: MESSAGES.email })
  .trim()
  .max(254, MESSAGES.email)
  .pipe(z.email(MESSAGES.email))
  .transform((v) => v.toLowerCase());

export const ZLoginRequest = z.object({
  email,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(256),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

const registerFields = {
  email,
  // The upper bound keeps hashing cost bounded; it is far above any real password.
  password: z
    .string({ error: MESSAGES.passwordMin })
    .min(6, MESSAGES.passwordMin)
    .max(256, "Password must be at most 256 characters"),
  businessName: z
    .string({ error: MESSAGES.businessName })
    .trim()
    .min(1, MESSAGES.businessName)
    .max(100, "Business name must be at most 100 characters"),
  businessType: z.enum(BUSINESS_TYPES, { error: MESSAGES.businessType }).default("retail"),
  contactPhone: optionalText(30),
  address: optionalText(300),
  description: optionalText(1000),
};

const slugField = z
  .string()
  .trim()
  .max(60, "Business slug must be at most 60 characters")
  .regex(SLUG_PATTERN, MESSAGES.slugPattern);

/** What the register form collects: the slug is required there (the form fills it from the name). */
export const ZRegisterForm = z.object({
  ...registerFields,
  businessSlug: z.string().trim().min(1, MESSAGES.businessSlug).pipe(slugField),
});
export type TRegisterForm = z.input<typeof ZRegisterForm>;

/** What the API accepts: an empty or missing slug is generated from the business name. */
export const ZRegisterRequest = z.object({
  ...registerFields,
  businessSlug: z.union([z.literal(""), slugField]).nullish(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const THEMES = ["blue", "green", "purple", "red", "orange", "pink"] as const;
export type ThemeId = (typeof THEMES)[number];

export interface TMerchant {
  id: string;
  email: string;
  businessName: string;
  businessSlug: string;
  businessType: string;
  contactPhone: string | null;
  address: string | null;
  description: string | null;
  isApproved: boolean;
  logoUrl: string | null;
  customDisplayName: string | null;
  theme: string;
  createdAt: string;
}

export type TRegisterResponse = TMerchant | { pendingApproval: true; message: string };
