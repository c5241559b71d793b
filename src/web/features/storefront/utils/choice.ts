import type { TProduct } from "#contracts/catalog";
import type { Translate } from "#contracts/i18n/format-message";
import { fromMinor, toMinor } from "#contracts/money";
import {
  groupPickProblem,
  optionDeltaRange,
  optionGroupsOf,
  type TChosenOption,
  type TOptionGroup,
  type TProductOption,
} from "#contracts/product-options";

/**
 * A shopper's picks of one product, as the product page and the chooser hold them: a list of option
 * ids. The rules that decide whether a choice may be ordered are resolveChoice's (shared with the
 * server); these helpers only show and edit a choice, valid or not yet.
 */

/** The picked options in the product's order (group, then option); ids it does not have are ignored. */
export function pickedOptions(product: Pick<TProduct, "optionGroups">, optionIds: readonly string[]) {
  const wanted = new Set(optionIds.map((id) => id.toLowerCase()));
  return optionGroupsOf(product).flatMap((group) =>
    group.options
      .filter((option) => wanted.has(option.id.toLowerCase()))
      .map(
        (option): TChosenOption => ({ group: group.name, name: option.name, priceDelta: option.priceDelta }),
      ),
  );
}

/** What the picks add to the unit price, in minor units of the store's currency. */
export const pickedDeltaMinor = (options: readonly TChosenOption[], currency: string) =>
  options.reduce((sum, option) => sum + toMinor(option.priceDelta, currency), 0);

/**
 * The price fields of the product with the picks' changes added to both the price and the discount
 * price, for <Price>: it shows what is paid with the regular price struck through, as for the plain
 * product.
 */
export function pricedWith(
  product: Pick<TProduct, "price" | "discountPrice">,
  deltaMinor: number,
  currency: string,
) {
  if (deltaMinor === 0) return product;
  const plus = (price: string) => fromMinor(toMinor(price, currency) + deltaMinor, currency);
  return {
    price: plus(product.price),
    discountPrice: product.discountPrice ? plus(product.discountPrice) : null,
  };
}

/** A variant out of stock, or any option switched off: shown, but it cannot be picked. */
export const soldOut = (option: TProductOption) => !option.isAvailable || option.quantity === 0;

/**
 * The picks after the shopper touches `option` of `group`: a single choice takes it in place of the
 * group's other pick (null: none, an optional group's "None"); a multiple one ticks it on or off,
 * and never past the group's maximum.
 */
export function togglePick(
  picked: readonly string[],
  group: TOptionGroup,
  option: TProductOption | null,
): string[] {
  const inGroup = new Set(group.options.map((o) => o.id));
  if (group.selection === "single")
    return [...picked.filter((id) => !inGroup.has(id)), ...(option ? [option.id] : [])];
  if (!option) return [...picked];
  if (picked.includes(option.id)) return picked.filter((id) => id !== option.id);
  const count = picked.filter((id) => inGroup.has(id)).length;
  return count >= group.maxSelect ? [...picked] : [...picked, option.id];
}

/** How many of `group`'s options are picked. */
export const pickedIn = (group: TOptionGroup, picked: readonly string[]) =>
  group.options.filter((option) => picked.includes(option.id)).length;

/** What groupPickProblem says of a group's count, in the page's language ("Choose one"). */
function pickProblemText(group: TOptionGroup, count: number, t: Translate) {
  if (count < group.minSelect)
    return group.minSelect === 1
      ? t("checkout.chooseOne")
      : t("checkout.chooseAtLeast", { min: group.minSelect });
  return group.maxSelect === 1
    ? t("checkout.chooseOnlyOne")
    : t("checkout.chooseAtMost", { max: group.maxSelect });
}

/**
 * Each group whose picks cannot be ordered yet, with what to say at it ("Choose one") in the page's
 * language with its `t`; without `t`, only which groups (each with "").
 */
export function groupProblems(
  product: Pick<TProduct, "optionGroups">,
  picked: readonly string[],
  t?: Translate,
) {
  const problems = new Map<string, string>();
  for (const group of optionGroupsOf(product)) {
    const count = pickedIn(group, picked);
    if (groupPickProblem(group, count)) problems.set(group.id, t ? pickProblemText(group, count, t) : "");
  }
  return problems;
}

/** The picks a chooser starts from: those still offered (a sold-out one is dropped). */
export const stillOffered = (product: Pick<TProduct, "optionGroups">, optionIds: readonly string[]) =>
  optionGroupsOf(product)
    .flatMap((group) => group.options)
    .filter((option) => optionIds.includes(option.id) && !soldOut(option))
    .map((option) => option.id);

/**
 * What a product costs at the least, for a price that shows one number (issue 42): the price
 * fields with the cheapest choice's changes, and whether its options can
 * make it cost more, so that the price reads "From $14.00".
 */
export function fromPrice(
  product: Pick<TProduct, "price" | "discountPrice" | "optionGroups">,
  currency: string,
) {
  const { lowest, highest } = optionDeltaRange(product, currency);
  return { priced: pricedWith(product, lowest, currency), varies: highest > lowest };
}

/**
 * The price the product page and the chooser show for the picks so far: the choice's own once every
 * group has what it needs; before that, the least it can come to, "From" when the options still
 * change it.
 */
export function choicePrice(
  product: Pick<TProduct, "price" | "discountPrice" | "optionGroups">,
  picked: readonly string[],
  currency: string,
) {
  const { lowest, highest } = optionDeltaRange(product, currency, picked);
  const undecided = groupProblems(product, picked).size > 0 && highest > lowest;
  return { priced: pricedWith(product, lowest, currency), from: undecided };
}
