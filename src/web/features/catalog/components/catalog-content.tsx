import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button";
import { FullPageMessage } from "#web/components/ui/spinner";
import { permissionsQueryOptions } from "#web/features/auth/api/get-user";
import { errorMessage } from "#web/lib/api-client";
import { useMediaQuery } from "#web/lib/use-media-query";
import { useCategories } from "../api/get-categories";
import { useCatalogListing } from "../hooks/use-catalog-listing";
import { CategoriesSection } from "./categories-section";
import { ProductsSection } from "./products-section";
import { StatCards } from "./stat-cards";

/** Where the dense table starts; narrower screens get one card per product. */
const TABLE_MEDIA = "(min-width: 768px)";

/**
 * The catalog screen's body: stats, categories and products, with loading and error states. The
 * products come a page at a time, with the whole catalog's counts for the cards and filters.
 * `notice`: a word for whoever edits the catalog, above it (the route composes it: the template's
 * examples, issue 48).
 */
export function CatalogContent({ businessType, notice }: { businessType?: string; notice?: ReactNode }) {
  const wide = useMediaQuery(TABLE_MEDIA);
  // The orders role sees the catalog and switches availability; categories are edited by catalog.edit.
  const editsCatalog = useQuery(permissionsQueryOptions()).data?.includes("catalog.edit") ?? false;
  const categories = useCategories();
  const listing = useCatalogListing({ wide, categories: categories.data });
  const { summary } = listing;
  if ((!summary && !listing.error) || categories.isPending) {
    return <FullPageMessage spinner>Loading your catalog...</FullPageMessage>;
  }
  if (!summary || categories.isError) {
    return (
      <FullPageMessage>
        <p className="font-medium text-slate-900">Could not load your catalog</p>
        <p className="mt-1 text-sm">{errorMessage(listing.error ?? categories.error)}</p>
        <Button
          className="mt-4"
          variant="outline"
          onClick={() => {
            listing.refetch();
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
      {editsCatalog && notice}
      <StatCards
        stats={{
          totalProducts: summary.stats.total,
          available: summary.stats.available,
          categories: categories.data.length,
          lowStock: summary.stats.lowStock,
        }}
      />
      {editsCatalog && (
        <CategoriesSection categories={categories.data} productCounts={summary.counts.byCategory} />
      )}
      <ProductsSection
        listing={listing}
        wide={wide}
        categories={categories.data}
        businessType={businessType}
      />
    </div>
  );
}
