import { errorMessage } from "#web/lib/api-client";
import { Button } from "./button";

/** A merchant list that failed to load: what, why in the server's words, and a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center" role="alert">
      <p className="font-medium">Could not load your {what}</p>
      <p className="text-sm text-slate-500">{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
