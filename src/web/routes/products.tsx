import { ArrowLeft, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { FullPageMessage } from "../components/ui/spinner";
import { paths } from "../config/paths";
import { useUser } from "../features/auth/api/get-user";
import { useCategories } from "../features/catalog/api/get-categories";
import { useProducts } from "../features/catalog/api/get-products";
import { CategoriesSection } from "../features/catalog/components/categories-section";
import { ProductsSection } from "../features/catalog/components/products-section";
import { StatCards } from "../features/catalog/components/stat-cards";
import { computeCatalogStats } from "../features/catalog/utils/catalog-stats";
import { errorMessage } from "../lib/api-client";
import { useDocumentTitle } from "../lib/use-document-title";

function CatalogContent() {
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

/** The merchant's product catalog and categories (spec section 2, "Product catalog screen"). */
export default function Products() {
  const { data: user } = useUser();
  useDocumentTitle("Products");
  if (!user) return <FullPageMessage spinner>Loading...</FullPageMessage>;

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <Button asChild variant="ghost" size="sm" className="-ml-2 shrink-0">
              <Link to={paths.dashboard()}>
                <ArrowLeft aria-hidden /> <span className="sr-only sm:not-sr-only">Back to Dashboard</span>
              </Link>
            </Button>
            <h1 className="truncate text-base font-semibold sm:text-lg">Product Catalog</h1>
          </div>
          <Button asChild variant="outline" size="sm" className="shrink-0">
            <Link
              to={paths.microsite(user.businessSlug)}
              target="_blank"
              rel="noopener"
              aria-label="View Store"
            >
              <ExternalLink aria-hidden /> <span className="hidden sm:inline">View Store</span>
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <CatalogContent />
      </main>
    </div>
  );
}
