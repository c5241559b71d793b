import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { TScheduledOrders } from "#contracts/fulfilment";
import { CAPTURE_MOMENTS, CARD_PROVIDERS } from "#contracts/payments";
import type { TSetupProgress } from "#contracts/store-setup";
import { STORE_STATUSES } from "#contracts/store-status";
import type { TOpeningRange } from "#contracts/trading-hours";

export const merchants = pgTable(
  "merchants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    businessName: text("business_name").notNull(),
    businessSlug: text("business_slug").notNull().unique(),
    businessType: text("business_type").notNull(),
    contactPhone: text("contact_phone"),
    // ISO 3166 alpha-2, set in Settings: the country national phone numbers are read in (WhatsApp
    // links). Null: guessed from the store's phone or time zone (decision 0030).
    country: text("country"),
    address: text("address"),
    // Where the store is (issue 42, Settings): maps with no delivery area to show open there. Both
    // or neither.
    locationLat: numeric("location_lat", { precision: 10, scale: 6 }),
    locationLng: numeric("location_lng", { precision: 10, scale: 6 }),
    description: text("description"),
    // The store's money and formats (issue 45, decision 0067): an ISO 4217 currency, changed only
    // while the store has no orders, and the BCP 47 locale its money, numbers, dates and times are
    // written in. The languages its storefront offers (contracts/store-locale.ts) and the one a
    // shopper whose browser asks for none of them reads.
    currency: text("currency").notNull().default("USD"),
    locale: text("locale").notNull().default("en-US"),
    languages: text("languages").array().notNull().default(sql`'{en}'::text[]`),
    defaultLanguage: text("default_language").notNull().default("en"),
    // Whether shoppers see the store: true exactly when `status` is approved (a check holds it), kept
    // as its own column because every public query and the marketplace's index filter on it.
    isApproved: boolean("is_approved").notNull().default(false),
    // Where the store stands with the platform (issue 47, decision 0070): pending, approved,
    // rejected or suspended, why (a rejection's or suspension's reason, told to the merchant) and since when.
    status: text("status", { enum: STORE_STATUSES }).notNull().default("pending"),
    statusReason: text("status_reason"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    // When it was last suspended (kept after reinstating, for the operator's record).
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    // A pharmacy's licence number, optional at registration, for the operator who approves it.
    licenceNumber: text("licence_number"),
    logoUrl: text("logo_url"),
    customDisplayName: text("custom_display_name"),
    theme: text("theme").notNull().default("blue"),
    // "Accept prescription orders": on for pharmacies from registration, off for other stores.
    acceptsPrescriptions: boolean("accepts_prescriptions").notNull().default(false),
    // Prescriptions sent while the store is closed (not paused) are taken, to review at opening:
    // on for pharmacies from registration (decision 0056).
    prescriptionsWhileClosed: boolean("prescriptions_while_closed").notNull().default(false),
    // The trading day (contracts/trading-hours.ts): no hours set means open around the clock.
    timeZone: text("time_zone").notNull().default("UTC"),
    openingHours: jsonb("opening_hours").$type<TOpeningRange[]>().notNull().default([]),
    closures: jsonb("closures").$type<string[]>().notNull().default([]),
    pausedUntil: timestamp("paused_until", { withTimezone: true }),
    // How orders reach the customer (contracts/fulfilment.ts): delivery, pickup or both, the fee of a
    // store without zones, and orders for later.
    offersDelivery: boolean("offers_delivery").notNull().default(true),
    offersPickup: boolean("offers_pickup").notNull().default(false),
    deliveryFee: numeric("delivery_fee", { precision: 11, scale: 3 }).notNull().default("0"),
    scheduledOrders: jsonb("scheduled_orders")
      .$type<TScheduledOrders>()
      .notNull()
      .default({ enabled: false, slotMinutes: 30, leadMinutes: 30, daysAhead: 2, ordersPerSlot: null }),
    // Email about new orders (decision 0032): to notify_email, or the account's email when null.
    notifyEmail: text("notify_email"),
    notifyNewOrders: boolean("notify_new_orders").notNull().default(true),
    notifyPrescriptionOrders: boolean("notify_prescription_orders").notNull().default(true),
    // What one shopper may hold (issue 40, contracts/order-limits.ts): the most of one product and
    // of all units in one order, the share of a product's stock one phone and address may hold in
    // unconfirmed orders, and when an unconfirmed order is let go (null: never).
    maxPerProduct: integer("max_per_product").notNull().default(20),
    maxUnitsPerOrder: integer("max_units_per_order").notNull().default(100),
    holdSharePercent: integer("hold_share_percent").notNull().default(50),
    releaseUnconfirmedAfterMinutes: integer("release_unconfirmed_after_minutes"),
    // What the checkout offers (issue 41, decision 0050): cash (the default, as before) and cards,
    // through Stripe (the store's own connected account) or the built-in test gateway.
    acceptsCash: boolean("accepts_cash").notNull().default(true),
    acceptsCard: boolean("accepts_card").notNull().default(false),
    cardProvider: text("card_provider", { enum: CARD_PROVIDERS }).notNull().default("stripe"),
    // When a card's money is taken; null: the business type's default (restaurants on confirm).
    captureOn: text("capture_on", { enum: CAPTURE_MOMENTS }),
    unpaidExpiryMinutes: integer("unpaid_expiry_minutes").notNull().default(30),
    stripeAccountId: text("stripe_account_id"),
    // Kept current by the account.updated webhook and a read on return from onboarding.
    stripeChargesEnabled: boolean("stripe_charges_enabled").notNull().default(false),
    // Issue 46 (decision 0069): Razorpay on the merchant's own account (INR stores). The key secret
    // and the webhook secret are sealed with SECRETS_KEY (secret-box.ts): never stored, logged or
    // answered in the clear. UPI to the store's own ID, which the merchant confirms by hand.
    acceptsRazorpay: boolean("accepts_razorpay").notNull().default(false),
    acceptsUpi: boolean("accepts_upi").notNull().default(false),
    razorpayKeyId: text("razorpay_key_id"),
    razorpayKeySecret: text("razorpay_key_secret"),
    razorpayWebhookSecret: text("razorpay_webhook_secret"),
    upiVpa: text("upi_vpa"),
    upiPayeeName: text("upi_payee_name"),
    // The first-run path (issue 48, decision 0073): each step done or skipped, and when the merchant
    // reached "Your store is live" (stores made before it count as finished).
    setupSteps: jsonb("setup_steps").$type<TSetupProgress["steps"]>().notNull().default({}),
    setupFinishedAt: timestamp("setup_finished_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    check(
      "merchants_some_payment_method",
      sql`${t.acceptsCash} or ${t.acceptsCard} or ${t.acceptsRazorpay} or ${t.acceptsUpi}`,
    ),
    check("merchants_status_check", sql`${t.status} in ('pending', 'approved', 'rejected', 'suspended')`),
    check("merchants_approved_is_status", sql`${t.isApproved} = (${t.status} = 'approved')`),
    // The operator's queue (oldest first) and the stores list's status filter.
    index("merchants_status_created_idx").on(t.status, t.createdAt),
    check("merchants_location_both_or_neither", sql`(${t.locationLat} is null) = (${t.locationLng} is null)`),
    check("merchants_unpaid_expiry_minutes", sql`${t.unpaidExpiryMinutes} between 5 and 1440`),
    // account.updated names the account: which store is it?
    index("merchants_stripe_account_id_idx")
      .on(t.stripeAccountId)
      .where(sql`${t.stripeAccountId} is not null`),
    // The marketplace's order (by name, case-insensitively) over public stores: pages by keyset.
    index("merchants_marketplace_order_idx")
      .on(sql`lower(${t.businessName})`, t.businessName, t.id)
      .where(sql`${t.isApproved}`),
  ],
);

export type MerchantRow = typeof merchants.$inferSelect;
