-- The hold share's count (units_held, migrations 0030 and 0038) was planned at each call
-- (force_custom_plan), inside every order's statement: on PostgreSQL that planning was about a
-- twelfth of the database's CPU per order in `npm run bench` (issue 44, decision 0014). The query
-- names only the holder and the hour, which one index answers (orders_holder_created_idx), and each
-- of those orders' lines by the order alone (the product is picked among them, not looked up: the
-- product's index would read every line ever sold of it). The only other way to read them is to scan
-- the tables, which a plan made while they were nearly empty would choose and keep: with such scans
-- off for this function alone, the plan it keeps (from the sixth call in each connection) reads by
-- those two indexes, whatever the tables' sizes when it is made.
CREATE OR REPLACE FUNCTION "units_held"("p_merchant_id" uuid, "p_holder_key" text, "p_product_id" uuid, "p_since" timestamptz)
RETURNS bigint
LANGUAGE plpgsql VOLATILE
SET enable_seqscan = off
AS $$
BEGIN
  RETURN (
    WITH mine AS MATERIALIZED (
      SELECT o.id, o.merchant_id, o.status FROM orders o
      WHERE o.holder_key = p_holder_key AND o.created_at > p_since
    )
    SELECT coalesce(sum((
      SELECT sum(CASE WHEN i.product_id = p_product_id THEN i.quantity END)
      FROM order_items i WHERE i.order_id = mine.id
    )), 0)
    FROM mine
    WHERE mine.merchant_id = p_merchant_id AND mine.status = 'pending'
  );
END
$$;
