import type { TOptionSelection } from "#contracts/product-options";
import {
  type GroupDraft,
  type OptionGroupErrors,
  optionFieldId,
  withStockTracking,
} from "#web/features/catalog/utils/option-groups-form";
import { cn } from "#web/lib/utils";
import { OptionField, SwitchField } from "./option-field";

const CHOICES: { value: TOptionSelection; label: string }[] = [
  { value: "single", label: "One" },
  { value: "multiple", label: "Several" },
];

/** "Customers choose": one (radio buttons in the store) or several (checkboxes), as two big buttons. */
function SelectionField({
  group,
  onChange,
}: {
  group: GroupDraft;
  onChange: (selection: TOptionSelection) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Customers choose</legend>
      <div className="grid grid-cols-2 gap-2">
        {CHOICES.map(({ value, label }) => (
          <label
            key={value}
            className={cn(
              "flex min-h-10 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-blue-500 has-disabled:cursor-not-allowed has-disabled:opacity-60",
              group.selection === value
                ? "border-blue-600 bg-blue-50 text-blue-800"
                : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={`option-group-${group.key}-selection`}
              value={value}
              checked={group.selection === value}
              disabled={group.tracksStock}
              onChange={() => onChange(value)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * How customers choose from a group: one or several, whether they must, how many picks (for
 * several), and whether its options are variants with their own stock, which makes it one required
 * choice (only one group of a product may).
 */
export function GroupRuleFields({
  group,
  errors,
  otherStockGroup,
  onChange,
}: {
  group: GroupDraft;
  errors: OptionGroupErrors;
  /** Another group of this product that tracks stock. */
  otherStockGroup: GroupDraft | undefined;
  onChange: (group: GroupDraft) => void;
}) {
  const id = (field: Parameters<typeof optionFieldId>[1]) => optionFieldId(group, field);
  const several = group.selection === "multiple" && !group.tracksStock;
  const patch = (fields: Partial<GroupDraft>) => onChange({ ...group, ...fields });
  return (
    <>
      <SelectionField group={group} onChange={(selection) => patch({ selection })} />
      <SwitchField
        id={`option-group-${group.key}-required`}
        label="Required"
        hint={
          group.tracksStock
            ? "A group that tracks stock is always one required choice."
            : group.required
              ? "Customers must choose before adding to cart."
              : "Customers may skip it."
        }
        checked={group.tracksStock || group.required}
        disabled={group.tracksStock}
        onCheckedChange={(required) => patch({ required })}
      />
      {several && (
        <div className="grid grid-cols-2 gap-3">
          {group.required && (
            <OptionField
              id={id("minSelect")}
              label="Minimum picks"
              errors={errors}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="1"
              value={group.minSelect}
              onChange={(e) => patch({ minSelect: e.target.value })}
            />
          )}
          <OptionField
            id={id("maxSelect")}
            label="Maximum picks"
            errors={errors}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={`All (${group.options.length})`}
            value={group.maxSelect}
            onChange={(e) => patch({ maxSelect: e.target.value })}
          />
        </div>
      )}
      <SwitchField
        id={id("tracksStock")}
        label="Track stock per option"
        hint={
          otherStockGroup && !group.tracksStock
            ? `Only one group per product can track stock: ${otherStockGroup.name.trim() || "another group"} does.`
            : "Each option is a variant with its own quantity (a size, a pack); the product's stock is their sum."
        }
        error={errors[id("tracksStock")]}
        checked={group.tracksStock}
        disabled={!!otherStockGroup && !group.tracksStock}
        onCheckedChange={(on) => onChange(withStockTracking(group, on))}
      />{" "}
    </>
  );
}
