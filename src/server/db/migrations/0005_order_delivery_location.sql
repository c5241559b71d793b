ALTER TABLE "orders" ADD COLUMN "delivery_lat" numeric(10, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_lng" numeric(10, 6);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_zone_id_idx" ON "orders" USING btree ("delivery_zone_id");