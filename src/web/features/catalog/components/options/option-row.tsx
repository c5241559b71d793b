import { useQuery } from "@tanstack/react-query";
import { US_DOLLARS } from "#contracts/money";
import { OPTION_LIMITS } from "#contracts/product-options";
import { RemoveButton } from "#web/components/remove-button";
import { merchantMoneyQueryOptions } from "#web/features/auth/api/get-user";
import type { MoveDirection } from "#web/features/catalog/utils/move-item";
import {
  type GroupDraft,
  type OptionDraft,
  type OptionGroupErrors,
  optionRowFieldId,
} from "#web/features/catalog/utils/option-groups-form";
import { currencySymbol } from "#web/lib/currency-symbol";
import { cn } from "#web/lib/utils";
import { type FocusAfterMove, MoveButtons } from "../move-buttons";
import { OptionField, SwitchField } from "./option-field";

/**
 * One option of a group: its name, price change, stock (when the group tracks it) and available
 * switch, with its moves and removal. On a phone the fields stack, two to a line at most.
 */
export function OptionRow({
  group,
  option,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
  focusAfterMove,
}: {
  group: GroupDraft;
  option: OptionDraft;
  index: number;
  count: number;
  errors: OptionGroupErrors;
  onChange: (patch: Partial<OptionDraft>) => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  focusAfterMove: FocusAfterMove;
}) {
  const sign = currencySymbol(useQuery(merchantMoneyQueryOptions()).data ?? US_DOLLARS);
  const id = (field: "name" | "priceDelta" | "quantity") => optionRowFieldId(group, option, field);
  const name = option.name.trim() || `option ${index + 1}`;
  return (
    <li>
      <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3">
        <legend className="sr-only">{`Option ${option.name.trim() || index + 1}`}</legend>
        <div
          className={cn(
            "grid grid-cols-2 gap-3",
            group.tracksStock
              ? "sm:grid-cols-[minmax(0,1fr)_9rem_6.5rem]"
              : "sm:grid-cols-[minmax(0,1fr)_9rem]",
          )}
        >
          <OptionField
            id={id("name")}
            label="Option name"
            className="col-span-2 sm:col-span-1"
            errors={errors}
            autoComplete="off"
            maxLength={OPTION_LIMITS.optionName}
            placeholder={group.tracksStock ? "e.g. Medium" : "e.g. Extra cheese"}
            value={option.name}
            onChange={(e) => onChange({ name: e.target.value })}
          />
          <OptionField
            id={id("priceDelta")}
            label={`Price change (${sign})`}
            errors={errors}
            inputMode="decimal"
            placeholder="0.00"
            value={option.priceDelta}
            onChange={(e) => onChange({ priceDelta: e.target.value })}
          />
          {group.tracksStock && (
            <OptionField
              id={id("quantity")}
              label="In stock"
              errors={errors}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="e.g. 12"
              value={option.quantity}
              onChange={(e) => onChange({ quantity: e.target.value })}
            />
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SwitchField
            id={`option-${group.key}-${option.key}-isAvailable`}
            label="Available"
            className="items-center"
            checked={option.isAvailable}
            onCheckedChange={(isAvailable) => onChange({ isAvailable })}
          />
          <div className="-mr-1 flex">
            <MoveButtons
              id={option.key}
              name={name}
              index={index}
              count={count}
              onMove={onMove}
              focusAfterMove={focusAfterMove}
              buttonClassName="h-10 w-10"
            />
            <RemoveButton label={`Remove ${name}`} onClick={onRemove} />
          </div>
        </div>
      </fieldset>
    </li>
  );
}
