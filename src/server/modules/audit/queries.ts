import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { SYSTEM_ACTOR, type TAuditKind } from "#contracts/audit";
import type { Db } from "#server/db/client";
import { auditLog } from "#server/db/schema/audit-log";
import { memberships } from "#server/db/schema/memberships";
import { people } from "#server/db/schema/people";

export interface AuditFilter {
  actor?: string;
  kind?: TAuditKind;
  /** The last record of the page before: rows after it, newest first. */
  afterId?: string;
}

/**
 * The store's records newest first, (created_at, id) descending. The cursor's time is read in the
 * database so it compares at full precision (a JavaScript Date keeps milliseconds only); a cursor of
 * another store, or of no record, reads no row, so the page is empty.
 */
export function listAuditRows(db: Db, merchantId: string, filter: AuditFilter, limit: number) {
  const where: (SQL | undefined)[] = [eq(auditLog.merchantId, merchantId)];
  if (filter.kind) where.push(eq(auditLog.kind, filter.kind));
  if (filter.actor === SYSTEM_ACTOR) where.push(isNull(auditLog.actorId));
  else if (filter.actor) where.push(eq(auditLog.actorId, filter.actor));
  if (filter.afterId)
    where.push(
      sql`(${auditLog.createdAt}, ${auditLog.id}) < (select c.created_at, c.id from ${auditLog} c where c.id = ${filter.afterId} and c.merchant_id = ${merchantId})`,
    );
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The store's members and everyone its log names (a member who has left included), by name. */
export function listAuditActors(db: Db, merchantId: string) {
  const members = db
    .select({ id: memberships.personId })
    .from(memberships)
    .where(eq(memberships.merchantId, merchantId));
  const named = db
    .selectDistinct({ id: auditLog.actorId })
    .from(auditLog)
    .where(eq(auditLog.merchantId, merchantId));
  return db
    .select({ id: people.id, name: people.name, email: people.email })
    .from(people)
    .where(or(inArray(people.id, members), inArray(people.id, named)))
    .orderBy(asc(people.name), asc(people.email));
}
