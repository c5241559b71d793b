import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import type { TProduct } from "#contracts/catalog";
import { OPTION_LIMITS, optionGroupsOf } from "#contracts/product-options";
import { Button } from "#web/components/ui/button";
import { useFocusOnRender } from "#web/features/catalog/hooks/use-focus-on-render";
import { type MoveDirection, moveItem, stepTo } from "#web/features/catalog/utils/move-item";
import {
  canAddGroup,
  copiedGroupDrafts,
  type GroupDraft,
  newGroupDraft,
  type OptionGroupErrors,
  optionFieldId,
} from "#web/features/catalog/utils/option-groups-form";
import { CopyOptionsPicker } from "./copy-options-picker";
import { OptionGroupCard } from "./option-group-card";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The product dialog's Options section (issue 28): the product's option groups, added, edited,
 * moved, removed or copied from another product. The dialog holds the groups and sends them whole.
 */
export function OptionGroupsEditor({
  productId,
  groups,
  onChange,
  errors,
}: {
  /** The product being edited, or null for a new one. */
  productId: string | null;
  groups: GroupDraft[];
  onChange: (groups: GroupDraft[]) => void;
  errors: OptionGroupErrors;
}) {
  const focusAfterMove = useRef<{ id: string; direction: MoveDirection } | null>(null);
  const addGroupRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusOnRender = useFocusOnRender();

  const title = (group: GroupDraft, index: number) => group.name.trim() || `Group ${index + 1}`;
  const addGroup = () => {
    const group = newGroupDraft();
    focusOnRender(optionFieldId(group, "name"));
    onChange([...groups, group]);
  };
  const moveGroup = (from: number, direction: MoveDirection) => {
    const to = stepTo(from, direction, groups.length);
    const group = groups[from];
    if (!group || to === null) return;
    focusAfterMove.current = { id: group.key, direction };
    onChange(moveItem(groups, from, to));
    setAnnouncement(`${title(group, from)} moved to position ${to + 1} of ${groups.length}.`);
  };
  const removeGroup = (index: number) => {
    const group = groups[index];
    if (!group) return;
    onChange(groups.filter((other) => other.key !== group.key));
    setAnnouncement(`${title(group, index)} removed.`);
    // The pressed button is gone: Add option group keeps the keyboard in this section.
    addGroupRef.current?.focus();
  };
  const copyFrom = (product: TProduct) => {
    const room = OPTION_LIMITS.groupsPerProduct - groups.length;
    const copied = copiedGroupDrafts(optionGroupsOf(product)).slice(0, Math.max(0, room));
    onChange([...groups, ...copied]);
    const all = optionGroupsOf(product).length;
    setAnnouncement(
      copied.length < all
        ? `Copied ${copied.length} of ${plural(all, "option group")} from ${product.name}: a product can have at most ${OPTION_LIMITS.groupsPerProduct}.`
        : `Copied ${plural(all, "option group")} from ${product.name}.`,
    );
  };

  return (
    <section aria-labelledby="product-options-heading" className="grid gap-3 border-t border-slate-200 pt-4">
      <div>
        <h3 id="product-options-heading" className="font-semibold text-slate-900">
          Options
        </h3>
        <p className="text-xs text-slate-500">
          Sizes, add-ons and variants customers choose from, each with its own price change.
        </p>
      </div>
      {groups.length > 0 && (
        <ul className="grid gap-3" aria-label="Option groups">
          {groups.map((group, index) => (
            <OptionGroupCard
              key={group.key}
              group={group}
              index={index}
              count={groups.length}
              errors={errors}
              otherStockGroup={groups.find((other) => other.tracksStock && other.key !== group.key)}
              onChange={(changed) =>
                onChange(groups.map((other) => (other.key === group.key ? changed : other)))
              }
              onMove={(direction) => moveGroup(index, direction)}
              onRemove={() => removeGroup(index)}
              focusAfterMove={focusAfterMove}
            />
          ))}
        </ul>
      )}
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <Button
        ref={addGroupRef}
        variant="outline"
        className="justify-self-start max-sm:w-full"
        disabled={!canAddGroup(groups)}
        onClick={addGroup}
      >
        <Plus aria-hidden /> Add option group
      </Button>
      {!canAddGroup(groups) && (
        <p className="text-xs text-slate-500">
          A product can have at most {OPTION_LIMITS.groupsPerProduct} option groups.
        </p>
      )}
      <CopyOptionsPicker exceptId={productId} onCopy={copyFrom} />
    </section>
  );
}
