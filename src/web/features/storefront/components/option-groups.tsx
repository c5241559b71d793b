import type { TProduct } from "#contracts/catalog";
import type { Translate } from "#contracts/i18n/format-message";
import {
  optionGroupsOf,
  priceDeltaText,
  type TOptionGroup,
  type TProductOption,
} from "#contracts/product-options";
import { useT } from "#web/lib/i18n/page-language";
import { cn } from "#web/lib/utils";
import { type Choice, groupFieldId } from "../hooks/use-choice";
import { useStoreMoney } from "../hooks/use-store-money";
import { pickedIn, soldOut } from "../utils/choice";

/**
 * The rule beside a group's name as groupRuleText (contracts/product-options) words it, in the
 * page's language: "Required · choose 1", "Optional · up to 3".
 */
function groupRule(group: TOptionGroup, t: Translate) {
  const need = group.required ? "required" : "optional";
  if (group.selection === "single") return t("product.ruleChooseOne", { need });
  if (group.minSelect > 0 && group.minSelect === group.maxSelect)
    return t("product.ruleChoose", { need, count: group.minSelect });
  if (group.minSelect > 1)
    return t("product.ruleChooseRange", { need, min: group.minSelect, max: group.maxSelect });
  return t("product.ruleUpTo", { need, max: group.maxSelect });
}

/**
 * What is wrong with a group's `picked` options, as groupPickProblem (OPTION_MESSAGES) words it, in
 * the page's language: "Choose one", "Choose at most 2".
 */
const pickProblem = (group: TOptionGroup, picked: number, t: Translate) =>
  picked < group.minSelect
    ? t("product.pickAtLeast", { min: group.minSelect })
    : t("product.pickAtMost", { max: group.maxSelect });

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
  const t = useT();
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
          <span className="min-w-0 flex-1">{option ? option.name : t("product.none")}</span>
          {out ? (
            <span className="text-sm font-semibold text-red-700">{t("product.soldOut")}</span>
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
          <span dir="auto" className="font-semibold text-slate-900">
            {group.name}
          </span>{" "}
          <span className="text-sm text-slate-500">{groupRule(group, t)}</span>
        </legend>
        {problem && (
          <p id={`${id}-problem`} className="-mt-1 text-sm font-semibold text-red-700">
            {pickProblem(group, count, t)}
          </p>
        )}
        {single && !group.required && choice(null)}
        {group.options.map(choice)}
      </fieldset>
    );
  });
}
