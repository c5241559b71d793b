import { PackageX, Share2 } from "lucide-react";
import type { ReactNode } from "react";
import { storeDisplayName } from "#contracts/storefront";
import { findTheme } from "#contracts/themes";
import { toast } from "#web/components/ui/use-toast";
import { paths } from "#web/config/paths";
import { useMicrosite } from "#web/features/storefront/api/get-microsite";
import { useMicrositeProduct } from "#web/features/storefront/api/get-microsite-product";
import { MicrositeHeader } from "#web/features/storefront/components/microsite-header";
import { ProductDetailsPart } from "#web/features/storefront/components/product-details-part";
import { StoreActionButton } from "#web/features/storefront/components/store-action-button";
import { StoreMessage, StoreUnavailable } from "#web/features/storefront/components/store-message";
import { inStoreLanguage } from "#web/features/storefront/components/store-page-language";
import { useCart } from "#web/features/storefront/hooks/use-cart";
import { useScrollMemory } from "#web/features/storefront/hooks/use-scroll-memory";
import { useStoreMoney } from "#web/features/storefront/hooks/use-store-money";
import { useThemeColorMeta } from "#web/features/storefront/hooks/use-theme-color-meta";
import { cartItemCount } from "#web/features/storefront/utils/cart";
import { localized } from "#web/features/storefront/utils/localized";
import { storeThemeVars } from "#web/features/storefront/utils/store-theme";
import { isGoneError } from "#web/lib/api-client";
import { HydrateLater } from "#web/lib/hydrate-later";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { useLocation, useNavigate, useParams } from "#web/lib/router";
import { useDocumentTitle } from "#web/lib/use-document-title";

/** A product's own page: shareable, with add to cart into the store's cart. */
function ProductPage() {
  const { slug = "", productId = "" } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { t, language } = usePageLanguage();
  const store = useMicrosite(slug);
  const productQuery = useMicrositeProduct(slug, productId);
  const { currency } = useStoreMoney();
  const cart = useCart(slug, currency);

  const product = productQuery.data ?? null;
  // A suspended store (issue 47): its product pages answer 410 like its home, and say so.
  const unavailable = isGoneError(productQuery.error) || isGoneError(store.error);
  useScrollMemory(!productQuery.isLoading);
  const merchant = store.data?.merchant;
  const storeName = merchant ? storeDisplayName(merchant) : "";
  useDocumentTitle(
    product
      ? `${product.name}${storeName ? ` - ${storeName}` : ""}`
      : productQuery.isLoading
        ? undefined
        : t(unavailable ? "store.unavailable" : "product.notFound"),
  );
  useThemeColorMeta(merchant ? findTheme(merchant.theme).primary : undefined);

  // Back: to where the shopper came from, or (opened from a shared link) the store's page.
  const goBack = () => (location.key !== "default" ? navigate(-1) : navigate(paths.microsite(slug)));
  const openCart = () => navigate({ pathname: paths.microsite(slug), search: "?view=cart" });

  const shownName = product ? localized(product, language).name : undefined;
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({
          // What the shopper reads it as: the merchant's own translation for the page's language, if any.
          title: shownName,
          text: storeName
            ? t("product.shareText", { product: shownName ?? "", store: storeName })
            : undefined,
          url,
        });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("product.linkCopied") });
    } catch {
      toast({
        variant: "destructive",
        title: t("product.copyFailed"),
        description: t("product.copyFailedDetail"),
      });
    }
  };

  const header = (
    <MicrositeHeader
      name={storeName || "\u00a0"}
      logoUrl={merchant?.logoUrl ?? null}
      languages={merchant?.languages}
      onBack={goBack}
      backLabel={t("product.goBackLabel")}
      cartCount={cartItemCount(cart.lines)}
      onCart={openCart}
      actions={
        product && (
          <button
            type="button"
            onClick={share}
            aria-label={t("product.share")}
            className="grid h-10 w-10 shrink-0 cursor-pointer place-items-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <Share2 className="h-5 w-5" aria-hidden />
          </button>
        )
      }
    />
  );

  let body: ReactNode;
  if (unavailable) {
    body = <StoreUnavailable />;
  } else if (productQuery.isLoading) {
    body = <StoreMessage loading title={t("product.loading")} />;
  } else if (!product) {
    body = (
      <StoreMessage icon={PackageX} title={t("product.notFound")}>
        <p className="max-w-sm text-slate-600">{t("product.notAvailable")}</p>
        <StoreActionButton onClick={goBack}>{t("product.goBack")}</StoreActionButton>
      </StoreMessage>
    );
  } else {
    body = (
      <main className="mx-auto max-w-6xl px-4 py-5 pb-12 sm:py-8">
        <HydrateLater key={product.id}>
          <ProductDetailsPart product={product} merchant={merchant} cart={cart} />
        </HydrateLater>
      </main>
    );
  }

  return (
    <div style={storeThemeVars(merchant?.theme)} className="min-h-screen bg-slate-50">
      {header}
      {body}
    </div>
  );
}

/** In the language the shopper reads the store in (decision 0068). */
export default inStoreLanguage(ProductPage);
