import { z } from "zod";
import { isImageUrl } from "./catalog";
import { isCountryCode } from "./countries";
import { ZStoreLocation } from "./maps";
import { storeFormatsFields } from "./store-locale";
import { optionalText } from "./text";
import { STORE_THEMES } from "./themes";

export const SETTINGS_MESSAGES = {
  theme: "Please choose one of the six themes",
  logoUrl: "Please enter a valid image URL or path",
  logoMissing: "Please select an image file.",
  /** A file that is not a JPEG, PNG, GIF or WebP image (spec section 5's client check, said by the server). */
  logoType: "Please select an image file.",
  logoTooLarge: "Please select an image under 5MB.",
  country: "Please choose a country from the list",
} as const;

const THEME_IDS = STORE_THEMES.map((theme) => theme.id) as [string, ...string[]];

/** PUT /api/merchant/customization (spec section 7): empty display name and phone are sent as null. */
export const ZCustomizationRequest = z.object({
  logoUrl: z
    .string({ error: SETTINGS_MESSAGES.logoUrl })
    .trim()
    .max(2000, SETTINGS_MESSAGES.logoUrl)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isImageUrl(v), SETTINGS_MESSAGES.logoUrl),
  customDisplayName: optionalText(100, "single-line"),
  contactPhone: optionalText(30, "single-line"),
  theme: z.enum(THEME_IDS, { error: SETTINGS_MESSAGES.theme }),
  /** "Accept prescription orders"; left out, it stays as it is. */
  acceptsPrescriptions: z.boolean({ error: "acceptsPrescriptions must be true or false" }).optional(),
  /**
   * The store's country (ISO 3166 alpha-2) its customers' national phone numbers are read in, for
   * WhatsApp links; null or blank: guessed from its phone or time zone. Left out, it stays.
   */
  country: z
    .string({ error: SETTINGS_MESSAGES.country })
    .trim()
    .toUpperCase()
    .refine((v) => v === "" || isCountryCode(v), SETTINGS_MESSAGES.country)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  /**
   * Where the store is (issue 42): maps with no delivery area to show open there. Set by a pin or
   * an address in Settings; null clears it; left out, it stays.
   */
  location: ZStoreLocation.nullable().optional(),
  /**
   * The store's currency (only while it has no orders), formats and languages (issue 45, decision
   * 0067); left out, each stays as it is.
   */
  ...storeFormatsFields,
});
export type TCustomizationRequest = z.input<typeof ZCustomizationRequest>;
export type TCustomizationInput = z.output<typeof ZCustomizationRequest>;
