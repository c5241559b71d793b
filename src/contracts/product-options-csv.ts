import { amountOf } from "./amount";
import { MAX_STOCK } from "./catalog-messages";
import type { TOptionGroupInput, TOptionGroupsRequest } from "./product-options-request";

/**
 * A product's option groups in one CSV cell (issue 28), the catalog upload's `options` column and
 * what the catalog export writes there, so that a round trip changes nothing:
 *
 *   Size [stock]: S=0 (5)|M=0 (0)|L=2 (3, unavailable); Extra [multiple, max 2]: Cheese=1.50|Olives=1
 *
 * - options := group ("; " group)*
 * - group   := name [" [" settings "]"] ": " option ("|" option)*
 * - option  := name "=" price change [" (" details ")"]
 * - settings, comma-separated, any case: single (default) | multiple; required | optional
 *   (default); stock (its options are variants with their own stock); min N; max N (multiple).
 * - details, comma-separated: a whole number, the variant's stock (stock groups); unavailable.
 * - A backslash makes the next of ; | : = [ ] ( ) , \ part of a name; names are trimmed.
 *
 * Free of zod (the dashboard may read it): parsing gives the merchant's request, which the caller
 * checks with ZOptionGroupsInput like any other (two stock groups, duplicate names...).
 */

/** Characters a backslash takes literally. */
const ESCAPABLE = new Set([";", "|", ":", "=", "[", "]", "(", ")", ",", "\\"]);

/** A piece of the cell quoted in a message: a long one is cut, so the message stays one line. */
const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

const SETTINGS_HELP = "use single, multiple, required, optional, stock, min N, max N";

/** Every problem the parser itself finds; the row's error in the catalog upload. */
export const OPTIONS_CSV_MESSAGES = {
  noColon: (text: string) =>
    `Options: write each group as its name, ":" and its options, e.g. Size: Small=0|Large=3 ("${shorten(text)}" has no ":")`,
  noGroupName: 'Options: a group has no name before ":", e.g. Size: Small=0|Large=3',
  noOptions: (group: string) => `Options: "${group}" has no options after ":"`,
  optionFormat: (group: string) =>
    `Options: write each option of "${group}" as name=price change, e.g. Large=3`,
  priceChange: (value: string, option: string, group: string) =>
    `Options: "${value}" is not a price change (option "${option}" of "${group}")`,
  settingsFormat: (group: string) =>
    `Options: write the settings of "${group}" in brackets before ":", e.g. Extra [multiple, max 2]: Cheese=1|Olives=1`,
  unknownSetting: (setting: string, group: string) =>
    `Options: unknown setting "${setting}" for "${group}" (${SETTINGS_HELP})`,
  pickCount: (setting: string, group: string) =>
    `Options: write "${setting}" with a whole number for "${group}", e.g. ${setting} 2`,
  bothSettings: (first: string, second: string, group: string) =>
    `Options: "${group}" has both "${first}" and "${second}"`,
  picksNeedMultiple: (setting: string, group: string) =>
    `Options: "${setting}" is for a group of several picks: add "multiple" to the settings of "${group}"`,
  detailsFormat: (option: string, group: string) =>
    `Options: write the details of option "${option}" of "${group}" in brackets after its price change, e.g. ${option}=0 (5)`,
  unknownDetail: (detail: string, option: string, group: string) =>
    `Options: unknown detail "${detail}" for option "${option}" of "${group}" (use a stock quantity such as 5, or unavailable)`,
  stockQuantity: (value: string, option: string, group: string) =>
    `Options: "${value}" is not a stock quantity (option "${option}" of "${group}")`,
  stockTooLarge: (value: string, option: string, group: string) =>
    `Options: the stock of option "${option}" of "${group}" must be at most ${MAX_STOCK.toLocaleString("en-US")} (it is ${value})`,
  bothDetails: (first: string, second: string, option: string, group: string) =>
    `Options: option "${option}" of "${group}" has both "${first}" and "${second}"`,
  quantityWithoutStock: (option: string, group: string) =>
    `Options: option "${option}" of "${group}" has a stock quantity, but "${group}" does not track stock: add [stock] after its name`,
  missingQuantity: (option: string, group: string) =>
    `Options: "${group}" tracks stock, so give the stock of each option, e.g. ${option}=0 (5)`,
} as const;

/** What the request schema said about the parsed groups, as the row's error. */
export const optionsCellProblem = (message: string) => `Options: ${message}`;

// ---------------------------------------------------------------------------------------------
// Writing

type GroupToWrite = Omit<TOptionGroupInput, "id" | "options"> & {
  options: readonly Omit<TOptionGroupInput["options"][number], "id">[];
};

/** A backslash before each of `chars` (and before a backslash) found in `name`. */
const escaper = (chars: string) => {
  const pattern = new RegExp(`[\\\\${chars.replace(/[\]\\[]/g, "\\$&")}]`, "g");
  return (name: string) => name.replace(pattern, (c) => `\\${c}`);
};
// Only what would end the name where it stands: a group's name ends at ";", ":" or " [", an
// option's at ";", "|" or "=". Brackets, commas and colons in an option's name stay readable.
const escapeGroupName = escaper(";:[");
const escapeOptionName = escaper(";|=");

/** "0", "3", "1.50": whole amounts without decimals, others as the store writes them. */
function priceChangeText(priceDelta: string): string {
  return /^\d+\.0+$/.test(priceDelta) ? (priceDelta.split(".")[0] ?? priceDelta) : priceDelta;
}

/** The settings a group writes: only what differs from the defaults, in one order. */
function settingsOf(group: GroupToWrite): string[] {
  if (group.tracksStock) return ["stock"];
  const settings: string[] = [];
  const multiple = group.selection === "multiple";
  if (multiple) settings.push("multiple");
  if (group.minSelect === 1) settings.push("required");
  else if (group.minSelect > 1) settings.push(`min ${group.minSelect}`);
  if (multiple && group.maxSelect !== group.options.length) settings.push(`max ${group.maxSelect}`);
  return settings;
}

/** A product's groups as one cell, in their order; "" for none. */
export function formatOptionsCell(groups: readonly GroupToWrite[]): string {
  return groups
    .map((group) => {
      const settings = settingsOf(group);
      const options = group.options.map((option) => {
        const details: string[] = [];
        if (group.tracksStock) details.push(String(option.quantity ?? 0));
        if (!option.isAvailable) details.push("unavailable");
        const tail = details.length > 0 ? ` (${details.join(", ")})` : "";
        return `${escapeOptionName(option.name)}=${priceChangeText(option.priceDelta)}${tail}`;
      });
      const head = settings.length > 0 ? ` [${settings.join(", ")}]` : "";
      return `${escapeGroupName(group.name)}${head}: ${options.join("|")}`;
    })
    .join("; ");
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Where `char` first stands unescaped in `text` from `from`, or -1. */
function indexOfUnescaped(text: string, char: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === "\\" && ESCAPABLE.has(text[i + 1] ?? "")) i++;
    else if (text[i] === char) return i;
  }
  return -1;
}

function splitUnescaped(text: string, char: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let at = indexOfUnescaped(text, char); at !== -1; at = indexOfUnescaped(text, char, start)) {
    parts.push(text.slice(start, at));
    start = at + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

/** The name a raw piece of the cell stands for: escapes resolved, trimmed. A lone backslash stays. */
const nameOf = (raw: string) => raw.replace(/\\([;|:=[\](),\\])/g, "$1").trim();

/** A bracketed list's items, trimmed, in lower case with single spaces; blank ones left out. */
const listItems = (raw: string) =>
  splitUnescaped(raw, ",")
    .map((item) => item.trim().toLowerCase().replace(/\s+/g, " "))
    .filter((item) => item !== "");

/** The first problem in a cell: thrown by the readers below, caught by parseOptionsCell. */
class CellError extends Error {}
function fail(message: string): never {
  throw new CellError(message);
}

type GroupRequest = TOptionGroupsRequest[number];
type OptionRequest = GroupRequest["options"][number];

interface Settings {
  selection?: "single" | "multiple";
  required?: boolean;
  minSelect?: number;
  maxSelect?: number;
  tracksStock: boolean;
}

/** A group's settings from its bracket's items. */
function readSettings(items: readonly string[], group: string): Settings {
  // Each kind of setting once: the raw item that set it, to name both in a clash.
  const given = new Map<string, string>();
  const settings: Settings = { tracksStock: false };
  const note = (kind: string, item: string) => {
    const earlier = given.get(kind);
    if (earlier !== undefined && earlier !== item)
      fail(OPTIONS_CSV_MESSAGES.bothSettings(earlier, item, group));
    given.set(kind, item);
  };
  for (const item of items) {
    const picks = /^(min|max)(?:imum)?\s*(\d+)$/.exec(item);
    if (item === "single" || item === "multiple") {
      note("selection", item);
      settings.selection = item;
    } else if (item === "required" || item === "optional") {
      note("required", item);
      settings.required = item === "required";
    } else if (item === "stock") {
      settings.tracksStock = true;
    } else if (picks) {
      const kind = picks[1] as "min" | "max";
      note(kind, `${kind} ${Number(picks[2])}`);
      settings[kind === "min" ? "minSelect" : "maxSelect"] = Number(picks[2]);
    } else if (/^(min|max)\b/.test(item)) {
      fail(OPTIONS_CSV_MESSAGES.pickCount(item.slice(0, 3), group));
    } else {
      fail(OPTIONS_CSV_MESSAGES.unknownSetting(item, group));
    }
  }
  const need = given.get("required");
  const min = given.get("min");
  if (need !== undefined && min !== undefined && settings.required !== (settings.minSelect ?? 0) > 0)
    fail(OPTIONS_CSV_MESSAGES.bothSettings(need, min, group));
  if (settings.selection !== "multiple") {
    const picks = min ?? given.get("max");
    if (picks !== undefined) fail(OPTIONS_CSV_MESSAGES.picksNeedMultiple(picks, group));
  }
  return settings;
}

/** A group's head, "Extra [multiple, max 2]": its name and settings. */
function readHead(raw: string): { name: string; settings: Settings } {
  const open = indexOfUnescaped(raw, "[");
  const name = nameOf(open === -1 ? raw : raw.slice(0, open));
  if (name === "") fail(OPTIONS_CSV_MESSAGES.noGroupName);
  if (open === -1) return { name, settings: { tracksStock: false } };
  const close = indexOfUnescaped(raw, "]", open + 1);
  if (close === -1 || raw.slice(close + 1).trim() !== "") fail(OPTIONS_CSV_MESSAGES.settingsFormat(name));
  return { name, settings: readSettings(listItems(raw.slice(open + 1, close)), name) };
}

/** "+$3", "3" or "1.5" as "3" or "1.5", within the store's currency's decimals and cap; else the row fails. */
function readPriceChange(raw: string, option: string, group: string, currency: string): string {
  const amount = raw.replace(/^\+?\$?/, "");
  if (amountOf(amount, currency) !== null) return amount;
  return fail(OPTIONS_CSV_MESSAGES.priceChange(raw, option, group));
}

/** One option, "L=2 (3, unavailable)". */
function readOption(raw: string, group: string, tracksStock: boolean, currency: string): OptionRequest {
  const equals = indexOfUnescaped(raw, "=");
  const name = equals === -1 ? "" : nameOf(raw.slice(0, equals));
  const rest = raw.slice(equals + 1);
  const open = indexOfUnescaped(rest, "(");
  const price = (open === -1 ? rest : rest.slice(0, open)).trim();
  if (name === "" || price === "") fail(OPTIONS_CSV_MESSAGES.optionFormat(group));
  const option: OptionRequest = {
    name,
    priceDelta: readPriceChange(price, name, group, currency),
    isAvailable: true,
  };
  let quantity: string | undefined;
  if (open !== -1) {
    const close = indexOfUnescaped(rest, ")", open + 1);
    if (close === -1 || rest.slice(close + 1).trim() !== "")
      fail(OPTIONS_CSV_MESSAGES.detailsFormat(name, group));
    for (const detail of listItems(rest.slice(open + 1, close))) {
      if (detail === "unavailable") {
        option.isAvailable = false;
      } else if (/^[+-]?[\d.,]+$/.test(detail)) {
        if (quantity !== undefined && quantity !== detail)
          fail(OPTIONS_CSV_MESSAGES.bothDetails(quantity, detail, name, group));
        if (!/^\d+$/.test(detail)) fail(OPTIONS_CSV_MESSAGES.stockQuantity(detail, name, group));
        if (Number(detail) > MAX_STOCK) fail(OPTIONS_CSV_MESSAGES.stockTooLarge(detail, name, group));
        quantity = detail;
      } else {
        fail(OPTIONS_CSV_MESSAGES.unknownDetail(detail, name, group));
      }
    }
  }
  if (quantity !== undefined && !tracksStock) fail(OPTIONS_CSV_MESSAGES.quantityWithoutStock(name, group));
  // A variant without a stock figure would be sold out without the merchant having said so.
  if (quantity === undefined && tracksStock) fail(OPTIONS_CSV_MESSAGES.missingQuantity(name, group));
  if (quantity !== undefined) option.quantity = Number(quantity);
  return option;
}

function readGroup(raw: string, currency: string): GroupRequest {
  const colon = indexOfUnescaped(raw, ":");
  if (colon === -1) fail(OPTIONS_CSV_MESSAGES.noColon(raw.trim()));
  const { name, settings } = readHead(raw.slice(0, colon));
  const body = raw.slice(colon + 1);
  if (body.trim() === "") fail(OPTIONS_CSV_MESSAGES.noOptions(name));
  const options = splitUnescaped(body, "|").map((option) =>
    readOption(option, name, settings.tracksStock, currency),
  );
  return { name, ...settings, options };
}

export type OptionsCell = { ok: true; groups: TOptionGroupsRequest } | { ok: false; error: string };

/**
 * Reads a cell written as above (a blank cell is no groups). The groups come back as the merchant's
 * request, rules not yet normalised: check them with ZOptionGroupsInput. Never throws.
 */
export function parseOptionsCell(cell: string, currency: string): OptionsCell {
  try {
    const groups = splitUnescaped(cell, ";")
      .filter((group) => group.trim() !== "")
      .map((group) => readGroup(group, currency));
    return { ok: true, groups };
  } catch (err) {
    if (err instanceof CellError) return { ok: false, error: err.message };
    throw err;
  }
}
