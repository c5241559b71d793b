CREATE TABLE "prescription_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"uploader_hash" text NOT NULL,
	"order_id" uuid,
	"merchant_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "accepts_prescriptions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_message" text;--> statement-breakpoint
ALTER TABLE "prescription_files" ADD CONSTRAINT "prescription_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_files" ADD CONSTRAINT "prescription_files_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_files_order_id_idx" ON "prescription_files" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "prescription_files_merchant_id_idx" ON "prescription_files" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "prescription_files_unclaimed_idx" ON "prescription_files" USING btree ("created_at") WHERE "prescription_files"."order_id" is null;--> statement-breakpoint
-- Pharmacies took prescription orders before the setting existed; they keep doing so.
UPDATE "merchants" SET "accepts_prescriptions" = true WHERE "business_type" = 'pharmacy';
