import { storeDisplayName } from "#contracts/storefront";
import { findTheme } from "#contracts/themes";
import { useMicrosite } from "#web/features/storefront/api/get-microsite";
import { MicrositeStatus } from "#web/features/storefront/components/microsite-status";
import { MicrositeViews } from "#web/features/storefront/components/microsite-views";
import { inStoreLanguage } from "#web/features/storefront/components/store-page-language";
import { useBrowseMemory } from "#web/features/storefront/hooks/use-browse-memory";
import { useMicrositeView } from "#web/features/storefront/hooks/use-microsite-view";
import { OrderLimitsProvider } from "#web/features/storefront/hooks/use-order-limits";
import { useReconciledCart } from "#web/features/storefront/hooks/use-reconciled-cart";
import { useResetOnHome } from "#web/features/storefront/hooks/use-reset-on-home";
import { useScrollMemory } from "#web/features/storefront/hooks/use-scroll-memory";
import { useThemeColorMeta } from "#web/features/storefront/hooks/use-theme-color-meta";
import { cartItemCount } from "#web/features/storefront/utils/cart";
import { isGoneError } from "#web/lib/api-client";
import { useT } from "#web/lib/i18n/page-language";
import { useParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** A store's microsite: one page whose views (home, category, all products, cart...) live in the URL. */
function MicrositePage() {
  const { slug = "" } = useParams();
  const t = useT();
  const store = useMicrosite(slug);
  const { data } = store;
  const view = useMicrositeView(data);
  const cart = useReconciledCart(slug, data);
  const browse = useBrowseMemory();
  useResetOnHome(view.view, browse.clear);

  useDocumentTitle(
    data
      ? storeDisplayName(data.merchant)
      : store.isLoading
        ? undefined
        : t(isGoneError(store.error) ? "store.unavailable" : "store.storeNotFound"),
  );
  useThemeColorMeta(data ? findTheme(data.merchant.theme).primary : undefined);
  // A new view starts at the top; going back returns to where the shopper was.
  useScrollMemory(Boolean(data));

  if (!data || store.isError) return <MicrositeStatus store={store} />;
  return (
    <OrderLimitsProvider value={{ limits: data.merchant.orderLimits, cartUnits: cartItemCount(cart.lines) }}>
      <MicrositeViews slug={slug} store={data} view={view} cart={cart} browse={browse} />
    </OrderLimitsProvider>
  );
}

/** In the language the shopper reads the store in (decision 0068). */
export default inStoreLanguage(MicrositePage);
