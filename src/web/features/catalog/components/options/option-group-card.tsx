import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { OPTION_LIMITS, type TOptionSelection } from "#contracts/product-options";
import { Button } from "#web/components/ui/button";
import { FieldError } from "#web/components/ui/label";
import { cn } from "#web/lib/utils";
import { type MoveDirection, moveItem } from "../../utils/move-item";
import {
  canAddOption,
  type GroupDraft,
  newOptionDraft,
  type OptionDraft,
  type OptionGroupErrors,
  optionFieldId,
  optionRowFieldId,
  withStockTracking,
} from "../../utils/option-groups-form";
import { type FocusAfterMove, MoveButtons } from "../move-buttons";
import { OptionField, SwitchField } from "./option-field";
import { OptionRow } from "./option-row";

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
 * One option group: its name, how customers choose, whether they must, the picks allowed, whether
 * its options are variants with their own stock, and its options. Moved and removed from its header.
 */
export function OptionGroupCard({
  group,
  index,
  count,
  errors,
  otherStockGroup,
  onChange,
  onMove,
  onRemove,
  focusAfterMove,
}: {
  group: GroupDraft;
  index: number;
  count: number;
  errors: OptionGroupErrors;
  /** Another group of this product that tracks stock: only one may. */
  otherStockGroup: GroupDraft | undefined;
  onChange: (group: GroupDraft) => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  focusAfterMove: FocusAfterMove;
}) {
  const optionFocus = useRef<{ id: string; direction: MoveDirection } | null>(null);
  const addOptionRef = useRef<HTMLButtonElement>(null);
  // A new option's name field takes focus once it is on screen.
  const focusField = useRef<string | null>(null);
  useEffect(() => {
    if (!focusField.current) return;
    document.getElementById(focusField.current)?.focus();
    focusField.current = null;
  });
  const id = (field: Parameters<typeof optionFieldId>[1]) => optionFieldId(group, field);
  const title = group.name.trim() || `Group ${index + 1}`;
  const several = group.selection === "multiple" && !group.tracksStock;
  const patch = (fields: Partial<GroupDraft>) => onChange({ ...group, ...fields });
  const setOptions = (options: OptionDraft[]) => patch({ options });
  const changeOption = (key: string, fields: Partial<OptionDraft>) =>
    setOptions(group.options.map((option) => (option.key === key ? { ...option, ...fields } : option)));
  const moveOption = (from: number, direction: MoveDirection) => {
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= group.options.length) return;
    optionFocus.current = { id: group.options[from]!.key, direction };
    setOptions(moveItem(group.options, from, to));
  };
  const removeOption = (key: string) => {
    setOptions(group.options.filter((option) => option.key !== key));
    // The pressed button is gone: the group's Add option keeps the keyboard in the group.
    addOptionRef.current?.focus();
  };

  return (
    <li>
      <fieldset className="grid gap-4 rounded-lg border border-slate-300 bg-slate-50 p-3 sm:p-4">
        <legend className="sr-only">{`Option group ${title}`}</legend>
        <div className="flex items-center justify-between gap-2">
          <h4 className="min-w-0 truncate font-semibold text-slate-900">{title}</h4>
          <div className="-mr-1 flex shrink-0">
            <MoveButtons
              id={group.key}
              name={`group ${title}`}
              index={index}
              count={count}
              onMove={onMove}
              focusAfterMove={focusAfterMove}
              buttonClassName="h-10 w-10"
            />
            <Button
              variant="ghost"
              size="icon"
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              aria-label={`Remove group ${title}`}
              onClick={onRemove}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        </div>

        <OptionField
          id={id("name")}
          label="Group name"
          errors={errors}
          autoComplete="off"
          maxLength={OPTION_LIMITS.groupName}
          placeholder="e.g. Size, Extra toppings"
          value={group.name}
          onChange={(e) => patch({ name: e.target.value })}
        />

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
        />

        <div className="grid gap-2">
          <h5 className="text-sm font-medium text-slate-700">Options</h5>
          <ul className="grid gap-2" aria-label={`Options of ${title}`}>
            {group.options.map((option, optionIndex) => (
              <OptionRow
                key={option.key}
                group={group}
                option={option}
                index={optionIndex}
                count={group.options.length}
                errors={errors}
                onChange={(fields) => changeOption(option.key, fields)}
                onMove={(direction) => moveOption(optionIndex, direction)}
                onRemove={() => removeOption(option.key)}
                focusAfterMove={optionFocus}
              />
            ))}
          </ul>
          <Button
            ref={addOptionRef}
            id={id("options")}
            variant="outline"
            className="justify-self-start max-sm:w-full"
            disabled={!canAddOption(group)}
            aria-invalid={!!errors[id("options")]}
            aria-describedby={`${id("options")}-error`}
            onClick={() => {
              const option = newOptionDraft();
              focusField.current = optionRowFieldId(group, option, "name");
              setOptions([...group.options, option]);
            }}
          >
            <Plus aria-hidden /> Add option
          </Button>
          <FieldError id={`${id("options")}-error`} message={errors[id("options")]} />
        </div>
      </fieldset>
    </li>
  );
}
