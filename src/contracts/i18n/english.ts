import en from "./en";
import { translator } from "./format-message";

/**
 * The storefront's English messages outside a page (decision 0068): the default of a contract's
 * words that a page shows in its language (`tradingLine(…, t = englishText)`), and the server's.
 */
export const englishText = translator(en, "en-US");
