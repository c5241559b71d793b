import { useQuery } from "@tanstack/react-query";
import { Package } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { LinkCard } from "./link-card";

export function ProductsTab() {
  const products = useQuery<unknown[]>({ queryKey: ["/api/products"] });
  const categories = useQuery<unknown[]>({ queryKey: ["/api/categories"] });
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
    >
      <Button asChild>
        <Link to={paths.products()}>
          <Package /> Manage Products
        </Link>
      </Button>
    </LinkCard>
  );
}
