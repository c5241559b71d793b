/**
 * Whether the browser is hydrating the server's HTML of the page. While it is, a component renders
 * what the server rendered (the server knows no browser storage: an empty cart) and reads the
 * browser's own state in an effect right after.
 */
export const hydration = { active: false };
