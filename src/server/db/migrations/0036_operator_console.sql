-- Issue 47 (decision 0070): a store's status with the platform and why, operators (people.platform_role),
-- store-less operator sessions and "view as a merchant", the record of what operators did, and an
-- index for the platform's 30-day figures.
CREATE TABLE "operator_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"merchant_id" uuid,
	"store_name" text,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "merchant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "platform_role" text;--> statement-breakpoint
UPDATE "merchants" SET "status" = CASE WHEN "suspended_at" IS NOT NULL THEN 'suspended' WHEN "is_approved" THEN 'approved' ELSE 'pending' END, "status_changed_at" = COALESCE("suspended_at", "created_at");--> statement-breakpoint
UPDATE "merchants" SET "is_approved" = false WHERE "status" <> 'approved';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "view_as_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "view_as_reason" text;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_actor_id_people_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operator_actions_merchant_id_idx" ON "operator_actions" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "operator_actions_actor_id_idx" ON "operator_actions" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "merchants_status_created_idx" ON "merchants" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_view_as_until_idx" ON "sessions" USING btree ("view_as_until") WHERE "sessions"."view_as_until" is not null;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_status_check" CHECK ("merchants"."status" in ('pending', 'approved', 'rejected', 'suspended'));--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_approved_is_status" CHECK ("merchants"."is_approved" = ("merchants"."status" = 'approved'));--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_platform_role_check" CHECK ("people"."platform_role" in ('operator', 'support'));