import { useQuery } from "@tanstack/react-query";
import { Package } from "lucide-react";
import { paths } from "#web/config/paths";
import { categoriesQueryOptions } from "#web/features/catalog/api/get-categories";
import { catalogSummaryQueryOptions } from "#web/features/catalog/api/get-products-page";
import { LinkCard } from "./link-card";

export function ProductsTab() {
  const catalog = useQuery(catalogSummaryQueryOptions());
  const categories = useQuery(categoriesQueryOptions());
  const count = (loading: boolean, n: number | undefined) => (loading ? "…" : (n ?? 0));
  return (
    <LinkCard
      title="Product Catalog"
      description={
        <>
          <span data-testid="catalog-count">{count(catalog.isLoading, catalog.data?.stats.total)}</span>{" "}
          products in your catalog,{" "}
          <span data-testid="category-count">{count(categories.isLoading, categories.data?.length)}</span>{" "}
          categories.
        </>
      }
      to={paths.products()}
      icon={Package}
      linkLabel="Manage Products"
    />
  );
}
