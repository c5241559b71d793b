/**
 * What a shopper or a merchant reads while the database cannot be reached (decision 0047): every
 * API answer then is a 503 with this message, and a page the web app's own page with it. The web
 * app shows the server's message as it shows any other, so the words are the same everywhere.
 */
export const STORE_UNREACHABLE_MESSAGE = "We can't reach the store right now. Please try again in a moment.";
