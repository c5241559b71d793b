import { useQuery } from "@tanstack/react-query";
import { Package } from "lucide-react";
import { paths } from "#web/config/paths";
import { categoriesQueryOptions } from "#web/features/catalog/api/get-categories";
import { productsQueryOptions } from "#web/features/catalog/api/get-products";
import { LinkCard } from "./link-card";

export function ProductsTab() {
  const products = useQuery(productsQueryOptions());
  const categories = useQuery(categoriesQueryOptions());
  const count = (q: { data?: unknown[]; isLoading: boolean }) => (q.isLoading ? "…" : (q.data?.length ?? 0));
  return (
    <LinkCard
      title="Product Catalog"
      description={
        <>
          <span data-testid="catalog-count">{count(products)}</span> products in your catalog,{" "}
          <span data-testid="category-count">{count(categories)}</span> categories.
        </>
      }
      to={paths.products()}
      icon={Package}
      linkLabel="Manage Products"
    />
  );
}
