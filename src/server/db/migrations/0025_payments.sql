CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount" numeric(10, 2),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"account" text,
	"merchant_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "test_gateway_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"capture" text NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"payment_state" text,
	"amount_received_cents" bigint DEFAULT 0 NOT NULL,
	"failure_message" text,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "accepts_cash" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "accepts_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "card_provider" text DEFAULT 'stripe' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "capture_on" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "unpaid_expiry_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "stripe_charges_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_paid" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amount_refunded" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_account" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_redirect_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_flag" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mail_base_url" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_sessions" ADD CONSTRAINT "test_gateway_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_order_kind_reference_idx" ON "payment_events" USING btree ("order_id","kind","reference");--> statement-breakpoint
CREATE INDEX "payment_events_merchant_id_order_idx" ON "payment_events" USING btree ("merchant_id","order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_provider_event_idx" ON "payment_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_merchant_id_idx" ON "payment_webhook_events" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_unprocessed_idx" ON "payment_webhook_events" USING btree ("received_at") WHERE "payment_webhook_events"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_sessions_idempotency_key_idx" ON "test_gateway_sessions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_sessions_payment_id_idx" ON "test_gateway_sessions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "test_gateway_sessions_merchant_id_idx" ON "test_gateway_sessions" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "merchants_stripe_account_id_idx" ON "merchants" USING btree ("stripe_account_id") WHERE "merchants"."stripe_account_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_merchant_id_payment_status_created_idx" ON "orders" USING btree ("merchant_id","payment_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "orders_payment_session_id_idx" ON "orders" USING btree ("payment_session_id") WHERE "orders"."payment_session_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_payment_intent_id_idx" ON "orders" USING btree ("payment_intent_id") WHERE "orders"."payment_intent_id" is not null;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_some_payment_method" CHECK ("merchants"."accepts_cash" or "merchants"."accepts_card");--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_unpaid_expiry_minutes" CHECK ("merchants"."unpaid_expiry_minutes" between 5 and 1440);