import { FormField } from "#web/components/ui/form-field";
import { NativeSelect } from "#web/components/ui/native-select";
import { currencyChoices, formatsPreview, localeChoices } from "#web/lib/format-choices";

/**
 * A store's currency and the way its money, times and days are written (issue 45): in the register
 * form and in Settings, with a line showing how they will read. `currencyNote` says when the currency
 * can no longer change.
 */
export function StoreFormatsFields({
  idPrefix,
  currency,
  locale,
  onCurrency,
  onLocale,
  currencyNote,
}: {
  idPrefix: string;
  currency: string;
  locale: string;
  onCurrency: (code: string) => void;
  onLocale: (locale: string) => void;
  currencyNote?: string;
}) {
  const currencyId = `${idPrefix}-currency`;
  const localeId = `${idPrefix}-locale`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={currencyId}
        label="Currency"
        hint={currencyNote ?? "Every price of your store is in it. It cannot change once you have orders."}
      >
        <NativeSelect id={currencyId} value={currency} onChange={(e) => onCurrency(e.target.value)}>
          {currencyChoices().map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={localeId}
        label="Number and date format"
        hint={
          <span data-testid={`${idPrefix}-formats-preview`}>Reads: {formatsPreview(currency, locale)}</span>
        }
      >
        <NativeSelect id={localeId} value={locale} onChange={(e) => onLocale(e.target.value)}>
          {localeChoices(locale).map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
