ALTER TABLE "merchants" ADD COLUMN "max_per_product" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "max_units_per_order" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "hold_share_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "release_unconfirmed_after_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "holder_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_per_order" integer;--> statement-breakpoint
CREATE INDEX "orders_merchant_id_holder_created_idx" ON "orders" USING btree ("merchant_id","holder_key","created_at") WHERE "orders"."holder_key" is not null;