import { CheckCircle2, Loader2 } from "lucide-react";
import type { TAdminMerchant } from "#contracts/admin";
import { businessTypeLabel } from "#contracts/business-types";
import { TablePager } from "#web/components/table-pager";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { useLastPageWhenPastEnd, useQueryPage } from "#web/lib/use-query-page";
import { useAdminMerchants } from "../api/get-merchants";
import { count, formatWhen } from "../utils/admin-format";
import { MerchantActions } from "./merchant-actions";

/** How many waiting stores a page of the queue holds. */
export const APPROVALS_PAGE_SIZE = 10;
export const PENDING = { status: "pending" } as const;

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** One store waiting: what it registered with, then Approve or Reject. */
function ApprovalCard({ store, manage }: { store: TAdminMerchant; manage: boolean }) {
  const none = <span className="text-slate-500 italic">Not given</span>;
  return (
    <li
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      aria-label={store.businessName}
    >
      <div className="grid gap-0.5">
        <h3 className="break-words text-base font-semibold text-slate-900">{store.businessName}</h3>
        <p className="text-sm text-slate-500">
          {businessTypeLabel(store.businessType)} · waiting since{" "}
          <time dateTime={store.createdAt}>{formatWhen(store.createdAt)}</time>
        </p>
      </div>
      <dl className="grid gap-2">
        <Detail term="Email">
          <a className="text-blue-700 hover:underline" href={`mailto:${store.email}`}>
            {store.email}
          </a>
        </Detail>
        <Detail term="Store address">/microsite/{store.businessSlug}</Detail>
        <Detail term="Phone">{store.contactPhone ?? none}</Detail>
        <Detail term="Address">{store.address ?? none}</Detail>
        <Detail term="Description">
          <span className="whitespace-pre-line">{store.description ?? none}</span>
        </Detail>
        {(store.businessType === "pharmacy" || store.licenceNumber) && (
          <Detail term="Licence number">{store.licenceNumber ?? none}</Detail>
        )}
      </dl>
      <MerchantActions store={store} manage={manage} changes={["approve", "reject"]} />
    </li>
  );
}

/**
 * The stores waiting for approval (issue 47 item 2), oldest first, each with what it registered
 * with: Approve, or Reject with a reason. `manage`: false for support, who only reads.
 */
export function ApprovalsTab({ manage }: { manage: boolean }) {
  const paging = useQueryPage("pending");
  const queue = useAdminMerchants(PENDING, paging.page * APPROVALS_PAGE_SIZE, APPROVALS_PAGE_SIZE);
  const total = queue.data?.total ?? 0;
  const stores = queue.data?.merchants;
  const pageCount = Math.max(1, Math.ceil(total / APPROVALS_PAGE_SIZE));
  // Approving the last store of the last page leaves that page empty: go back one.
  useLastPageWhenPastEnd(paging, pageCount, !queue.isPlaceholderData && queue.data !== undefined);
  return (
    <section aria-labelledby="approvals-heading" className="grid gap-4">
      <div>
        <h2 id="approvals-heading" className="text-lg font-semibold">
          Waiting for approval
        </h2>
        <p className="text-sm text-slate-500">
          Oldest first. The merchant is told by mail, and on their next sign-in, what you decide.
        </p>
      </div>
      {queue.isError && !stores ? (
        <LoadError what="approval queue" error={queue.error} onRetry={() => void queue.refetch()} />
      ) : !stores ? (
        <p className="flex items-center gap-2 py-8 text-slate-500" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading the queue...
        </p>
      ) : stores.length === 0 ? (
        <EmptyState look="admin" icon={CheckCircle2} title="No stores waiting">
          <p className="text-sm text-slate-500">New stores show here when they register.</p>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {count(total)} {total === 1 ? "store" : "stores"} waiting
          </p>
          <ul className="grid gap-3" aria-label="Stores waiting for approval">
            {stores.map((store) => (
              <ApprovalCard key={store.id} store={store} manage={manage} />
            ))}
          </ul>
          <TablePager
            label="Approval queue pages"
            page={paging.page}
            pageCount={pageCount}
            pageSize={APPROVALS_PAGE_SIZE}
            total={total}
            onPage={paging.setPage}
          />
        </>
      )}
    </section>
  );
}
