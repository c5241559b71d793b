import { CUSTOMER_SORT_KEYS } from "#contracts/customers";
import { NativeSelect } from "#web/components/ui/native-select";
import { type CustomerSort, sortLabel } from "../utils/customer-sort";

const CHOICES: CustomerSort[] = CUSTOMER_SORT_KEYS.flatMap((key) => [
  { key, direction: "descending" as const },
  { key, direction: "ascending" as const },
]);
const choiceValue = (sort: CustomerSort) => `${sort.key}:${sort.direction}`;

/** On a phone, where the cards have no column headings to click: every column, both ways. */
export function CustomerSortSelect({
  sort,
  onChange,
}: {
  sort: CustomerSort;
  onChange: (sort: CustomerSort) => void;
}) {
  return (
    <div className="flex items-center gap-2 text-sm text-slate-600">
      <label htmlFor="customer-sort" className="shrink-0">
        Sort by
      </label>
      <NativeSelect
        id="customer-sort"
        value={choiceValue(sort)}
        onChange={(e) => onChange(CHOICES.find((choice) => choiceValue(choice) === e.target.value) ?? sort)}
      >
        {CHOICES.map((choice) => (
          <option key={choiceValue(choice)} value={choiceValue(choice)}>
            {sortLabel(choice)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
