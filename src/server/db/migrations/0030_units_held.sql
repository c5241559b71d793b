-- The hold share (decision 0042) is judged inside the order's one statement (issue 44,
-- orders/new-order-rows.ts), no longer in a transaction of its own around it. The statement calls
-- this for each tracked product once it holds the product's row: a VOLATILE function's query takes
-- a fresh snapshot, so it counts every order the holder committed before the lock was granted, as
-- the separate read after the lock did (the statement's own snapshot, taken before it waited for
-- the lock, would miss them). Its own order is not written yet when this runs.
CREATE OR REPLACE FUNCTION "units_held"("p_merchant_id" uuid, "p_holder_key" text, "p_product_id" uuid, "p_since" timestamptz)
RETURNS bigint
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (
    SELECT coalesce(sum(i.quantity), 0)
    FROM orders o
    JOIN order_items i ON i.order_id = o.id AND i.merchant_id = o.merchant_id
    WHERE o.merchant_id = p_merchant_id AND o.holder_key = p_holder_key
      AND o.status = 'pending' AND o.created_at > p_since AND i.product_id = p_product_id
  );
END
$$;
