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
