-- Issue 48 (decision 0073): a store's first-run path (its steps done or skipped, and when it was
-- finished) and a template's example products and categories, which shoppers never see. Stores made
-- before the path existed have long been set up: they count as finished when they were made.
ALTER TABLE "categories" ADD COLUMN "is_example" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "setup_steps" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "setup_finished_at" timestamp with time zone;--> statement-breakpoint
UPDATE "merchants" SET "setup_finished_at" = "created_at";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_example" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_examples_idx" ON "products" USING btree ("merchant_id") WHERE "products"."is_example";