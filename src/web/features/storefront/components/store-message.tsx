import { Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** Full-page loading or error message of the storefront pages. */
export function StoreMessage({
  icon: Icon,
  title,
  children,
  loading = false,
}: {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  loading?: boolean;
}) {
  return (
    <main
      className="flex min-h-[70vh] flex-col items-center justify-center gap-3 p-6 text-center"
      role={loading ? "status" : undefined}
    >
      {loading ? (
        <Loader2 className="h-8 w-8 animate-spin text-(--store-primary)" aria-hidden />
      ) : (
        Icon && (
          <span className="grid h-16 w-16 place-items-center rounded-full bg-slate-100 text-slate-500">
            <Icon className="h-8 w-8" aria-hidden />
          </span>
        )
      )}
      {loading ? (
        <p className="text-slate-600">{title}</p>
      ) : (
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      )}
      {children}
    </main>
  );
}
