import { createRoot, hydrateRoot } from "react-dom/client";
import { isFirstScreenQuery, isLanguage } from "#contracts/shopper-language";
import { prefetchStorefront } from "#web/features/storefront/api/prefetch-storefront";
import { hydrateInTurns } from "#web/lib/hydrate-later";
import { loadCatalog } from "#web/lib/i18n/load-catalog";
import { nextTask } from "#web/lib/next-task";
import { queryClient } from "#web/lib/query-client";
import { readBrowserStateAhead } from "#web/lib/read-browser-state-ahead";
import { whenIntlWarm } from "#web/lib/warm-intl";
import { App } from "./app";
import { preloadStorefrontScreen, storefrontScreenShowsCart } from "./router";

/**
 * Starts the app. On a low-end phone each step is a task of its own (decision 0061): evaluating this
 * module's imports (the framework, the app), then the page's data and the screen's code, then the
 * hydration, so that a tap or a paint can come between them.
 */
async function start() {
  await nextTask();
  const root = document.getElementById("root")!;
  const { pathname, search } = window.location;
  const withData = prefetchStorefront(queryClient, pathname);

  // The server rendered this storefront page's first screen (entry-server.tsx) for its plain
  // address and first history entry. Another view (`?view=cart`) or a reloaded entry with state
  // renders afresh instead: its screen differs from the server's.
  const serverRendered =
    root.hasChildNodes() &&
    withData &&
    isFirstScreenQuery(search) &&
    (window.history.state as { usr?: unknown } | null)?.usr == null;

  // The language the server sent the page in (<html lang>): its catalog comes before the first
  // render (decision 0068); English for a page of no store.
  const { lang } = document.documentElement;
  const catalog = loadCatalog(isLanguage(lang) ? lang : "en");

  if (!serverRendered) {
    await catalog;
    root.replaceChildren();
    createRoot(root).render(<App queryClient={queryClient} />);
    return;
  }
  // The screen's code must have loaded before hydrating, or its Suspense boundary would be hydrated
  // as a fallback; and the locale data, or the first formatter would load it here (decision 0074).
  // The page is on screen meanwhile, its taps held.
  // Meanwhile, in a task of its own, what the hydration will read from the browser.
  const browserState = nextTask().then(() =>
    readBrowserStateAhead({ cart: storefrontScreenShowsCart(pathname) }),
  );
  await Promise.all([preloadStorefrontScreen(pathname), catalog, whenIntlWarm(), browserState]);
  // The screen's module was evaluated in the task its code arrived in; the shell hydrates in the next.
  await nextTask();
  // The page's shell hydrates now, its product cards each in a task of their own after it: a tap or
  // a scroll meanwhile is not kept waiting (decision 0061).
  hydrateInTurns(() => hydrateRoot(root, <App queryClient={queryClient} />));
}

void start();
