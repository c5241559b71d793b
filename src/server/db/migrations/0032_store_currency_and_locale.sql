-- Issue 45, decision 0067: a store's currency and locale, and the languages its storefront offers.
-- Money columns keep 8 whole digits and take a third decimal, for the currencies that have three
-- (KWD, BHD, OMR...); every existing amount keeps its value. Existing stores and orders stay in USD.
-- The customer totals trigger names total_amount: it is set again once the column has its new type.
DROP TRIGGER "orders_customer_totals" ON "orders";--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "total_spent" SET DATA TYPE numeric(16, 3);--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "total_spent" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "delivery_zones" ALTER COLUMN "delivery_fee" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "delivery_zones" ALTER COLUMN "delivery_fee" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "delivery_zones" ALTER COLUMN "minimum_order" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "delivery_zones" ALTER COLUMN "minimum_order" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "delivery_zones" ALTER COLUMN "free_delivery_over" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "value" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "value" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "minimum_subtotal" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "minimum_subtotal" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "merchants" ALTER COLUMN "delivery_fee" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "merchants" ALTER COLUMN "delivery_fee" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_amount" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_amount" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_amount" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_paid" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_paid" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_refunded" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount_refunded" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "payment_events" ALTER COLUMN "amount" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "product_options" ALTER COLUMN "price_delta" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "product_options" ALTER COLUMN "price_delta" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "discount_price" SET DATA TYPE numeric(11, 3);--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpointCREATE TRIGGER "orders_customer_totals" AFTER UPDATE OF "status", "total_amount" ON "orders"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."total_amount" IS DISTINCT FROM NEW."total_amount")
  EXECUTE FUNCTION "orders_customer_totals"();
