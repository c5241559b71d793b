import {
  LANGUAGE_ENGLISH_NAMES,
  LANGUAGE_NAMES,
  LANGUAGES,
  type TLanguage,
} from "#contracts/shopper-language";
import { FormField } from "#web/components/ui/form-field";
import { NativeSelect } from "#web/components/ui/native-select";

/** The dashboard is in English: each language by its English name, and by its own. */
const nameOf = (language: TLanguage) =>
  language === "en"
    ? LANGUAGE_ENGLISH_NAMES.en
    : `${LANGUAGE_ENGLISH_NAMES[language]} (${LANGUAGE_NAMES[language]})`;

/**
 * The languages a store's pages offer its shoppers, and the one they read in when their browser
 * asks for none of them (issue 45 item 3). One stays checked; the default is always an offered one.
 */
export function StoreLanguagesField({
  languages,
  defaultLanguage,
  onChange,
}: {
  languages: TLanguage[];
  defaultLanguage: TLanguage;
  onChange: (next: { languages: TLanguage[]; defaultLanguage: TLanguage }) => void;
}) {
  const toggle = (language: TLanguage, on: boolean) => {
    const next = LANGUAGES.filter((l) => (l === language ? on : languages.includes(l)));
    if (next.length === 0) return;
    onChange({
      languages: next,
      defaultLanguage: next.includes(defaultLanguage) ? defaultLanguage : next[0]!,
    });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">Storefront languages</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {LANGUAGES.map((language) => (
            <label key={language} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 accent-slate-900"
                checked={languages.includes(language)}
                // The last one stays: a store is read in at least one language.
                disabled={languages.length === 1 && languages.includes(language)}
                onChange={(e) => toggle(language, e.target.checked)}
              />
              {nameOf(language)}
            </label>
          ))}
        </div>
        <p className="text-xs text-slate-500">
          Shoppers read your store in their browser's language when you offer it, and can switch. Product and
          category names stay as you write them, unless you add a translation in their form.
        </p>
      </fieldset>
      <FormField
        id="settings-default-language"
        label="Default language"
        hint="For shoppers whose browser asks for none of your languages."
      >
        <NativeSelect
          id="settings-default-language"
          value={defaultLanguage}
          onChange={(e) => onChange({ languages, defaultLanguage: e.target.value as TLanguage })}
        >
          {languages.map((language) => (
            <option key={language} value={language}>
              {nameOf(language)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
