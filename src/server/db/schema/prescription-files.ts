import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";
import { orders } from "./orders";

/**
 * Prescription files in the storage's private area. A file belongs to the browser that uploaded it
 * (the hash of its anti-forgery binding) until one order claims it; then to that order's store.
 * Unclaimed files are deleted 1 hour after their upload, and count against their address's and the
 * platform's room for them (modules/prescriptions/upload-room.ts); claimed ones are deleted
 * PRESCRIPTION_RETENTION_DAYS after their order.
 */
export const prescriptionFiles = pgTable(
  "prescription_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    uploaderHash: text("uploader_hash").notNull(),
    // The uploading client's address as the per-address rate limits count it (an IPv6 /64), and the
    // file's size: what an address's unclaimed files add up to. Null and 0 for files from before.
    uploaderAddress: text("uploader_address"),
    sizeBytes: integer("size_bytes").notNull().default(0),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    merchantId: uuid("merchant_id").references(() => merchants.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    index("prescription_files_order_id_idx").on(t.orderId),
    index("prescription_files_merchant_id_idx").on(t.merchantId),
    index("prescription_files_unclaimed_idx").on(t.createdAt).where(sql`${t.orderId} is null`),
    index("prescription_files_unclaimed_address_idx").on(t.uploaderAddress).where(sql`${t.orderId} is null`),
  ],
);
