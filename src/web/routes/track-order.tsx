import { SearchX } from "lucide-react";
import { storeDisplayName } from "#contracts/storefront";
import { paths } from "#web/config/paths";
import { useMicrosite } from "#web/features/storefront/api/get-microsite";
import { useOrderTracking } from "#web/features/storefront/api/get-order-tracking";
import { MicrositeHeader } from "#web/features/storefront/components/microsite-header";
import { OrderTrackingView } from "#web/features/storefront/components/order-tracking-view";
import { StoreActionButton } from "#web/features/storefront/components/store-action-button";
import { StoreMessage } from "#web/features/storefront/components/store-message";
import { inStoreLanguage } from "#web/features/storefront/components/store-page-language";
import { useCart } from "#web/features/storefront/hooks/use-cart";
import { useStoreMoney } from "#web/features/storefront/hooks/use-store-money";
import { cartItemCount } from "#web/features/storefront/utils/cart";
import { storeThemeVars } from "#web/features/storefront/utils/store-theme";
import { useT } from "#web/lib/i18n/page-language";
import { useNavigate, useParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** The customer's page for one order: /microsite/{slug}/track/{trackingCode}. */
function TrackOrder() {
  const { slug = "", trackingCode = "" } = useParams();
  const navigate = useNavigate();
  const t = useT();
  const store = useMicrosite(slug);
  const tracking = useOrderTracking(slug, trackingCode);
  const { currency } = useStoreMoney();
  const cart = useCart(slug, currency);
  const merchant = store.data?.merchant;
  const name = merchant ? storeDisplayName(merchant) : (tracking.data?.store.name ?? "");
  useDocumentTitle(
    tracking.data
      ? t("order.documentTitle", { code: tracking.data.trackingCode, store: name })
      : t("order.trackTitle"),
  );
  const backToStore = () => navigate(paths.microsite(slug));

  return (
    <div style={storeThemeVars(merchant?.theme)} className="min-h-screen bg-slate-50">
      <MicrositeHeader
        name={name || "\u00a0"}
        logoUrl={merchant?.logoUrl ?? null}
        languages={merchant?.languages}
        onBack={backToStore}
        backLabel={t("order.backToStore")}
        cartCount={cartItemCount(cart.lines)}
        onCart={() => navigate(`${paths.microsite(slug)}?view=cart`)}
      />
      {tracking.isLoading ? (
        <StoreMessage loading title={t("order.loading")} />
      ) : tracking.data ? (
        <main className="px-4 py-6 pb-12">
          <OrderTrackingView tracking={tracking.data} />
        </main>
      ) : (
        <StoreMessage icon={SearchX} title={t("order.notFound")}>
          <p className="max-w-sm text-slate-600">{t("order.notFoundDetail")}</p>
          <StoreActionButton onClick={backToStore}>{t("order.backToStore")}</StoreActionButton>
        </StoreMessage>
      )}
    </div>
  );
}

/** In the language the shopper reads the store in (decision 0068). */
export default inStoreLanguage(TrackOrder);
