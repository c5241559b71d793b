import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { TCategory, TProduct } from "#contracts/catalog";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { permissionsQueryOptions } from "#web/features/auth/api/get-user";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useBulkUpdateProducts } from "../api/bulk-update-products";
import { useDeleteProduct } from "../api/delete-product";
import type { CatalogListing } from "../hooks/use-catalog-listing";
import { bulkUpdateToasts } from "../utils/bulk-result-message";
import { BulkUploadDialog } from "./bulk-upload-dialog";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductList } from "./product-list";
import type { ProductActions } from "./product-row-actions";

/** The product list with its add/edit dialog, delete confirmation and bulk upload dialog. */
export function ProductsSection({
  listing,
  wide,
  categories,
  businessType,
}: {
  listing: CatalogListing;
  /** Desktop widths: the table; else one card per product. */
  wide: boolean;
  categories: TCategory[];
  /** The store's type (a restaurant's new dish starts without Track stock). */
  businessType?: string;
}) {
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<TProduct | null>(null);
  const [deleting, setDeleting] = useState<TProduct | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const remove = useDeleteProduct(
    toastOutcome(
      { title: "Product deleted", description: "The product was removed from your catalog." },
      "Error deleting product",
    ),
  );
  const bulk = useBulkUpdateProducts(bulkUpdateToasts);

  const openForm = (product: TProduct | null) => {
    setSelected(product);
    setFormOpen(true);
  };
  // One object for the screen's life: rows are memoised, and a new object would redraw them all.
  const { mutate: bulkMutate } = bulk;
  const canEdit = useQuery(permissionsQueryOptions()).data?.includes("catalog.edit") ?? false;
  const actions = useMemo<ProductActions>(
    () => ({
      canEdit,
      onEdit: (product) => {
        setSelected(product);
        setFormOpen(true);
      },
      onDelete: setDeleting,
      onSetAvailable: (product, available) =>
        bulkMutate({ ids: [product.id], action: available ? "available" : "unavailable" }),
    }),
    [bulkMutate, canEdit],
  );

  return (
    <>
      <ProductList
        listing={listing}
        wide={wide}
        categories={categories}
        onAdd={() => openForm(null)}
        onBulkUpload={() => setBulkOpen(true)}
        actions={actions}
      />
      <ProductFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        product={selected}
        categories={categories}
        businessType={businessType}
      />
      <BulkUploadDialog open={bulkOpen} onOpenChange={setBulkOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete product"
        description={deleting ? `Are you sure you want to delete "${deleting.name}"?` : ""}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
