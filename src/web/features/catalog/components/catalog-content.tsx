import { Button } from "#web/components/ui/button";
import { FullPageMessage } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api-client";
import { useCategories } from "../api/get-categories";
import { useProducts } from "../api/get-products";
import { computeCatalogStats } from "../utils/catalog-stats";
import { CategoriesSection } from "./categories-section";
import { ProductsSection } from "./products-section";
import { StatCards } from "./stat-cards";

/** The catalog screen's body: stats, categories and products, with loading and error states. */
export function CatalogContent() {
  const products = useProducts();
  const categories = useCategories();
  if (products.isPending || categories.isPending) {
    return <FullPageMessage spinner>Loading your catalog...</FullPageMessage>;
  }
  if (products.isError || categories.isError) {
    return (
      <FullPageMessage>
        <p className="font-medium text-slate-900">Could not load your catalog</p>
        <p className="mt-1 text-sm">{errorMessage(products.error ?? categories.error)}</p>
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => {
            void products.refetch();
            void categories.refetch();
          }}
        >
          Try Again
        </Button>
      </FullPageMessage>
    );
  }
  return (
    <div className="grid gap-8">
      <StatCards stats={computeCatalogStats(products.data, categories.data)} />
      <CategoriesSection categories={categories.data} products={products.data} />
      <ProductsSection products={products.data} categories={categories.data} />
    </div>
  );
}
