import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isPluralElement, type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../shopper-language";
import { translator } from "./format-message";

/**
 * Issue 45 item 3: every storefront message in every language, each a valid ICU message with the
 * English one's arguments, and each plural with every form its language's numbers take.
 */
const DIR = path.dirname(new URL(import.meta.url).pathname);
const areaFiles = (language: string) =>
  readdirSync(path.join(DIR, language)).filter((f) => f.endsWith(".json"));
const areaOf = (language: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(DIR, language, file), "utf8"));
const catalogOf = (language: string) =>
  Object.assign({}, ...areaFiles(language).map((file) => areaOf(language, file))) as Record<string, string>;

const english = catalogOf("en");

/** The argument names a message uses, with their kinds ("count:plural", "store:argument"). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

/** The plural forms a language's whole numbers up to 1,000 take (Arabic: all six). */
const formsOf = (language: string) => {
  const rules = new Intl.PluralRules(language);
  return new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
};

/** The plurals of a message that lack a form their language needs (`=0` style cases aside). */
function missingForms(elements: MessageFormatElement[], forms: Set<string>): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.tag) return missingForms(element.children, forms);
    if (element.type !== TYPE.plural && element.type !== TYPE.select) return [];
    const nested = Object.values(element.options).flatMap((option) => missingForms(option.value, forms));
    if (!isPluralElement(element) || element.pluralType === "ordinal") return nested;
    const missing = [...forms].filter((form) => !(form in element.options));
    return [...missing.map((form) => `${element.value} lacks "${form}"`), ...nested];
  });
}

describe("the storefront's catalogs", () => {
  it("have English messages for the storefront to show", () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)("%s: no message id is in two of its files", (language) => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of areaFiles(language))
      for (const id of Object.keys(areaOf(language, file))) {
        if (seen.has(id)) twice.push(`${id} (${seen.get(id)}, ${file})`);
        seen.set(id, file);
      }
    expect(twice).toEqual([]);
  });

  it.each(LANGUAGES)("%s has every English message, and no other", (language) => {
    const ids = Object.keys(catalogOf(language)).sort();
    expect(ids).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGES)("%s: each message parses, with the English one's arguments", (language) => {
    const catalog = catalogOf(language);
    const wrong = Object.entries(catalog).flatMap(([id, message]) => {
      try {
        const theirs = [...argumentsOf(parse(message))].sort();
        const ours = [...argumentsOf(parse(english[id] ?? ""))].sort();
        return theirs.join() === ours.join() ? [] : [`${id}: ${theirs.join()} vs English ${ours.join()}`];
      } catch (err) {
        return [`${id}: ${(err as Error).message}`];
      }
    });
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)("%s: each plural has every form the language's numbers take", (language) => {
    const forms = formsOf(language);
    const lacking = Object.entries(catalogOf(language)).flatMap(([id, message]) =>
      missingForms(parse(message), forms).map((problem) => `${id}: ${problem}`),
    );
    expect(lacking).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== "en"))(
    "%s: a message differs from English unless it is a name or a number",
    (language) => {
      const catalog = catalogOf(language);
      const same = Object.keys(english).filter(
        (id) =>
          catalog[id] === english[id] && /\p{L}{3,}/u.test(english[id] ?? "") && !id.startsWith("said."),
      );
      // A few words read the same (a brand, "OK"): a list that grows is a catalog left untranslated.
      expect(same.length).toBeLessThanOrEqual(Math.ceil(Object.keys(english).length * 0.03));
    },
  );

  it("formats a plural in Arabic with its own forms", () => {
    const t = translator(
      {
        "cart.items": parse(
          "{count, plural, zero {لا عناصر} one {عنصر واحد} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}",
        ),
      } as never,
      "ar-u-nu-latn",
    );
    const say = (count: number) => t("cart.items" as never, { count });
    expect([0, 1, 2, 3, 11, 100].map(say)).toEqual([
      "لا عناصر",
      "عنصر واحد",
      "عنصران",
      "3 عناصر",
      "11 عنصرًا",
      "100 عنصر",
    ]);
  });
});
