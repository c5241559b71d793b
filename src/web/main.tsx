import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { DeferredToaster } from "#web/components/ui/deferred-toaster";
import { prefetchStorefront } from "#web/features/storefront/api/prefetch-storefront";
import "./index.css";
import { queryClient } from "#web/lib/query-client";
import { BrowserRouter } from "#web/lib/router";
import { AppRoutes, preloadScreen } from "./router";

prefetchStorefront(queryClient, window.location.pathname);

const render = () =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>,
  );

// The page is blank until the screen's code is here (it downloads beside this file), then the
// screen is the first thing painted. If the download fails, the screen's own lazy load retries.
preloadScreen(window.location.pathname).then(render, render);
