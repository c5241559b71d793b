import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-(--store-primary-soft) text-(--store-primary-strong)">
        <Icon className="h-7 w-7" aria-hidden />
      </span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}
