-- Idempotent: a database migrated by the release that first shipped this file recorded it under an
-- older timestamp than 0009's, so the migrator runs it once more (decision 0024); nothing changes.
CREATE TABLE IF NOT EXISTS "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "stored_files" (
	"visibility" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_visibility_key_pk" PRIMARY KEY("visibility","key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stored_files_created_at_idx" ON "stored_files" USING btree ("created_at");--> statement-breakpoint
-- Images are WebP and prescriptions JPEG/PDF: already compressed, so TOAST should not try again.
ALTER TABLE "stored_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
