import { displayLocale } from "#contracts/display-locale";
import { type Translate, translator } from "#contracts/i18n/format-message";
import { MAIL_CATALOGS as CATALOGS, type MailMessageId } from "#contracts/i18n/mail";
import { isLanguage } from "#contracts/shopper-language";
import { DEFAULT_LANGUAGE, DEFAULT_LOCALE, type TLanguage } from "#contracts/store-locale";

/**
 * The words of a customer's mails in the language they ordered in (issue 45 item 3, decision
 * 0068). English is the catalog every other is checked against, and what a store's own mails stay in.
 */
export type { MailMessageId };

export interface MailText {
  language: TLanguage;
  /** The store's formats in the mail's language ("es-US"): its money, dates and numbers. */
  locale: string;
  t: Translate<MailMessageId>;
}

const texts = new Map<string, MailText>();

/**
 * A mail's words in `language` (an order's `language` column: anything else is English), with the
 * store's formats in it: `displayLocale(storeLocale, language)`. One translator per language and
 * locale, its messages parsed on first use.
 */
export function mailText(language: string, storeLocale: string = DEFAULT_LOCALE): MailText {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const locale = displayLocale(storeLocale, lang);
  const key = `${lang}|${locale}`;
  let text = texts.get(key);
  if (!text) {
    text = { language: lang, locale, t: translator<MailMessageId>(CATALOGS[lang], locale, CATALOGS.en) };
    texts.set(key, text);
  }
  return text;
}
