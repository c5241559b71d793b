import { lazy, Suspense, useState } from "react";
import { useToasts } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toast region (Radix), downloaded when the first toast is raised rather than with every
 * page: most storefront visits never show one. Toasts live in module state (use-toast), so the
 * first one shows as soon as the region has loaded; once loaded, it stays.
 */
export function DeferredToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed || toasts.length > 0 ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
