import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { DeferredToaster } from "#web/components/ui/deferred-toaster";
import { replayHeldClicks } from "#web/lib/early-clicks";
import { whenHydrated } from "#web/lib/hydrate-later";
import { BrowserRouter, StaticRouter } from "#web/lib/router";
import { AppRoutes } from "./router";

/**
 * The whole app. The browser renders it at the address bar's location; the server renders a
 * storefront page's first screen with a fixed `location`, and the browser hydrates that HTML with
 * the same tree.
 */
export function App({ queryClient, location }: { queryClient: QueryClient; location?: string }) {
  const routes = <AppRoutes />;
  // The app's own effects run once its shell has hydrated; the parts left for later (product
  // cards: lib/hydrate-later.tsx) hydrate in the tasks after. Once they have, the app is fully live
  // for the taps held before it was.
  useEffect(() => {
    void whenHydrated().then(() => {
      replayHeldClicks();
      // Says the page runs its code now (a server-rendered page showed before it did).
      document.documentElement.dataset.appReady = "";
    });
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
