import {
  AUDIT_KINDS,
  type TAuditActor,
  type TAuditEntry,
  type TAuditKind,
  type TAuditLogQuery,
  type TAuditPage,
} from "#contracts/audit";
import { csvDateTime, toCsv, zonedHeading } from "#contracts/csv";
import type { Db } from "#server/db/client";
import type { AuditLogRow } from "#server/db/schema/audit-log";
import { storeTimeZone } from "#server/modules/trading/service";
import { type AuditFilter, listAuditActors, listAuditRows } from "./queries";

// The activity log's reading side (issue 43 item 6, decision 0059): owners and managers read the
// store's records in Settings, filter them by person and kind, and export them.

export function toAuditEntry(row: AuditLogRow): TAuditEntry {
  return {
    id: row.id,
    kind: (row.kind in AUDIT_KINDS ? row.kind : "settings") as TAuditKind,
    summary: row.summary,
    details: row.details,
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
    createdAt: row.createdAt.toISOString(),
  };
}

const filterOf = ({
  actor,
  kind,
  cursor,
}: Pick<TAuditLogQuery, "actor" | "kind" | "cursor">): AuditFilter => ({
  actor,
  kind,
  afterId: cursor,
});

/** One page, newest first; `nextCursor` is null on the last page (one row more is read to know). */
export async function listAuditLog(db: Db, merchantId: string, query: TAuditLogQuery): Promise<TAuditPage> {
  const rows = await listAuditRows(db, merchantId, filterOf(query), query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(toAuditEntry),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function listActors(db: Db, merchantId: string): Promise<{ actors: TAuditActor[] }> {
  return { actors: await listAuditActors(db, merchantId) };
}

const EXPORT_PAGE = 2000;

/**
 * Every record the filter selects, newest first, as CSV (when in the store's time zone, who, kind,
 * summary, details as JSON): read a page at a time; cells go through toCsv, so a summary that
 * starts with "=" stays text.
 */
export async function exportAuditCsv(
  db: Db,
  merchantId: string,
  query: Pick<TAuditLogQuery, "actor" | "kind">,
): Promise<string> {
  const timeZone = await storeTimeZone(db, merchantId);
  const rows: (string | null)[][] = [
    [zonedHeading("When", timeZone), "Name", "Email", "Kind", "Summary", "Details"],
  ];
  let afterId: string | undefined;
  for (;;) {
    const page = await listAuditRows(db, merchantId, { ...filterOf(query), afterId }, EXPORT_PAGE);
    for (const row of page)
      rows.push([
        csvDateTime(row.createdAt, timeZone),
        row.actorName,
        row.actorEmail,
        AUDIT_KINDS[row.kind as TAuditKind] ?? row.kind,
        row.summary,
        Object.keys(row.details).length ? JSON.stringify(row.details) : "",
      ]);
    if (page.length < EXPORT_PAGE) break;
    afterId = page.at(-1)!.id;
  }
  return toCsv(rows);
}

// The writing side, for every module that records what its people did (one door, like a service).
export { recordAudit } from "./record";
export { personNamed, recordAudits } from "./record-many";
export { recordExport, recordingStoreChange } from "./store-changes";
