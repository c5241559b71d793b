-- Issue 31. Discount codes: one row per code of a store, matched case-insensitively. `uses` counts
-- the orders that hold a use (a cancelled order gives its use back); an order takes one with a
-- conditional update inside the order's own statement, so a usage limit is exact under any load.
CREATE TABLE "discount_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "merchant_id" uuid NOT NULL REFERENCES "merchants"("id") ON DELETE CASCADE,
  "code" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('percent', 'fixed', 'free_delivery')),
  "value" numeric(10, 2) NOT NULL DEFAULT 0 CHECK ("value" >= 0),
  "minimum_subtotal" numeric(10, 2) NOT NULL DEFAULT 0 CHECK ("minimum_subtotal" >= 0),
  "starts_at" timestamp with time zone,
  "ends_at" timestamp with time zone,
  "usage_limit" integer CHECK ("usage_limit" > 0),
  "once_per_customer" boolean NOT NULL DEFAULT false,
  "active" boolean NOT NULL DEFAULT true,
  "uses" integer NOT NULL DEFAULT 0,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_merchant_id_code_idx" ON "discount_codes" ("merchant_id", lower("code"));--> statement-breakpoint

-- The orders that hold a use of a code. `phone_key` (the phone's digits) is set only for a code
-- that is once per customer: the unique index then lets each phone hold one use at a time.
CREATE TABLE "discount_uses" (
  "order_id" uuid PRIMARY KEY NOT NULL,
  "discount_code_id" uuid NOT NULL REFERENCES "discount_codes"("id") ON DELETE CASCADE,
  "merchant_id" uuid NOT NULL REFERENCES "merchants"("id") ON DELETE CASCADE,
  "phone_key" text
);--> statement-breakpoint
CREATE UNIQUE INDEX "discount_uses_code_phone_idx" ON "discount_uses" ("discount_code_id", "phone_key");--> statement-breakpoint
CREATE INDEX "discount_uses_merchant_id_idx" ON "discount_uses" ("merchant_id");--> statement-breakpoint

-- The order keeps a copy of the code as it was written and what it took off; the link to the code
-- goes when the code is deleted, the copy stays.
ALTER TABLE "orders" ADD COLUMN "discount_code_id" uuid REFERENCES "discount_codes"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" numeric(10, 2) NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE INDEX "orders_discount_code_id_idx" ON "orders" ("discount_code_id") WHERE "discount_code_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_fk"
  FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE;--> statement-breakpoint

-- Customers: what the Customers screen sorts by, kept on the customer's row, so a store with 100,000
-- customers pages through them by index instead of summing its orders on every request. A new
-- order counts itself in the customer upsert of its own statement (new-order-rows.ts); a change of
-- an order's status or total moves the total spent through the trigger below, whoever makes it.
ALTER TABLE "customers" ADD COLUMN "orders_count" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "total_spent" numeric(12, 2) NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "first_order_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_order_at" timestamp with time zone;--> statement-breakpoint

UPDATE "customers" c SET
  "orders_count" = s."orders_count",
  "total_spent" = s."total_spent",
  "first_order_at" = s."first_order_at",
  "last_order_at" = s."last_order_at"
FROM (
  SELECT "customer_id", count(*)::integer AS "orders_count",
    coalesce(sum("total_amount") FILTER (WHERE "status" <> 'cancelled'), 0) AS "total_spent",
    min("created_at") AS "first_order_at", max("created_at") AS "last_order_at"
  FROM "orders" GROUP BY "customer_id"
) s
WHERE c."id" = s."customer_id";--> statement-breakpoint

CREATE INDEX "customers_merchant_id_name_idx" ON "customers" ("merchant_id", lower("name"), "id");--> statement-breakpoint
CREATE INDEX "customers_merchant_id_last_order_idx" ON "customers" ("merchant_id", "last_order_at", "id");--> statement-breakpoint
CREATE INDEX "customers_merchant_id_first_order_idx" ON "customers" ("merchant_id", "first_order_at", "id");--> statement-breakpoint
CREATE INDEX "customers_merchant_id_orders_count_idx" ON "customers" ("merchant_id", "orders_count", "id");--> statement-breakpoint
CREATE INDEX "customers_merchant_id_total_spent_idx" ON "customers" ("merchant_id", "total_spent", "id");--> statement-breakpoint

CREATE OR REPLACE FUNCTION "orders_customer_totals"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "customers" SET "total_spent" = "total_spent"
    - CASE WHEN OLD."status" <> 'cancelled' THEN OLD."total_amount" ELSE 0 END
    + CASE WHEN NEW."status" <> 'cancelled' THEN NEW."total_amount" ELSE 0 END
  WHERE "id" = NEW."customer_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_customer_totals" AFTER UPDATE OF "status", "total_amount" ON "orders"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."total_amount" IS DISTINCT FROM NEW."total_amount")
  EXECUTE FUNCTION "orders_customer_totals"();
