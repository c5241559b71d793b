import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import {
  OPERATOR_ACTIONS,
  type TOperatorAction,
  type TOperatorActionKind,
  type TOperatorLogPage,
} from "#contracts/admin";
import { csvDateTime, toCsv, zonedHeading } from "#contracts/csv";
import type { Db, Tx } from "#server/db/client";
import { type OperatorActionRow, operatorActions } from "#server/db/schema/operator-actions";
import { personNamed } from "#server/modules/audit/service";

/** Who did it: a person in the console, or someone at the server's command line. */
export type OperatorActor = { personId: string } | "command line";

export interface OperatorActionRecord {
  action: TOperatorActionKind;
  merchantId?: string | null;
  storeName?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records what an operator did (issue 47 item 7), in the caller's transaction when it has one, so a
 * change and its record commit together. The actor's name and email are copied in.
 */
export async function recordOperatorAction(db: Db | Tx, actor: OperatorActor, record: OperatorActionRecord) {
  const person = actor === "command line" ? null : await personNamed(db, actor.personId);
  await db.insert(operatorActions).values({
    actorId: person?.id ?? null,
    actorName: person?.name ?? "Command line",
    actorEmail: person?.email ?? null,
    action: record.action,
    merchantId: record.merchantId ?? null,
    storeName: record.storeName ?? null,
    reason: record.reason ?? null,
    details: record.details ?? {},
  });
}

export function toOperatorAction(row: OperatorActionRow): TOperatorAction {
  return {
    id: row.id,
    action: row.action as TOperatorActionKind,
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
    merchantId: row.merchantId,
    storeName: row.storeName,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first; after the record `afterId` (its time read in the database, at full precision). */
function listRows(db: Db, filter: { afterId?: string; merchantId?: string }, limit: number) {
  const where: (SQL | undefined)[] = [];
  if (filter.merchantId) where.push(eq(operatorActions.merchantId, filter.merchantId));
  if (filter.afterId)
    where.push(
      sql`(${operatorActions.createdAt}, ${operatorActions.id}) < (select c.created_at, c.id from ${operatorActions} c where c.id = ${filter.afterId})`,
    );
  return db
    .select()
    .from(operatorActions)
    .where(and(...where))
    .orderBy(desc(operatorActions.createdAt), desc(operatorActions.id))
    .limit(limit);
}

export async function listOperatorLog(
  db: Db,
  query: { cursor?: string; limit: number },
): Promise<TOperatorLogPage> {
  const rows = await listRows(db, { afterId: query.cursor }, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(toOperatorAction),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** What the operators did to one store, newest first (the store's page in the console). */
export async function storeHistory(db: Db, merchantId: string): Promise<TOperatorAction[]> {
  return (await listRows(db, { merchantId }, 50)).map(toOperatorAction);
}

const EXPORT_PAGE = 2000;

/** The whole record as CSV, newest first, a page at a time (times in UTC). */
export async function exportOperatorLog(db: Db): Promise<string> {
  const rows: (string | null)[][] = [
    [zonedHeading("When", "UTC"), "Name", "Email", "Action", "Store", "Reason", "Details"],
  ];
  let afterId: string | undefined;
  for (;;) {
    const page = await listRows(db, { afterId }, EXPORT_PAGE);
    for (const row of page)
      rows.push([
        csvDateTime(row.createdAt, "UTC"),
        row.actorName,
        row.actorEmail,
        OPERATOR_ACTIONS[row.action as TOperatorActionKind] ?? row.action,
        row.storeName,
        row.reason,
        Object.keys(row.details).length ? JSON.stringify(row.details) : "",
      ]);
    if (page.length < EXPORT_PAGE) break;
    afterId = page.at(-1)!.id;
  }
  return toCsv(rows);
}
