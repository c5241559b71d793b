import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { type MerchantRow, merchants } from "#server/db/schema/merchants";
import { recordAudit } from "./record";

/** Who did it, in which store: what a route knows of the signed-in member. */
export interface Actor {
  personId: string | null;
  merchantId: string;
}

/** "openingHours" → "opening hours": how the log names a setting. */
const fieldLabel = (column: string) => column.replace(/([A-Z])/g, " $1").toLowerCase();

const storeRow = async (db: Db, merchantId: string): Promise<MerchantRow | undefined> =>
  (await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1))[0];

/**
 * A settings change (issue 43 item 6, decision 0059): the store's row is read before and after
 * `change`, and the record names the fields that differ, never their values (a Stripe account id
 * or an email stays out of the log). Nothing changed (the same form saved again): no record. A
 * change that fails is not recorded either: `change` throws before the record.
 */
export async function recordingStoreChange<T>(
  db: Db,
  actor: Actor,
  area: string,
  change: () => Promise<T>,
): Promise<T> {
  const before = await storeRow(db, actor.merchantId);
  const result = await change();
  const after = await storeRow(db, actor.merchantId);
  if (!before || !after) return result;
  const fields = (Object.keys(after) as (keyof MerchantRow)[]).filter(
    (column) => JSON.stringify(before[column]) !== JSON.stringify(after[column]),
  );
  if (fields.length === 0) return result;
  const labels = fields.map(fieldLabel);
  await recordAudit(db, {
    merchantId: actor.merchantId,
    personId: actor.personId,
    kind: "settings",
    summary: `${area} changed: ${labels.join(", ")}`,
    details: { area, fields: labels },
  });
  return result;
}

/** A CSV export: what was exported and with which filter. */
export async function recordExport(
  db: Db,
  actor: Actor,
  what: string,
  filter: Record<string, unknown> = {},
): Promise<void> {
  const used = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
  const described = Object.entries(used)
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(", ");
  await recordAudit(db, {
    merchantId: actor.merchantId,
    personId: actor.personId,
    kind: "export",
    summary: `Exported ${what}${described ? ` (${described})` : ""}`,
    details: { export: what, filter: used },
  });
}
