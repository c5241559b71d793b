import { amountMessage, amountOf } from "#contracts/amount";
import { CATALOG_MESSAGES, MAX_STOCK } from "#contracts/catalog-messages";
import { toDecimalString } from "#contracts/money";
import { OPTION_LIMITS, type TOptionGroup, type TOptionSelection } from "#contracts/product-options";
import { OPTION_REQUEST_MESSAGES, type TOptionGroupsRequest } from "#contracts/product-options-request";
import { ZQuantity } from "#contracts/quantity";

/**
 * The product dialog's option groups as the merchant edits them (issue 28): text fields hold what
 * was typed, `key` tells rows apart on screen (and in the ids of their fields), `id` is the saved
 * row's, sent back so the group or option keeps it (a cart's lines stay valid across the edit).
 */
export interface OptionDraft {
  key: string;
  id?: string;
  name: string;
  /** "" is no price change. */
  priceDelta: string;
  /** Units in stock; used only while the group tracks stock. */
  quantity: string;
  isAvailable: boolean;
}

export interface GroupDraft {
  key: string;
  id?: string;
  name: string;
  selection: TOptionSelection;
  required: boolean;
  /** For several picks (required): at least this many; "" is 1. */
  minSelect: string;
  /** For several picks: at most this many; "" is as many as there are options. */
  maxSelect: string;
  tracksStock: boolean;
  options: OptionDraft[];
}

let lastKey = 0;
/** A key no other row of this page has. */
const newKey = () => `o${++lastKey}`;

export const newOptionDraft = (): OptionDraft => ({
  key: newKey(),
  name: "",
  priceDelta: "",
  quantity: "",
  isAvailable: true,
});

/** A new group starts as a required single choice with one empty option: the common case (a size). */
export const newGroupDraft = (): GroupDraft => ({
  key: newKey(),
  name: "",
  selection: "single",
  required: true,
  minSelect: "",
  maxSelect: "",
  tracksStock: false,
  options: [newOptionDraft()],
});

/** A saved group as the form shows it, with its ids. */
function toGroupDraft(group: TOptionGroup): GroupDraft {
  const several = group.selection === "multiple";
  return {
    key: newKey(),
    id: group.id,
    name: group.name,
    selection: group.selection,
    required: group.required,
    minSelect: several && group.required ? String(group.minSelect) : "",
    maxSelect: several ? String(group.maxSelect) : "",
    tracksStock: group.tracksStock,
    options: group.options.map((option) => ({
      key: newKey(),
      id: option.id,
      name: option.name,
      priceDelta: Number(option.priceDelta) === 0 ? "" : option.priceDelta,
      quantity: option.quantity === null ? "" : String(option.quantity),
      isAvailable: option.isAvailable,
    })),
  };
}

/** The product's groups for editing (none for a new product, or one without groups). */
export const toGroupDrafts = (groups: readonly TOptionGroup[] = []): GroupDraft[] => groups.map(toGroupDraft);

/**
 * Another product's groups, copied in as new rows: without their ids (they are that product's, and
 * new ones come on save) and without its stock counts, which this product must be given its own.
 */
export const copiedGroupDrafts = (groups: readonly TOptionGroup[]): GroupDraft[] =>
  groups.map((group) => {
    const { id: _id, options, ...draft } = toGroupDraft(group);
    return {
      ...draft,
      options: options.map(({ id: _option, ...option }) => ({ ...option, quantity: "" })),
    };
  });

/** Turns "track stock per option" on or off: a group that tracks stock is one required choice. */
export function withStockTracking(group: GroupDraft, on: boolean): GroupDraft {
  if (!on) return { ...group, tracksStock: false };
  return { ...group, tracksStock: true, selection: "single", required: true };
}

/** The group that tracks stock, if the form has one. */
export const stockGroupDraft = (groups: readonly GroupDraft[]) => groups.find((group) => group.tracksStock);

/** What a stock group's variants add up to, counting only the quantities typed correctly. */
export function draftStockSum(group: GroupDraft): number {
  return group.options.reduce((sum, option) => {
    const parsed = ZQuantity.safeParse(option.quantity);
    return sum + (parsed.success && typeof parsed.data === "number" ? parsed.data : 0);
  }, 0);
}

/** A group's field's id, shared by its input and its message ("options": the group's list). */
export const optionFieldId = (
  group: Pick<GroupDraft, "key">,
  field: "name" | "minSelect" | "maxSelect" | "tracksStock" | "options",
) => `option-group-${group.key}-${field}`;
/** An option's field's id, shared by its input and its message. */
export const optionRowFieldId = (
  group: Pick<GroupDraft, "key">,
  option: Pick<OptionDraft, "key">,
  field: "name" | "priceDelta" | "quantity",
) => `option-${group.key}-${option.key}-${field}`;

/** Messages by field id (optionFieldId / optionRowFieldId), in the order the fields are on screen. */
export type OptionGroupErrors = Record<string, string>;

export const OPTION_FORM_MESSAGES = {
  variantQuantity: "Enter how many are in stock",
  picks: "Enter a whole number from 1",
} as const;

/** A whole number from 1, or null. */
function picks(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 ? Number(trimmed) : null;
}

/** Blank (no change), or an amount the store's currency can hold. */
function isAmount(text: string, currency: string) {
  const trimmed = text.trim();
  return trimmed === "" || amountOf(trimmed, currency) !== null;
}

/** A group's name in a message, before the merchant has typed one. */
const groupLabel = (group: GroupDraft) => group.name.trim() || "This group";

/** Checks one option's fields into `errors`. */
function checkOption(
  group: GroupDraft,
  option: OptionDraft,
  seen: Set<string>,
  errors: OptionGroupErrors,
  currency: string,
) {
  const name = option.name.trim();
  const nameId = optionRowFieldId(group, option, "name");
  if (!name) errors[nameId] = OPTION_REQUEST_MESSAGES.optionName;
  else if (seen.has(name.toLowerCase()))
    errors[nameId] = OPTION_REQUEST_MESSAGES.sameOptionName(groupLabel(group), name);
  seen.add(name.toLowerCase());
  if (!isAmount(option.priceDelta, currency))
    errors[optionRowFieldId(group, option, "priceDelta")] = amountMessage("Price change", currency);
  if (group.tracksStock) {
    const quantityId = optionRowFieldId(group, option, "quantity");
    const parsed = ZQuantity.safeParse(option.quantity);
    if (!parsed.success)
      errors[quantityId] = parsed.error.issues[0]?.message ?? OPTION_FORM_MESSAGES.variantQuantity;
    else if (typeof parsed.data !== "number") errors[quantityId] = OPTION_FORM_MESSAGES.variantQuantity;
  }
}

/** A group of several picks: its minimum and maximum make sense together and with its options. */
function checkPicks(group: GroupDraft, name: string, errors: OptionGroupErrors) {
  const count = group.options.length;
  const max = group.maxSelect.trim() === "" ? count : picks(group.maxSelect);
  const min = !group.required ? 0 : group.minSelect.trim() === "" ? 1 : picks(group.minSelect);
  if (max === null) errors[optionFieldId(group, "maxSelect")] = OPTION_FORM_MESSAGES.picks;
  if (min === null) errors[optionFieldId(group, "minSelect")] = OPTION_FORM_MESSAGES.picks;
  if (min === null || max === null) return;
  if (min > max)
    errors[optionFieldId(group, "minSelect")] = OPTION_REQUEST_MESSAGES.minAboveMax(name, min, max);
  else if (count > 0 && min > count)
    errors[optionFieldId(group, "minSelect")] = OPTION_REQUEST_MESSAGES.minAboveOptions(name, min, count);
}

/**
 * What the server would refuse, found before sending and put under the field concerned, in the
 * server's words: blank or repeated names, a price change that is not an amount, a variant without
 * its stock, picks that do not fit. Empty when the groups can be sent. `currency`: the store's.
 */
export function checkGroupDrafts(groups: readonly GroupDraft[], currency: string): OptionGroupErrors {
  const errors: OptionGroupErrors = {};
  const groupNames = new Set<string>();
  let stockGroups = 0;
  for (const group of groups) {
    const name = group.name.trim();
    const nameId = optionFieldId(group, "name");
    if (!name) errors[nameId] = OPTION_REQUEST_MESSAGES.groupName;
    else if (groupNames.has(name.toLowerCase())) errors[nameId] = OPTION_REQUEST_MESSAGES.sameGroupName(name);
    groupNames.add(name.toLowerCase());
    if (group.selection === "multiple" && !group.tracksStock) checkPicks(group, groupLabel(group), errors);
    // Two can meet by copying a product's groups in beside a group that already tracks stock.
    if (group.tracksStock && ++stockGroups > 1)
      errors[optionFieldId(group, "tracksStock")] = OPTION_REQUEST_MESSAGES.twoStockGroups;
    const optionNames = new Set<string>();
    for (const option of group.options) checkOption(group, option, optionNames, errors, currency);
    if (group.options.length === 0)
      errors[optionFieldId(group, "options")] = OPTION_REQUEST_MESSAGES.noOptions(groupLabel(group));
    // The variants' sum is the product's stock, bounded as one product's is.
    const stock = group.tracksStock ? draftStockSum(group) : 0;
    if (stock > MAX_STOCK)
      errors[optionFieldId(group, "options")] = CATALOG_MESSAGES.variantStockTooLarge(
        groupLabel(group),
        stock,
      );
  }
  return errors;
}

/** Only the keys that are set: a copied row has no id, and sends none. */
const withId = <T extends object>(id: string | undefined, fields: T) => (id ? { id, ...fields } : fields);

/**
 * The request's `optionGroups` (the whole list, in order) from groups that passed
 * checkGroupDrafts: amounts as the currency writes them ("3.00" in dollars), a variant's stock as a
 * number, the rule spelled out.
 */
export function toOptionGroupsRequest(groups: readonly GroupDraft[], currency: string): TOptionGroupsRequest {
  return groups.map((group) => {
    const several = group.selection === "multiple" && !group.tracksStock;
    const required = group.tracksStock || group.required;
    const count = group.options.length;
    const minSelect = !required ? 0 : several && group.minSelect.trim() !== "" ? Number(group.minSelect) : 1;
    const maxSelect = !several ? 1 : group.maxSelect.trim() === "" ? count : Number(group.maxSelect);
    return withId(group.id, {
      name: group.name.trim(),
      selection: several ? "multiple" : "single",
      required,
      minSelect,
      maxSelect,
      tracksStock: group.tracksStock,
      options: group.options.map((option) =>
        withId(option.id, {
          name: option.name.trim(),
          priceDelta: toDecimalString(option.priceDelta.trim() || "0", currency),
          quantity: group.tracksStock ? Number(option.quantity.trim()) : null,
          isAvailable: option.isAvailable,
        }),
      ),
    });
  });
}

/** Room for one more: the limits the server holds a product to. */
export const canAddGroup = (groups: readonly GroupDraft[]) => groups.length < OPTION_LIMITS.groupsPerProduct;
export const canAddOption = (group: GroupDraft) => group.options.length < OPTION_LIMITS.optionsPerGroup;

/** The keys of every group and option on screen: what a save attempt has checked. */
export const draftKeys = (groups: readonly GroupDraft[]): ReadonlySet<string> =>
  new Set(groups.flatMap((group) => [group.key, ...group.options.map((option) => option.key)]));

/**
 * The messages to show: only those of groups and options that were on screen at the last save
 * attempt (`checked`, draftKeys then). A group or option added since shows none until the merchant
 * saves again (issue 42: a new option group showed red errors before anything was typed in it).
 */
export function errorsOfChecked(
  errors: OptionGroupErrors,
  groups: readonly GroupDraft[],
  checked: ReadonlySet<string>,
): OptionGroupErrors {
  const shown: OptionGroupErrors = {};
  const fresh: string[] = [];
  for (const group of groups) {
    if (!checked.has(group.key)) fresh.push(`option-group-${group.key}-`, `option-${group.key}-`);
    else
      for (const option of group.options)
        if (!checked.has(option.key)) fresh.push(`option-${group.key}-${option.key}-`);
  }
  for (const [id, message] of Object.entries(errors))
    if (!fresh.some((prefix) => id.startsWith(prefix))) shown[id] = message;
  return shown;
}
