import { Eye, EyeOff, MoreVertical, Pencil, Trash2 } from "lucide-react";
import type { TProduct } from "#contracts/catalog";
import { Button } from "#web/components/ui/button";
import { MenuButton } from "#web/components/ui/menu-button";
import { cn } from "#web/lib/utils";

/** What a product row can ask the screen to do. */
export interface ProductActions {
  /** catalog.edit (decision 0059): without it a row offers its availability switch only (the orders role). */
  canEdit: boolean;
  onEdit: (product: TProduct) => void;
  onDelete: (product: TProduct) => void;
  onSetAvailable: (product: TProduct, available: boolean) => void;
}

/**
 * Edit stays one tap away; the rarer actions (availability, delete) sit in a menu, so a slip of the
 * finger on a dense list cannot start a delete (which still asks for confirmation).
 */
export function ProductRowActions({
  product,
  actions,
  className,
}: {
  product: TProduct;
  actions: ProductActions;
  className?: string;
}) {
  return (
    <div className={cn("flex shrink-0", className)}>
      {actions.canEdit && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${product.name}`}
          onClick={() => actions.onEdit(product)}
        >
          <Pencil aria-hidden />
        </Button>
      )}
      <MenuButton
        label={`More actions for ${product.name}`}
        items={[
          product.isAvailable
            ? {
                label: "Make unavailable",
                icon: <EyeOff aria-hidden />,
                onSelect: () => actions.onSetAvailable(product, false),
              }
            : {
                // An example made available is published: the merchant's own from then on.
                label: product.isExample ? "Publish" : "Make available",
                icon: <Eye aria-hidden />,
                onSelect: () => actions.onSetAvailable(product, true),
              },
          ...(actions.canEdit
            ? [
                {
                  label: "Delete",
                  icon: <Trash2 aria-hidden />,
                  destructive: true,
                  onSelect: () => actions.onDelete(product),
                },
              ]
            : []),
        ]}
      >
        <MoreVertical aria-hidden />
      </MenuButton>
    </div>
  );
}
