import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement, type ReactNode } from "react";
import { Toaster } from "#web/components/ui/toaster";
import { createQueryClient } from "#web/lib/query-client";
import { BrowserRouter, navigateTo } from "#web/lib/router";

/**
 * Renders a piece of the web app as the app does: the app's query defaults, its router at `path` (on
 * a history entry of its own), and the toast region (so a test sees what a toast says). Returns
 * Testing Library's queries, a user-event `user`, and the query client.
 */
export function renderApp(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  // A fresh history entry: what screens remember by entry (scroll, search) starts afresh each test.
  navigateTo(path, { replace: true });
  const queryClient = createQueryClient();
  // No pause between keystrokes: nothing here waits on typing speed (debounces use real timers).
  const user = userEvent.setup({ delay: null });
  const view = render(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(BrowserRouter, null, ui),
      createElement(Toaster),
    ),
  );
  return { ...view, user, queryClient };
}
