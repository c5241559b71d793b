import { SearchX } from "lucide-react";
import { storeDisplayName } from "#contracts/storefront";
import { paths } from "#web/config/paths";
import { useMicrosite } from "#web/features/storefront/api/get-microsite";
import { useOrderTracking } from "#web/features/storefront/api/get-order-tracking";
import { MicrositeHeader } from "#web/features/storefront/components/microsite-header";
import { OrderTrackingView } from "#web/features/storefront/components/order-tracking-view";
import { StoreActionButton } from "#web/features/storefront/components/store-action-button";
import { StoreMessage } from "#web/features/storefront/components/store-message";
import { StorePageLanguage } from "#web/features/storefront/components/store-page-language";
import { useCart } from "#web/features/storefront/hooks/use-cart";
import { useStoreMoney } from "#web/features/storefront/hooks/use-store-money";
import { cartItemCount } from "#web/features/storefront/utils/cart";
import { storeThemeVars } from "#web/features/storefront/utils/store-theme";
import { useNavigate, useParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** The customer's page for one order: /microsite/{slug}/track/{trackingCode}. */
function TrackOrderScreen() {
  const { slug = "", trackingCode = "" } = useParams();
  const navigate = useNavigate();
  const store = useMicrosite(slug);
  const tracking = useOrderTracking(slug, trackingCode);
  const { currency } = useStoreMoney();
  const cart = useCart(slug, currency);
  const merchant = store.data?.merchant;
  const name = merchant ? storeDisplayName(merchant) : (tracking.data?.store.name ?? "");
  useDocumentTitle(tracking.data ? `Order ${tracking.data.trackingCode} - ${name}` : "Track your order");
  const backToStore = () => navigate(paths.microsite(slug));

  return (
    <div style={storeThemeVars(merchant?.theme)} className="min-h-screen bg-slate-50">
      <MicrositeHeader
        name={name || "\u00a0"}
        logoUrl={merchant?.logoUrl ?? null}
        onBack={backToStore}
        backLabel="Back to the store"
        cartCount={cartItemCount(cart.lines)}
        onCart={() => navigate(`${paths.microsite(slug)}?view=cart`)}
      />
      {tracking.isLoading ? (
        <StoreMessage loading title="Loading your order..." />
      ) : tracking.data ? (
        <main className="px-4 py-6 pb-12">
          <OrderTrackingView tracking={tracking.data} />
        </main>
      ) : (
        <StoreMessage icon={SearchX} title="Order Not Found">
          <p className="max-w-sm text-slate-600">
            Check the link from your order confirmation, or call the store with your order ID.
          </p>
          <StoreActionButton onClick={backToStore}>Back to the store</StoreActionButton>
        </StoreMessage>
      )}
    </div>
  );
}

/** In the language the shopper reads the store in (decision 0068). */
export default function TrackOrder() {
  return (
    <StorePageLanguage>
      <TrackOrderScreen />
    </StorePageLanguage>
  );
}
