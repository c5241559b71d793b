import { AlertTriangle, CheckCircle2, FolderTree, Package } from "lucide-react";
import { Card } from "#web/components/ui/card";
import { cn } from "#web/lib/utils";
import type { CatalogStats } from "../utils/catalog-stats";

const CARDS = [
  { key: "totalProducts", label: "Total Products", icon: Package, tone: "bg-blue-100 text-blue-700" },
  { key: "available", label: "Available", icon: CheckCircle2, tone: "bg-emerald-100 text-emerald-700" },
  { key: "categories", label: "Categories", icon: FolderTree, tone: "bg-violet-100 text-violet-700" },
  { key: "lowStock", label: "Low Stock", icon: AlertTriangle, tone: "bg-amber-100 text-amber-700" },
] as const;

/** Total Products, Available, Categories and Low Stock (tracked quantity under 10). */
export function StatCards({ stats }: { stats: CatalogStats }) {
  return (
    <section aria-label="Catalog summary">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {CARDS.map(({ key, label, icon: Icon, tone }) => (
          // Only dt and dd may sit in a dl's group: the icon lives in the dt, placed beside both.
          <Card key={key} className="relative min-w-0 py-4 pr-4 pl-17 sm:py-5 sm:pr-5 sm:pl-18">
            <dt className="truncate text-xs font-medium text-slate-500 sm:text-sm">
              <span
                className={cn(
                  "absolute top-1/2 left-4 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-lg sm:left-5",
                  tone,
                )}
              >
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              {label}
            </dt>
            <dd className="text-2xl font-bold leading-tight" data-testid={`stat-${key}`}>
              {stats[key]}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
