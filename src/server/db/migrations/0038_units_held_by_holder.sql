-- The hold share's count (units_held, migration 0030) read, for every order, every order the store
-- took that hour (issue 44, decision 0014). Its plan was made once per connection, at the function's
-- sixth call: on a new database's nearly empty orders table, and later with statistics older than
-- the hour, the store's status and payment indexes looked as selective as the holder's, and one was
-- chosen, with the holder as a filter (5,769 orders read and dropped for one order in a 10-second
-- run). The holder's orders are now found first, through an index led by the holder, which is the
-- only index that can answer "this holder, this hour"; the store and status are checked on those few.
-- force_custom_plan: planned at each call, with its values and the table's size at that moment.
DROP INDEX "orders_merchant_id_holder_created_idx";--> statement-breakpoint
CREATE INDEX "orders_holder_created_idx" ON "orders" USING btree ("holder_key","created_at") WHERE "orders"."holder_key" is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "units_held"("p_merchant_id" uuid, "p_holder_key" text, "p_product_id" uuid, "p_since" timestamptz)
RETURNS bigint
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_custom_plan
AS $$
BEGIN
  RETURN (
    WITH mine AS MATERIALIZED (
      SELECT o.id, o.merchant_id, o.status FROM orders o
      WHERE o.holder_key = p_holder_key AND o.created_at > p_since
    )
    SELECT coalesce(sum((
      SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = mine.id AND i.product_id = p_product_id
    )), 0)
    FROM mine
    WHERE mine.merchant_id = p_merchant_id AND mine.status = 'pending'
  );
END
$$;
