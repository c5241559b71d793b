import { Loader2, Search, SearchX, Store } from "lucide-react";
import type { TAdminMerchant } from "#contracts/admin";
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES, businessTypeLabel } from "#contracts/business-types";
import { STORE_STATUS_LABELS, STORE_STATUSES, type TStoreStatus } from "#contracts/store-status";
import { ListTable } from "#web/components/list-table";
import { TablePager } from "#web/components/table-pager";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { LoadError } from "#web/components/ui/load-error";
import { NativeSelect } from "#web/components/ui/native-select";
import { RefreshingBadge } from "#web/components/ui/spinner";
import { paths } from "#web/config/paths";
import { Link } from "#web/lib/router";
import { STORES_PAGE_SIZE, type StoresListing } from "../hooks/use-stores-listing";
import { count, formatAmount, formatDay, formatWhen } from "../utils/admin-format";
import { StoreStatusBadge } from "./store-status-badge";

const storeLink = (store: TAdminMerchant) => paths.admin("stores", { store: store.id });
const lastSignIn = (store: TAdminMerchant) => (store.lastSignInAt ? formatWhen(store.lastSignInAt) : "Never");

function Head({ children, end = false }: { children: React.ReactNode; end?: boolean }) {
  return (
    <th scope="col" className={`px-3 py-2 font-medium whitespace-nowrap ${end ? "text-right" : "text-left"}`}>
      {children}
    </th>
  );
}

function StoresTable({ stores, busy }: { stores: readonly TAdminMerchant[]; busy: boolean }) {
  return (
    <ListTable
      busy={busy}
      head={
        <>
          <th scope="col" className="py-2 pr-3 pl-5 text-left font-medium">
            Store
          </th>
          <Head>Status</Head>
          <Head>Type</Head>
          <Head>Created</Head>
          <Head end>Products</Head>
          <Head end>Orders 30d</Head>
          <Head end>Revenue 30d</Head>
          <th scope="col" className="py-2 pr-5 pl-3 text-left font-medium whitespace-nowrap">
            Last sign-in
          </th>
        </>
      }
    >
      {stores.map((store) => (
        <tr key={store.id} className="hover:bg-slate-50">
          <td className="max-w-72 py-2 pr-3 pl-5">
            <Link to={storeLink(store)} className="font-medium text-blue-700 hover:underline">
              {store.businessName}
            </Link>
            <p className="truncate text-xs text-slate-500" title={store.email}>
              {store.email}
            </p>
          </td>
          <td className="px-3 py-2">
            <StoreStatusBadge status={store.status} />
          </td>
          <td className="px-3 py-2">{businessTypeLabel(store.businessType)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDay(store.createdAt)}</td>
          <td className="px-3 py-2 text-right tabular-nums">{count(store.products)}</td>
          <td className="px-3 py-2 text-right tabular-nums">{count(store.orders30d)}</td>
          <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
            {formatAmount(store.revenue30d)}
          </td>
          <td className="py-2 pr-5 pl-3 whitespace-nowrap">{lastSignIn(store)}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Phones: one card per store, the name its link. */
function StoreCards({ stores, busy }: { stores: readonly TAdminMerchant[]; busy: boolean }) {
  return (
    <ul className={`grid gap-2 ${busy ? "opacity-60" : ""}`} aria-busy={busy} aria-label="Stores">
      {stores.map((store) => (
        <li key={store.id} className="grid gap-1 rounded-lg border border-slate-200 p-3">
          <div className="flex items-start justify-between gap-2">
            <Link
              to={storeLink(store)}
              className="min-w-0 break-words font-medium text-blue-700 hover:underline"
            >
              {store.businessName}
            </Link>
            <StoreStatusBadge status={store.status} />
          </div>
          <p className="truncate text-xs text-slate-500">{store.email}</p>
          <p className="text-sm text-slate-600">
            {businessTypeLabel(store.businessType)} · since {formatDay(store.createdAt)} ·{" "}
            {count(store.products)} products
          </p>
          <p className="text-sm text-slate-600">
            30 days: {count(store.orders30d)} orders, {formatAmount(store.revenue30d)}
          </p>
          <p className="text-xs text-slate-500">Last sign-in: {lastSignIn(store)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every store (issue 47 item 4), searched by name, email or slug, filtered by status and type,
 * paged on the server: a table on desktop widths, cards on phones. A store's name opens its page.
 */
export function StoresList({ listing, wide }: { listing: StoresListing; wide: boolean }) {
  const { stores, total } = listing;
  return (
    <section aria-labelledby="stores-heading" className="grid gap-4">
      <div>
        <h2 id="stores-heading" className="text-lg font-semibold">
          Stores
        </h2>
        <p className="text-sm text-slate-500">
          Orders and revenue are from the last 30 days; cancelled orders are left out.
        </p>
      </div>
      <Card className="grid gap-3 p-4 sm:p-5">
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem_10rem] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor="store-search">Search</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
                aria-hidden
              />
              <Input
                id="store-search"
                type="search"
                placeholder="Name, email or store address"
                maxLength={100}
                className="pl-9"
                value={listing.search}
                onChange={(e) => listing.setSearch(e.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="store-status">Status</Label>
            <NativeSelect
              id="store-status"
              value={listing.status}
              onChange={(e) => listing.setStatus(e.target.value as TStoreStatus | "")}
            >
              <option value="">Every status</option>
              {STORE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STORE_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="store-type">Type</Label>
            <NativeSelect
              id="store-type"
              value={listing.type}
              onChange={(e) => listing.setType(e.target.value as typeof listing.type)}
            >
              <option value="">Every type</option>
              {BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {BUSINESS_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {listing.error && !stores ? (
          <LoadError what="stores" error={listing.error} onRetry={listing.refetch} />
        ) : !stores ? (
          <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading stores...
          </p>
        ) : stores.length === 0 && !listing.loading ? (
          listing.filtered ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center">
              <SearchX className="h-8 w-8 text-slate-400" aria-hidden />
              <p className="font-medium">No stores match</p>
              <p className="text-sm text-slate-500">
                Try part of a name or email, or another status or type.
              </p>
            </div>
          ) : (
            <EmptyState look="admin" icon={Store} title="No stores yet">
              <p className="text-sm text-slate-500">Stores show here as merchants register.</p>
            </EmptyState>
          )
        ) : (
          <div className="relative grid gap-3">
            {listing.loading && <RefreshingBadge />}
            <p className="text-sm text-slate-500" data-testid="showing-count">
              Showing {count(listing.page * STORES_PAGE_SIZE + 1)}–
              {count(listing.page * STORES_PAGE_SIZE + stores.length)} of {count(total)}
            </p>
            {wide ? (
              <StoresTable stores={stores} busy={listing.loading} />
            ) : (
              <StoreCards stores={stores} busy={listing.loading} />
            )}
            <TablePager
              label="Store pages"
              page={listing.page}
              pageCount={listing.pageCount}
              pageSize={STORES_PAGE_SIZE}
              total={total}
              onPage={listing.setPage}
            />
          </div>
        )}
      </Card>
    </section>
  );
}
