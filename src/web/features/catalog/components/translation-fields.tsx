import type { UseFormRegisterReturn } from "react-hook-form";
import { directionOf, LANGUAGE_ENGLISH_NAMES, type TLanguage } from "#contracts/shopper-language";
import { FormField } from "#web/components/ui/form-field";
import { Input, Textarea } from "#web/components/ui/input";
import { asksTranslations, type TranslationPath } from "../utils/translations-form";

/** The form's errors under `translations`, as react-hook-form keeps them. */
type TranslationErrors = Partial<
  Record<string, { name?: { message?: string }; description?: { message?: string } }>
>;

/**
 * A product's or category's name and description in each language its store offers (issue 45 item
 * 5), all optional: a shopper reading that language sees them instead of the original. Shown only
 * when the store offers more than one language. The merchant writes them; nothing is machine-made.
 */
export function TranslationFields({
  prefix,
  languages,
  register,
  errors,
}: {
  /** The form's id prefix ("product"): ids are `{prefix}-translations-{language}-{name|description}`. */
  prefix: string;
  languages: readonly TLanguage[];
  register: (path: TranslationPath) => UseFormRegisterReturn;
  /** `form.formState.errors.translations`. */
  errors: unknown;
}) {
  if (!asksTranslations(languages)) return null;
  const errorsOf = (errors ?? {}) as TranslationErrors;
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Translations</legend>
      {languages.map((language) => {
        const english = LANGUAGE_ENGLISH_NAMES[language];
        const hintId = `${prefix}-translations-${language}-hint`;
        const text = (part: "name" | "description") => {
          const id = `${prefix}-translations-${language}-${part}`;
          const error = errorsOf[language]?.[part]?.message;
          return {
            field: { id, error },
            input: {
              id,
              lang: language,
              dir: directionOf(language),
              "aria-invalid": !!error,
              "aria-describedby": `${hintId} ${id}-error`,
              ...register(`translations.${language}.${part}`),
            },
          };
        };
        const name = text("name");
        const description = text("description");
        return (
          <div key={language} className="grid gap-3" data-testid={`translation-${language}`}>
            <p id={hintId} className="text-xs text-slate-500">
              Optional: shoppers reading {english} see this instead of the original.
            </p>
            <FormField {...name.field} label={`Name in ${english}`}>
              <Input autoComplete="off" {...name.input} />
            </FormField>
            <FormField {...description.field} label={`Description in ${english}`}>
              <Textarea rows={2} {...description.input} />
            </FormField>
          </div>
        );
      })}
    </fieldset>
  );
}
