import { eq } from "drizzle-orm";
import type { TAuditKind } from "#contracts/audit";
import type { Db, Tx } from "#server/db/client";
import { auditLog } from "#server/db/schema/audit-log";
import { people } from "#server/db/schema/people";

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
  let actor = { name: "System", email: null as string | null };
  if (record.personId) {
    const [person] = await db
      .select({ name: people.name, email: people.email })
      .from(people)
      .where(eq(people.id, record.personId))
      .limit(1);
    if (person) actor = person;
  }
  await db.insert(auditLog).values({
    merchantId: record.merchantId,
    actorId: record.personId,
    actorName: actor.name,
    actorEmail: actor.email,
    kind: record.kind,
    summary: record.summary,
    details: record.details ?? {},
  });
}
