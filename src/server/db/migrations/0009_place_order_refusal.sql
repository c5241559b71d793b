-- Placing an order is one statement (see src/server/modules/orders/new-order-rows.ts). When a line's
-- stock cannot be taken, or the tracking code clashes, the statement calls this to abort, so the
-- rows it already wrote (the stock it took, the customer, the order) are all rolled back with it.
-- `code` becomes the error's SQLSTATE, which the server reads to decide what to tell the shopper.
CREATE OR REPLACE FUNCTION "place_order_refused"("code" text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'order refused (%)', "code" USING ERRCODE = "code";
END
$$;
