ALTER TABLE "orders" ADD COLUMN "prescription_file_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prescription_files" ADD COLUMN "uploader_address" text;--> statement-breakpoint
ALTER TABLE "prescription_files" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "prescription_files_unclaimed_address_idx" ON "prescription_files" USING btree ("uploader_address") WHERE "prescription_files"."order_id" is null;