import { useId, useState } from "react";
import type { TProduct } from "#contracts/catalog";
import {
  choiceStock,
  resolveChoice,
  type TOptionGroup,
  type TProductOption,
} from "#contracts/product-options";
import { isOutOfStock } from "#contracts/stock";
import { toast } from "#web/components/ui/use-toast";
import type { CartLine } from "#web/lib/cart-storage";
import { useT } from "#web/lib/i18n/page-language";
import { addToCart, cartItemCount, heldAgainst, limitRoom, maxQuantity, quantityInCart } from "../utils/cart";
import { groupProblems, pickedDeltaMinor, pickedOptions, stillOffered, togglePick } from "../utils/choice";
import { serverText } from "./order-failure";
import { useLimitNotes, useOrderLimits } from "./use-order-limits";
import { useStoreMoney } from "./use-store-money";

const NO_PROBLEMS = new Map<string, string>();

/** The id of a group's fieldset in a form of picks (`form`: the form's useId). */
export const groupFieldId = (form: string, groupId: string) => `${form}-group-${groupId}`;

/** Brings a group the shopper must still choose in to view, its first option focused. */
function showGroup(id: string) {
  const group = document.getElementById(id);
  if (!group) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  group.scrollIntoView?.({ block: "center", behavior: reduce ? "auto" : "smooth" });
  group.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus({ preventScroll: true });
}

/**
 * What the product page and the Quick Add chooser share: the shopper's picks of a product's
 * options, the quantity, and what they make (price, stock, how many may still be added), then
 * adding them to the cart as one line. A product without options has no picks: its stock, price
 * and limits are the product's, exactly as before issue 28.
 */
export function useChoice({
  product,
  lines,
  update,
  initial = [],
}: {
  product: TProduct;
  lines: CartLine[];
  update: (change: (lines: CartLine[]) => CartLine[]) => boolean;
  /** Picks to start from (a chooser opened from a line already in the cart). */
  initial?: readonly string[];
}) {
  const form = useId();
  const [picked, setPicked] = useState(() => stillOffered(product, initial));
  const [quantity, setQuantity] = useState(1);
  // Each group's problem is shown from the first refused add until the shopper has fixed it.
  const [tried, setTried] = useState(false);

  const { currency } = useStoreMoney();
  const t = useT();
  const deltaMinor = pickedDeltaMinor(pickedOptions(product, picked), currency);
  /** The chosen variant's stock, or the product's until one is picked. */
  const stock = choiceStock(product, picked);
  const outOfStock = isOutOfStock(stock);
  const inCart = heldAgainst(lines, product, picked);
  const { limits } = useOrderLimits();
  const limitNotes = useLimitNotes();
  const byStock = Math.max(0, maxQuantity(stock) - inCart);
  // The store's limits on one order (issue 40) stop the quantity before the stock may.
  const byLimits = limitRoom(lines, product, limits);
  const remaining = Math.min(byStock, byLimits);
  const chosen = Math.max(1, Math.min(quantity, remaining));
  const limitNote =
    byLimits <= byStock && chosen >= remaining
      ? limitNotes.noteFor(
          product,
          quantityInCart(lines, product.id) + remaining,
          cartItemCount(lines) + remaining,
        )
      : null;

  /** Adds the choice; false when it was refused (a group is named, or a toast says why). */
  const add = (): boolean => {
    if (outOfStock || remaining === 0) return false;
    const choice = resolveChoice(product, picked, currency);
    if (!choice.ok) {
      setTried(true);
      if (choice.groupId && groupProblems(product, picked).has(choice.groupId))
        showGroup(groupFieldId(form, choice.groupId));
      else
        toast({
          variant: "destructive",
          title: t("checkout.errorTitle"),
          description: serverText(choice.message, t),
        });
      return false;
    }
    const saved = update((current) => addToCart(current, product, chosen, picked, limits));
    if (!saved) {
      toast({
        variant: "destructive",
        title: t("checkout.errorTitle"),
        description: t("checkout.addFailed"),
      });
      return false;
    }
    setTried(false);
    setQuantity(1);
    return true;
  };

  return {
    form,
    picked,
    pick: (group: TOptionGroup, option: TProductOption | null) =>
      setPicked((current) => togglePick(current, group, option)),
    problems: tried ? groupProblems(product, picked, t) : NO_PROBLEMS,
    /** What the picks add to the unit price, in minor units of the store's currency. */
    deltaMinor,
    stock,
    outOfStock,
    /** Units already in the cart drawing on the same stock. */
    inCart,
    remaining,
    /** Which of the store's limits stops the quantity, where one does ("At most 20 per order"). */
    limitNote,
    /** The quantity to add: at least 1, at most what remains. */
    chosen,
    setQuantity: (value: number) => setQuantity(Math.max(1, Math.min(value, remaining))),
    add,
  };
}

export type Choice = ReturnType<typeof useChoice>;
