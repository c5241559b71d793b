import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { merchants } from "./merchants";

export type GeoJsonPolygon =
  | { type: "Polygon"; coordinates: number[][][] }
  | { type: "MultiPolygon"; coordinates: number[][][][] };

export const deliveryZones = pgTable(
  "delivery_zones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id")
      .notNull()
      .references(() => merchants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(true),
    polygon: jsonb("polygon").$type<GeoJsonPolygon>(),
    bboxMinLng: numeric("bbox_min_lng", { precision: 10, scale: 6 }),
    bboxMinLat: numeric("bbox_min_lat", { precision: 10, scale: 6 }),
    bboxMaxLng: numeric("bbox_max_lng", { precision: 10, scale: 6 }),
    bboxMaxLat: numeric("bbox_max_lat", { precision: 10, scale: 6 }),
    // What delivering here costs and takes (contracts/delivery-pricing.ts).
    deliveryFee: numeric("delivery_fee", { precision: 11, scale: 3 }).notNull().default("0"),
    minimumOrder: numeric("minimum_order", { precision: 11, scale: 3 }).notNull().default("0"),
    freeDeliveryOver: numeric("free_delivery_over", { precision: 11, scale: 3 }),
    etaMinutes: integer("eta_minutes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("delivery_zones_merchant_id_idx").on(t.merchantId)],
);

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
