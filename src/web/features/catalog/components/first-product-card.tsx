import { useQuery } from "@tanstack/react-query";
import { Camera, ExternalLink } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#web/components/ui/button";
import { CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { paths } from "#web/config/paths";
import { categoriesQueryOptions } from "../api/get-categories";
import { catalogSummaryQueryOptions } from "../api/get-products-page";
import { ProductFormDialog } from "./product-form-dialog";

/**
 * A new store's shortest way to its first sale: add the first product right here (the product
 * dialog, photo from the phone's camera), then open the live store. Shown while the store has no
 * product, and once more right after the first one was added; never to a store that had products
 * (a template's examples count: a store that starts with a menu has its own path, issue 48).
 */
export function FirstProductCard({ slug, businessType }: { slug: string; businessType?: string }) {
  const summary = useQuery(catalogSummaryQueryOptions());
  const categories = useQuery(categoriesQueryOptions());
  const [open, setOpen] = useState(false);
  const [sawEmpty, setSawEmpty] = useState(false);
  const count = summary.data?.stats.total;
  useEffect(() => {
    if (count === 0) setSawEmpty(true);
  }, [count]);

  if (count === undefined || (count > 0 && !sawEmpty)) return null;
  // The newest product: the one just added.
  const first = count > 0 ? (summary.data?.products[0] ?? null) : null;
  // A template's example is not live (issue 48): the Getting Started card says how to publish it.
  if (first?.isExample) return null;

  return (
    <div
      className="rounded-xl border border-blue-200 bg-blue-50/60 shadow-sm"
      data-testid="first-product-card"
    >
      <CardHeader>
        <CardTitle>{first ? "Your store shows its first product" : "Add your first product"}</CardTitle>
        <CardDescription>
          {first
            ? `${first.name} is live. Open your store to see it as customers do, then share the link.`
            : "Take a photo, give it a name and a price: customers can order it as soon as you save."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {first ? (
          <Button asChild>
            <a href={paths.microsite(slug)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden /> Open your live store
            </a>
          </Button>
        ) : (
          <Button onClick={() => setOpen(true)}>
            <Camera aria-hidden /> Add your first product
          </Button>
        )}
      </CardContent>
      <ProductFormDialog
        open={open}
        onOpenChange={setOpen}
        product={null}
        categories={categories.data ?? []}
        businessType={businessType}
      />
    </div>
  );
}
