/**
 * Text in two directions at once (issue 45 item 4, decision 0068): a right-to-left page shows a
 * merchant's Latin name, an address starting with its house number, or an amount inside its own
 * sentences. Each is isolated, so it keeps its own order and leaves its neighbours theirs.
 */

/** Languages written right to left (BCP 47 primary subtags). */
const RIGHT_TO_LEFT = /^(?:ar|he|fa|ur|ps|sd|ug|yi|dv|ckb)(?:-|$)/i;

export const isRightToLeft = (locale: string) => RIGHT_TO_LEFT.test(locale);

/** Left to right whatever its letters (LRI … PDI): an amount, whose "US$" stays beside its number. */
export const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** In the direction of its own first letter (FSI … PDI): a name or an address in a sentence. */
export const ownDirection = (text: string) => `\u2068${text}\u2069`;
