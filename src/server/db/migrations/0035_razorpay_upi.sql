-- Issue 46 (decision 0069): Razorpay on the merchant's own account and UPI to the store's own ID;
-- the Razorpay secrets are sealed with SECRETS_KEY; one UTR is recorded on one order of a store.
ALTER TABLE "merchants" DROP CONSTRAINT "merchants_some_payment_method";--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "accepts_razorpay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "accepts_upi" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "razorpay_key_id" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "razorpay_key_secret" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "razorpay_webhook_secret" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "upi_vpa" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "upi_payee_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "upi_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_merchant_upi_reference_idx" ON "payment_events" USING btree ("merchant_id","reference") WHERE "payment_events"."kind" = 'upi_received';--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_some_payment_method" CHECK ("merchants"."accepts_cash" or "merchants"."accepts_card" or "merchants"."accepts_razorpay" or "merchants"."accepts_upi");