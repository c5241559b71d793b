import { X } from "lucide-react";
import type { TProduct } from "#contracts/catalog";
import type { TMoneyFormat } from "#contracts/money";
import { MoneyInput } from "#web/components/ui/adorned-input";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { FieldError } from "#web/components/ui/label";
import type { ExampleEdits } from "../utils/example-edits";
import type { ExampleGroup } from "../utils/setup-screens";

/**
 * The example products by category, each name and price editable in place and each removable (×).
 * Labels name the product as the template wrote it, so they stay put while the merchant types.
 */
export function ExampleList({
  groups,
  removed,
  edits,
  errors,
  money,
  onEdit,
  onRemove,
}: {
  groups: ExampleGroup[];
  removed: ReadonlySet<string>;
  edits: ExampleEdits;
  errors: Record<string, { name?: string; price?: string }>;
  money: TMoneyFormat;
  onEdit: (id: string, change: { name?: string; price?: string }) => void;
  onRemove: (product: TProduct) => void;
}) {
  return (
    <div className="grid gap-4">
      {groups.map((group) => {
        const kept = group.products.filter((product) => !removed.has(product.id));
        if (kept.length === 0) return null;
        return (
          <section key={group.id} aria-labelledby={`examples-${group.id}`} className="grid gap-2">
            <h2 id={`examples-${group.id}`} className="text-sm font-semibold text-slate-700">
              {group.name}
            </h2>
            <ul className="grid divide-y divide-slate-100 rounded-lg border border-slate-200">
              {kept.map((product) => {
                const edit = edits[product.id] ?? {};
                const error = errors[product.id] ?? {};
                const id = `example-${product.id}`;
                return (
                  <li key={product.id} className="grid grid-cols-[1fr_5.75rem_auto] items-start gap-2 p-2">
                    <div className="grid gap-1">
                      <Input
                        id={`${id}-name`}
                        aria-label={`Name of ${product.name}`}
                        value={edit.name ?? product.name}
                        aria-invalid={!!error.name}
                        aria-describedby={`${id}-name-error`}
                        onChange={(e) => onEdit(product.id, { name: e.target.value })}
                      />
                      <FieldError id={`${id}-name-error`} message={error.name} />
                      {product.optionGroups && product.optionGroups.length > 0 && (
                        <p className="text-xs text-slate-500">
                          With {product.optionGroups.map((group) => group.name).join(", ")}
                        </p>
                      )}
                    </div>
                    <div className="grid gap-1">
                      <MoneyInput
                        id={`${id}-price`}
                        money={money}
                        aria-label={`Price of ${product.name}`}
                        value={edit.price ?? product.price}
                        aria-invalid={!!error.price}
                        aria-describedby={`${id}-price-error`}
                        onChange={(e) => onEdit(product.id, { price: e.target.value })}
                      />
                      <FieldError id={`${id}-price-error`} message={error.price} />
                    </div>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${product.name}`}
                      onClick={() => onRemove(product)}
                    >
                      <X aria-hidden />
                    </Button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
