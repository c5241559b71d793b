import { FolderPlus, FolderTree, Plus } from "lucide-react";
import type { TCategory } from "#contracts/catalog";
import { EditDeleteButtons } from "#web/components/edit-delete-buttons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { SectionHeader } from "./section-header";

/** The categories as cards: name, description, product count, sort order, edit and delete. */
export function CategoryCards({
  categories,
  productCounts,
  onAdd,
  onEdit,
  onDelete,
}: {
  categories: TCategory[];
  productCounts: Map<string, number>;
  onAdd: () => void;
  onEdit: (category: TCategory) => void;
  onDelete: (category: TCategory) => void;
}) {
  return (
    <section aria-labelledby="categories-heading" className="grid gap-4">
      <SectionHeader
        id="categories-heading"
        title="Categories"
        subtitle="Group products so customers find them fast."
      >
        <Button variant="outline" onClick={onAdd}>
          <FolderPlus aria-hidden /> Add Category
        </Button>
      </SectionHeader>
      {categories.length === 0 ? (
        <EmptyState look="admin" icon={FolderTree} title="No categories yet">
          <p className="max-w-sm text-sm text-slate-500">
            Create categories like “Vitamins” or “Drinks” and your storefront shows them as a menu.
          </p>
          <Button size="sm" className="mt-2" onClick={onAdd}>
            <Plus aria-hidden /> Add Category
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => {
            const count = productCounts.get(category.id) ?? 0;
            return (
              <li key={category.id}>
                <Card className="flex h-full flex-col gap-3 p-4" data-testid="category-card">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="min-w-0 break-words font-semibold">{category.name}</h3>
                    <EditDeleteButtons
                      className="-mr-2 -mt-2"
                      label={`category ${category.name}`}
                      onEdit={() => onEdit(category)}
                      onDelete={() => onDelete(category)}
                    />
                  </div>
                  <p className="line-clamp-2 flex-1 text-sm text-slate-600">
                    {category.description || <span className="text-slate-400">No description</span>}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="secondary">
                      {count} {count === 1 ? "product" : "products"}
                    </Badge>
                    <Badge variant="outline">Sort order {category.sortOrder}</Badge>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
