ALTER TABLE "customers" ALTER COLUMN "total_spent" SET DATA TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "total_spent" SET DEFAULT '0';
--> statement-breakpoint
-- hand-written (keep when regenerating)
-- A customer's spending stops at the column's maximum (MAX_TOTAL_SPENT, decision 0044) instead of
-- failing the status change or quote that moves it; order placement's upsert does the same.
CREATE OR REPLACE FUNCTION "orders_customer_totals"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "customers" SET "total_spent" = least("total_spent"
    - CASE WHEN OLD."status" <> 'cancelled' THEN OLD."total_amount" ELSE 0 END
    + CASE WHEN NEW."status" <> 'cancelled' THEN NEW."total_amount" ELSE 0 END,
    9999999999999.99)
  WHERE "id" = NEW."customer_id";
  RETURN NULL;
END
$$;
