DROP INDEX "customers_merchant_id_phone_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_merchant_id_phone_key_idx" ON "customers" USING btree ("merchant_id","phone_key");--> statement-breakpoint
CREATE INDEX "customers_unkeyed_idx" ON "customers" USING btree ("merchant_id") WHERE "customers"."phone_key" is null;--> statement-breakpoint
CREATE INDEX "customers_merchant_id_phone_idx" ON "customers" USING btree ("merchant_id","phone","id");