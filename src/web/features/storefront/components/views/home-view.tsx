import { LayoutGrid, SearchX, Store } from "lucide-react";
import type { TProduct } from "#contracts/catalog";
import { FEATURED_COUNT, featuredProducts, menuSections } from "#contracts/store-home";
import { DEFAULT_STORE_DESCRIPTION, type TGetMicrositeResponse } from "#contracts/storefront";
import { EmptyState } from "#web/components/ui/empty-state";
import { useStoreProducts } from "#web/features/storefront/hooks/use-store-products";
import { localized } from "#web/features/storefront/utils/localized";
import { themedButton } from "#web/features/storefront/utils/store-theme";
import type { CartLine } from "#web/lib/cart-storage";
import { HydrateLater } from "#web/lib/hydrate-later";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { AdsCarousel } from "../ads-carousel";
import { CategoryChips } from "../category-chips";
import { CategoryGrid } from "../category-grid";
import { LoadMore, listingCount } from "../load-more";
import { ProductGrid } from "../product-grid";
import { RestaurantMenu } from "../restaurant-menu";
import { SearchInput } from "../search-input";
import { CallUsCard, PrescriptionCard } from "../store-action-cards";
import { StoreHero } from "../store-hero";

/**
 * A store's home. Products come first on a phone's first screen (issue: the first card must start
 * within 600 px): a compact banner, search and category chips, then the products; a restaurant's
 * whole menu, by category, with sticky tabs. The spec's other blocks follow them.
 */
export function HomeView({
  data,
  name,
  search,
  cart,
  onSetQuantity,
  onOpenCategory,
  onViewAll,
  onPrescription,
}: {
  data: TGetMicrositeResponse;
  name: string;
  search: { text: string; setText: (text: string) => void; applied: string; reset: () => void };
  cart: CartLine[];
  onSetQuantity: (product: TProduct, quantity: number) => void;
  onOpenCategory: (categoryId: string) => void;
  onViewAll: () => void;
  onPrescription: () => void;
}) {
  const { t, said, language } = usePageLanguage();
  const { merchant, categories, ads, products } = data;
  const slug = merchant.businessSlug;
  const restaurant = merchant.businessType === "restaurant";
  const phone = merchant.contactPhone?.trim();
  const featured = featuredProducts(products);
  const query = search.applied.trim();
  // A search covers every product of the store: the server's answer when the page did not bring all.
  const results = useStoreProducts(data, { q: query });
  const found = query ? results.products : products;
  // The whole menu knows each category's size; a search's sections hold what was found.
  const sections = restaurant
    ? menuSections(found, categories, query ? undefined : categoryTotals(data))
    : [];

  const noMatch = (
    <EmptyState icon={SearchX} title={t("store.noProductsMatching", { query })}>
      <p className="text-slate-500">{t("store.tryAnotherSearch")}</p>
    </EmptyState>
  );
  const featuredSection = (
    <HydrateLater>
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="mb-3 text-xl font-bold text-slate-900">
          {t("store.featuredProducts")}
        </h2>
        {products.length === 0 ? (
          <EmptyState icon={Store} title={t("store.noProductsYet")}>
            <p className="text-slate-500">{t("store.stillStocking")}</p>
          </EmptyState>
        ) : featured.length === 0 ? (
          <EmptyState icon={Store} title={t("store.nothingInStock")}>
            <p className="text-slate-500">{t("store.allSoldOut")}</p>
          </EmptyState>
        ) : (
          <ProductGrid
            slug={slug}
            products={featured}
            cart={cart}
            onSetQuantity={onSetQuantity}
            eagerCount={restaurant ? 0 : 2}
            columns={3}
          />
        )}
      </section>
    </HydrateLater>
  );

  let firstProducts = featuredSection;
  if (query && results.total === 0) {
    firstProducts = noMatch;
  } else if (sections.length > 0) {
    firstProducts = (
      <div className="grid grid-cols-1 gap-4">
        <RestaurantMenu
          slug={slug}
          store={data}
          sections={sections}
          cart={cart}
          onSetQuantity={onSetQuantity}
        />
        {query && <LoadMore list={results} />}
      </div>
    );
  } else if (query) {
    firstProducts = (
      <section aria-labelledby="results-heading" className="grid grid-cols-1 gap-3">
        <div>
          <h2 id="results-heading" className="text-xl font-bold text-slate-900">
            {t("store.searchResults")}
          </h2>
          <p className="text-sm text-slate-500" aria-live="polite">
            {listingCount(results, t)}
          </p>
        </div>
        <ProductGrid slug={slug} products={found} cart={cart} onSetQuantity={onSetQuantity} />
        <LoadMore list={results} />
      </section>
    );
  }

  return (
    // One minmax(0, 1fr) column: the sideways-scrolling chips must not widen the page.
    <div className="grid grid-cols-1 gap-4 sm:gap-6">
      <HydrateLater>
        <StoreHero
          name={name}
          description={merchant.description?.trim() || said(DEFAULT_STORE_DESCRIPTION)}
          phone={phone}
          address={merchant.address}
          trading={merchant}
        />
      </HydrateLater>
      {merchant.acceptsPrescriptions && <PrescriptionCard onClick={onPrescription} />}
      <HydrateLater>
        <div className="grid grid-cols-1 gap-2">
          <SearchInput
            value={search.text}
            onChange={search.setText}
            onClear={search.reset}
            placeholder={restaurant ? t("store.searchMenu") : undefined}
          />
          {!restaurant && categories.length > 0 && (
            <CategoryChips
              label={t("store.categories")}
              items={categories.map((c) => ({
                id: c.id,
                name: localized(c, language).name,
                count: c.productCount,
              }))}
              onSelect={onOpenCategory}
            />
          )}
        </div>
      </HydrateLater>
      {firstProducts}

      {data.productTotal > FEATURED_COUNT && (
        <button
          type="button"
          onClick={onViewAll}
          className={cn(
            "inline-flex h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-xl text-base font-semibold shadow-sm",
            themedButton,
          )}
        >
          <LayoutGrid className="h-5 w-5" aria-hidden />{" "}
          {t("store.viewAllProducts", { count: data.productTotal })}
        </button>
      )}
      {/* A restaurant's menu came first: its featured dishes follow it. */}
      {restaurant && firstProducts !== featuredSection && featuredSection}
      {/* Below the first screen: each hydrates in a turn of its own (decision 0061). */}
      {ads.length > 0 && (
        <HydrateLater>
          <AdsCarousel ads={ads} />
        </HydrateLater>
      )}
      {categories.length > 0 && (
        <HydrateLater>
          <CategoryGrid categories={categories} onOpen={onOpenCategory} />
        </HydrateLater>
      )}
      {phone && (
        <HydrateLater>
          <CallUsCard phone={phone} />
        </HydrateLater>
      )}
    </div>
  );
}

/** The store's count of products per category id, null for the uncategorised. */
const categoryTotals = (store: TGetMicrositeResponse) =>
  new Map<string | null, number>([
    ...store.categories.map((c) => [c.id, c.productCount] as const),
    [null, store.uncategorisedCount],
  ]);
