import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { DeferredToaster } from "#web/components/ui/deferred-toaster";
import { replayHeldClicks } from "#web/lib/early-clicks";
import { BrowserRouter, StaticRouter } from "#web/lib/router";
import { AppRoutes } from "./router";

/**
 * The whole app. The browser renders it at the address bar's location; the server renders a
 * storefront page's first screen with a fixed `location`, and the browser hydrates that HTML with
 * the same tree.
 */
export function App({ queryClient, location }: { queryClient: QueryClient; location?: string }) {
  const routes = <AppRoutes />;
  // The app's own effects run once its shell has hydrated. The screen, inside a Suspense boundary,
  // may hydrate a moment later; a tap that reaches it first makes React hydrate it at once, then
  // hand it the tap.
  useEffect(() => {
    // After the commit's own work: the app is then fully live for the replayed taps.
    setTimeout(replayHeldClicks);
    // Says the page runs its code now (a server-rendered page showed before it did).
    document.documentElement.dataset.appReady = "";
  }, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {location === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{routes}</StaticRouter>
        )}
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
