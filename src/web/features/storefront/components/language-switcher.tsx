import { Languages } from "lucide-react";
import { useId, useRef } from "react";
import type { TLanguage } from "#contracts/shopper-language";
import { isLanguage, LANG_QUERY, LANGUAGE_NAMES } from "#contracts/shopper-language";
import { keepLanguage } from "#web/lib/i18n/kept-language";
import { loadCatalog } from "#web/lib/i18n/load-catalog";
import { usePageLanguage } from "#web/lib/i18n/page-language";
import { useSearchParams } from "#web/lib/router";
import { useEarlyInput } from "#web/lib/use-early-input";

/**
 * The shopper's choice among the languages a store offers (issue 45 item 3): kept in the browser
 * for every page after; the address's own `?lang=` gives way to it. Nothing when the store offers
 * one language. A native select: a keyboard and a screen reader know it, and it costs no code.
 */
export function LanguageSwitcher({ languages }: { languages: readonly string[] }) {
  const { language, t } = usePageLanguage();
  const [params, setParams] = useSearchParams();
  const id = useId();
  const picker = useRef<HTMLSelectElement>(null);
  const choose = async (chosen: TLanguage) => {
    // The page changes once its words have come, not to English first.
    await loadCatalog(chosen);
    keepLanguage(chosen);
    if (params.has(LANG_QUERY)) {
      const next = new URLSearchParams(params);
      next.delete(LANG_QUERY);
      setParams(next, { replace: true });
    }
  };
  const pick = (value: string) => {
    if (isLanguage(value)) void choose(value);
  };
  // A language picked on the server's page before the app took it over is still the shopper's choice.
  useEarlyInput(picker, language, pick);
  const offered = languages.filter(isLanguage);
  if (offered.length < 2) return null;

  return (
    <div className="flex items-center gap-1 text-slate-600">
      <label htmlFor={id}>
        <Languages className="size-4" aria-hidden="true" />
        <span className="sr-only">{t("common.language")}</span>
      </label>
      <select
        ref={picker}
        id={id}
        value={language}
        onChange={(event) => pick(event.target.value)}
        className="h-9 rounded-md border border-slate-200 bg-white px-2 text-sm text-slate-700 focus-visible:outline-2 focus-visible:outline-(--store-primary-strong)"
        data-testid="language-switcher"
      >
        {offered.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
