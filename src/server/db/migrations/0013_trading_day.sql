ALTER TABLE "merchants" ADD COLUMN "offers_delivery" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "offers_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "delivery_fee" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "scheduled_orders" jsonb DEFAULT '{"enabled":false,"slotMinutes":30,"leadMinutes":30,"daysAhead":2,"ordersPerSlot":null}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "delivery_fee" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "minimum_order" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "free_delivery_over" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "eta_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "location_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eta_minutes" integer;--> statement-breakpoint
UPDATE "orders" SET "subtotal" = "total_amount";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_merchant_id_scheduled_for_idx" ON "orders" USING btree ("merchant_id","scheduled_for") WHERE "scheduled_for" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "order_slots" (
	"merchant_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_slots_merchant_id_starts_at_pk" PRIMARY KEY("merchant_id","starts_at")
);--> statement-breakpoint
ALTER TABLE "order_slots" ADD CONSTRAINT "order_slots_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
