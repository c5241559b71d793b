import { eq } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client";
import { auditLog } from "#server/db/schema/audit-log";
import { people } from "#server/db/schema/people";
import type { AuditRecord } from "./record";

/** A person as the log and an order's history name them; null for nobody (the system). */
export async function personNamed(
  db: Db | Tx,
  personId: string | null | undefined,
): Promise<{ id: string; name: string; email: string } | null> {
  if (!personId) return null;
  const [person] = await db
    .select({ id: people.id, name: people.name, email: people.email })
    .from(people)
    .where(eq(people.id, personId))
    .limit(1);
  return person ?? null;
}

/**
 * Many records by one actor (as `personNamed` found them; null for the system) in one statement (a
 * bulk status change of 500 orders is 500 records, one per order, as issue 43 asks), in the
 * caller's transaction.
 */
export async function recordAudits(
  db: Db | Tx,
  person: { id: string; name: string; email: string } | null,
  records: Omit<AuditRecord, "personId">[],
): Promise<void> {
  if (records.length === 0) return;
  await db.insert(auditLog).values(
    records.map((record) => ({
      merchantId: record.merchantId,
      actorId: person?.id ?? null,
      actorName: person?.name ?? "System",
      actorEmail: person?.email ?? null,
      kind: record.kind,
      summary: record.summary,
      details: record.details ?? {},
    })),
  );
}
