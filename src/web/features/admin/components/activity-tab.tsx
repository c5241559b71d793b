import { Download, History, Loader2 } from "lucide-react";
import { LoadMoreButton } from "#web/components/load-more-button";
import { Button } from "#web/components/ui/button";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { OPERATOR_LOG_CSV_URL, useOperatorLog } from "../api/get-operator-log";
import { OperatorActionItem } from "./operator-action-item";

/**
 * The record of operators' actions (issue 47 item 7): approvals, rejections, suspensions,
 * reinstatements, views as a merchant, password resets and retries, newest first, with who, when
 * and why; a page at a time, and the whole record as a CSV file.
 */
export function ActivityTab() {
  const log = useOperatorLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="activity-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="activity-heading" className="text-lg font-semibold">
            Activity
          </h2>
          <p className="text-sm text-slate-500">What operators did, newest first.</p>
        </div>
        <Button variant="outline" asChild>
          <a href={OPERATOR_LOG_CSV_URL} download>
            <Download aria-hidden /> Export CSV
          </a>
        </Button>
      </div>
      {log.isPending ? (
        <p className="flex items-center gap-2 py-8 text-slate-500" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading activity...
        </p>
      ) : log.isError ? (
        <LoadError what="activity" error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState look="admin" icon={History} title="No activity yet">
          <p className="text-sm text-slate-500">Approvals, suspensions and views as a merchant show here.</p>
        </EmptyState>
      ) : (
        <>
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4"
            aria-label="Operator activity"
          >
            {entries.map((entry) => (
              <OperatorActionItem key={entry.id} entry={entry} />
            ))}
          </ul>
          <LoadMoreButton pages={log} />
        </>
      )}
    </section>
  );
}
