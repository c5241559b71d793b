import { AlertTriangle, BarChart3, Loader2, MailWarning } from "lucide-react";
import type { ReactNode } from "react";
import type { TAdminStats } from "#contracts/admin";
import { toMinor } from "#contracts/money";
import { STORE_STATUS_LABELS, STORE_STATUSES } from "#contracts/store-status";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { LoadError } from "#web/components/ui/load-error";
import { paths } from "#web/config/paths";
import { Link } from "#web/lib/router";
import { useAdminStats } from "../api/get-stats";
import { count, formatAmount, formatMinor, formatWhen } from "../utils/admin-format";
import { DayBars } from "./day-bars";

const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function StoresByStatus({ stores }: { stores: TAdminStats["stores"] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {STORE_STATUSES.map((status) => (
        <div key={status} className="rounded-lg border border-slate-200 p-3">
          <dt className="text-sm text-slate-500">{STORE_STATUS_LABELS[status]}</dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {status === "pending" && stores.pending > 0 ? (
              <Link to={paths.admin("approvals")} className="text-blue-700 hover:underline">
                {count(stores.pending)}
              </Link>
            ) : (
              count(stores[status] ?? 0)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Revenue({ revenue }: { revenue: TAdminStats["revenue"] }) {
  if (revenue.length === 0) return <p className="text-sm text-slate-500">No revenue in the last 30 days.</p>;
  return (
    <div className="grid gap-6">
      {revenue.map((series) => (
        <DayBars
          key={series.currency}
          title={`Revenue in ${series.currency}`}
          total={formatAmount({ currency: series.currency, amount: series.total })}
          days={series.days.map((day) => ({ date: day.date, value: toMinor(day.amount, series.currency) }))}
          say={(minor) => formatMinor(minor, series.currency)}
        />
      ))}
    </div>
  );
}

function Busiest({ busiest }: { busiest: TAdminStats["busiest"] }) {
  if (busiest.length === 0) return <p className="text-sm text-slate-500">No orders in the last 30 days.</p>;
  return (
    <ol className="divide-y divide-slate-100" aria-label="Busiest stores">
      {busiest.map((store) => (
        <li
          key={store.id}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2 text-sm"
        >
          <Link
            to={paths.admin("stores", { store: store.id })}
            className="min-w-0 break-words font-medium text-blue-700 hover:underline"
          >
            {store.businessName}
          </Link>
          <span className="text-slate-600 tabular-nums">
            {plural(store.orders, "order", "orders")} · {formatAmount(store.revenue)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function AwaitingSettlement({ awaiting }: { awaiting: TAdminStats["awaitingSettlement"] }) {
  if (awaiting.count === 0)
    return <p className="text-sm text-slate-500">No payment has waited over an hour.</p>;
  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-2 text-sm font-medium text-amber-800">
        <AlertTriangle className="h-4 w-4" aria-hidden />
        {plural(awaiting.count, "payment has", "payments have")} waited over an hour
      </p>
      <ul className="divide-y divide-slate-100" aria-label="Payments awaiting settlement">
        {awaiting.orders.map((order) => (
          <li key={order.id} className="grid gap-0.5 py-2 text-sm">
            <p className="flex flex-wrap justify-between gap-x-3">
              <Link
                to={paths.admin("stores", { store: order.merchantId })}
                className="font-medium text-blue-700 hover:underline"
              >
                {order.businessName}
              </Link>
              <span className="tabular-nums">{formatAmount(order.amount)}</span>
            </p>
            <p className="text-slate-500">
              Order {order.id.slice(0, 8)} · {order.paymentMethod} · placed {formatWhen(order.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How the platform is doing (issue 47 item 5): stores, the last 30 days, money per currency, what waits. */
export function FiguresTab() {
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <p className="flex items-center gap-2 py-8 text-slate-500" role="status">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Loading the figures...
      </p>
    );
  }
  if (stats.isError)
    return <LoadError what="figures" error={stats.error} onRetry={() => void stats.refetch()} />;
  const { stores, days, revenue, busiest, failedMail, awaitingSettlement } = stats.data;
  const newStores = days.reduce((sum, day) => sum + day.newStores, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const noStores = STORE_STATUSES.every((status) => !stores[status]);
  if (noStores) {
    return (
      <EmptyState look="admin" icon={BarChart3} title="No stores yet">
        <p className="text-sm text-slate-500">The figures fill in as merchants register and take orders.</p>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <Section title="Stores">
          <StoresByStatus stores={stores} />
        </Section>
      </div>
      <Section title="The last 30 days" description="Days in UTC, oldest first.">
        <DayBars
          title="New stores"
          total={count(newStores)}
          days={days.map((day) => ({ date: day.date, value: day.newStores }))}
          say={(n) => plural(n, "new store", "new stores")}
        />
        <DayBars
          title="Orders"
          total={count(orders)}
          days={days.map((day) => ({ date: day.date, value: day.orders }))}
          say={(n) => plural(n, "order", "orders")}
        />
      </Section>
      <Section title="Revenue" description="Each currency on its own; cancelled orders left out.">
        <Revenue revenue={revenue} />
      </Section>
      <Section title="Busiest stores" description="The most orders in the last 30 days.">
        <Busiest busiest={busiest} />
      </Section>
      <Section title="Waiting">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <MailWarning className="h-4 w-4 text-slate-500" aria-hidden />
          {failedMail === 0 ? (
            <span className="text-slate-500">No failed mail.</span>
          ) : (
            <Link to={paths.admin("mail")} className="font-medium text-blue-700 hover:underline">
              {plural(failedMail, "failed mail", "failed mails")} to retry
            </Link>
          )}
        </p>
        <AwaitingSettlement awaiting={awaitingSettlement} />
      </Section>
    </div>
  );
}
