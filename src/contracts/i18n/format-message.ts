import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { isRightToLeft, ownDirection } from "../text-direction";
import type { MessageId } from "./en";

/**
 * A catalog's message as the storefront holds it (decision 0068): plain text as is, an ICU message
 * (arguments, plurals) already parsed by the build (scripts/icu-catalogs-plugin.ts), so the
 * browser carries no parser. Outside a build (the server, tests) messages come as written and are
 * parsed on first use.
 */
export type CompiledMessage = string | MessageFormatElement[];
export type Catalog<Id extends string = MessageId> = Readonly<Record<Id, CompiledMessage>>;
export type MessageValues = Record<string, string | number | Date>;
/** A storefront message in the page's language. */
export type Translate<Id extends string = MessageId> = (id: Id, values?: MessageValues) => string;

/** Text with none of ICU's syntax: what the build leaves as text, and what needs no formatting. */
export const isPlainText = (message: string) => !/[{}'#<]/.test(message);

/**
 * `t(id, values)` for one catalog in one locale (the page's: its numbers and plural rules). A
 * message missing from `catalog` is the fallback's; an id neither has comes back as it is. In a
 * right-to-left language each text value (a store's name, an address, a code) is isolated in its own
 * direction, so "14 Hill Road" stays "14 Hill Road" inside an Arabic sentence.
 */
export function translator<Id extends string = MessageId>(
  catalog: Catalog<Id>,
  locale: string,
  fallback: Catalog<Id> = catalog,
): Translate<Id> {
  const formats = new Map<Id, IntlMessageFormat>();
  const rtl = isRightToLeft(locale);
  return (id, values) => {
    const message = catalog[id] ?? fallback[id];
    if (message === undefined) return id;
    if (typeof message === "string" && isPlainText(message)) return message;
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(message, locale);
      formats.set(id, format);
    }
    return String(format.format(rtl && values ? isolatedValues(values) : values));
  };
}

const isolatedValues = (values: MessageValues): MessageValues =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" ? ownDirection(value) : value,
    ]),
  );

/** The prefix of a message whose id is the English text itself: a server's or a form's words. */
const SAID = "said.";

/**
 * Words the storefront did not write itself (an API's error message, a shared form's validation
 * message) in the page's language: the catalog's `said.<English text>` when it has one, else as
 * they came.
 */
export function saidTranslator(t: Translate): (english: string) => string {
  return (english) => {
    const id = `${SAID}${english}` as MessageId;
    const text = t(id);
    // `t` gives back an id it does not know.
    return text === id ? english : text;
  };
}
