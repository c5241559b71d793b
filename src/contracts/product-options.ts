import { effectivePriceMinor, formatMoney, type TMoneyFormat, toMinor } from "./money";
import type { StockFields } from "./stock";

/**
 * A product's option groups (issue 28, decision 0029): sizes, add-ons and variants. Pure and free of
 * zod, so the storefront's bundle can price a choice and name what is missing exactly as the server
 * does when it takes the order.
 */

export const OPTION_SELECTIONS = ["single", "multiple"] as const;
export type TOptionSelection = (typeof OPTION_SELECTIONS)[number];

export interface TProductOption {
  id: string;
  name: string;
  /** What choosing it adds to the unit price, a 2-decimal string ("3.00", or "0.00"). */
  priceDelta: string;
  /** Units of this variant in stock; meaningful only in the group that tracks stock, else null. */
  quantity: number | null;
  isAvailable: boolean;
}

export interface TOptionGroup {
  id: string;
  name: string;
  /** single: radio buttons, at most one pick; multiple: checkboxes. */
  selection: TOptionSelection;
  /** At least one pick (minSelect >= 1). */
  required: boolean;
  minSelect: number;
  maxSelect: number;
  /** Its options are variants with their own stock (at most one such group per product). */
  tracksStock: boolean;
  options: TProductOption[];
}

/** What a product needs for its options: its name (for messages), price and groups. */
export interface OptionsOf {
  name: string;
  price: string;
  discountPrice: string | null;
  quantity: number | null;
  isAvailable: boolean;
  /** Absent or empty: a product without options, as before issue 28. */
  optionGroups?: TOptionGroup[];
}

/** A picked option as an order item keeps it: its group's name, its name and price change then. */
export interface TChosenOption {
  group: string;
  name: string;
  priceDelta: string;
}

/** A picked option with its ids, as the server resolves it (the ids are kept for stock). */
export interface ResolvedOption extends TChosenOption {
  groupId: string;
  optionId: string;
}

export const OPTION_LIMITS = {
  groupsPerProduct: 10,
  optionsPerGroup: 30,
  groupName: 50,
  optionName: 60,
  /** Ids one order line may name: every option of a product could not be more. */
  optionIdsPerLine: 50,
} as const;

/** Messages that name the group, and the product where the shopper may not be looking at it. */
export const OPTION_MESSAGES = {
  /** At the group, on the product page: what is still missing or too much. */
  pickAtLeast: (min: number) => (min === 1 ? "Choose one" : `Choose at least ${min}`),
  pickAtMost: (max: number) => (max === 1 ? "Choose only one" : `Choose at most ${max}`),
  tooFew: (product: string, group: TOptionGroup) =>
    group.minSelect === 1
      ? `Choose one ${group.name} for "${product}"`
      : `Choose at least ${group.minSelect} ${group.name} for "${product}"`,
  tooMany: (product: string, group: TOptionGroup) =>
    group.maxSelect === 1
      ? `Choose only one ${group.name} for "${product}"`
      : `Choose at most ${group.maxSelect} ${group.name} for "${product}"`,
  unavailable: (product: string, group: string, option: string) =>
    `"${option}" (${group}) is no longer available for "${product}"`,
  unknown: (product: string) =>
    `An option chosen for "${product}" is not one of its options. Please choose again.`,
  pickedTwice: (product: string) => `An option of "${product}" was chosen twice`,
} as const;

export const optionGroupsOf = (product: { optionGroups?: TOptionGroup[] }): TOptionGroup[] =>
  product.optionGroups ?? [];

/** The group whose options are variants with their own stock, if the product has one. */
export const stockGroupOf = (product: { optionGroups?: TOptionGroup[] }): TOptionGroup | undefined =>
  optionGroupsOf(product).find((group) => group.tracksStock);

/** A card's "Quick Add" must ask first: some group needs a pick. */
export const needsChoice = (product: { optionGroups?: TOptionGroup[] }): boolean =>
  optionGroupsOf(product).some((group) => group.minSelect > 0);

/** What is wrong with `picked` options of one group ("Choose one"), or null when it is fine. */
export function groupPickProblem(group: TOptionGroup, picked: number): string | null {
  if (picked < group.minSelect) return OPTION_MESSAGES.pickAtLeast(group.minSelect);
  if (picked > group.maxSelect) return OPTION_MESSAGES.pickAtMost(group.maxSelect);
  return null;
}

/** The rule a shopper reads beside a group's name: "Required · choose 1", "Optional · up to 3". */
export function groupRuleText(group: TOptionGroup): string {
  const need = group.required ? "Required" : "Optional";
  if (group.selection === "single") return `${need} · choose 1`;
  if (group.minSelect > 0 && group.minSelect === group.maxSelect)
    return `${need} · choose ${group.minSelect}`;
  if (group.minSelect > 1) return `${need} · choose ${group.minSelect} to ${group.maxSelect}`;
  return `${need} · up to ${group.maxSelect}`;
}

export type ChoiceResult =
  | { ok: true; options: ResolvedOption[]; variant: TProductOption | null; deltaMinor: number }
  | { ok: false; message: string; groupId: string | null };

/**
 * Checks a shopper's picks against the product's groups, as the server does before it takes an
 * order and the product page does before it adds to the cart: every id must be one of this
 * product's options, available, picked once, and each group's count within its minimum and maximum.
 * The picks come back in the product's own order (group, then option), whatever order they came in.
 */
export function resolveChoice(
  product: OptionsOf,
  optionIds: readonly string[],
  currency: string,
): ChoiceResult {
  const groups = optionGroupsOf(product);
  const wanted = new Set(optionIds.map((id) => id.toLowerCase()));
  if (wanted.size !== optionIds.length)
    return { ok: false, message: OPTION_MESSAGES.pickedTwice(product.name), groupId: null };
  const options: ResolvedOption[] = [];
  let variant: TProductOption | null = null;
  let deltaMinor = 0;
  let found = 0;
  let problem: { message: string; groupId: string } | null = null;
  for (const group of groups) {
    let picked = 0;
    for (const option of group.options) {
      if (!wanted.has(option.id.toLowerCase())) continue;
      found++;
      picked++;
      if (!option.isAvailable && !problem)
        problem = {
          message: OPTION_MESSAGES.unavailable(product.name, group.name, option.name),
          groupId: group.id,
        };
      if (group.tracksStock) variant = option;
      deltaMinor += toMinor(option.priceDelta, currency);
      options.push({
        group: group.name,
        name: option.name,
        priceDelta: option.priceDelta,
        groupId: group.id,
        optionId: option.id,
      });
    }
    if (!problem && picked < group.minSelect)
      problem = { message: OPTION_MESSAGES.tooFew(product.name, group), groupId: group.id };
    if (!problem && picked > group.maxSelect)
      problem = { message: OPTION_MESSAGES.tooMany(product.name, group), groupId: group.id };
  }
  // An id of another product, or of no product at all, is named before the groups' counts.
  if (found !== wanted.size)
    return { ok: false, message: OPTION_MESSAGES.unknown(product.name), groupId: null };
  if (problem) return { ok: false, ...problem };
  return { ok: true, options, variant, deltaMinor };
}

/** The unit price of a choice in minor units: the product's effective price plus its options' changes. */
export const unitPriceMinor = (product: OptionsOf, deltaMinor: number, currency: string): number =>
  effectivePriceMinor(product, currency) + deltaMinor;

/**
 * The stock a choice draws on: the chosen variant's (available only when the product and the
 * variant both are), or the product's own when it has no stock group or none is chosen yet.
 */
export function choiceStock(product: OptionsOf, optionIds: readonly string[]): StockFields {
  const group = stockGroupOf(product);
  const wanted = new Set(optionIds.map((id) => id.toLowerCase()));
  const variant = group?.options.find((option) => wanted.has(option.id.toLowerCase()));
  if (!variant) return { isAvailable: product.isAvailable, quantity: product.quantity };
  return { isAvailable: product.isAvailable && variant.isAvailable, quantity: variant.quantity };
}

/**
 * One cart line per product and choice: the product's id alone when nothing is picked (the key of
 * every line saved before issue 28), else the id and the sorted option ids.
 */
export function choiceKey(productId: string, optionIds: readonly string[] = []): string {
  if (optionIds.length === 0) return productId.toLowerCase();
  return `${productId.toLowerCase()}:${[...optionIds]
    .map((id) => id.toLowerCase())
    .sort()
    .join(",")}`;
}

/**
 * The stock a line counts against: the variant's when a stock group's option is picked, else the
 * product's. Two lines of one pizza size with different toppings share that size's stock.
 */
export function stockKey(
  product: { id: string; optionGroups?: TOptionGroup[] },
  optionIds: readonly string[],
) {
  const group = stockGroupOf(product);
  const wanted = new Set(optionIds.map((id) => id.toLowerCase()));
  const variant = group?.options.find((option) => wanted.has(option.id.toLowerCase()));
  return variant ? `${product.id.toLowerCase()}#${variant.id.toLowerCase()}` : product.id.toLowerCase();
}

/** "Size: Large · Extra: Cheese, Olives": a line's choices in one line of text, groups in order. */
export function describeChoice(
  options: readonly (Omit<TChosenOption, "priceDelta"> & { priceDelta: string | null })[],
): string {
  const byGroup = new Map<string, string[]>();
  for (const option of options)
    byGroup.set(option.group, [...(byGroup.get(option.group) ?? []), option.name]);
  return [...byGroup].map(([group, names]) => `${group}: ${names.join(", ")}`).join(" · ");
}

/** "+$3.00" for a price change above 0, "" for none. */
export const priceDeltaText = (priceDelta: string, money: TMoneyFormat): string => {
  const minor = toMinor(priceDelta, money.currency);
  return minor > 0 ? `+${formatMoney(minor, money)}` : "";
};

/** The product's stock from its variants': their sum (the spec's rules then apply to the product). */
export const variantStockSum = (group: { options: readonly { quantity?: number | null }[] }): number =>
  group.options.reduce((sum, option) => sum + (option.quantity ?? 0), 0);

/**
 * The least and the most the options can add to the unit price, in minor units, given the picks so far
 * (none: the product's whole range). Each group adds its picks, then the cheapest options still
 * offered up to its minimum (the least) or the dearest up to its maximum (the most). A product whose
 * most is above its least costs "From" its least (issue 42): a pizza from $14 to $25 is "From $14.00".
 */
export function optionDeltaRange(
  product: { optionGroups?: TOptionGroup[] },
  currency: string,
  picked: readonly string[] = [],
): { lowest: number; highest: number } {
  const wanted = new Set(picked.map((id) => id.toLowerCase()));
  let lowest = 0;
  let highest = 0;
  for (const group of optionGroupsOf(product)) {
    const mine = group.options.filter((option) => wanted.has(option.id.toLowerCase()));
    const base = mine.reduce((sum, option) => sum + toMinor(option.priceDelta, currency), 0);
    const rest = group.options
      .filter((option) => !wanted.has(option.id.toLowerCase()) && option.isAvailable && option.quantity !== 0)
      .map((option) => toMinor(option.priceDelta, currency))
      .sort((a, b) => a - b);
    const sum = (deltas: number[]) => deltas.reduce((total, delta) => total + delta, 0);
    lowest += base + sum(rest.slice(0, Math.max(0, group.minSelect - mine.length)));
    highest += base + sum(rest.slice(Math.max(0, rest.length - Math.max(0, group.maxSelect - mine.length))));
  }
  return { lowest, highest };
}
