import { renderToString } from "react-dom/server";
import { isLanguage } from "#contracts/shopper-language";
import { type InlineData, seedStorefront } from "#web/features/storefront/api/prefetch-storefront";
import { loadCatalog } from "#web/lib/i18n/load-catalog";
import { RenderedLanguage } from "#web/lib/i18n/page-language";
import { createQueryClient } from "#web/lib/query-client";
import { App } from "./app";
import { preloadStorefrontScreen } from "./router";

/**
 * The server's renderer of a storefront page's first screen (marketplace, store home, product
 * page), built by `vite build --ssr` into dist/web-ssr and called by the server when it fills its
 * page cache. The HTML paints before any script has loaded; the browser then hydrates it.
 *
 * Returns null for a path that is not a storefront screen.
 */
export async function renderFirstScreen(inline: InlineData): Promise<string | null> {
  if (!(await preloadStorefrontScreen(inline.path))) return null;
  // A cache of its own per render: nothing of one store's page reaches another's.
  const queryClient = createQueryClient();
  seedStorefront(queryClient, inline.path, inline);
  // In the language the server chose for the page (server/pages/page-language.ts), its catalog loaded.
  const language = isLanguage(inline.language) ? inline.language : null;
  if (language) await loadCatalog(language);
  return renderToString(
    <RenderedLanguage.Provider value={language}>
      <App queryClient={queryClient} location={inline.path} />
    </RenderedLanguage.Provider>,
  );
}
