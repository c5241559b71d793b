-- Every order keeps its own copy of the delivery details. Existing orders take them from their
-- customer row, which is the best record there is of what they were (decision 0006).
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_address" text;--> statement-breakpoint
UPDATE "orders" SET "customer_name" = "customers"."name", "customer_phone" = "customers"."phone", "customer_address" = "customers"."address" FROM "customers" WHERE "customers"."id" = "orders"."customer_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_phone" SET NOT NULL;
