import { useState } from "react";
import type { TCategory } from "#contracts/catalog";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog";
import { toastOutcome } from "#web/lib/mutation-toasts";
import { useDeleteCategory } from "../api/delete-category";
import { CategoryCards } from "./category-cards";
import { CategoryFormDialog } from "./category-form-dialog";

/** The category cards with their add/edit dialog and delete confirmation. */
export function CategoriesSection({
  categories,
  productCounts,
}: {
  categories: TCategory[];
  /** Products per category id, over the whole catalog (a category without any is absent). */
  productCounts: Record<string, number>;
}) {
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<TCategory | null>(null);
  const [deleting, setDeleting] = useState<TCategory | null>(null);
  const remove = useDeleteCategory(
    toastOutcome(
      { title: "Category deleted", description: "Its products are now uncategorized." },
      "Error deleting category",
    ),
  );

  const openForm = (category: TCategory | null) => {
    setSelected(category);
    setFormOpen(true);
  };

  return (
    <>
      <CategoryCards
        categories={categories}
        productCounts={productCounts}
        onAdd={() => openForm(null)}
        onEdit={openForm}
        onDelete={setDeleting}
      />
      <CategoryFormDialog open={formOpen} onOpenChange={setFormOpen} category={selected} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete category"
        description={
          deleting
            ? `Are you sure you want to delete "${deleting.name}"? This will remove the category from all products.`
            : ""
        }
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
