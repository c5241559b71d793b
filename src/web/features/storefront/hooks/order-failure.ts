import type { MessageId } from "#contracts/i18n/en";
import { type MessageValues, saidTranslator, type Translate } from "#contracts/i18n/format-message";
import { toast } from "#web/components/ui/use-toast";
import { errorMessage, isNetworkError } from "#web/lib/api-client";
import { englishIfLoaded } from "#web/lib/i18n/load-catalog";
import { failureToast } from "#web/lib/mutation-toasts";

/** A dropped connection's toast, by what was not sent (in the page's language with its `t`). */
export const OFFLINE_ORDER_MESSAGE = {
  title: (t: Translate) => t("checkout.offlineTitle"),
  order: (t: Translate) => t("checkout.offlineOrder"),
  prescription: (t: Translate) => t("checkout.offlinePrescription"),
} as const;

/**
 * The server's refusals at checkout that name something (a store, a product, a code, a time), as the
 * contracts write them in English (trading-hours' orderRefusal, ORDER_LIMIT_MESSAGES,
 * DISCOUNT_MESSAGES, the order's terms and stock): each pattern's named groups are the arguments of
 * the catalog message that says the same. A match counts only when that message, in English, gives
 * back the server's words exactly (serverText), so a changed sentence is shown as it came.
 */
const NAMED_REFUSALS: [RegExp, MessageId][] = [
  [/^(?<store>.+) is closed right now\.$/, "hours.closedReason"],
  [/^(?<store>.+) is closed right now\. It opens (?<when>.+)\.$/, "hours.closedReasonOpens"],
  [/^(?<store>.+) is not taking orders right now\.$/, "hours.pausedReason"],
  [
    /^(?<store>.+) is not taking orders right now\. Try again after (?<time>.+)\.$/,
    "checkout.pausedTryAfter",
  ],
  [/^You can order at most (?<max>\d+) of "(?<name>.+)" in one order\.$/, "checkout.limitPerProduct"],
  [/^You can order at most (?<max>\d+) items? in one order\.$/, "checkout.limitUnits"],
  [
    /^You already have unconfirmed orders for "(?<name>.+)": one customer may hold at most (?<percent>\d+)% of its stock until the store confirms them\.$/,
    "checkout.holdShare",
  ],
  [
    /^You already have unconfirmed orders for "(?<name>.+)": one customer may hold at most (?<percent>\d+)% of its stock until the store confirms them, so you can order (?<more>\d+) more for now\.$/,
    "checkout.holdShareMore",
  ],
  [/^The (?<slot>.+) slot is full\. The next free slot is (?<next>.+)\.$/, "checkout.slotFull"],
  [/^The (?<slot>.+) slot is full, and no later slot is free\.$/, "checkout.slotFullNoNext"],
  [
    /^That time is too soon: (?<store>.+) needs (?<minutes>\d+) minutes? to prepare an order\. Please choose a later time\.$/,
    "checkout.slotTooSoon",
  ],
  [
    /^(?<store>.+) is not taking orders for that time\. Please choose one of the times offered\.$/,
    "checkout.slotUnavailable",
  ],
  [/^(?<store>.+) does not offer pickup\. Please choose delivery\.$/, "checkout.noPickup"],
  [/^(?<store>.+) does not deliver\. Please choose pickup\.$/, "checkout.noDelivery"],
  [/^(?<store>.+) does not take orders for later\. Please order for now\.$/, "checkout.noScheduling"],
  [
    /^Add (?<missing>.+) more to order delivery here: the minimum order is (?<minimum>.+)\.$/,
    "checkout.belowZoneMinimum",
  ],
  [/^"(?<code>.+)" is not a valid discount code$/, "checkout.codeUnknown"],
  [/^The code "(?<code>.+)" is not active$/, "checkout.codeNotActive"],
  [/^The code "(?<code>.+)" can be used from (?<when>.+)$/, "checkout.codeNotStarted"],
  [/^The code "(?<code>.+)" expired on (?<when>.+)$/, "checkout.codeExpired"],
  [/^The code "(?<code>.+)" has been used up$/, "checkout.codeUsedUp"],
  [/^The code "(?<code>.+)" has already been used with this phone number$/, "checkout.codeAlreadyUsed"],
  [
    /^The code "(?<code>.+)" gives free delivery: it does not apply to pickup orders$/,
    "checkout.codePickupOnly",
  ],
  [/^Add (?<missing>.+) more to use "(?<code>.+)" \(minimum order (?<minimum>.+)\)$/, "checkout.codeMinimum"],
  [/^"(?<name>.+)" is no longer available$/, "checkout.productUnavailable"],
  [/^"(?<name>.+)" is out of stock$/, "checkout.outOfStock"],
  [/^"(?<name>.+)" has only (?<left>\d+) left$/, "checkout.onlyLeft"],
  [/^"(?<option>.+)" \((?<group>.+)\) is no longer available for "(?<product>.+)"$/, "checkout.optionGone"],
  [
    /^An option chosen for "(?<product>.+)" is not one of its options\. Please choose again\.$/,
    "checkout.optionUnknown",
  ],
  [/^An option of "(?<product>.+)" was chosen twice$/, "checkout.optionTwice"],
  [
    /^We found (?<place>.+), not your street: tap the map to put the pin on your door\.$/,
    "checkout.foundNotStreet",
  ],
];

/** The arguments a plural counts: read back as numbers. */
const COUNTS = new Set(["max", "percent", "more", "minutes", "left"]);
const SLOT_DAYS: MessageId[] = ["checkout.slotToday", "checkout.slotTomorrow"];

/** A slot's label from the server ("Today 6:30 PM") with its day in the page's language. */
function slotText(label: string, t: Translate, english: Translate): string {
  for (const id of SLOT_DAYS) {
    const day = english(id);
    if (label.startsWith(`${day} `))
      return t("checkout.slotDayTime", { day: t(id), time: label.slice(day.length + 1) });
  }
  return label;
}

/**
 * The server's words in the page's language (`t` from useT): a refusal that names something through
 * its catalog message (NAMED_REFUSALS), any other through its `said.<English>` message when the
 * catalog has one; else as they came.
 */
export function serverText(message: string, t: Translate): string {
  // English comes with the views that show such refusals (views/lazy-views.ts); without it, the
  // named refusals are left as they came.
  const english = englishIfLoaded();
  for (const [pattern, id] of english ? NAMED_REFUSALS : []) {
    const groups = pattern.exec(message)?.groups;
    if (!groups) continue;
    const values: MessageValues = {};
    for (const [name, value] of Object.entries(groups))
      values[name] = COUNTS.has(name) ? Number(value) : value;
    if (english!(id, values) !== message) continue;
    if (typeof values.slot === "string") values.slot = slotText(values.slot, t, english!);
    if (typeof values.next === "string") values.next = slotText(values.next, t, english!);
    return t(id, values);
  }
  return saidTranslator(t)(message);
}

/**
 * Why an order did not go through, in plain words: a dropped connection says so and that nothing
 * is lost (the browser's own "Failed to fetch" says neither); anything else is the server's message,
 * in the page's language with its `t`.
 */
export function toastOrderFailure(
  kind: "order" | "prescription",
  title: string,
  error: unknown,
  t: Translate,
) {
  if (isNetworkError(error)) {
    toast({
      variant: "destructive",
      title: OFFLINE_ORDER_MESSAGE.title(t),
      description: OFFLINE_ORDER_MESSAGE[kind](t),
    });
    return;
  }
  toast({ ...failureToast(title, error), description: serverText(errorMessage(error), t) });
}
