import type { TProduct } from "#contracts/catalog";
import {
  groupRuleText,
  optionGroupsOf,
  priceDeltaText,
  type TProductOption,
} from "#contracts/product-options";
import { cn } from "#web/lib/utils";
import { type Choice, groupFieldId } from "../hooks/use-choice";
import { useStoreMoney } from "../hooks/use-store-money";
import { pickedIn, soldOut } from "../utils/choice";

/**
 * A product's option groups as a form (issue 28), on the product page and in the Quick Add
 * chooser: one fieldset per group, its name and rule in the legend ("Size · Required · choose 1"),
 * radio buttons for a single choice (with "None" when it is optional), checkboxes for several, each
 * option with its price change. A sold-out option is shown, disabled and marked; a full group takes
 * no more ticks. What is still missing is said at the group ("Choose one").
 */
export function OptionGroups({
  product,
  choice: { form, picked, pick: onPick, problems },
}: {
  product: TProduct;
  /** The form's picks and what is missing, from useChoice (its id names the inputs and fieldsets). */
  choice: Pick<Choice, "form" | "picked" | "pick" | "problems">;
}) {
  const money = useStoreMoney();
  return optionGroupsOf(product).map((group) => {
    const id = groupFieldId(form, group.id);
    const problem = problems.get(group.id);
    const single = group.selection === "single";
    const count = pickedIn(group, picked);
    const full = !single && count >= group.maxSelect;
    const choice = (option: TProductOption | null) => {
      const checked = option ? picked.includes(option.id) : count === 0;
      const out = option !== null && soldOut(option);
      const delta = option ? priceDeltaText(option.priceDelta, money) : "";
      return (
        <label
          key={option?.id ?? "none"}
          className={cn(
            "flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-(--store-primary)",
            checked
              ? "border-(--store-primary-strong) bg-(--store-primary-soft)"
              : "border-slate-300 bg-white",
            out || (full && !checked) ? "cursor-not-allowed text-slate-500" : "cursor-pointer text-slate-900",
          )}
        >
          <input
            type={single ? "radio" : "checkbox"}
            name={id}
            checked={checked}
            disabled={out || (full && !checked)}
            onChange={() => onPick(group, option)}
            className="h-4 w-4 shrink-0 accent-(--store-primary-strong)"
          />
          <span className="min-w-0 flex-1">{option ? option.name : "None"}</span>
          {out ? (
            <span className="text-sm font-semibold text-red-700">Sold out</span>
          ) : (
            delta && <span className="text-sm text-slate-600 tabular-nums">{delta}</span>
          )}
        </label>
      );
    };
    return (
      <fieldset
        key={group.id}
        id={id}
        aria-describedby={problem ? `${id}-problem` : undefined}
        className="grid scroll-mt-24 gap-2"
      >
        <legend className="mb-2 flex w-full flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold text-slate-900">{group.name}</span>{" "}
          <span className="text-sm text-slate-500">{groupRuleText(group)}</span>
        </legend>
        {problem && (
          <p id={`${id}-problem`} className="-mt-1 text-sm font-semibold text-red-700">
            {problem}
          </p>
        )}
        {single && !group.required && choice(null)}
        {group.options.map(choice)}
      </fieldset>
    );
  });
}
