ALTER TABLE "orders" ADD COLUMN "stock_returned" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- hand-written (keep when regenerating)
-- drizzle-kit writes the CHECK "orders_actual_delivery_completed" right after the column: when
-- regenerating, delete its line there and keep the one below, which must come after the data fix
-- (existing orders would break it). The snapshot has the CHECK, as the schema declares it.
--
-- Every order cancelled until now put its units back when it was cancelled (issue 40, item 4):
-- reopening it takes them again.
UPDATE "orders" SET "stock_returned" = true WHERE "status" = 'cancelled';--> statement-breakpoint
-- Only a completed order was delivered: reopened and cancelled orders kept the time of a completion
-- since undone (issue 40, finding 5).
UPDATE "orders" SET "actual_delivery" = NULL WHERE "actual_delivery" IS NOT NULL AND "status" <> 'completed';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_actual_delivery_completed" CHECK ("orders"."actual_delivery" is null or "orders"."status" = 'completed');
