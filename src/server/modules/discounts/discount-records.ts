import { toDecimalString } from "#contracts/money";
import type { Db } from "#server/db/client";
import type { DiscountCodeRow } from "#server/db/schema/discount-codes";
import { recordAudit } from "#server/modules/audit/service";
import { discountValueText } from "./mappers";

// A discount code's lines in the activity log (issue 43 item 6, decision 0059): made, changed (the
// fields that changed, from → to) and deleted.

const FIELDS = [
  "code",
  "kind",
  "value",
  "minimumSubtotal",
  "startsAt",
  "endsAt",
  "usageLimit",
  "oncePerCustomer",
  "active",
] as const;
type Field = (typeof FIELDS)[number];

/** As the API writes it: amounts in the store's currency's decimals (decision 0067), instants in ISO. */
const shown = (row: DiscountCodeRow, field: Field, currency: string) => {
  if (field === "value") return discountValueText(row, currency);
  if (field === "minimumSubtotal") return toDecimalString(row.minimumSubtotal, currency);
  const value = row[field];
  return value instanceof Date ? value.toISOString() : (value ?? null);
};

export async function recordDiscount(
  db: Db,
  personId: string | null,
  what: "created" | "deleted",
  row: DiscountCodeRow,
  currency: string,
): Promise<void> {
  await recordAudit(db, {
    merchantId: row.merchantId,
    personId,
    kind: "discount",
    summary: `Discount ${row.code} ${what}`,
    details: Object.fromEntries([["discountId", row.id], ...FIELDS.map((f) => [f, shown(row, f, currency)])]),
  });
}

/** Recorded only when a field changed (the same form saved again changes nothing). */
export async function recordDiscountChange(
  db: Db,
  personId: string | null,
  before: DiscountCodeRow,
  after: DiscountCodeRow,
  currency: string,
): Promise<void> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of FIELDS) {
    const from = shown(before, field, currency);
    const to = shown(after, field, currency);
    if (from !== to) changes[field] = { from, to };
  }
  const fields = Object.keys(changes);
  if (fields.length === 0) return;
  await recordAudit(db, {
    merchantId: after.merchantId,
    personId,
    kind: "discount",
    summary: `Discount ${after.code} changed: ${fields.map((f) => `${f} ${changes[f]!.from ?? "none"} → ${changes[f]!.to ?? "none"}`).join(", ")}`,
    details: { discountId: after.id, ...changes },
  });
}
