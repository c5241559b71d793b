import type { TAuditKind } from "#contracts/audit";
import type { Db, Tx } from "#server/db/client";
import { personNamed, recordAudits } from "./record-many";

/** What one record says: the store, who (a person, or the system), the kind and what changed. */
export interface AuditRecord {
  merchantId: string;
  /** The person who did it; null for the system (housekeeping, a webhook). */
  personId: string | null;
  kind: TAuditKind;
  /** One line a merchant reads: "Order #AB12CD: pending → confirmed". */
  summary: string;
  /** What changed, field by field ({ price: { from: "9.99", to: "10.99" } }), for the export. */
  details?: Record<string, unknown>;
}

/**
 * Records who did what (issue 43 item 6, decision 0059), in the caller's transaction when it has
 * one, so a change and its record commit together. The actor's name and email are copied in: the
 * record still names a member who has left.
 */
export async function recordAudit(db: Db | Tx, record: AuditRecord): Promise<void> {
  await recordAudits(db, await personNamed(db, record.personId), [record]);
}
