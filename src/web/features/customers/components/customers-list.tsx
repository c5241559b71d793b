import { useQuery } from "@tanstack/react-query";
import { Download, Search, SearchX, Users } from "lucide-react";
import { CUSTOMERS_PAGE_SIZE } from "#contracts/customers";
import type { TAction } from "#contracts/staff";
import { TablePager } from "#web/components/table-pager";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { Input } from "#web/components/ui/input";
import { LoadError } from "#web/components/ui/load-error";
import { RefreshingBadge } from "#web/components/ui/spinner";
import { permissionsQueryOptions } from "#web/features/auth/api/get-user";
import { customersExportUrl } from "../api/export-customers";
import type { CustomersListing } from "../hooks/use-customers-listing";
import { CUSTOMER_COLUMN_NAMES } from "../utils/customer-sort";
import { CustomerCards } from "./customer-cards";
import { CustomerSortSelect } from "./customer-sort-select";
import { CustomersTable } from "./customers-table";

const n = (count: number) => count.toLocaleString("en-US");

/** Every customer the search matches, in the list's sort, as a CSV file: a download, not a page. */
function ExportButton({ listing }: { listing: CustomersListing }) {
  return (
    <Button variant="outline" asChild>
      <a href={customersExportUrl(listing.query)} download>
        <Download aria-hidden /> Export CSV
      </a>
    </Button>
  );
}

/**
 * The store's customers, searched (by name or phone), sorted and paged on the server: a table on
 * desktop widths, cards with a sort picker on phones, with a pager under either.
 */
export function CustomersList({ listing, wide }: { listing: CustomersListing; wide: boolean }) {
  const { customers, total, appliedSearch } = listing;
  const permissions = useQuery(permissionsQueryOptions()).data;
  const can = (action: TAction) => permissions?.includes(action) ?? false;
  const emptyStore = customers !== undefined && total === 0 && !appliedSearch && !listing.loading;
  return (
    <section aria-labelledby="customers-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="customers-heading" className="text-lg font-semibold">
            Customers
          </h2>
          <p className="text-sm text-slate-500">Everyone who ordered, one entry per phone number.</p>
        </div>
        {/* The orders role sees customers but may not export them (decision 0059). */}
        {!emptyStore && customers !== undefined && can("customers.export") && (
          <ExportButton listing={listing} />
        )}
      </div>
      {emptyStore ? (
        <EmptyState look="admin" icon={Users} title="No customers yet">
          <p className="max-w-sm text-sm text-slate-500">
            Customers appear here with their first order, one entry per phone number.
          </p>
        </EmptyState>
      ) : (
        <Card className="grid gap-3 p-4 sm:p-5">
          <div className="grid gap-3 sm:flex sm:items-center">
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
                aria-hidden
              />
              <label htmlFor="customer-search" className="sr-only">
                Search customers
              </label>
              <Input
                id="customer-search"
                type="search"
                placeholder="Search by name or phone"
                maxLength={100}
                className="pl-9"
                value={listing.search}
                onChange={(e) => listing.setSearch(e.target.value)}
              />
            </div>
            {!wide && <CustomerSortSelect sort={listing.sort} onChange={listing.setSort} />}
          </div>
          <p className="sr-only" aria-live="polite">
            Sorted by {CUSTOMER_COLUMN_NAMES[listing.sort.key]}, {listing.sort.direction}
          </p>
          {listing.error ? (
            <LoadError what="customers" error={listing.error} onRetry={listing.refetch} />
          ) : !customers ? (
            <p className="py-10 text-center text-sm text-slate-500" role="status">
              Loading customers...
            </p>
          ) : customers.length === 0 && !listing.loading ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center">
              <SearchX className="h-8 w-8 text-slate-400" aria-hidden />
              <p className="font-medium">No customers match “{appliedSearch}”</p>
              <p className="text-sm text-slate-500">Try part of a name, or some digits of a phone number.</p>
            </div>
          ) : (
            <div className="relative grid gap-3">
              {listing.loading && <RefreshingBadge />}
              <p className="text-sm text-slate-500" data-testid="showing-count">
                Showing {n(listing.page * CUSTOMERS_PAGE_SIZE + 1)}–
                {n(listing.page * CUSTOMERS_PAGE_SIZE + customers.length)} of {n(total)}
              </p>
              {wide ? (
                <CustomersTable
                  customers={customers}
                  sort={listing.sort}
                  onSort={listing.sortBy}
                  busy={listing.loading}
                />
              ) : (
                <CustomerCards customers={customers} busy={listing.loading} />
              )}
              <TablePager
                label="Customer pages"
                page={listing.page}
                pageCount={listing.pageCount}
                pageSize={CUSTOMERS_PAGE_SIZE}
                total={total}
                onPage={listing.setPage}
              />
            </div>
          )}
        </Card>
      )}
    </section>
  );
}
