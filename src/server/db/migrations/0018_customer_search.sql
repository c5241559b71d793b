-- The Customers screen's search (decision 0035): a name containing the text, or a phone containing
-- its digits. Trigrams answer "contains" from an index (as the product search does, 0011), with the
-- store's id in the same index (btree_gin), so a store of 100,000 customers is not read row by row.
CREATE INDEX IF NOT EXISTS "customers_search_idx" ON "customers" USING gin (
  "merchant_id",
  "name" gin_trgm_ops,
  (regexp_replace("phone", '[^0-9]', '', 'g')) gin_trgm_ops
);
