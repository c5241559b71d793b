import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#web/lib/utils";

/**
 * What a list shows before it has anything: an icon, a title, then hints and actions. "store" is the
 * storefront's look (the icon in the store's colour); "admin" the dashboard's plain dashed card.
 */
export function EmptyState({
  icon: Icon,
  title,
  look = "store",
  children,
}: {
  icon: LucideIcon;
  title: string;
  look?: "store" | "admin";
  children?: ReactNode;
}) {
  const store = look === "store";
  return (
    <div
      className={cn(
        "flex flex-col items-center border border-dashed bg-white text-center",
        store ? "gap-3 rounded-2xl border-slate-300 px-6 py-12" : "gap-2 rounded-xl border-slate-200 p-8",
      )}
    >
      {store ? (
        <span className="grid h-14 w-14 place-items-center rounded-full bg-(--store-primary-soft) text-(--store-primary-strong)">
          <Icon className="h-7 w-7" aria-hidden />
        </span>
      ) : (
        <Icon className="h-9 w-9 text-slate-400" aria-hidden />
      )}
      <p className={cn("text-lg text-slate-900", store ? "font-semibold" : "font-medium")}>{title}</p>
      {children}
    </div>
  );
}
