ALTER TABLE "merchants" ADD COLUMN "location_lat" numeric(10, 6);--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "location_lng" numeric(10, 6);--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_location_both_or_neither" CHECK (("merchants"."location_lat" is null) = ("merchants"."location_lng" is null));