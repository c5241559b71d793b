import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { prefetchStorefront } from "#web/features/storefront/api/prefetch-storefront";
import { queryClient } from "#web/lib/query-client";
import { App } from "./app";
import { preloadStorefrontScreen } from "./router";

const root = document.getElementById("root")!;
const { pathname, search } = window.location;
const withData = prefetchStorefront(queryClient, pathname);

/**
 * The server rendered this storefront page's first screen (entry-server.tsx) for its plain address
 * and first history entry. Another view (`?view=cart`) or a reloaded entry with state renders
 * afresh instead: its screen differs from the server's.
 */
const serverRendered =
  root.hasChildNodes() &&
  withData &&
  search === "" &&
  (window.history.state as { usr?: unknown } | null)?.usr == null;

if (serverRendered) {
  // The screen's code must have loaded before hydrating, or its Suspense boundary would be
  // hydrated as a fallback.
  void preloadStorefrontScreen(pathname).then(() => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap or a scroll meanwhile is not kept waiting.
    startTransition(() => {
      hydrateRoot(root, <App queryClient={queryClient} />);
    });
  });
} else {
  root.replaceChildren();
  createRoot(root).render(<App queryClient={queryClient} />);
}
