-- A store's product search (decision 0024): trigrams for "contains", btree_gin for the store's id in the same index. Both extensions are trusted (a database owner may create them) and ship with PostgreSQL's contrib and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("merchant_id","name" gin_trgm_ops,"description" gin_trgm_ops);
