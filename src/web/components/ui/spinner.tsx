import { Loader2 } from "lucide-react";

export function FullPageMessage({
  children,
  spinner = false,
}: {
  children: React.ReactNode;
  spinner?: boolean;
}) {
  return (
    <div
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 p-6 text-center text-slate-600"
      role="status"
    >
      {spinner && <Loader2 className="h-8 w-8 animate-spin text-blue-600" aria-hidden />}
      <div>{children}</div>
    </div>
  );
}

/**
 * "Loading..." in a small pill over the top corner of a list whose next page or filter is on its
 * way, while the list it replaces stays in place (the catalog, customers, the console's stores).
 */
export function RefreshingBadge() {
  return (
    <p
      className="absolute top-1.5 end-0 z-10 flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1 text-xs text-slate-600 shadow-sm"
      role="status"
    >
      <Loader2 className="h-3.5 w-3.5 animate-spin text-blue-600" aria-hidden /> Loading...
    </p>
  );
}
