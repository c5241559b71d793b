import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { DeferredToaster } from "#web/components/ui/deferred-toaster";
import { prefetchStorefront } from "#web/features/storefront/api/prefetch-storefront";
import "./index.css";
import { queryClient } from "#web/lib/query-client";
import { BrowserRouter } from "#web/lib/router";
import { AppRoutes } from "./router";

prefetchStorefront(queryClient, window.location.pathname);

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
