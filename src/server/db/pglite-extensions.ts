import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The PostgreSQL extensions the migrations create (the product search index, migration 0011).
 * PGlite loads an extension's code only when asked to at start, so every PGlite opened on our data
 * (the app, a backup's dump, a restore) passes these.
 */
export const pgliteExtensions = { pg_trgm, btree_gin };
