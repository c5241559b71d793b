-- Issue 45, item 6: a search matches accented and unaccented forms ("jalapeno" finds "Jalapeño").
-- search_fold is the one folding rule of the database; src/contracts/search-fold.ts is the same rule
-- for the browser and for the text the server searches with: compatibility decomposition (NFKD:
-- "ﬁ" is "fi", "é" is "e" and its accent), then the combining accents (U+0300 to U+036F) dropped.
-- Case stays: ILIKE ignores it, as before. IMMUTABLE, so that an index can hold its results.
CREATE OR REPLACE FUNCTION "search_fold"("value" text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(normalize("value", NFKD), '[\u0300-\u036f]', '', 'g')
$$;--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("merchant_id",(search_fold("name")) gin_trgm_ops,(search_fold("description")) gin_trgm_ops);
