import { Plus } from "lucide-react";
import { useRef } from "react";
import { OPTION_LIMITS } from "#contracts/product-options";
import { RemoveButton } from "#web/components/remove-button";
import { Button } from "#web/components/ui/button";
import { FieldError } from "#web/components/ui/label";
import { useFocusOnRender } from "#web/features/catalog/hooks/use-focus-on-render";
import { type MoveDirection, moveItem, stepTo } from "#web/features/catalog/utils/move-item";
import {
  canAddOption,
  type GroupDraft,
  newOptionDraft,
  type OptionDraft,
  type OptionGroupErrors,
  optionFieldId,
  optionRowFieldId,
} from "#web/features/catalog/utils/option-groups-form";
import { type FocusAfterMove, MoveButtons } from "../move-buttons";
import { GroupRuleFields } from "./group-rule-fields";
import { OptionField } from "./option-field";
import { OptionRow } from "./option-row";

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
  const focusOnRender = useFocusOnRender();
  const id = (field: Parameters<typeof optionFieldId>[1]) => optionFieldId(group, field);
  const title = group.name.trim() || `Group ${index + 1}`;
  const patch = (fields: Partial<GroupDraft>) => onChange({ ...group, ...fields });
  const setOptions = (options: OptionDraft[]) => patch({ options });
  const changeOption = (key: string, fields: Partial<OptionDraft>) =>
    setOptions(group.options.map((option) => (option.key === key ? { ...option, ...fields } : option)));
  const moveOption = (from: number, direction: MoveDirection) => {
    const to = stepTo(from, direction, group.options.length);
    if (to === null) return;
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
            <RemoveButton label={`Remove group ${title}`} onClick={onRemove} />
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

        <GroupRuleFields
          group={group}
          errors={errors}
          otherStockGroup={otherStockGroup}
          onChange={onChange}
        />

        <div className="grid gap-2">
          <p className="text-sm font-medium text-slate-700" aria-hidden>
            Options
          </p>
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
            aria-describedby={`${id("options")}-error`}
            onClick={() => {
              const option = newOptionDraft();
              focusOnRender(optionRowFieldId(group, option, "name"));
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
