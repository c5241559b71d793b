import { z } from "zod";
import { isImageUrl, ZSortOrder } from "./catalog";
import type { TPublicAd } from "./storefront";
import { requiredText, withoutControlCharacters } from "./text";

/** The spec's ad messages (section 5) and the server's own. */
export const AD_MESSAGES = {
  title: "Ad title is required",
  image: "Image is required",
  imageUrl: "Please enter a valid image URL or path",
  link: "Please enter a link that starts with http:// or https://",
  notFound: "Ad not found",
} as const;

const adFields = {
  title: requiredText({ message: AD_MESSAGES.title, max: 100, label: "Ad title" }),
  imageUrl: z
    .string({ error: AD_MESSAGES.image })
    .trim()
    .min(1, AD_MESSAGES.image)
    .max(2000, AD_MESSAGES.imageUrl)
    .refine(isImageUrl, AD_MESSAGES.imageUrl),
  // Optional; blank means none. Only web addresses: a javascript: or data: link is never stored.
  link: z
    .string({ error: AD_MESSAGES.link })
    .trim()
    .max(2000, AD_MESSAGES.link)
    .refine(withoutControlCharacters(), AD_MESSAGES.link)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\/[^\s/]+/i.test(v), AD_MESSAGES.link),
  isActive: z.boolean({ error: "isActive must be true or false" }),
  sortOrder: ZSortOrder,
};

export const ZCreateAdRequest = z.object({
  ...adFields,
  isActive: adFields.isActive.default(true),
  sortOrder: adFields.sortOrder.nullish().transform((v) => v ?? 0),
});
export type TCreateAdRequest = z.input<typeof ZCreateAdRequest>;
export type TCreateAdInput = z.output<typeof ZCreateAdRequest>;

/** Any subset of the fields; what is left out stays as it is. */
export const ZUpdateAdRequest = z.object(adFields).partial();
export type TUpdateAdRequest = z.input<typeof ZUpdateAdRequest>;
export type TUpdateAdInput = z.output<typeof ZUpdateAdRequest>;

/** A merchant's ad: the same fields the storefront shows. */
export type TAd = TPublicAd;
