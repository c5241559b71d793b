import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in the database, so every app process serves every upload (the default file
 * storage on PostgreSQL; docs/decisions/0022). Public files are keyed by their content's hash.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    visibility: text("visibility").notNull(),
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.visibility, t.key] }),
    index("stored_files_created_at_idx").on(t.createdAt),
  ],
);
