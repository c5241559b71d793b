-- Issue 45 item 5: a merchant's own translations of its categories' and products' names and
-- descriptions, per offered language ({ "es": { "name": "…", "description": "…" } }); none: {}.
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;