import { useQuery } from "@tanstack/react-query";
import { Download, History, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { AUDIT_KINDS, SYSTEM_ACTOR, type TAuditEntry, type TAuditKind } from "#contracts/audit";
import { US_DOLLARS } from "#contracts/money";
import { LoadMoreButton } from "#web/components/load-more-button";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { Label } from "#web/components/ui/label";
import { LoadError } from "#web/components/ui/load-error";
import { NativeSelect } from "#web/components/ui/native-select";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import { tradingQueryOptions } from "#web/features/settings/api/trading";
import { useAuditActors } from "../api/get-audit-actors";
import { type AuditFilter, auditExportUrl, useAuditLog } from "../api/get-audit-log";
import { formatStoreTime } from "../utils/audit-format";

const KINDS = Object.entries(AUDIT_KINDS) as [TAuditKind, string][];

function Filters({ filter, onChange }: { filter: AuditFilter; onChange: (filter: AuditFilter) => void }) {
  const id = useId();
  const actors = useAuditActors();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-person`}>Person</Label>
        <NativeSelect
          id={`${id}-person`}
          value={filter.actor ?? ""}
          onChange={(e) => onChange({ ...filter, actor: e.target.value || undefined })}
        >
          <option value="">Everyone</option>
          {actors.data?.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name} ({actor.email})
            </option>
          ))}
          <option value={SYSTEM_ACTOR}>System</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-kind`}>Kind</Label>
        <NativeSelect
          id={`${id}-kind`}
          value={filter.kind ?? ""}
          onChange={(e) =>
            onChange({ ...filter, kind: (e.target.value || undefined) as TAuditKind | undefined })
          }
        >
          <option value="">Everything</option>
          {KINDS.map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

function Entry({ entry, timeZone }: { entry: TAuditEntry; timeZone: string | null }) {
  const { locale } = useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS;
  return (
    <li className="grid gap-1 py-3">
      <p className="break-words font-medium text-slate-900">{entry.summary}</p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
        <span className="break-all">{entry.actor.name}</span>
        <span aria-hidden>·</span>
        <time dateTime={entry.createdAt}>{formatStoreTime(entry.createdAt, timeZone, locale)}</time>
        <Badge variant="secondary">{AUDIT_KINDS[entry.kind] ?? entry.kind}</Badge>
      </p>
    </li>
  );
}

/**
 * Settings' "Activity" (issue 43 item 6, decision 0059): who did what in the store, newest first,
 * filtered by person and kind, a page at a time, and the same filter as a CSV file. Owners and
 * managers only (the dashboard mounts it when the role may "audit.view"; the server refuses others).
 */
export function ActivityCard() {
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useAuditLog(filter);
  // Times read in the store's zone, as the rest of the dashboard shows them.
  const timeZone =
    useQuery({ ...tradingQueryOptions(), select: (settings) => settings.timeZone }).data ?? null;
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Boolean(filter.actor || filter.kind);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="h-5 w-5" aria-hidden /> Activity
        </CardTitle>
        <CardDescription>
          Who changed orders, payments, prices and stock, discounts and settings, who exported what, and who
          signed in. Times are the store's{timeZone ? ` (${timeZone})` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 flex-1">
            <Filters filter={filter} onChange={setFilter} />
          </div>
          <Button variant="outline" asChild>
            <a href={auditExportUrl(filter)} download>
              <Download aria-hidden /> Export CSV
            </a>
          </Button>
        </div>
        {log.isPending ? (
          <p className="flex items-center gap-2 py-6 text-slate-500" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading activity…
          </p>
        ) : log.isError ? (
          <LoadError what="activity" error={log.error} onRetry={() => void log.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState
            icon={History}
            look="admin"
            title={filtered ? "No activity matches" : "No activity yet"}
          >
            <p className="text-sm text-slate-500">
              {filtered
                ? "Choose another person or kind."
                : "Changes to orders, the catalog and settings show here as your team makes them."}
            </p>
          </EmptyState>
        ) : (
          <>
            <ul className="divide-y divide-slate-200" aria-label="Activity">
              {entries.map((entry) => (
                <Entry key={entry.id} entry={entry} timeZone={timeZone} />
              ))}
            </ul>
            <LoadMoreButton pages={log} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
