import { FolderPlus, FolderTree, GripVertical, Plus } from "lucide-react";
import type { TCategory } from "#contracts/catalog";
import { EditDeleteButtons } from "#web/components/edit-delete-buttons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card } from "#web/components/ui/card";
import { EmptyState } from "#web/components/ui/empty-state";
import { cn } from "#web/lib/utils";
import { useCategoryOrder } from "../hooks/use-category-order";
import { MoveButtons } from "./move-buttons";
import { ExampleBadge } from "./product-cells";
import { SectionHeader } from "./section-header";

/** The id of the hint that tells keyboard users about Alt+Arrow keys (rendered once by the list). */
const CATEGORY_ORDER_HINT_ID = "category-order-hint";

/**
 * The categories as cards, in the order the store shows them: name, description, product count,
 * sort order, edit and delete. Dragged by their handle, or moved with Move up / Move down.
 */
export function CategoryCards({
  categories,
  productCounts,
  onAdd,
  onEdit,
  onDelete,
}: {
  categories: TCategory[];
  productCounts: Record<string, number>;
  onAdd: () => void;
  onEdit: (category: TCategory) => void;
  onDelete: (category: TCategory) => void;
}) {
  const order = useCategoryOrder(categories);
  const reorderable = categories.length > 1;
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
        <>
          {reorderable && (
            <p id={CATEGORY_ORDER_HINT_ID} className="-mt-2 text-sm text-slate-500">
              Your store lists categories in this order. Move one with its arrows (or Alt+Arrow Up and Down)
              {/* Touch screens do not drag with HTML drag and drop: the handle is for mice and pens. */}
              <span className="pointer-coarse:hidden">, or drag it by its handle</span>.
            </p>
          )}
          <p className="sr-only" role="status">
            {order.announcement}
          </p>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Categories in store order">
            {categories.map((category, index) => {
              const count = productCounts[category.id] ?? 0;
              return (
                <li key={category.id} {...order.itemProps(category)}>
                  <Card
                    className={cn(
                      "flex h-full flex-col gap-3 p-4 transition-shadow",
                      order.dragging === category.id && "opacity-50",
                      order.dropTarget === category.id &&
                        order.dragging !== category.id &&
                        "ring-2 ring-blue-500",
                    )}
                    data-testid="category-card"
                  >
                    <div className="flex items-start justify-between gap-2">
                      {reorderable && (
                        <span
                          {...order.handleProps(category)}
                          title="Drag to reorder"
                          data-testid="category-drag-handle"
                          className="-ml-2 -mt-0.5 cursor-grab pointer-coarse:hidden rounded p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600 active:cursor-grabbing"
                        >
                          <GripVertical className="h-5 w-5" aria-hidden />
                        </span>
                      )}
                      <h3 className="min-w-0 flex-1 break-words font-semibold">{category.name}</h3>
                      <EditDeleteButtons
                        className="-mr-2 -mt-2"
                        label={`category ${category.name}`}
                        onEdit={() => onEdit(category)}
                        onDelete={() => onDelete(category)}
                      />
                    </div>
                    <p className="line-clamp-2 flex-1 text-sm text-slate-600">
                      {category.description || <span className="text-slate-500">No description</span>}
                    </p>
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant="secondary">
                        {count} {count === 1 ? "product" : "products"}
                      </Badge>
                      <Badge variant="outline">Sort order {category.sortOrder}</Badge>
                      {category.isExample && <ExampleBadge />}
                      {reorderable && (
                        <div className="ml-auto">
                          <MoveButtons
                            className="-mb-1 -mr-2"
                            describedBy={CATEGORY_ORDER_HINT_ID}
                            id={category.id}
                            name={category.name}
                            index={index}
                            count={categories.length}
                            onMove={(direction) => order.moveBy(category.id, direction)}
                            focusAfterMove={order.focusAfterMove}
                          />
                        </div>
                      )}
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
