import { z } from "zod";

/**
 * Email (decision 0032): what a store's merchant and its customers are sent, and the settings the
 * merchant chooses. Pure data and schemas, shared by the server and the settings screen.
 */
export const MAIL_KINDS = [
  "merchant_new_order",
  "merchant_new_prescription",
  "customer_order_placed",
  "customer_status_changed",
  "customer_quote",
  /** A store's invite to join its team (issue 43): no order; the link, the store and the role. */
  "staff_invite",
  /** The platform about a store (issue 47): approved, rejected, suspended, reinstated; waiting, to operators. */
  "platform_notice",
] as const;
export type TMailKind = (typeof MAIL_KINDS)[number];

/** pending: waiting to be sent (or being sent); sent; failed: gave up, kept for the operator. */
export const MAIL_STATES = ["pending", "sent", "failed"] as const;

export const MAIL_MESSAGES = {
  email: "Please enter a valid email address",
  flag: (name: string) => `${name} must be true or false`,
} as const;

/** An optional email address: blank is none (null), anything else must be an address. */
export const ZOptionalEmail = z
  .string({ error: MAIL_MESSAGES.email })
  .trim()
  .max(254, MAIL_MESSAGES.email)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email(MAIL_MESSAGES.email).nullable());

/** PUT /api/merchant/notifications: where the merchant's order mail goes, and which it wants. */
export const ZNotificationSettingsRequest = z.object(
  {
    /** null or blank: the account's email. */
    email: ZOptionalEmail,
    newOrders: z.boolean({ error: MAIL_MESSAGES.flag("newOrders") }),
    prescriptionOrders: z.boolean({ error: MAIL_MESSAGES.flag("prescriptionOrders") }),
  },
  { error: "Send email, newOrders and prescriptionOrders" },
);
export type TNotificationSettingsRequest = z.input<typeof ZNotificationSettingsRequest>;

export interface TNotificationSettings {
  email: string | null;
  /** Where mail goes when `email` is null. */
  accountEmail: string;
  newOrders: boolean;
  prescriptionOrders: boolean;
  /** Whether this server sends mail at all (SMTP_URL and MAIL_FROM are set). */
  mailConfigured: boolean;
}
