import { QueryClientProvider } from "@tanstack/react-query";
import { render, renderHook } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement, type ReactNode } from "react";
import { Toaster } from "#web/components/ui/toaster";
import { createQueryClient } from "#web/lib/query-client";
import { BrowserRouter, navigateTo } from "#web/lib/router";

/** The app's providers: its query defaults, its router, and the toast region (so a test sees a toast). */
function appAt(path: string) {
  // A fresh history entry: what screens remember by entry (scroll, search) starts afresh each test.
  navigateTo(path, { replace: true });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(BrowserRouter, null, children),
      createElement(Toaster),
    );
  return { queryClient, wrapper };
}

/**
 * Renders a piece of the web app as the app does, at `path` (on a history entry of its own).
 * Returns Testing Library's queries, a user-event `user`, and the query client.
 */
export function renderApp(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  const { queryClient, wrapper } = appAt(path);
  // No pause between keystrokes: nothing here waits on typing speed (debounces use real timers).
  const user = userEvent.setup({ delay: null });
  return { ...render(ui, { wrapper }), user, queryClient };
}

/** Runs a hook inside the app's providers at `path`: `result.current` is what it returned last. */
export function renderAppHook<Result, Props>(
  hook: (props: Props) => Result,
  { path = "/", initialProps }: { path?: string; initialProps?: Props } = {},
) {
  const { queryClient, wrapper } = appAt(path);
  return { ...renderHook(hook, { wrapper, initialProps }), queryClient };
}
