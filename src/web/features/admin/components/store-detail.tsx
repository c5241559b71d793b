import { ArrowLeft, ExternalLink, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { businessTypeLabel } from "#contracts/business-types";
import { ROLE_LABELS, type TRole } from "#contracts/staff";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { paths } from "#web/config/paths";
import { errorMessage, isNotFoundError } from "#web/lib/api-client";
import { Link } from "#web/lib/router";
import { useAdminMerchant } from "../api/get-merchant";
import { count, formatAmount, formatWhen } from "../utils/admin-format";
import { MerchantActions } from "./merchant-actions";
import { OperatorActionItem } from "./operator-action-item";
import { StoreStatusBadge } from "./store-status-badge";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const none = <span className="text-slate-500 italic">Not given</span>;

function BackToStores() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ms-2 justify-self-start">
      <Link to={paths.admin("stores")}>
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden /> Back to stores
      </Link>
    </Button>
  );
}

/**
 * One store in the console (`/admin?tab=stores&store=ID`): what it registered with, its figures,
 * its people and what operators did to it; Suspend, Reinstate or Approve as its status allows
 * (`manage`: not for support), and "View as merchant" for everyone in the console.
 */
export function StoreDetail({ id, manage }: { id: string; manage: boolean }) {
  const detail = useAdminMerchant(id);
  if (detail.isPending) {
    return (
      <div className="grid gap-4">
        <BackToStores />
        <p className="flex items-center gap-2 py-8 text-slate-500" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading the store...
        </p>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className="grid gap-4">
        <BackToStores />
        <div className="flex flex-col items-center gap-2 py-10 text-center" role="alert">
          <p className="font-medium">
            {isNotFoundError(detail.error) ? "Store not found" : "Could not load the store"}
          </p>
          <p className="text-sm text-slate-500">{errorMessage(detail.error)}</p>
          {!isNotFoundError(detail.error) && (
            <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
              Try Again
            </Button>
          )}
        </div>
      </div>
    );
  }
  const store = detail.data;
  return (
    <article className="grid gap-4" aria-labelledby="store-heading">
      <BackToStores />
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="store-heading" className="min-w-0 break-words text-xl font-semibold">
            {store.businessName}
          </h2>
          <StoreStatusBadge status={store.status} />
        </div>
        {store.statusReason && (
          <p className="break-words rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
            <span className="font-medium">Reason given:</span> {store.statusReason}
          </p>
        )}
        <MerchantActions store={store} manage={manage} viewAs />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Details</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-slate-100">
              <Row term="Type">{businessTypeLabel(store.businessType)}</Row>
              <Row term="Email">
                <a className="text-blue-700 hover:underline" href={`mailto:${store.email}`}>
                  {store.email}
                </a>
              </Row>
              <Row term="Phone">{store.contactPhone ?? none}</Row>
              <Row term="Address">{store.address ?? none}</Row>
              <Row term="Description">
                <span className="whitespace-pre-line">{store.description ?? none}</span>
              </Row>
              {(store.businessType === "pharmacy" || store.licenceNumber) && (
                <Row term="Licence number">{store.licenceNumber ?? none}</Row>
              )}
              <Row term="Store page">
                <Link
                  to={paths.microsite(store.businessSlug)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 text-blue-700 hover:underline"
                >
                  /microsite/{store.businessSlug} <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                </Link>
              </Row>
              <Row term="Registered">{formatWhen(store.createdAt)}</Row>
              {store.statusChangedAt && <Row term="Status changed">{formatWhen(store.statusChangedAt)}</Row>}
              <Row term="Last sign-in">{store.lastSignInAt ? formatWhen(store.lastSignInAt) : "Never"}</Row>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Figures</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-slate-100">
              <Row term="Products">{count(store.products)}</Row>
              <Row term="Orders, 30 days">{count(store.orders30d)}</Row>
              <Row term="Revenue, 30 days">{formatAmount(store.revenue30d)}</Row>
              <Row term="Open orders">{count(store.openOrders)}</Row>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">People</CardTitle>
          </CardHeader>
          <CardContent>
            {store.members.length === 0 ? (
              <p className="text-sm text-slate-500">Nobody signs in to this store.</p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label="People">
                {store.members.map((member) => (
                  <li key={member.email} className="py-2 text-sm">
                    <p className="font-medium text-slate-900">{member.name}</p>
                    <p className="break-all text-slate-500">
                      {member.email} · {ROLE_LABELS[member.role as TRole] ?? member.role}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">What operators did</CardTitle>
          </CardHeader>
          <CardContent>
            {store.history.length === 0 ? (
              <p className="text-sm text-slate-500">Nothing yet.</p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label="Store history">
                {store.history.map((entry) => (
                  <OperatorActionItem key={entry.id} entry={entry} showStore={false} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </article>
  );
}
